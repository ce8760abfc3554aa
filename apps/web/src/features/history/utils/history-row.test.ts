import { describe, expect, it } from 'vitest';
import { createBet, createSelection } from '../testing/bet-history-data';
import { formatMultiplier, gameNameOf, toHistoryRow } from './history-row';

/** An ISO time of a local wall-clock time, so the tests hold in any time zone. */
const local = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('toHistoryRow', () => {
  it('maps a server item to the spec displayed row', () => {
    const bet = createBet({
      id: 42,
      status: 'WON',
      stake: 1_234_567,
      payout: 2_283_949,
      total_odds: 1.85,
      created_at: local(2024, 4, 5, 9, 7),
      selections: [createSelection({ id: 777 }), createSelection({ id: 778 })],
    });
    const row = toHistoryRow(bet, 'player01');
    expect(row).toEqual({
      id: 42,
      gameName: '서울 FC vs 부산 유나이티드',
      gameType: 'sports',
      playerName: 'player01',
      stake: 1_234_567,
      betAmount: '1,234,567원',
      winAmount: 2_283_949,
      multiplier: '1.85x',
      result: 'WON',
      date: '2024-05-05',
      time: '09:07',
      provider: 'K리그1',
      roundId: '777',
      selectionCount: 2,
      bet,
    });
  });

  it('wins nothing unless WON, whatever the payout says', () => {
    for (const status of ['LOST', 'PENDING', 'REFUNDED', 'CANCELLED'] as const) {
      expect(toHistoryRow(createBet({ status, payout: 10_000 }), 'p').winAmount).toBe(0);
    }
    expect(toHistoryRow(createBet({ status: 'WON', payout: null }), 'p').winAmount).toBe(0);
  });

  it('reads the multiplier to 2 decimals with an x', () => {
    expect(formatMultiplier(2)).toBe('2.00x');
    expect(formatMultiplier(3.456)).toBe('3.46x');
    expect(toHistoryRow(createBet({ total_odds: 12.5 }), 'p').multiplier).toBe('12.50x');
  });

  it('falls back to Sports Betting without a league, and to "-" without selections or a readable date', () => {
    expect(toHistoryRow(createBet({ selections: [createSelection({ fixture: { league_name: '' } })] }), 'p').provider).toBe('Sports Betting');
    const bare = toHistoryRow(createBet({ selections: [], created_at: 'not a date' }), 'p');
    expect(bare).toMatchObject({ gameName: 'N/A', provider: 'Sports Betting', roundId: '-', date: '-', time: '-', selectionCount: 0 });
  });
});

describe('gameNameOf', () => {
  it('uses game_name first', () => {
    expect(gameNameOf(createSelection({ fixture: { game_name: 'Arsenal vs Chelsea' } }).bet_selection)).toBe('Arsenal vs Chelsea');
  });

  it('then the participants joined with "vs" (blank names left out)', () => {
    const selection = createSelection({
      fixture: { game_name: '  ', participants: [{ participant_name: 'LG 트윈스' }, { participant_name: '' }, { participant_name: '두산 베어스' }] },
    }).bet_selection;
    expect(gameNameOf(selection)).toBe('LG 트윈스 vs 두산 베어스');
  });

  it('then the market name', () => {
    expect(gameNameOf(createSelection({ marketName: '언더/오버', fixture: { game_name: '', participants: [] } }).bet_selection)).toBe('언더/오버');
  });

  it('then N/A', () => {
    expect(gameNameOf(createSelection({ marketName: '', fixture: { game_name: '', participants: [{ participant_name: ' ' }] } }).bet_selection)).toBe('N/A');
    expect(gameNameOf(undefined)).toBe('N/A');
  });
});
