import {
  GAME_LAUNCH_TTL_SECONDS,
  GAME_STUDIOS,
  gameLaunchResponseSchema,
  gameListsResponseSchema,
  gameRoundsResponseSchema,
  type GameListsResponse,
  type SessionResponse,
} from '@hanpan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, createAdmin, createTestApp, databaseKinds, type TestApp } from '../../../test/helpers';
import { studioCatalog } from '../../studio/catalog';
import { FIXTURE_GAMES, launchToken, providerClient, studioWalletSecret } from '../../../test/casino-test-kit';
import { inTransaction } from '../../db/transaction';

const START = new Date('2026-11-20T03:00:00Z');

describe.each(databaseKinds)('casino lobby and launch on %s', (kind) => {
  let harness: TestApp;
  let clock: Date;
  let admin: SessionResponse;
  let provider: ReturnType<typeof providerClient>;

  beforeAll(async () => {
    clock = START;
    harness = await createTestApp(kind, { now: () => clock });
    await harness.app.services.casino.syncCatalog('studio', FIXTURE_GAMES);
    admin = await createAdmin(harness.app);
    provider = providerClient(harness.app, { code: 'studio', secret: await studioWalletSecret(harness.app) });
  });
  afterEach(async () => {
    clock = START;
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
    expect(await harness.app.services.casino.reconcile()).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await harness.close();
  });

  const get = (url: string, session?: SessionResponse) =>
    harness.app.inject({ method: 'GET', url, headers: session ? bearer(session) : {} });
  const post = (url: string, session?: SessionResponse) =>
    harness.app.inject({ method: 'POST', url, headers: session ? bearer(session) : {} });
  const grantCasino = (session: SessionResponse, casino: number) =>
    inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, session.user.id, { casino }),
    );

  /** One round as a provider plays it: authenticate, bet, win. */
  async function playRound(member: SessionResponse, slug: string, round: string, bet: number, win: number) {
    const authenticated = await provider.send('authenticate', {
      request_id: provider.nextRequestId(),
      launch_token: await launchToken(harness.app, member, slug),
    });
    const session_token = authenticated.json<{ session_token: string }>().session_token;
    const placed = await provider.send('bet', {
      request_id: provider.nextRequestId(),
      session_token,
      transaction_id: `${round}-bet`,
      round_id: round,
      game_slug: slug,
      amount: bet,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const paid = await provider.send('win', {
      request_id: provider.nextRequestId(),
      session_token,
      transaction_id: `${round}-win`,
      reference_transaction_id: `${round}-bet`,
      round_id: round,
      game_slug: slug,
      amount: win,
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }

  describe('catalog', () => {
    it('lists slots, and live casino with mini-games, in lobby order with our own art', async () => {
      const slots = await get('/api/games/slots');
      expect(slots.statusCode).toBe(200);
      const body = gameListsResponseSchema.parse(slots.json());
      expect(body.lists.map((list) => list.key)).toEqual(['slots']);
      expect(body.lists[0]?.games.map((game) => game.slug)).toEqual(['aurora-fruit-reels', 'hanbit-gold-rush']);
      expect(body.lists[0]?.games[0]).toMatchObject({
        name: 'Aurora Fruit Reels',
        title: '오로라 과일 릴',
        category: 'slots',
        provider_name: 'Aurora Reels',
        color: '#5eead4',
        is_new: true,
        rtp_percent: 96.5,
        image: expect.stringMatching(/^\/api\/games\/art\/aurora-fruit-reels\.svg\?v=[0-9a-f]{10}$/),
      });

      const casino = gameListsResponseSchema.parse((await get('/api/games/casino')).json());
      expect(casino.lists.map((list) => [list.key, list.games.map((game) => game.slug)])).toEqual([
        ['live-casino', ['crimson-baccarat', 'blue-tiger-speed-baccarat']],
        ['mini-games', ['neon-powerball', 'polaris-dice']],
      ]);
    });

    it('keeps the operator order and switches on a re-import, and drops games the provider stops listing', async () => {
      const { db } = harness.database;
      await db.updateTable('casino_games').set({ sort_order: 1 }).where('slug', '=', 'hanbit-gold-rush').execute();
      await db.updateTable('casino_games').set({ enabled: false }).where('slug', '=', 'neon-powerball').execute();
      const renamed = FIXTURE_GAMES.filter((game) => game.slug !== 'polaris-dice').map((game) =>
        game.slug === 'aurora-fruit-reels' ? { ...game, name: 'Aurora Fruits' } : game,
      );
      await harness.app.services.casino.syncCatalog('studio', renamed);

      const slots = (await get('/api/games/slots')).json<GameListsResponse>();
      expect(slots.lists[0]?.games.map((game) => [game.slug, game.name])).toEqual([
        ['hanbit-gold-rush', 'Hanbit Gold Rush'],
        ['aurora-fruit-reels', 'Aurora Fruits'],
      ]);
      const casino = (await get('/api/games/casino')).json<GameListsResponse>();
      expect(casino.lists[1]?.games).toEqual([]);

      // Back as it was for the other tests.
      await db.updateTable('casino_games').set({ sort_order: 20 }).where('slug', '=', 'hanbit-gold-rush').execute();
      await db.updateTable('casino_games').set({ enabled: true }).where('slug', '=', 'neon-powerball').execute();
      await harness.app.services.casino.syncCatalog('studio', FIXTURE_GAMES);
      expect((await get('/api/games/casino')).json<GameListsResponse>().lists[1]?.games).toHaveLength(2);
    });

    it('refuses a game list that repeats a slug or breaks the schema, changing nothing', async () => {
      const [first] = FIXTURE_GAMES;
      await expect(harness.app.services.casino.syncCatalog('studio', [first!, first!])).rejects.toThrow(
        /repeats a slug/,
      );
      await expect(
        harness.app.services.casino.syncCatalog('studio', [{ ...first!, category: 'sports' as never }]),
      ).rejects.toThrow();
      expect((await get('/api/games/slots')).json<GameListsResponse>().lists[0]?.games).toHaveLength(2);
    });

    it('draws each game as an SVG with its name, escaped, cached for long', async () => {
      const art = await get('/api/games/art/polaris-dice.svg');
      expect(art.statusCode).toBe(200);
      expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(art.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(art.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(art.body).toContain('Polaris &#60;Dice&#62; &#38; Co');
      expect(art.body).not.toContain('<Dice>');
      // Deterministic: the same game draws the same picture; another game another.
      expect((await get('/api/games/art/polaris-dice.svg')).body).toBe(art.body);
      expect((await get('/api/games/art/neon-powerball.svg')).body).not.toBe(art.body);
    });

    it.each(['unknown-game.svg', 'polaris-dice.png', '..%2Fsecret.svg', 'Polaris-Dice.svg'])(
      'answers %s with a 4xx JSON error',
      async (file) => {
        const response = await get(`/api/games/art/${file}`);
        expect([400, 404]).toContain(response.statusCode);
        expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      },
    );
  });

  describe('launch', () => {
    it('needs a member: 401 without a token', async () => {
      const response = await post('/api/games/launch/crimson-baccarat');
      expect(response.statusCode).toBe(401);
    });

    it('returns a one-time URL of the provider page, valid for the launch TTL', async () => {
      const member = await createAccount(harness.app);
      const response = await post('/api/games/launch/crimson-baccarat', member);
      expect(response.statusCode).toBe(200);
      const body = gameLaunchResponseSchema.parse(response.json());
      // The member's site asked in no language: the game page opens in Korean.
      expect(body.launch_url).toMatch(/^\/studio\/play\?token=[A-Za-z0-9_-]{43}&lang=ko$/);
      expect(body.expires_at).toBe(new Date(START.getTime() + GAME_LAUNCH_TTL_SECONDS * 1000).toISOString());
      // Only the hash is stored.
      const token = new URL(body.launch_url, 'http://x').searchParams.get('token') as string;
      const stored = await harness.database.db
        .selectFrom('casino_launch_tokens')
        .select('token_hash')
        .where('user_id', '=', member.user.id)
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.token_hash).not.toContain(token);
    });

    it('opens the game page in the language the launch was asked in, Korean for any other', async () => {
      const member = await createAccount(harness.app);
      const launchIn = async (acceptLanguage: string) => {
        const response = await harness.app.inject({
          method: 'POST',
          url: '/api/games/launch/crimson-baccarat',
          headers: { ...bearer(member), 'accept-language': acceptLanguage },
        });
        return new URL(gameLaunchResponseSchema.parse(response.json()).launch_url, 'http://x').searchParams.get('lang');
      };
      expect(await launchIn('en')).toBe('en');
      expect(await launchIn('en-US,en;q=0.9,ko;q=0.8')).toBe('en');
      expect(await launchIn('ko')).toBe('ko');
      expect(await launchIn('fr')).toBe('ko');
    });

    it('binds the token to the member who launched: another member gets their own, an admin may launch too', async () => {
      const [first, second] = [await createAccount(harness.app), await createAccount(harness.app)];
      for (const [session, expected] of [
        [first, first],
        [second, second],
        [admin, admin],
      ] as const) {
        const answer = await provider.send('authenticate', {
          request_id: provider.nextRequestId(),
          launch_token: await launchToken(harness.app, session, 'neon-powerball'),
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toMatchObject({
          player_id: String(expected.user.id),
          nickname: expected.user.nickname,
          game_slug: 'neon-powerball',
          currency: 'KRW',
        });
      }
    });

    it('redeems a token once, and not after it expired by the app clock', async () => {
      const member = await createAccount(harness.app);
      const token = await launchToken(harness.app, member, 'polaris-dice');
      expect(
        (await provider.send('authenticate', { request_id: provider.nextRequestId(), launch_token: token })).statusCode,
      ).toBe(200);
      const again = await provider.send('authenticate', { request_id: provider.nextRequestId(), launch_token: token });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toMatchObject({ error: 'invalid_launch_token' });

      const late = await launchToken(harness.app, member, 'polaris-dice');
      clock = new Date(START.getTime() + GAME_LAUNCH_TTL_SECONDS * 1000);
      const expired = await provider.send('authenticate', { request_id: provider.nextRequestId(), launch_token: late });
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ error: 'invalid_launch_token' });
    });

    it.each([
      ['an unknown game', 'no-such-game'],
      ['a malformed slug', 'Crimson_Baccarat'],
    ])('refuses %s with 404 and a Korean message', async (_, slug) => {
      const member = await createAccount(harness.app);
      const response = await post(`/api/games/launch/${slug}`, member);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json().message).toMatch(/[가-힣]/);
    });

    it('refuses a game the operator switched off', async () => {
      const member = await createAccount(harness.app);
      const { db } = harness.database;
      await db.updateTable('casino_games').set({ enabled: false }).where('slug', '=', 'hanbit-gold-rush').execute();
      const response = await post('/api/games/launch/hanbit-gold-rush', member);
      await db.updateTable('casino_games').set({ enabled: true }).where('slug', '=', 'hanbit-gold-rush').execute();
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'game_not_found', message: '게임을 찾을 수 없습니다.' });
    });

    it('refuses a member in cool-off a launch and a new bet, while the open round still pays', async () => {
      const member = await createAccount(harness.app);
      await grantCasino(member, 50_000);
      const authenticated = await provider.send('authenticate', {
        request_id: provider.nextRequestId(),
        launch_token: await launchToken(harness.app, member, 'hanbit-gold-rush'),
      });
      const session_token = authenticated.json<{ session_token: string }>().session_token;
      const round = { session_token, round_id: 'cool-off-round', game_slug: 'hanbit-gold-rush' };
      const bet = await provider.send('bet', {
        ...round,
        request_id: provider.nextRequestId(),
        transaction_id: 'cool-off-bet',
        amount: 10_000,
      });
      expect(bet.statusCode, bet.body).toBe(200);

      const coolOff = await harness.app.inject({
        method: 'POST',
        url: '/api/account/responsible-play/restriction',
        headers: bearer(member),
        payload: { option: 'cool_off_24h' },
      });
      expect(coolOff.statusCode, coolOff.body).toBe(201);

      const launch = await post('/api/games/launch/hanbit-gold-rush', member);
      expect(launch.statusCode).toBe(422);
      expect(launch.json()).toMatchObject({ error: 'play_restricted' });
      const nextBet = await provider.send('bet', {
        ...round,
        request_id: provider.nextRequestId(),
        transaction_id: 'cool-off-bet-2',
        amount: 10_000,
      });
      expect(nextBet.statusCode).toBe(422);
      expect(nextBet.json()).toMatchObject({ error: 'play_restricted' });
      // The bet's statement found the restriction; the member's words name the same end as the launch's.
      expect(nextBet.json().message).toBe(launch.json().message);
      const win = await provider.send('win', {
        ...round,
        request_id: provider.nextRequestId(),
        transaction_id: 'cool-off-win',
        reference_transaction_id: 'cool-off-bet',
        amount: 25_000,
      });
      expect(win.statusCode, win.body).toBe(200);
      expect((await harness.app.services.wallet.getBalances(member.user.id)).casino_balance).toBe(65_000);
    });
  });

  describe('rounds and game history', () => {
    it('needs a member: 401 without a token', async () => {
      expect((await get('/api/games/rounds')).statusCode).toBe(401);
    });

    it('shows a member only their own rounds; an admin everyone, or one member by username', async () => {
      const [first, second] = [await createAccount(harness.app), await createAccount(harness.app)];
      await grantCasino(first, 50_000);
      await grantCasino(second, 50_000);
      await playRound(first, 'aurora-fruit-reels', `r-${first.user.id}-1`, 1_000, 2_500);
      await playRound(second, 'crimson-baccarat', `r-${second.user.id}-1`, 3_000, 0);

      const own = gameRoundsResponseSchema.parse((await get('/api/games/rounds', first)).json());
      expect(own.results).toEqual([
        expect.objectContaining({
          round_id: `r-${first.user.id}-1`,
          game_slug: 'aurora-fruit-reels',
          game_name: 'Aurora Fruit Reels',
          game_title: '오로라 과일 릴',
          category: 'slots',
          provider_name: 'Aurora Reels',
          username: first.user.username,
          bet: 1_000,
          win: 2_500,
          status: 'closed',
          opened_at: START.toISOString(),
          closed_at: START.toISOString(),
        }),
      ]);
      expect(own.total_pages).toBe(1);
      // A member's username filter cannot reach another member.
      const sneaky = (await get(`/api/games/rounds?username=${second.user.username}`, first)).json();
      expect(sneaky.results.map((row: { username: string }) => row.username)).toEqual([first.user.username]);

      const everyone = (await get('/api/games/rounds?size=100', admin)).json();
      expect(everyone.results.map((row: { username: string }) => row.username)).toEqual(
        expect.arrayContaining([first.user.username, second.user.username]),
      );
      const one = (await get(`/api/games/rounds?username=${second.user.username}`, admin)).json();
      expect(one.results).toEqual([
        expect.objectContaining({
          username: second.user.username,
          bet: 3_000,
          win: 0,
          provider_name: 'Crimson Ace Live',
        }),
      ]);

      expect((await get('/api/games/rounds?size=101', first)).statusCode).toBe(400);
    });

    it('puts each casino debit and credit in the game history with the studio as provider', async () => {
      const member = await createAccount(harness.app);
      await grantCasino(member, 10_000);
      await playRound(member, 'blue-tiger-speed-baccarat', `h-${member.user.id}`, 4_000, 7_600);
      const history = await get('/api/transactions/admin/game-history', member);
      expect(history.statusCode).toBe(200);
      expect(history.json().results).toEqual([
        expect.objectContaining({
          provider_id: 'Blue Tiger Live',
          transaction_type: 'casino_win',
          amount: 7_600,
          username: member.user.username,
        }),
        expect.objectContaining({
          provider_id: 'Blue Tiger Live',
          transaction_type: 'casino_bet',
          amount: -4_000,
          username: member.user.username,
        }),
      ]);
      const balances = (await get('/api/transactions/balances/my-balance', member)).json();
      expect(balances.casino_balance).toBe(13_600);
    });
  });
});

