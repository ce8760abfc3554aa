import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONFIGS, SLOT_OUTCOME, roundFixture } from '@/testing/fixtures';
import { SlotGame, lineBetOptions } from './slot-game';

describe('SlotGame', () => {
  it('draws the five reels of a round, its winning line and payout', () => {
    render(
      <SlotGame
        config={CONFIGS.slot}
        busy={false}
        lastRound={roundFixture(SLOT_OUTCOME, { payout: 2_000 })}
        onPlay={vi.fn()}
      />,
    );

    const reels = screen.getByRole('img', { name: /^1릴/ });
    expect(reels.getAttribute('aria-label')).toBe(
      '1릴 체리 세븐 체리, 2릴 체리 세븐 와일드, 3릴 세븐 세븐 체리, 4릴 체리 체리 체리, 5릴 와일드 체리 세븐',
    );
    within(screen.getByRole('list', { name: '당첨 라인' })).getByText('1번 라인 · 세븐 ×3 · 2,000원');
    screen.getByText(/^당첨 2,000원/);
    // Line 1 runs through the middle row: its first three cells are outlined, nothing else is.
    const outlined = reels.querySelectorAll('[class*="outline-emerald-glow"]');
    expect(Array.from(outlined, (cell) => cell.textContent)).toEqual(['7', '7', '7']);
  });

  it('spins with the chosen line bet and shows the total over every payline', async () => {
    const onPlay = vi.fn();
    render(<SlotGame config={CONFIGS.slot} busy={false} lastRound={null} onPlay={onPlay} />);

    await userEvent.selectOptions(screen.getByLabelText('라인 베팅'), '500');
    expect(screen.getByRole('status', { name: '총 베팅' }).textContent).toContain('1,500원');
    await userEvent.click(screen.getByRole('button', { name: '스핀' }));
    expect(onPlay).toHaveBeenCalledWith({ engine: 'slot', line_bet: 500 });
  });

  it('locks the spin button while a round is in flight', () => {
    render(<SlotGame config={CONFIGS.slot} busy lastRound={null} onPlay={vi.fn()} />);
    expect(screen.getByRole('button', { name: '스핀' })).toMatchObject({ disabled: true });
  });

  it('opens the paytable with what each symbol pays at the line bet', async () => {
    render(<SlotGame config={CONFIGS.slot} busy={false} lastRound={null} onPlay={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '페이테이블' }));

    const paytable = screen.getByRole('region', { name: '페이테이블' });
    // Line bet 100: seven pays 20, 100 and 500 times it.
    const seven = within(paytable).getByTitle('seven').closest('li');
    expect(seven?.textContent).toBe('7×3 2,000원×4 10,000원×5 50,000원');
    expect(within(paytable).getAllByRole('listitem', { name: /번 라인$/ })).toHaveLength(3);
  });

  it('offers line bets in 1-2-5 steps within the limits', () => {
    expect(lineBetOptions(100, 10_000)).toEqual([100, 200, 500, 1_000, 2_000, 5_000, 10_000]);
    expect(lineBetOptions(100, 3_000)).toEqual([100, 200, 500, 1_000, 2_000, 3_000]);
  });
});
