import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { CONFIGS, DICE_OUTCOME, roundFixture } from '@/testing/fixtures';
import { DiceGame } from './dice-game';
import { diceMultiplier, diceWinChance } from './dice-odds';

describe('DiceGame', () => {
  it('shows the win chance and the multiplier 99 / chance for the target and direction', async () => {
    render(<DiceGame config={CONFIGS.dice} busy={false} lastRound={null} onDecide={vi.fn()} onPlay={vi.fn()} />);

    fireEvent.change(screen.getByRole('slider'), { target: { value: '2500' } });
    expect(screen.getByLabelText('승률').textContent).toContain('25.00%');
    expect(screen.getByLabelText('배당').textContent).toContain('×3.9600');

    await userEvent.click(screen.getByRole('radio', { name: '오버' }));
    expect(screen.getByLabelText('승률').textContent).toContain('74.99%');
  });

  it.each([
    ['ko', { over: '오버', bet: '베팅', roll: '주사위 결과', target: '목표 오버 40.00', won: /^당첨 165원/ }],
    ['en', { over: 'Over', bet: 'Bet', roll: 'Dice result', target: 'Target Over 40.00', won: /^Won ₩165/ }],
  ] as const)(
    'bets the amount, target and direction, then shows the roll against that bet (%s)',
    async (language, text) => {
      await i18n.changeLanguage(language);
      const onPlay = vi.fn();
      const { rerender } = render(
        <DiceGame config={CONFIGS.dice} busy={false} lastRound={null} onDecide={vi.fn()} onPlay={onPlay} />,
      );

      fireEvent.change(screen.getByRole('slider'), { target: { value: '4000' } });
      await userEvent.click(screen.getByRole('radio', { name: text.over }));
      await userEvent.click(screen.getByRole('button', { name: text.bet }));
      expect(onPlay).toHaveBeenCalledWith({ engine: 'dice', amount: 100, target: 4000, direction: 'over' });

      rerender(
        <DiceGame
          config={CONFIGS.dice}
          busy={false}
          lastRound={roundFixture(DICE_OUTCOME, { stake: 100, payout: 165 })}
          onDecide={vi.fn()}
          onPlay={onPlay}
        />,
      );
      expect(screen.getByLabelText(text.roll).textContent).toContain('43.21');
      screen.getByText(text.target);
      screen.getByText(text.won);
    },
  );

  it('reads its controls in English, the limits in ₩', async () => {
    await i18n.changeLanguage('en');
    render(<DiceGame config={CONFIGS.dice} busy={false} lastRound={null} onDecide={vi.fn()} onPlay={vi.fn()} />);
    screen.getByText('Set a target and bet to roll the dice.');
    screen.getByLabelText(/^Bet amount \(₩100 ~ ₩1,000,000\)/);
    screen.getByRole('radiogroup', { name: 'Direction' });
    await userEvent.click(screen.getByRole('radio', { name: 'Over' }));
    expect(screen.getByLabelText('Win chance').textContent).toBe('49.99%');
    expect(screen.getByLabelText('Payout').textContent).toBe('×1.9804');
  });

  it('counts winning rolls as the server does: under wins below, over wins above the target', () => {
    expect(diceWinChance(200, 'under')).toBeCloseTo(2);
    expect(diceWinChance(9800, 'over')).toBeCloseTo(1.99);
    expect(diceMultiplier(5000, 'under')).toBeCloseTo(1.98);
  });
});
