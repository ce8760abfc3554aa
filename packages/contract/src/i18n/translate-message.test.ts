import { describe, expect, it } from 'vitest';
import { ENGLISH_MESSAGES } from './messages-en';
import { translateLabel, translateMessage } from './translate-message';

const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;
const placeholdersOf = (text: string) => [...new Set(text.match(/\{\d+\}/g) ?? [])].sort();

describe('translateMessage', () => {
  it('answers Korean as it is', () => {
    expect(translateMessage('로그인이 필요합니다.', 'ko')).toBe('로그인이 필요합니다.');
    expect(translateMessage('최소 베팅 금액은 5,000원입니다.', 'ko')).toBe('최소 베팅 금액은 5,000원입니다.');
  });

  it('finds a message exactly', () => {
    expect(translateMessage('로그인이 필요합니다.', 'en')).toBe('Please log in.');
    expect(translateMessage('이미 사용 중인 아이디입니다.', 'en')).toBe('This username is already taken.');
  });

  it('fills a message with one runtime part', () => {
    expect(translateMessage('최소 베팅 금액은 5,000원입니다.', 'en')).toBe('The minimum stake is ₩5,000.');
    expect(translateMessage('로그인 시도가 너무 많습니다. 15분 후 다시 시도해주세요.', 'en')).toBe(
      'Too many login attempts. Try again in 15 minutes.',
    );
  });

  it('fills a message with two runtime parts, a known word among them in English', () => {
    expect(translateMessage('다폴더 최대 베팅 금액은 1,000,000원입니다.', 'en')).toBe(
      'The maximum stake on a multi is ₩1,000,000.',
    );
    expect(translateMessage('1,000원 입금 신청이 반려되었습니다. 사유: 입금자명 불일치', 'en')).toBe(
      'Your deposit application of ₩1,000 was rejected. Reason: 입금자명 불일치',
    );
  });

  it('reads a part that is itself a message with parts (an amount in won)', () => {
    expect(translateMessage('일일 입금 한도(100,000원)를 넘습니다. 남은 한도: 20,000원', 'en')).toBe(
      'This exceeds your daily deposit limit of ₩100,000. Remaining: ₩20,000',
    );
  });

  it('reads a field name with the particle its message glued to it', () => {
    expect(translateMessage('제목을 입력해주세요.', 'en')).toBe('Enter the title.');
    expect(translateMessage('본문은 20,000자 이하로 입력해주세요.', 'en')).toBe(
      'The body text must be 20,000 characters or fewer.',
    );
  });

  it('prefers the most specific entry', () => {
    expect(translateMessage('최소 베팅 금액: 1원 이상이어야 합니다.', 'en')).toBe(
      'The minimum stake must be at least ₩1.',
    );
    expect(translateMessage('첫충 보너스: 100% 이하여야 합니다.', 'en')).toBe(
      'The first-deposit bonus must be at most 100%.',
    );
  });

  it('keeps names as they are written, even one ending like an amount (강원)', () => {
    expect(translateMessage('같은 경기의 승무패 + 핸디캡 조합은 베팅할 수 없습니다: 울산 vs 강원', 'en')).toBe(
      "Match Result and Handicap from the same match can't be combined: 울산 vs 강원",
    );
  });

  it('answers a text it does not know as it is, never throwing', () => {
    expect(translateMessage('처음 보는 메시지입니다.', 'en')).toBe('처음 보는 메시지입니다.');
    expect(translateMessage('Invalid input: expected string', 'en')).toBe('Invalid input: expected string');
    expect(translateMessage('', 'en')).toBe('');
  });

  it('matches no template against a text longer than any message, so a crafted one cannot stall it', () => {
    const padded = `최소 베팅 금액은 ${'5'.repeat(400)}원입니다.`;
    expect(translateMessage(padded, 'en')).toBe(padded);
    expect(translateMessage(`최소 베팅 금액은 ${'5'.repeat(200)}원입니다.`, 'en')).toMatch(/^The minimum stake is /);
  });
});

describe('translateLabel', () => {
  it('capitalises a label standing alone in English, written lower case to fill other messages', () => {
    expect(translateMessage('추천 보상', 'en')).toBe('referral reward');
    expect(translateLabel('추천 보상', 'en')).toBe('Referral reward');
    expect(translateLabel('번호', 'en')).toBe('ID');
    expect(translateLabel('라이브 카지노', 'en')).toBe('Live Casino');
  });

  it('answers Korean, and a label without English, as it is', () => {
    expect(translateLabel('추천 보상', 'ko')).toBe('추천 보상');
    expect(translateLabel('처음 보는 항목', 'en')).toBe('처음 보는 항목');
  });
});

describe('the English messages', () => {
  it('are English, with the same parts as their Korean', () => {
    const wrong = Object.entries(ENGLISH_MESSAGES).filter(
      ([korean, english]) =>
        english.trim() === '' ||
        HANGUL.test(english) ||
        placeholdersOf(english).join() !== placeholdersOf(korean).join(),
    );
    expect(wrong).toEqual([]);
  });
});
