import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BACCARAT_OUTCOME, CONFIGS, roundFixture } from '@/testing/fixtures';
import { BaccaratGame } from './baccarat-game';

describe('BaccaratGame', () => {
  it('shows the dealt cards, totals, the winner and the payout', () => {
    render(
      <BaccaratGame
        config={CONFIGS.baccarat}
        busy={false}
        lastRound={roundFixture(BACCARAT_OUTCOME, { stake: 10_000, payout: 20_000 })}
        onDecide={vi.fn()}
        onPlay={vi.fn()}
      />,
    );

    screen.getByRole('img', { name: '하트 9' });
    screen.getByRole('img', { name: '스페이드 K' });
    expect(screen.getAllByRole('img', { name: /다이아몬드|클로버|스페이드 A/ })).toHaveLength(3);
    expect(screen.getByLabelText('플레이어 합계').textContent).toContain('9');
    expect(screen.getByLabelText('뱅커 합계').textContent).toContain('7');
    const banner = screen.getByText('플레이어 승');
    expect(banner.querySelector('span')?.textContent).toBe('뱅커 페어');
    screen.getByText(/^당첨 20,000원/);
  });

  it('stacks chips on the spots and deals with those stakes', async () => {
    const onPlay = vi.fn();
    render(<BaccaratGame config={CONFIGS.baccarat} busy={false} lastRound={null} onDecide={vi.fn()} onPlay={onPlay} />);
    expect(screen.getByRole('button', { name: '딜' })).toMatchObject({ disabled: true });

    await userEvent.click(screen.getByRole('button', { name: '5,000' }));
    await userEvent.click(screen.getByRole('button', { name: '플레이어에 베팅' }));
    await userEvent.click(screen.getByRole('button', { name: '플레이어에 베팅' }));
    await userEvent.click(screen.getByRole('button', { name: '1,000' }));
    await userEvent.click(screen.getByRole('button', { name: '타이에 베팅' }));
    screen.getByText('11,000원', { selector: 'strong' });

    await userEvent.click(screen.getByRole('button', { name: '딜' }));
    expect(onPlay).toHaveBeenCalledWith({ engine: 'baccarat', stakes: { player: 10_000, tie: 1_000 } });
  });
});
