import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONFIGS, POWERBALL_OUTCOME, roundFixture } from '@/testing/fixtures';
import { PowerballGame } from './powerball-game';

describe('PowerballGame', () => {
  it('shows the five balls, the powerball, the sum and what they make true', () => {
    render(
      <PowerballGame
        config={CONFIGS.powerball}
        busy={false}
        lastRound={roundFixture(POWERBALL_OUTCOME, { stake: 1_000, payout: 1_950 })}
        onDecide={vi.fn()}
        onPlay={vi.fn()}
      />,
    );

    screen.getByRole('img', { name: '일반볼 3, 14, 22, 27, 9, 파워볼 7' });
    screen.getByText('75');
    const results = within(screen.getByRole('list', { name: '결과' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(results).toEqual(['파워볼 홀', '파워볼 오버', '일반볼 합 홀', '일반볼 합 오버']);
    screen.getByText(/^당첨 1,950원/);
  });

  it('bets the chosen pick and amount', async () => {
    const onPlay = vi.fn();
    render(
      <PowerballGame config={CONFIGS.powerball} busy={false} lastRound={null} onDecide={vi.fn()} onPlay={onPlay} />,
    );

    expect(screen.getAllByRole('radio')).toHaveLength(8);
    await userEvent.click(screen.getByRole('radio', { name: /일반볼 합 언더/ }));
    const amount = screen.getByLabelText(/베팅 금액/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.click(screen.getByRole('button', { name: '베팅' }));
    expect(onPlay).toHaveBeenCalledWith({ engine: 'powerball', pick: 'sum_under', amount: 5_000 });
  });

  it('will not bet an amount outside the limits', async () => {
    render(
      <PowerballGame config={CONFIGS.powerball} busy={false} lastRound={null} onDecide={vi.fn()} onPlay={vi.fn()} />,
    );
    const amount = screen.getByLabelText(/베팅 금액/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    expect(screen.getByRole('button', { name: '베팅' })).toMatchObject({ disabled: true });
  });
});
