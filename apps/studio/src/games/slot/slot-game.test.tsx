import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { CONFIGS, SLOT_OUTCOME, roundFixture } from '@/testing/fixtures';
import { SlotGame, lineBetOptions } from './slot-game';

/** SLOT_OUTCOME's round, paid 2,000, on the page; with the title's symbol sheet when given. */
const renderWonRound = (symbolSheet?: string) =>
  render(
    <SlotGame
      config={CONFIGS.slot}
      symbolSheet={symbolSheet ?? null}
      busy={false}
      lastRound={roundFixture(SLOT_OUTCOME, { payout: 2_000 })}
      onDecide={vi.fn()}
      onPlay={vi.fn()}
    />,
  );

describe('SlotGame', () => {
  it('draws the five reels of a round, its winning line and payout', () => {
    renderWonRound();

    const reels = screen.getByRole('img', { name: /^1릴/ });
    expect(reels.getAttribute('aria-label')).toBe(
      '1릴 체리 세븐 체리, 2릴 체리 세븐 와일드, 3릴 세븐 세븐 체리, 4릴 체리 체리 체리, 5릴 와일드 체리 세븐',
    );
    within(screen.getByRole('list', { name: '당첨 라인' })).getByText('1번 라인 · 세븐 ×3 · 2,000원');
    screen.getByText(/^당첨 2,000원/);
    // Line 1 runs through the middle row: its first three cells are outlined, nothing else is.
    const outlined = reels.querySelectorAll('[class*="outline-emerald-glow"]');
    expect(Array.from(outlined, (cell) => cell.textContent)).toEqual(['7', '7', '7']);
    // Without the title's sheet the wilds are drawn inline too.
    expect(reels.querySelectorAll('img')).toHaveLength(0);
  });

  it('draws the special symbols from the title’s own sheet and the rest itself', () => {
    const sheet = '/studio/api/games/golden-vault/symbols.svg?v=abc';
    const { container } = renderWonRound(sheet);
    const reels = screen.getByRole('img', { name: /^1릴/ });
    // The outcome shows two wilds: both from the sheet's wild view; cherries and sevens drawn inline.
    const drawn = Array.from(reels.querySelectorAll('img'), (image) => image.getAttribute('src'));
    expect(drawn).toEqual([`${sheet}#symbol-wild`, `${sheet}#symbol-wild`]);
    expect(within(reels).getAllByTitle('seven')[0]?.querySelector('svg')).not.toBeNull();
    expect(container.querySelectorAll('img[alt=""]')).toHaveLength(2);
  });

  it('spins with the chosen line bet and shows the total over every payline', async () => {
    const onPlay = vi.fn();
    render(<SlotGame config={CONFIGS.slot} busy={false} lastRound={null} onDecide={vi.fn()} onPlay={onPlay} />);

    await userEvent.selectOptions(screen.getByLabelText('라인 베팅'), '500');
    expect(screen.getByRole('status', { name: '총 베팅' }).textContent).toContain('1,500원');
    await userEvent.click(screen.getByRole('button', { name: '스핀' }));
    expect(onPlay).toHaveBeenCalledWith({ engine: 'slot', line_bet: 500 });
  });

  it('locks the spin button while a round is in flight', () => {
    render(<SlotGame config={CONFIGS.slot} busy lastRound={null} onDecide={vi.fn()} onPlay={vi.fn()} />);
    expect(screen.getByRole('button', { name: '스핀' })).toMatchObject({ disabled: true });
  });

  it('opens the paytable with what each symbol pays at the line bet', async () => {
    render(<SlotGame config={CONFIGS.slot} busy={false} lastRound={null} onDecide={vi.fn()} onPlay={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '페이테이블' }));

    const paytable = screen.getByRole('region', { name: '페이테이블' });
    // Line bet 100: seven pays 20, 100 and 500 times it.
    const seven = within(paytable).getByTitle('seven').closest('li');
    expect(seven?.textContent).toBe('7×3 2,000원×4 10,000원×5 50,000원');
    expect(within(paytable).getAllByRole('listitem', { name: /번 라인$/ })).toHaveLength(3);
  });

  it('shows the model, draws a 6×5 pays-anywhere grid and its multiplied win', () => {
    const config = {
      engine: 'slot',
      min_stake: 2_000,
      max_stake: 200_000,
      rules: {
        model: 'scatter_pays',
        model_name: '스캐터 페이',
        volatility: '중간',
        rtp_percent: 95.33,
        bet_multiplier: 20,
        reels: 6,
        rows: 5,
        paytable: { lemon: [2, 6, 18] },
        pay_counts: [8, 10, 12],
        multipliers: { x10: 10 },
      },
    } as const;
    const reels = Array.from({ length: 6 }, (_, reel) =>
      Array.from({ length: 5 }, (_, row) => (reel === 3 && row === 0 ? 'x10' : row < 2 ? 'lemon' : 'plum')),
    );
    const win = {
      line: 0,
      symbol: 'lemon',
      count: 11,
      payout: 6_000,
      cells: [[0, 0] as [number, number]],
      multiplier: 10,
    };
    render(
      <SlotGame
        config={config}
        busy={false}
        lastRound={roundFixture({ engine: 'slot', model: 'scatter_pays', reels, wins: [win] }, { payout: 6_000 })}
        onDecide={vi.fn()}
        onPlay={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('게임 모델').textContent).toBe('스캐터 페이6×5변동성 중간RTP 95.33%');
    expect(screen.getByRole('img', { name: /^1릴/ }).getAttribute('aria-label')).toContain('4릴 배수 ×10 레몬 자두');
    within(screen.getByRole('list', { name: '당첨 라인' })).getByText('전체 · 레몬 ×11 ×10배 · 6,000원');
    expect(screen.getByText('총 베팅 (×20)')).toBeTruthy();
  });

  it.each([
    [
      'ko',
      {
        freeSpins: '프리스핀',
        freeSpinsHeading: '프리스핀 2회 · 모든 당첨 ×3 · 3,000원',
        win: '2번 라인 · 벨 ×3 ×3배 · 3,000원',
        hold: '홀드 앤 윈',
        holdHeading: '홀드 앤 윈 · 코인 7개 · 리스핀 5회',
        respin: '2회차',
      },
    ],
    [
      'en',
      {
        freeSpins: 'Free spins',
        freeSpinsHeading: '2 free spins · all wins ×3 · ₩3,000',
        win: 'Line 2 · Bell ×3 ×3 · ₩3,000',
        hold: 'Hold and Win',
        holdHeading: 'Hold and Win · 7 coins · 5 respins',
        respin: 'Respin 2',
      },
    ],
  ] as const)('lists the free spins and the hold-and-win coins of a round (%s)', async (language, text) => {
    await i18n.changeLanguage(language);
    const grid = [
      ['coin', 'bell', 'plum'],
      ['coin', 'bar', 'cherry'],
      ['coin', 'plum', 'coin'],
      ['coin', 'bell', 'plum'],
      ['coin', 'cherry', 'bar'],
    ];
    const { unmount } = render(
      <SlotGame
        config={CONFIGS.slot}
        busy={false}
        lastRound={roundFixture({
          engine: 'slot',
          model: 'free_spins',
          reels: grid,
          wins: [],
          free_spins: {
            multiplier: 3,
            spins: [
              { reels: grid, wins: [{ line: 2, symbol: 'bell', count: 3, payout: 3_000, multiplier: 3 }] },
              { reels: grid, wins: [] },
            ],
          },
        })}
        onDecide={vi.fn()}
        onPlay={vi.fn()}
      />,
    );
    const freeSpins = screen.getByRole('region', { name: text.freeSpins });
    within(freeSpins).getByText(text.freeSpinsHeading);
    within(freeSpins).getByText(text.win);
    unmount();

    render(
      <SlotGame
        config={CONFIGS.slot}
        busy={false}
        lastRound={roundFixture({
          engine: 'slot',
          model: 'hold_and_win',
          reels: grid,
          wins: [{ line: 0, symbol: 'coin', count: 7, payout: 7_000 }],
          hold: {
            coins: [
              ...[0, 1, 2, 3, 4].map((reel) => ({ reel, row: 0, value: 10, respin: 0 })),
              { reel: 2, row: 2, value: 10, respin: 0 },
              { reel: 1, row: 1, value: 20, respin: 2 },
            ],
            respins: 5,
            grand: false,
          },
        })}
        onDecide={vi.fn()}
        onPlay={vi.fn()}
      />,
    );
    const hold = screen.getByRole('region', { name: text.hold });
    within(hold).getByText(text.holdHeading);
    within(hold).getByText(text.respin);
  });

  it('shows the model, the reels, the wins and the paytable in English', async () => {
    await i18n.changeLanguage('en');
    const config = {
      ...CONFIGS.slot,
      rules: { ...CONFIGS.slot.rules, model_name: '클래식 3릴', volatility: '높음', rtp_percent: 96.1 },
    };
    render(
      <SlotGame
        config={config}
        busy={false}
        lastRound={roundFixture(SLOT_OUTCOME, { payout: 2_000 })}
        onDecide={vi.fn()}
        onPlay={vi.fn()}
      />,
    );
    // The server names the model and its volatility in Korean; the page shows their English.
    expect(screen.getByLabelText('Game model').textContent).toBe('Classic 3 Reels5×3High volatilityRTP 96.1%');
    expect(screen.getByRole('img', { name: /^Reel 1/ }).getAttribute('aria-label')).toBe(
      'Reel 1: Cherry Seven Cherry, Reel 2: Cherry Seven Wild, Reel 3: Seven Seven Cherry, Reel 4: Cherry Cherry Cherry, Reel 5: Wild Cherry Seven',
    );
    within(screen.getByRole('list', { name: 'Winning lines' })).getByText('Line 1 · Seven ×3 · ₩2,000');
    screen.getByText(/^Won ₩2,000/);
    screen.getByText('Total bet (3 lines)');
    expect(screen.getByRole('status', { name: 'Total bet' }).textContent).toBe('₩300');

    await userEvent.click(screen.getByRole('button', { name: 'Paytable' }));
    const paytable = screen.getByRole('region', { name: 'Paytable' });
    within(paytable).getByText('Wins pay for matching symbols in a row from the leftmost reel.');
    within(paytable).getByText('WILD substitutes for other symbols.');
    within(paytable).getByText('3 paylines');
    expect(within(paytable).getAllByRole('listitem', { name: /^Line \d$/ })).toHaveLength(3);
    expect(within(paytable).getByTitle('seven').closest('li')?.textContent).toBe('7×3 ₩2,000×4 ₩10,000×5 ₩50,000');
  });

  it('offers line bets in 1-2-5 steps within the limits', () => {
    expect(lineBetOptions(100, 10_000)).toEqual([100, 200, 500, 1_000, 2_000, 5_000, 10_000]);
    expect(lineBetOptions(100, 3_000)).toEqual([100, 200, 500, 1_000, 2_000, 3_000]);
  });
});
