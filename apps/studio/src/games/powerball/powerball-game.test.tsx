import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { CONFIGS, POWERBALL_OUTCOME, roundFixture } from '@/testing/fixtures';
import { PowerballGame } from './powerball-game';

describe('PowerballGame', () => {
  it.each([
    [
      'ko',
      {
        balls: '일반볼 3, 14, 22, 27, 9, 파워볼 7',
        result: '결과',
        picks: ['파워볼 홀', '파워볼 오버', '일반볼 합 홀', '일반볼 합 오버'],
        won: /^당첨 1,950원/,
      },
    ],
    [
      'en',
      {
        balls: 'Balls 3, 14, 22, 27, 9, powerball 7',
        result: 'Result',
        picks: ['Powerball Odd', 'Powerball Over', 'Ball Sum Odd', 'Ball Sum Over'],
        won: /^Won ₩1,950/,
      },
    ],
  ] as const)('shows the five balls, the powerball, the sum and what they make true (%s)', async (language, text) => {
    await i18n.changeLanguage(language);
    render(
      <PowerballGame
        config={CONFIGS.powerball}
        busy={false}
        lastRound={roundFixture(POWERBALL_OUTCOME, { stake: 1_000, payout: 1_950 })}
        onDecide={vi.fn()}
        onPlay={vi.fn()}
      />,
    );

    screen.getByRole('img', { name: text.balls });
    screen.getByText('75');
    const results = within(screen.getByRole('list', { name: text.result }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(results).toEqual(text.picks);
    screen.getByText(text.won);
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

  it('offers the eight picks in English and bets the chosen one', async () => {
    await i18n.changeLanguage('en');
    const onPlay = vi.fn();
    render(
      <PowerballGame config={CONFIGS.powerball} busy={false} lastRound={null} onDecide={vi.fn()} onPlay={onPlay} />,
    );
    screen.getByText('Pick and bet to draw the balls.');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Pick' }))
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual([
      'Powerball Odd×1.95',
      'Powerball Even×1.95',
      'Powerball Under×1.95',
      'Powerball Over×1.95',
      'Ball Sum Odd×1.95',
      'Ball Sum Even×1.95',
      'Ball Sum Under×1.95',
      'Ball Sum Over×1.95',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: /Ball Sum Even/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect(onPlay).toHaveBeenCalledWith({ engine: 'powerball', pick: 'sum_even', amount: 1_000 });
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
