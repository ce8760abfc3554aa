import { describe, expect, it } from 'vitest';
import { josa, type JosaPair } from './josa';

describe('josa', () => {
  it.each<[word: string, pair: JosaPair, expected: string]>([
    // Hangul: a final consonant (batchim) or not.
    ['베팅', '이/가', '베팅이'],
    ['메시지', '이/가', '메시지가'],
    ['입금', '을/를', '입금을'],
    ['포인트', '을/를', '포인트를'],
    ['알림', '은/는', '알림은'],
    ['보너스', '은/는', '보너스는'],
    ['입금', '과/와', '입금과'],
    ['보너스', '과/와', '보너스와'],
    ['계좌', '이나/나', '계좌나'],
    ['현금', '이나/나', '현금이나'],
    // (으)로: ㄹ takes 로 like a vowel; other finals, double ones with ㄹ included, take 으로.
    ['보유머니', '으로/로', '보유머니로'],
    ['서울', '으로/로', '서울로'],
    ['10,000원', '으로/로', '10,000원으로'],
    ['닭', '으로/로', '닭으로'],
    ['삶', '이/가', '삶이'],
    // Digits as read: 영 일 이 삼 사 오 육 칠 팔 구.
    ['0', '이/가', '0이'],
    ['1', '이/가', '1이'],
    ['2', '이/가', '2가'],
    ['3', '을/를', '3을'],
    ['4', '이/가', '4가'],
    ['5', '은/는', '5는'],
    ['6', '과/와', '6과'],
    ['7', '을/를', '7을'],
    ['8', '은/는', '8은'],
    ['9', '이/가', '9가'],
    ['1', '으로/로', '1로'],
    ['7', '으로/로', '7로'],
    ['8', '으로/로', '8로'],
    ['3', '으로/로', '3으로'],
    ['6', '으로/로', '6으로'],
    ['2', '으로/로', '2로'],
    // A number is read to its end: 10 (십), 100 (백), 1000 (천) end on a consonant, as 0 (영) does.
    ['#4', '이/가', '#4가'],
    ['12', '이/가', '12가'],
    ['10', '이/가', '10이'],
    ['100', '으로/로', '100으로'],
    ['1,000', '을/를', '1,000을'],
    // Latin letters spelled out: 엘, 엠, 엔, 알 end on a consonant.
    ['VIP', '을/를', 'VIP를'],
    ['SKT', '이/가', 'SKT가'],
    ['LGU+', '은/는', 'LGU+는'],
    ['KBL', '이/가', 'KBL이'],
    ['KBL', '으로/로', 'KBL로'],
    ['LCK', '과/와', 'LCK와'],
    ['EPL', '으로/로', 'EPL로'],
    ['ATM', '으로/로', 'ATM으로'],
    ['스퀴즈 바카라 C', '이/가', '스퀴즈 바카라 C가'],
    ['스퀴즈 바카라 N', '이/가', '스퀴즈 바카라 N이'],
    ['bar', '으로/로', 'bar로'],
    // Marks that are not read are passed over; nothing readable reads as a vowel.
    ['베팅 (단폴더)', '이/가', '베팅 (단폴더)가'],
    ['"골든 포춘"', '을/를', '"골든 포춘"을'],
    ['입금!', '은/는', '입금!은'],
    ['', '이/가', '가'],
    ['…', '을/를', '…를'],
  ])('%s + %s → %s', (word, pair, expected) => {
    expect(josa(word, pair)).toBe(expected);
  });

  it('reads every Hangul syllable by its final: none, ㄹ, or another', () => {
    expect(josa('가', '이/가')).toBe('가가');
    expect(josa('각', '이/가')).toBe('각이');
    expect(josa('갈', '으로/로')).toBe('갈로');
    expect(josa('갈', '이/가')).toBe('갈이');
    expect(josa('힣', '으로/로')).toBe('힣으로');
  });
});