describe('the in-house studio catalog', () => {
  it('imports every studio game into the lobby, each with its art, across the 17 studios', async () => {
    const harness = await createTestApp('pglite');
    try {
      const catalog = studioCatalog();
      await harness.app.services.casino.syncCatalog('studio', catalog);
      const lists = await Promise.all(
        ['/api/games/slots', '/api/games/casino'].map(
          async (url) => (await harness.app.inject({ method: 'GET', url })).json<GameListsResponse>().lists,
        ),
      );
      const games = lists.flat().flatMap((list) => list.games);
      expect(games).toHaveLength(catalog.length);
      expect(games.length).toBeGreaterThanOrEqual(150);
      expect(new Set(games.map((game) => game.provider_name))).toEqual(
        new Set(GAME_STUDIOS.map((studio) => studio.name)),
      );
      for (const game of games)
        expect(game.image, game.slug).toMatch(/^\/api\/games\/art\/[a-z0-9][a-z0-9-]{0,99}\.svg\?v=[0-9a-f]{10}$/);
      for (const list of lists.flat()) {
        const art = await harness.app.inject({ method: 'GET', url: list.games[0]?.image ?? '' });
        expect(art.statusCode, list.key).toBe(200);
      }
    } finally {
      await harness.close();
    }
  });
});
