import { describe, expect, it } from 'vitest';
import { passwordPolicyProblem } from './password-policy';

describe('the password policy', () => {
  it.each(['password1', 'Password1', 'qwer1234', 'abcd1234', 'secret123', 'iloveyou1'])(
    'refuses the common password %s',
    (password) => {
      expect(passwordPolicyProblem(password, 'player01')).toBe(
        '자주 쓰이는 비밀번호라 사용할 수 없습니다. 다른 비밀번호를 입력해주세요.',
      );
    },
  );

  it.each(['player01!', 'Player012', 'xPLAYER01x'])('refuses %s, which holds the username player01', (password) => {
    expect(passwordPolicyProblem(password, 'player01')).toBe('비밀번호에 아이디를 포함할 수 없습니다.');
  });

  it.each(['mint7walrus', 'korea2026wins', '한판-승부-42'])('accepts %s', (password) => {
    expect(passwordPolicyProblem(password, 'player01')).toBeNull();
  });
});
