import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldError } from '../../lib/errors';

/** The zxcvbn-ts project's list of common passwords (all lowercase), updated with the package. */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

/**
 * Why a member may not choose this password, in their words, or null when they may. The contract
 * already asks for 8 to 64 characters with a letter and a digit; these rules need the username
 * (a password change has none in its form) or a list too large for the browser's bundle.
 */
export function passwordPolicyProblem(password: string, username: string): string | null {
  const folded = password.normalize('NFKC').toLowerCase();
  if (folded.includes(username.toLowerCase())) return '비밀번호에 아이디를 포함할 수 없습니다.';
  if (COMMON_PASSWORDS.has(folded)) return '자주 쓰이는 비밀번호라 사용할 수 없습니다. 다른 비밀번호를 입력해주세요.';
  return null;
}

/** Refuses a password the policy does not allow, as a field error on `field`. */
export function assertPasswordAllowed(password: string, username: string, field: 'password' | 'new_password'): void {
  const problem = passwordPolicyProblem(password, username);
  if (problem) throw fieldError(422, 'weak_password', field, problem);
}
