import type { GameRound } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import { createBet, createSelection } from '../testing/bet-history-data';
import { createRound } from '../testing/game-round-data';
import {
  formatMultiplier,
  gameNameOf,
  mergeHistoryRows,
  resultLabel,
  roundResult,
  roundToHistoryRow,
  toHistoryRow,
} from './history-row';

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
      key: 'bet-42',
      id: 42,
      gameName: '서울 FC vs 부산 유나이티드',
      gameEnglishName: null,
      gameType: 'sports',
      playerName: 'player01',
      stake: 1_234_567,
      betAmount: '1,234,567원',
      winAmount: 2_283_949,
      odds: 1.85,
      multiplier: '1.85x',
      result: 'WON',
      at: bet.created_at,
      date: '2024-05-05',
      time: '09:07',
      provider: 'K리그1',
      roundId: '777',
      selectionCount: 2,
      bet,
      round: null,
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
    expect(
      toHistoryRow(createBet({ selections: [createSelection({ fixture: { league_name: '' } })] }), 'p').provider,
    ).toBe('Sports Betting');
    const bare = toHistoryRow(createBet({ selections: [], created_at: 'not a date' }), 'p');
    expect(bare).toMatchObject({
      gameName: 'N/A',
      provider: 'Sports Betting',
      roundId: '-',
      date: '-',
      time: '-',
      selectionCount: 0,
    });
  });
});

describe('gameNameOf', () => {
  it('uses game_name first', () => {
    expect(gameNameOf(createSelection({ fixture: { game_name: 'Arsenal vs Chelsea' } }).bet_selection)).toBe(
      'Arsenal vs Chelsea',
    );
  });

  it('then the participants joined with "vs" (blank names left out)', () => {
    const selection = createSelection({
      fixture: {
        game_name: '  ',
        participants: [
          { participant_name: 'LG 트윈스' },
          { participant_name: '' },
          { participant_name: '두산 베어스' },
        ],
      },
    }).bet_selection;
    expect(gameNameOf(selection)).toBe('LG 트윈스 vs 두산 베어스');
  });

  it('then the market name', () => {
    expect(
      gameNameOf(
        createSelection({ marketName: '언더/오버', fixture: { game_name: '', participants: [] } }).bet_selection,
      ),
    ).toBe('언더/오버');
  });

  it('then N/A', () => {
    expect(
      gameNameOf(
        createSelection({ marketName: '', fixture: { game_name: '', participants: [{ participant_name: ' ' }] } })
          .bet_selection,
      ),
    ).toBe('N/A');
    expect(gameNameOf(undefined)).toBe('N/A');
  });
});

describe('roundToHistoryRow', () => {
  it('maps a casino round: type by category, provider, round id, bet, win and win ÷ bet', () => {
    const round = createRound({
      id: 7,
      round_id: 'r-abc',
      game_name: 'Golden Koi Fortune',
      game_title: '골든 코이 포춘',
      category: 'slots',
      provider_name: 'Golden Koi',
      bet: 1_000,
      win: 2_500,
      opened_at: local(2024, 4, 6, 22, 15),
    });
    expect(roundToHistoryRow(round)).toEqual({
      key: 'round-7',
      id: 7,
      gameName: '골든 코이 포춘',
      gameEnglishName: 'Golden Koi Fortune',
      gameType: 'slot',
      playerName: 'player01',
      stake: 1_000,
      betAmount: '1,000원',
      winAmount: 2_500,
      odds: 2.5,
      multiplier: '2.50x',
      result: 'WON',
      at: round.opened_at,
      date: '2024-05-06',
      time: '22:15',
      provider: 'Golden Koi',
      roundId: 'r-abc',
      selectionCount: 1,
      bet: null,
      round,
    });
    expect(roundToHistoryRow(createRound({ category: 'live-casino' })).gameType).toBe('casino');
    expect(roundToHistoryRow(createRound({ category: 'mini-games' })).gameType).toBe('mini');
    expect(roundToHistoryRow(createRound({ bet: 0, win: 0 })).multiplier).toBe('0.00x');
  });

  it('names a round by its title, falling back to the English name, then N/A', () => {
    const named = (round: Partial<GameRound>) => {
      const row = roundToHistoryRow(createRound(round));
      return [row.gameName, row.gameEnglishName];
    };
    expect(named({ game_title: '골든 포춘', game_name: 'Golden Fortune' })).toEqual(['골든 포춘', 'Golden Fortune']);
    expect(named({ game_title: ' ', game_name: 'Golden Fortune' })).toEqual(['Golden Fortune', null]);
    expect(named({ game_title: 'VIP Baccarat', game_name: 'VIP Baccarat' })).toEqual(['VIP Baccarat', null]);
    expect(named({ game_title: '', game_name: '' })).toEqual(['N/A', null]);
  });

  it('reads open as PENDING, rolled back as CANCELLED, and a closed round by its net', () => {
    const cases = [
      [{ status: 'open', bet: 2_000, win: 0 }, 'PENDING'],
      [{ status: 'rolled_back', bet: 2_000, win: 2_000 }, 'CANCELLED'],
      [{ status: 'closed', bet: 2_000, win: 2_001 }, 'WON'],
      // Something came back, but less than the stake: a loss (the spin of issue #16).
      [{ status: 'closed', bet: 2_000, win: 1_400 }, 'LOST'],
      [{ status: 'closed', bet: 2_000, win: 0 }, 'LOST'],
      [{ status: 'closed', bet: 2_000, win: 2_000 }, 'PUSH'],
    ] as const;
    for (const [round, result] of cases) expect(roundResult(round)).toBe(result);
    const push = roundToHistoryRow(createRound({ status: 'closed', bet: 2_000, win: 2_000 }));
    expect([push.multiplier, resultLabel(push.result)]).toEqual(['1.00x', '본전']);
  });
});

describe('mergeHistoryRows', () => {
  it('puts bets and rounds in one list, newest first, unreadable times last', () => {
    const rows = mergeHistoryRows(
      [
        toHistoryRow(createBet({ id: 1, created_at: local(2024, 4, 5, 10, 0) }), 'p'),
        toHistoryRow(createBet({ id: 2, created_at: 'never' }), 'p'),
      ],
      [
        roundToHistoryRow(createRound({ id: 1, opened_at: local(2024, 4, 5, 11, 0) })),
        roundToHistoryRow(createRound({ id: 2, opened_at: local(2024, 4, 4, 9, 0) })),
      ],
    );
    expect(rows.map((row) => row.key)).toEqual(['round-1', 'bet-1', 'round-2', 'bet-2']);
  });
});
