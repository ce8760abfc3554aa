import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudioRound } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { HASH_AFTER, HASH_BEFORE, SLOT_OUTCOME, roundFixture, sessionFixture } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { PlayPage } from './play-page';

const CANNOT_START = '게임을 시작할 수 없습니다. 게임 창을 다시 열어 주세요.';

const pastRound: StudioRound = {
  round_id: 'round-1',
  game_slug: 'test-slot',
  mode: 'real',
  bet: { engine: 'slot', line_bet: 100 },
  outcome: SLOT_OUTCOME,
  stake: 2_000,
  payout: 4_000,
  status: 'settled',
  server_seed_hash: HASH_BEFORE,
  server_seed: null,
  client_seed: 'my-seed',
  nonce: 0,
  created_at: '2025-05-01T12:34:56.000Z',
};

function balanceText(label = '잔액') {
  return screen.getByRole('status', { name: label }).textContent;
}

describe('PlayPage', () => {
  it('opens the session once, plays a round with the bearer token and shows the new balance and history', async () => {
    let roundsPlayed = 0;
    const { calls } = mockFetch({
      'POST /studio/api/sessions': { status: 201, body: sessionFixture('slot') },
      'GET /studio/api/rounds': () => ({ body: { results: roundsPlayed > 0 ? [pastRound] : [] } }),
      'POST /studio/api/rounds': () => {
        roundsPlayed += 1;
        return { body: roundFixture(SLOT_OUTCOME, { stake: 2_000, payout: 4_000, balance: 202_000 }) };
      },
    });
    render(<PlayPage search="?token=launch-1&mode=real" />);

    // Korean first: the Korean title heads the page, the English name beside the provider.
    await screen.findByRole('heading', { name: '테스트 slot' });
    screen.getByText(/^Test slot · Aurora Reels · Hanpan Studio/);
    expect(balanceText()).toBe('200,000원');
    screen.getByText('REAL');
    await screen.findByText('아직 플레이한 라운드가 없습니다.');

    await userEvent.click(screen.getByRole('button', { name: '스핀' }));
    await waitFor(() => expect(balanceText()).toBe('202,000원'));
    screen.getByText(/^당첨 4,000원/);
    const history = await screen.findByRole('list', { name: '최근 라운드' });
    within(history).getByText('+4,000원');
    // The seed is not revealed yet: the link carries the round and the committed hash only.
    const verify = new URL(within(history).getByRole<HTMLAnchorElement>('link', { name: '논스 0 라운드 검증' }).href);
    expect(verify.searchParams.get('hash')).toBe(HASH_BEFORE);
    expect(verify.searchParams.has('server_seed')).toBe(false);

    const sessions = calls.filter((call) => call.path === '/studio/api/sessions');
    expect(sessions).toEqual([
      {
        method: 'POST',
        path: '/studio/api/sessions',
        body: { launch_token: 'launch-1', mode: 'real' },
        authorization: null,
      },
    ]);
    const round = calls.find((call) => call.method === 'POST' && call.path === '/studio/api/rounds');
    expect(round).toEqual({
      method: 'POST',
      path: '/studio/api/rounds',
      body: { bet: { engine: 'slot', line_bet: 100 } },
      authorization: 'Bearer session-token-1',
    });
    expect(
      calls.filter((call) => call.method === 'GET').every((call) => call.authorization === 'Bearer session-token-1'),
    ).toBe(true);
    // The spent launch token leaves the address bar; the language stays.
    expect(window.location.search).toBe('?mode=real&lang=ko');
  });

  it('shows a fun session as practice play', async () => {
    mockFetch({
      'POST /studio/api/sessions': { body: sessionFixture('dice', { mode: 'fun', balance: 1_000_000 }) },
      'GET /studio/api/rounds': { body: { results: [] } },
    });
    render(<PlayPage search="?token=launch-1&mode=fun" />);

    await screen.findByText('FUN');
    screen.getByText('연습 모드');
    expect(balanceText()).toBe('1,000,000원');
  });

  it('asks to reopen the game when the token is missing, without calling the server', () => {
    const { calls } = mockFetch({});
    render(<PlayPage search="?mode=real" />);

    expect(screen.getByRole('alert').textContent).toBe(CANNOT_START);
    expect(calls).toHaveLength(0);
  });

  it('asks to reopen the game when the token was used or expired', async () => {
    mockFetch({
      'POST /studio/api/sessions': {
        status: 401,
        body: { error: 'invalid_launch_token', message: '유효하지 않은 토큰입니다.' },
      },
    });
    render(<PlayPage search="?token=used&mode=real" />);

    expect((await screen.findByRole('alert')).textContent).toBe(CANNOT_START);
  });

  it('shows a refused stake in Korean and the balance the refusal carries', async () => {
    mockFetch({
      'POST /studio/api/sessions': { body: sessionFixture('slot', { balance: 1_500 }) },
      'GET /studio/api/rounds': { body: { results: [] } },
      'POST /studio/api/rounds': {
        status: 422,
        body: { error: 'insufficient_funds', message: '카지노머니가 부족합니다.', balance: 500 },
      },
    });
    render(<PlayPage search="?token=launch-1&mode=real" />);

    await userEvent.click(await screen.findByRole('button', { name: '스핀' }));
    expect((await screen.findByRole('alert')).textContent).toBe('카지노머니가 부족합니다.');
    expect(balanceText()).toBe('500원');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '스핀' }).disabled).toBe(false);
  });

  it('re-reads the balance after a refusal that does not carry one', async () => {
    mockFetch({
      'POST /studio/api/sessions': { body: sessionFixture('dice') },
      'GET /studio/api/rounds': { body: { results: [] } },
      'POST /studio/api/rounds': {
        status: 409,
        body: { error: 'wallet_refused', message: '요청을 처리할 수 없습니다.' },
      },
      'GET /studio/api/state': () => {
        const { session_token: _token, ...state } = sessionFixture('dice', { balance: 150_000 });
        return { body: state };
      },
    });
    render(<PlayPage search="?token=launch-1&mode=real" />);

    await userEvent.click(await screen.findByRole('button', { name: '베팅' }));
    expect((await screen.findByRole('alert')).textContent).toBe('요청을 처리할 수 없습니다.');
    await waitFor(() => expect(balanceText()).toBe('150,000원'));
  });

  it('sets the client seed, rotates the server seed and links the revealed round to the verify page', async () => {
    const { calls } = mockFetch({
      'POST /studio/api/sessions': { body: sessionFixture('slot') },
      'GET /studio/api/rounds': { body: { results: [] } },
      'PUT /studio/api/seeds/client': { body: { server_seed_hash: HASH_BEFORE, client_seed: 'lucky', nonce: 0 } },
      'POST /studio/api/rounds': {
        body: roundFixture(SLOT_OUTCOME, {
          client_seed: 'lucky',
          fairness: { server_seed_hash: HASH_BEFORE, client_seed: 'lucky', nonce: 1 },
        }),
      },
      'POST /studio/api/seeds/rotate': {
        body: {
          revealed: {
            server_seed: 'revealed-seed',
            server_seed_hash: HASH_BEFORE,
            client_seed: 'lucky',
            rounds_played: 1,
          },
          fairness: { server_seed_hash: HASH_AFTER, client_seed: 'lucky', nonce: 0 },
        },
      },
    });
    render(<PlayPage search="?token=launch-1&mode=real" />);
    await userEvent.click(await screen.findByText('공정성 (Provably Fair)'));
    const fairness = screen.getByRole('region', { name: '공정성' });
    within(fairness).getByText(HASH_BEFORE);

    const seed = within(fairness).getByLabelText('클라이언트 시드');
    await userEvent.clear(seed);
    await userEvent.type(seed, 'lucky');
    await userEvent.click(within(fairness).getByRole('button', { name: '변경' }));
    await within(fairness).findByText('클라이언트 시드를 변경했습니다.');
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      body: { client_seed: 'lucky' },
      authorization: 'Bearer session-token-1',
    });

    await userEvent.click(screen.getByRole('button', { name: '스핀' }));
    await within(fairness).findByText('1');
    await userEvent.click(within(fairness).getByRole('button', { name: '시드 교체' }));
    await within(fairness).findByText('revealed-seed');
    within(fairness).getByText(HASH_AFTER);

    const link = new URL(within(fairness).getByRole<HTMLAnchorElement>('link', { name: '마지막 라운드 검증' }).href);
    expect(link.pathname).toBe('/studio/verify');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      game: 'test-slot',
      server_seed: 'revealed-seed',
      hash: HASH_BEFORE,
      client_seed: 'lucky',
      nonce: '0',
      bet: JSON.stringify({ engine: 'slot', line_bet: 100 }),
      lang: 'ko',
    });
  });

  it('plays in English when opened in English: the English name, won as ₩, and the server asked in English', async () => {
    await i18n.changeLanguage('en');
    const { fetchMock } = mockFetch({
      'POST /studio/api/sessions': { status: 201, body: sessionFixture('roulette') },
      'GET /studio/api/rounds': { body: { results: [pastRound] } },
    });
    render(<PlayPage search="?token=launch-1&mode=real&lang=en" />);

    await screen.findByRole('heading', { name: 'Test roulette' });
    expect(screen.queryByText(/테스트/)).toBeNull();
    screen.getByText('Aurora Reels · Hanpan Studio · RTP 96% · Dealt by computer (no video)');
    screen.getByText('Casino money');
    expect(balanceText('Balance')).toBe('₩200,000');
    screen.getByRole('group', { name: 'Roulette table' });
    const history = await screen.findByRole('list', { name: 'Recent rounds' });
    within(history).getByText('+₩4,000');
    within(history).getByRole('link', { name: 'Verify round with nonce 0' });
    screen.getByText('Fairness (Provably Fair)');
    for (const [, init] of fetchMock.mock.calls) expect(new Headers(init?.headers).get('accept-language')).toBe('en');
    // The language stays in the address once the launch token has left it.
    expect(window.location.search).toBe('?mode=real&lang=en');
  });

  it("says in English what is wrong with a client seed, as the contract's rule writes it in Korean", async () => {
    await i18n.changeLanguage('en');
    const { calls } = mockFetch({
      'POST /studio/api/sessions': { body: sessionFixture('dice') },
      'GET /studio/api/rounds': { body: { results: [] } },
    });
    render(<PlayPage search="?token=launch-1&mode=real&lang=en" />);
    await userEvent.click(await screen.findByText('Fairness (Provably Fair)'));
    const fairness = screen.getByRole('region', { name: 'Fairness' });
    await userEvent.clear(within(fairness).getByLabelText('Client seed'));
    await userEvent.click(within(fairness).getByRole('button', { name: 'Change' }));
    expect(within(fairness).getByRole('alert').textContent).toBe('Enter a client seed.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('asks to reopen the game in English', async () => {
    await i18n.changeLanguage('en');
    mockFetch({});
    render(<PlayPage search="?mode=real&lang=en" />);
    expect(screen.getByRole('alert').textContent).toBe("The game can't start. Please open the game window again.");
  });

  // The shared baccarat tables say so on the table itself (live-baccarat-table.test.tsx).
  it.each([
    ['roulette', true],
    ['blackjack', true],
    ['slot', false],
  ] as const)('says a %s table is dealt by the computer, with no video: %s', async (engine, live) => {
    mockFetch({
      'POST /studio/api/sessions': { status: 201, body: sessionFixture(engine) },
      'GET /studio/api/rounds': { body: { results: [] } },
    });
    render(<PlayPage search="?token=launch-1&mode=real" />);
    await screen.findByRole('heading', { name: `테스트 ${engine}` });
    expect(screen.queryByText(/컴퓨터 딜링 \(영상 없음\)/) !== null).toBe(live);
  });
});
