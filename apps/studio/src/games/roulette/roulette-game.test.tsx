import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { CONFIGS, roundFixture } from '@/testing/fixtures';
import { RouletteGame } from './roulette-game';
import { twoTapNumbers } from './roulette-placing';

const number = (value: number) => screen.getByRole('button', { name: new RegExp(`^${value}번`) });

describe('RouletteGame', () => {
  it('places a straight, a split by two taps, a street and red, and spins with them', async () => {
    const onPlay = vi.fn();
    render(<RouletteGame config={CONFIGS.roulette} busy={false} lastRound={null} onDecide={vi.fn()} onPlay={onPlay} />);
    expect(screen.getByRole('button', { name: '스핀' })).toMatchObject({ disabled: true });

    await userEvent.click(screen.getByRole('button', { name: '5,000' }));
    await userEvent.click(number(17));
    await userEvent.click(number(17));
    expect(number(17).getAttribute('aria-label')).toBe('17번, 1만 베팅됨');

    await userEvent.click(screen.getByRole('button', { name: '스플릿' }));
    await userEvent.click(number(14));
    // Only the numbers touching 14 complete the split; a far one starts again from there.
    await userEvent.click(number(20));
    await userEvent.click(number(23));
    await userEvent.click(screen.getByRole('button', { name: '1,000' }));
    await userEvent.click(screen.getByRole('button', { name: '스트리트' }));
    await userEvent.click(number(35));
    await userEvent.click(screen.getByRole('button', { name: '레드' }));

    const list = screen.getByRole('list', { name: '베팅 목록' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['스트레이트 1710,000원', '스플릿 20·235,000원', '스트리트 34·35·361,000원', '레드1,000원']);
    screen.getByText('17,000원', { selector: 'strong' });

    await userEvent.click(screen.getByRole('button', { name: '되돌리기' }));
    await userEvent.click(screen.getByRole('button', { name: '스핀' }));
    expect(onPlay).toHaveBeenCalledWith({
      engine: 'roulette',
      bets: [
        { kind: 'straight', numbers: [17], amount: 10_000 },
        { kind: 'split', numbers: [20, 23], amount: 5_000 },
        { kind: 'street', numbers: [34, 35, 36], amount: 1_000 },
      ],
    });
  });

  it.each([
    [
      'ko',
      {
        number: '32번',
        black: '블랙',
        spin: '스핀',
        outcome: '룰렛 결과',
        results: '베팅 결과',
        bets: ['스트레이트 321,000원 적중', '블랙1,000원 '],
        recent: '최근 결과',
        won: /^당첨 36,000원/,
      },
    ],
    [
      'en',
      {
        number: 'Number 32',
        black: 'Black',
        spin: 'Spin',
        outcome: 'Roulette result',
        results: 'Bet results',
        bets: ['Straight 32₩1,000 Hit', 'Black₩1,000 '],
        recent: 'Recent results',
        won: /^Won ₩36,000/,
      },
    ],
  ] as const)(
    'shows the pocket, marks the bets it won, and keeps the result in the strip (%s)',
    async (language, text) => {
      await i18n.changeLanguage(language);
      const onPlay = vi.fn();
      const { rerender } = render(
        <RouletteGame config={CONFIGS.roulette} busy={false} lastRound={null} onDecide={vi.fn()} onPlay={onPlay} />,
      );
      await userEvent.click(screen.getByRole('button', { name: text.number }));
      await userEvent.click(screen.getByRole('button', { name: text.black }));
      await userEvent.click(screen.getByRole('button', { name: text.spin }));
      rerender(
        <RouletteGame
          config={CONFIGS.roulette}
          busy={false}
          lastRound={roundFixture(
            { engine: 'roulette', number: 32 },
            { bet: onPlay.mock.calls[0]?.[0], stake: 2_000, payout: 36_000 },
          )}
          onDecide={vi.fn()}
          onPlay={onPlay}
        />,
      );

      expect(screen.getByLabelText(text.outcome).textContent).toBe('32');
      const results = within(screen.getByRole('list', { name: text.results })).getAllByRole('listitem');
      expect(results.map((item) => item.textContent)).toEqual(text.bets);
      expect(within(screen.getByRole('list', { name: text.recent })).getByText('32')).toBeTruthy();
      screen.getByText(text.won);
    },
  );

  it('names the table, its hints and the bets in English', async () => {
    await i18n.changeLanguage('en');
    render(
      <RouletteGame config={CONFIGS.roulette} busy={false} lastRound={null} onDecide={vi.fn()} onPlay={vi.fn()} />,
    );
    screen.getByText('Pick a chip and tap the table to bet.');
    await userEvent.click(screen.getByRole('button', { name: '5,000' }));
    await userEvent.click(screen.getByRole('button', { name: 'Number 17' }));
    await userEvent.click(screen.getByRole('button', { name: 'Number 17, 5K bet' }));
    screen.getByRole('button', { name: 'Number 17, 10K bet' });
    await userEvent.click(screen.getByRole('button', { name: 'Split' }));
    screen.getByText('Tap a number, then a number next to it, above, below or beside.');
    await userEvent.click(screen.getByRole('button', { name: 'Number 14' }));
    await userEvent.click(screen.getByRole('button', { name: 'Number 17, 10K bet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Column 2 2:1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Black' }));
    screen.getByRole('button', { name: 'Black, 5K bet' });
    expect(
      within(screen.getByRole('list', { name: 'Your bets' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Straight 17₩10,000', 'Split 14·17₩5,000', 'Column 2₩5,000', 'Black₩5,000']);
    screen.getByText('₩25,000', { selector: 'strong' });
  });

  it.each([
    ['split', 0, 2, [0, 2]],
    ['split', 3, 4, null],
    ['corner', 5, 9, [5, 6, 8, 9]],
    ['corner', 9, 5, [5, 6, 8, 9]],
    ['corner', 3, 5, [2, 3, 5, 6]],
    ['corner', 3, 4, null],
    ['line', 1, 4, [1, 2, 3, 4, 5, 6]],
    ['line', 1, 7, null],
    ['line', 0, 2, null],
  ] as const)('reads two taps as a %s: %i then %i', (kind, first, second, numbers) => {
    expect(twoTapNumbers(kind, first, second)).toEqual(numbers);
  });
});
