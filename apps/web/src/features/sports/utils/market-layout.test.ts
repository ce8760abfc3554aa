import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { createBet } from '@/testing/sports-data';
import { marketLayout } from './market-layout';

const teams = { home: '울산 HD', away: '전북 현대' };
const names = (bets: ({ korean_name: string; line: string | null } | undefined)[]) =>
  bets.map((bet) => (bet ? `${bet.korean_name} ${bet.line ?? ''}`.trim() : '-'));

describe('marketLayout', () => {
  it('lays 1X2 out as home, draw 무승부, away whatever order the bets come in', () => {
    const layout = marketLayout(
      {
        market_type_id: 1,
        bets: [
          createBet({ name: '2', korean_name: '원정' }),
          createBet({ name: '1', korean_name: '홈' }),
          createBet({ name: 'X', korean_name: '무승부' }),
        ],
      },
      teams,
    );
    expect(layout.kind).toBe('columns');
    if (layout.kind !== 'columns') return;
    expect(layout.headers).toEqual(['울산 HD', '무승부', '전북 현대']);
    expect(names(layout.bets)).toEqual(['홈', '무승부', '원정']);
  });

  it('lays a 12 moneyline out in two columns', () => {
    const layout = marketLayout(
      { market_type_id: 52, bets: [createBet({ name: '2', korean_name: '원정' }), createBet({ name: '1' })] },
      teams,
    );
    expect(layout.kind === 'columns' && layout.headers).toEqual(['울산 HD', '전북 현대']);
  });

  it('sorts totals by line with Over 오버 and Under 언더 columns', () => {
    const bets = ['3.5', '1.5', '2.25', '2.5'].flatMap((line) => [
      createBet({ name: 'Under', korean_name: '언더', line, base_line: line }),
      createBet({ name: 'Over', korean_name: '오버', line, base_line: line }),
    ]);
    const layout = marketLayout({ market_type_id: 2, bets }, teams);
    expect(layout.kind).toBe('lines');
    if (layout.kind !== 'lines') return;
    expect(layout.headers).toEqual(['오버', '언더']);
    expect(layout.rows.map((row) => row.line)).toEqual(['1.5', '2.25', '2.5', '3.5']);
    expect(names(layout.rows[0]!.cells)).toEqual(['오버 1.5', '언더 1.5']);
  });

  it('pairs handicap sides by the home line, sorted, home then away', () => {
    const pair = (home: string) => {
      const away = String(-Number(home));
      return [
        createBet({ name: '2', korean_name: '원정', line: away, base_line: home }),
        createBet({ name: '1', korean_name: '홈', line: home, base_line: home }),
      ];
    };
    const layout = marketLayout(
      { market_type_id: 3, bets: [...pair('0.25'), ...pair('-1.25'), ...pair('0'), ...pair('-0.5')] },
      teams,
    );
    expect(layout.kind).toBe('lines');
    if (layout.kind !== 'lines') return;
    expect(layout.headers).toEqual(['울산 HD', '전북 현대']);
    expect(layout.signedLines).toBe(true);
    expect(layout.rows.map((row) => names(row.cells))).toEqual([
      ['홈 -1.25', '원정 1.25'],
      ['홈 -0.5', '원정 0.5'],
      ['홈 0', '원정 0'],
      ['홈 0.25', '원정 -0.25'],
    ]);
  });

  it('groups correct scores by home goals and keeps "Any Other Score" apart', () => {
    const scores = ['2-1', '0-1', '1-0', 'Any Other Score', '0-0', '2-0', '1-1'];
    const layout = marketLayout(
      { market_type_id: 6, bets: scores.map((name) => createBet({ name, korean_name: name.replace('-', ':') })) },
      teams,
    );
    expect(layout.kind).toBe('scores');
    if (layout.kind !== 'scores') return;
    expect(layout.groups.map((group) => [group.homeGoals, group.bets.map((bet) => bet.name)])).toEqual([
      [0, ['0-0', '0-1']],
      [1, ['1-0', '1-1']],
      [2, ['2-0', '2-1']],
    ]);
    expect(layout.others.map((bet) => bet.name)).toEqual(['Any Other Score']);
  });

  it('puts any other market in a generic grid, in feed order', () => {
    const bets = [createBet({ name: 'Yes', korean_name: '예' }), createBet({ name: 'No', korean_name: '아니오' })];
    expect(marketLayout({ market_type_id: 17, bets }, teams)).toEqual({ kind: 'grid', bets });
  });
});

describe('in English', () => {
  it('heads the draw and the totals columns in English', async () => {
    await i18n.changeLanguage('en');
    const oneXTwo = marketLayout({ market_type_id: 1, bets: [] }, teams);
    expect(oneXTwo.kind === 'columns' && oneXTwo.headers).toEqual(['울산 HD', 'Draw', '전북 현대']);
    const totals = marketLayout({ market_type_id: 2, bets: [] }, teams);
    expect(totals.kind === 'lines' && totals.headers).toEqual(['Over', 'Under']);
  });
});
