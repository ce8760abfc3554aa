import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { createBet } from '@/testing/sports-data';
import { betOwner, priceChangeAnnouncement, spokenBetName } from './bet-names';

const teams = { home: '맨시티', away: '리버풀' };

describe('betOwner', () => {
  it("names a side's bet by its team and any other by the fixture", () => {
    expect(betOwner({ name: '1' }, teams)).toBe('맨시티');
    expect(betOwner({ name: '2' }, teams)).toBe('리버풀');
    expect(betOwner({ name: 'X' }, teams)).toBe('맨시티 vs 리버풀');
    expect(betOwner({ name: 'Over' }, teams)).toBe('맨시티 vs 리버풀');
  });
});

describe('spokenBetName', () => {
  it("says a side's win by its team", () => {
    expect(spokenBetName({ parlay_subgroup: 'moneyline' }, createBet({ name: '1', korean_name: '홈' }), teams)).toBe(
      '맨시티 승',
    );
    expect(spokenBetName({ parlay_subgroup: 'moneyline' }, createBet({ name: '2', korean_name: '원정' }), teams)).toBe(
      '리버풀 승',
    );
  });

  it('says any other bet by whose it is, what it is and its line (a handicap with its sign)', () => {
    const draw = createBet({ name: 'X', korean_name: '무승부' });
    expect(spokenBetName({ parlay_subgroup: 'moneyline' }, draw, teams)).toBe('맨시티 vs 리버풀 무승부');
    const handicap = createBet({ name: '1', korean_name: '홈', line: '0.5' });
    expect(spokenBetName({ parlay_subgroup: 'handicap' }, handicap, teams)).toBe('맨시티 홈 +0.5');
    const over = createBet({ name: 'Over', korean_name: '오버', line: '2.5' });
    expect(spokenBetName({ parlay_subgroup: 'totals' }, over, teams)).toBe('맨시티 vs 리버풀 오버 2.5');
  });
});

describe('priceChangeAnnouncement', () => {
  const move = (betId: number, from: number, to: number) => ({ betId, name: `베팅 ${betId}`, from, to });

  it('reads each move as "name from → to", prices to 2 decimals', () => {
    expect(priceChangeAnnouncement([{ betId: 1, name: '맨시티 승', from: 1.85, to: 1.92 }])).toBe(
      '맨시티 승 1.85 → 1.92',
    );
    expect(priceChangeAnnouncement([move(1, 2, 2.1), move(2, 3.5, 3)])).toBe('베팅 1 2.00 → 2.10, 베팅 2 3.50 → 3.00');
  });

  it('names three moves at most and counts the rest', () => {
    expect(
      priceChangeAnnouncement([move(1, 2, 2.1), move(2, 2, 2.1), move(3, 2, 2.1), move(4, 2, 2.1), move(5, 2, 2.1)]),
    ).toBe('베팅 1 2.00 → 2.10, 베팅 2 2.00 → 2.10, 베팅 3 2.00 → 2.10 외 2건');
  });
});

describe('in English', () => {
  it("says a side's win and counts the moves left out in English", async () => {
    await i18n.changeLanguage('en');
    expect(spokenBetName({ parlay_subgroup: 'moneyline' }, createBet({ name: '1' }), teams)).toBe('맨시티 to win');
    const move = (betId: number) => ({ betId, name: `Bet ${betId}`, from: 2, to: 2.1 });
    expect(priceChangeAnnouncement([1, 2, 3, 4].map(move))).toBe(
      'Bet 1 2.00 → 2.10, Bet 2 2.00 → 2.10, Bet 3 2.00 → 2.10 and 1 more',
    );
  });
});
