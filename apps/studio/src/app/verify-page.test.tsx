import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { DICE_OUTCOME, HASH_BEFORE } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { verifyHref } from '@/lib/verify-link';
import { VerifyPage } from './verify-page';

const diceBet = { engine: 'dice', amount: 1_000, target: 5_000, direction: 'under' } as const;

function searchOf(href: string): string {
  return new URL(href, 'http://localhost').search;
}

describe('VerifyPage', () => {
  it('posts the prefilled round with the typed server seed and shows the recomputed outcome', async () => {
    const { calls } = mockFetch({
      'POST /studio/api/verify': { body: { server_seed_hash: HASH_BEFORE, outcome: DICE_OUTCOME, payout: 1_980 } },
    });
    const search = searchOf(
      verifyHref({
        game_slug: 'lucky-dice',
        server_seed_hash: HASH_BEFORE,
        client_seed: 'my-seed',
        nonce: 7,
        bet: diceBet,
      }),
    );
    render(<VerifyPage search={search} />);

    expect(screen.getByLabelText<HTMLInputElement>('게임 (slug)').value).toBe('lucky-dice');
    expect(screen.getByLabelText<HTMLSelectElement>('게임 종류').value).toBe('dice');
    await userEvent.type(screen.getByLabelText('서버 시드'), 'revealed-seed');
    await userEvent.click(screen.getByRole('button', { name: '검증' }));

    await screen.findByText('플레이 전에 공개된 해시와 일치합니다.');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/studio/api/verify',
        body: { game_slug: 'lucky-dice', server_seed: 'revealed-seed', client_seed: 'my-seed', nonce: 7, bet: diceBet },
        authorization: null,
      },
    ]);
    expect(screen.getByTestId('recomputed-hash').textContent).toBe(HASH_BEFORE);
    expect(screen.getByLabelText('주사위 결과').textContent).toBe('43.21');
    screen.getByText(/^당첨 1,980원/);
  });

  it('says so when the seed does not hash to the one shown before play', async () => {
    mockFetch({
      'POST /studio/api/verify': { body: { server_seed_hash: 'c'.repeat(64), outcome: DICE_OUTCOME, payout: 0 } },
    });
    render(
      <VerifyPage
        search={searchOf(
          verifyHref({
            game_slug: 'lucky-dice',
            server_seed: 'wrong',
            server_seed_hash: HASH_BEFORE,
            client_seed: 'my-seed',
            nonce: 7,
            bet: diceBet,
          }),
        )}
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: '검증' }));
    await screen.findByText('플레이 전에 공개된 해시와 다릅니다.');
  });

  it('builds a baccarat bet from the form', async () => {
    const { calls } = mockFetch({
      'POST /studio/api/verify': {
        status: 404,
        body: { error: 'game_not_found', message: '게임을 찾을 수 없습니다.' },
      },
    });
    render(<VerifyPage search="" />);

    await userEvent.type(screen.getByLabelText('게임 (slug)'), 'royal-baccarat');
    await userEvent.selectOptions(screen.getByLabelText('게임 종류'), 'baccarat');
    await userEvent.type(screen.getByLabelText('서버 시드'), 'seed');
    await userEvent.type(screen.getByLabelText('클라이언트 시드'), 'client');
    await userEvent.type(screen.getByLabelText('논스'), '3');
    const banker = screen.getByLabelText('뱅커 (원)');
    await userEvent.clear(banker);
    await userEvent.type(banker, '5000');
    await userEvent.click(screen.getByRole('button', { name: '검증' }));

    expect((await screen.findByRole('alert')).textContent).toBe('게임을 찾을 수 없습니다.');
    expect(calls[0]?.body).toEqual({
      game_slug: 'royal-baccarat',
      server_seed: 'seed',
      client_seed: 'client',
      nonce: 3,
      bet: { engine: 'baccarat', stakes: { player: 1_000, banker: 5_000 } },
    });
  });

  it('reads in English when a page in English links to it', async () => {
    await i18n.changeLanguage('en');
    const { calls } = mockFetch({
      'POST /studio/api/verify': { body: { server_seed_hash: HASH_BEFORE, outcome: DICE_OUTCOME, payout: 1_980 } },
    });
    const href = verifyHref({
      game_slug: 'lucky-dice',
      server_seed_hash: HASH_BEFORE,
      client_seed: 'c',
      nonce: 1,
      bet: diceBet,
    });
    // The link carries the language of the page that made it.
    expect(new URL(href, 'http://localhost').searchParams.get('lang')).toBe('en');
    render(<VerifyPage search={searchOf(href)} />);

    screen.getByRole('heading', { name: 'Verify a round' });
    expect(
      Array.from(screen.getByLabelText<HTMLSelectElement>('Game type').options, (option) => option.textContent),
    ).toEqual(['Slot', 'Baccarat', 'Blackjack', 'Roulette', 'Powerball', 'Dice', 'Odd/Even', 'Ladder']);
    expect(screen.getByLabelText<HTMLSelectElement>('Direction').value).toBe('under');
    screen.getByLabelText('Bet amount (₩)');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Check your entries. Every field is required, and the nonce and amounts are whole numbers of 0 or more.',
    );
    expect(calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Server seed'), 'revealed-seed');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Matches the hash shown before play.');
    screen.getByText('Server seed hash (SHA-256)');
    screen.getByText(/^Won ₩1,980/);
  });

  it('checks the form before calling the server', async () => {
    const { calls } = mockFetch({});
    render(<VerifyPage search="" />);

    await userEvent.click(screen.getByRole('button', { name: '검증' }));
    expect(screen.getByRole('alert').textContent).toContain('입력값을 확인해 주세요.');
    expect(calls).toHaveLength(0);
  });
});
