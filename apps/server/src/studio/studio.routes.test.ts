import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  FUN_PLAY_BALANCE,
  playedRoundSchema,
  rotateSeedResponseSchema,
  studioRoundsResponseSchema,
  studioStateSchema,
  verifyRoundResponseSchema,
  type SessionResponse,
} from '@hanpan/contract';
import { rouletteColor } from '@hanpan/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, databaseKinds, openTestDatabase, testConfig, type TestApp } from '../../test/helpers';
import { buildApp } from '../app';
import { launchToken, studioWalletSecret } from '../../test/casino-test-kit';
import { hashServerSeed } from './fairness';
import { studioGame } from './playable-games';
import { createStudioRepository } from './studio.repository';
import { createStudioService } from './studio.service';
import {
  casinoBalanceOf,
  createStudioTestApp,
  expectMoneyReconciled,
  openStudioSession,
  studioMember,
} from '../../test/studio-test-kit';
import { createWalletClient } from './wallet-client';

const SLOT = 'golden-fortune';
const DICE = 'lucky-dice';
const ROULETTE = 'european-roulette-a';
const slotBet = (line_bet = 100) => ({ bet: { engine: 'slot', line_bet } });

describe.each(databaseKinds)('Hanpan Studio end to end on %s', (kind) => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await createStudioTestApp(kind);
  });
  afterEach(async () => {
    // Every scenario leaves the ledger whole and the operator's protocol record matching it.
    await expectMoneyReconciled(harness);
  });
  afterAll(async () => {
    await harness.close();
  });

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const casinoBalance = (member: SessionResponse) => casinoBalanceOf(harness, member);

  const member = (casino: number) => studioMember(harness, casino);

  const open = (account: SessionResponse, mode: 'real' | 'fun', slug = SLOT) =>
    openStudioSession(harness, account, slug, mode);

  const play = (token: string, payload: object) =>
    harness.app.inject({ method: 'POST', url: '/studio/api/rounds', headers: auth(token), payload });
  const history = async (token: string) =>
    studioRoundsResponseSchema.parse(
      (await harness.app.inject({ method: 'GET', url: '/studio/api/rounds', headers: auth(token) })).json(),
    ).results;
  const nextNonce = async (token: string) =>
    studioStateSchema.parse(
      (await harness.app.inject({ method: 'GET', url: '/studio/api/state', headers: auth(token) })).json(),
    ).fairness.nonce;
  /** Every round the studio recorded for the member, newest first, whatever its status. */
  const recordedRounds = (account: SessionResponse) =>
    harness.database.db
      .selectFrom('studio_rounds')
      .select(['round_id', 'status', 'nonce', 'outcome', 'payout'])
      .where('player_id', '=', String(account.user.id))
      .orderBy('id', 'desc')
      .execute();

  it('plays a real slot round: the casino money moves by the result, through the operator’s protocol', async () => {
    const account = await member(100_000);
    const session = await open(account, 'real');
    expect(session).toMatchObject({
      mode: 'real',
      balance: 100_000,
      game: { slug: SLOT, config: { engine: 'slot', min_stake: 2000 } },
    });
    expect(session.fairness.nonce).toBe(0);

    const response = await play(session.session_token, slotBet(500));
    expect(response.statusCode, response.body).toBe(200);
    const round = playedRoundSchema.parse(response.json());
    expect(round.stake).toBe(10_000);
    expect(round.balance).toBe(100_000 - 10_000 + round.payout);
    expect(await casinoBalance(account)).toBe(round.balance);
    expect(round.server_seed_hash).toBe(session.fairness.server_seed_hash);
    expect(round.nonce).toBe(0);
    expect(round.fairness.nonce).toBe(1);

    // The operator's game history has the round, closed, with both movements.
    const operatorRounds = await harness.app.inject({
      method: 'GET',
      url: '/api/games/rounds?page=1&size=10',
      headers: auth(account.token.token),
    });
    expect(operatorRounds.json()).toMatchObject({
      results: [{ round_id: round.round_id, game_slug: SLOT, bet: 10_000, win: round.payout, status: 'closed' }],
    });

    const [recorded] = await history(session.session_token);
    expect(recorded).toMatchObject({
      round_id: round.round_id,
      status: 'settled',
      stake: 10_000,
      payout: round.payout,
      server_seed: null,
      nonce: 0,
    });

    const state = await harness.app.inject({
      method: 'GET',
      url: '/studio/api/state',
      headers: auth(session.session_token),
    });
    expect(studioStateSchema.parse(state.json())).toMatchObject({ balance: round.balance, fairness: { nonce: 1 } });
  });

  it('spins real roulette with two bets: the casino money moves by exactly what the pocket pays', async () => {
    const account = await member(100_000);
    const session = await open(account, 'real', ROULETTE);
    expect(session.game.config).toMatchObject({ engine: 'roulette', min_stake: 1000 });
    const bets = [
      { kind: 'split', numbers: [17, 20], amount: 1000 },
      { kind: 'red', amount: 2000 },
    ];
    // Off the board (3 and 4 do not touch) or under the table minimum: refused before any money moves.
    for (const [bet, message] of [
      [[{ kind: 'split', numbers: [3, 4], amount: 1000 }], '보드에 없는 베팅입니다.'],
      [[{ kind: 'odd', amount: 500 }], '최소 베팅 금액은 1,000원입니다.'],
    ] as const) {
      const refused = await play(session.session_token, { bet: { engine: 'roulette', bets: bet } });
      expect(refused.json()).toMatchObject({ error: 'invalid_bet', message });
    }

    const response = await play(session.session_token, { bet: { engine: 'roulette', bets } });
    expect(response.statusCode, response.body).toBe(200);
    const round = playedRoundSchema.parse(response.json());
    if (round.outcome.engine !== 'roulette') throw new Error('not a roulette outcome');
    const pocket = round.outcome.number;
    const expected = ([17, 20].includes(pocket) ? 18_000 : 0) + (rouletteColor(pocket) === 'red' ? 4_000 : 0);
    expect(round).toMatchObject({ stake: 3_000, payout: expected, nonce: 0 });
    expect(await casinoBalance(account)).toBe(100_000 - 3_000 + expected);
  });

  it('refuses a stake the casino money does not cover, in Korean, and records the round as refused with nothing drawn', async () => {
    const account = await member(1_000);
    const session = await open(account, 'real');
    const response = await play(session.session_token, slotBet(100));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'insufficient_funds', message: '카지노머니가 부족합니다.' });
    expect(await casinoBalance(account)).toBe(1_000);
    const [refused] = await recordedRounds(account);
    expect(refused).toMatchObject({ status: 'refused', outcome: null, payout: null, nonce: null });
    // No nonce was spent, no round is listed, and the round has no fairness data to look up.
    expect(await nextNonce(session.session_token)).toBe(0);
    expect(await history(session.session_token)).toEqual([]);
    const fairness = await harness.app.inject({
      method: 'GET',
      url: `/studio/api/rounds/${refused?.round_id}/fairness`,
    });
    expect(fairness.statusCode).toBe(404);
  });

  it('takes the stake before drawing: while the bet is on its way the round has no outcome and is not listed', async () => {
    const account = await member(50_000);
    const session = await open(account, 'real', DICE);
    const seenAtDebit: unknown[] = [];
    const watching = createStudioService({
      db: harness.database.db,
      repository: createStudioRepository(),
      log: harness.app.log,
      wallet: createWalletClient({
        secret: await studioWalletSecret(harness.app),
        transport: async (url, payload, headers) => {
          if (url.endsWith('/bet'))
            seenAtDebit.push({ recorded: await recordedRounds(account), listed: await history(session.session_token) });
          const response = await harness.app.inject({ method: 'POST', url, payload, headers });
          return { statusCode: response.statusCode, body: response.body };
        },
      }),
    });
    const round = await watching.playRound(await watching.sessionOf(session.session_token), {
      engine: 'dice',
      amount: 1000,
      target: 5000,
      direction: 'under',
    });
    expect(seenAtDebit).toEqual([
      {
        recorded: [{ round_id: round.round_id, status: 'pending', nonce: null, outcome: null, payout: null }],
        listed: [],
      },
    ]);
    expect(await history(session.session_token)).toMatchObject([
      { round_id: round.round_id, status: 'settled', outcome: round.outcome, nonce: 0 },
    ]);
  });

  it('plays Fun Play with play money only: no casino money and no operator round', async () => {
    const account = await member(5_000);
    const session = await open(account, 'fun', DICE);
    expect(session.balance).toBe(FUN_PLAY_BALANCE);
    const response = await play(session.session_token, {
      bet: { engine: 'dice', amount: 10_000, target: 5000, direction: 'under' },
    });
    const round = playedRoundSchema.parse(response.json());
    expect(round.balance).toBe(FUN_PLAY_BALANCE - 10_000 + round.payout);
    expect(await casinoBalance(account)).toBe(5_000);
    const operatorRounds = await harness.app.inject({
      method: 'GET',
      url: '/api/games/rounds?page=1&size=10',
      headers: auth(account.token.token),
    });
    expect(operatorRounds.json()).toMatchObject({ results: [] });
    // Fun seeds are not the real-money seeds.
    const real = await open(account, 'real', DICE);
    expect(real.fairness.server_seed_hash).not.toBe(session.fairness.server_seed_hash);

    // A stake the play money does not cover draws nothing: no round, no nonce spent.
    await harness.database.db
      .updateTable('studio_sessions')
      .set({ balance: 999 })
      .where('player_id', '=', String(account.user.id))
      .where('mode', '=', 'fun')
      .execute();
    const tooMuch = await play(session.session_token, {
      bet: { engine: 'dice', amount: 1000, target: 5000, direction: 'under' },
    });
    expect(tooMuch.json()).toMatchObject({ error: 'insufficient_funds', message: '플레이 머니가 부족합니다.' });
    expect(await nextNonce(session.session_token)).toBe(1);
    expect(await history(session.session_token)).toMatchObject([{ round_id: round.round_id, status: 'settled' }]);
  });

  it('refuses a used launch token, bad bets, and calls without the studio’s own session token', async () => {
    const account = await member(50_000);
    const token = await launchToken(harness.app, account, SLOT);
    expect(
      (
        await harness.app.inject({
          method: 'POST',
          url: '/studio/api/sessions',
          payload: { launch_token: token, mode: 'real' },
        })
      ).statusCode,
    ).toBe(201);
    const reused = await harness.app.inject({
      method: 'POST',
      url: '/studio/api/sessions',
      payload: { launch_token: token, mode: 'real' },
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toBe('invalid_launch_token');

    const session = await open(account, 'real');
    expect(
      (
        await play(session.session_token, { bet: { engine: 'dice', amount: 1000, target: 5000, direction: 'under' } })
      ).json(),
    ).toMatchObject({
      error: 'invalid_bet',
      message: '이 게임에서 할 수 없는 베팅입니다.',
    });
    expect((await play(session.session_token, slotBet(50))).json()).toMatchObject({
      error: 'invalid_bet',
      message: '최소 라인 베팅은 100원입니다.',
    });
    expect((await play(session.session_token, { bet: { engine: 'slot', line_bet: 'many' } })).statusCode).toBe(400);
    expect(await casinoBalance(account)).toBe(50_000);

    // The member site's tokens (member or operator) are not studio sessions.
    const admin = await createAdmin(harness.app);
    for (const headers of [{}, auth(account.token.token), auth(admin.token.token), auth('not-a-session')]) {
      const calls = [
        ['GET', '/studio/api/state', undefined],
        ['GET', '/studio/api/rounds', undefined],
        ['POST', '/studio/api/rounds', slotBet()],
        ['POST', '/studio/api/rounds/any-round/actions', { step: 0, action: 'stand' }],
        ['GET', '/studio/api/draws', undefined],
        ['POST', '/studio/api/draw-bets', { draw_id: 1, bet: { engine: 'odd_even', pick: 'odd', amount: 1000 } }],
        ['PUT', '/studio/api/seeds/client', { client_seed: 'mine' }],
        ['POST', '/studio/api/seeds/rotate', undefined],
      ] as const;
      for (const [method, url, payload] of calls) {
        expect(
          (await harness.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })).statusCode,
          `${method} ${url}`,
        ).toBe(401);
      }
    }
  });

  it('shows each player only their own rounds', async () => {
    const first = await open(await member(50_000), 'real');
    const second = await open(await member(50_000), 'real');
    await play(first.session_token, slotBet());
    expect(await history(first.session_token)).toHaveLength(1);
    expect(await history(second.session_token)).toEqual([]);
  });

  it('lets the player set the client seed, reveals the server seed on rotation, and verifies the round', async () => {
    const account = await member(100_000);
    const session = await open(account, 'real', DICE);
    const seeded = await harness.app.inject({
      method: 'PUT',
      url: '/studio/api/seeds/client',
      headers: auth(session.session_token),
      payload: { client_seed: 'my lucky seed' },
    });
    expect(seeded.json()).toEqual({
      server_seed_hash: session.fairness.server_seed_hash,
      client_seed: 'my lucky seed',
      nonce: 0,
    });
    const blank = await harness.app.inject({
      method: 'PUT',
      url: '/studio/api/seeds/client',
      headers: auth(session.session_token),
      payload: { client_seed: '  ' },
    });
    expect(blank.statusCode).toBe(400);

    const bet = { engine: 'dice', amount: 2000, target: 3000, direction: 'over' } as const;
    const round = playedRoundSchema.parse((await play(session.session_token, { bet })).json());
    expect(round.client_seed).toBe('my lucky seed');

    const rotated = rotateSeedResponseSchema.parse(
      (
        await harness.app.inject({
          method: 'POST',
          url: '/studio/api/seeds/rotate',
          headers: auth(session.session_token),
        })
      ).json(),
    );
    expect(rotated.revealed).toMatchObject({
      server_seed_hash: session.fairness.server_seed_hash,
      client_seed: 'my lucky seed',
      rounds_played: 1,
    });
    expect(hashServerSeed(rotated.revealed.server_seed)).toBe(session.fairness.server_seed_hash);
    expect(rotated.fairness).toMatchObject({ client_seed: 'my lucky seed', nonce: 0 });
    expect(rotated.fairness.server_seed_hash).not.toBe(session.fairness.server_seed_hash);
    expect((await history(session.session_token))[0]?.server_seed).toBe(rotated.revealed.server_seed);

    // Public: anyone recomputes the round from the revealed seed.
    const verified = await harness.app.inject({
      method: 'POST',
      url: '/studio/api/verify',
      payload: {
        game_slug: DICE,
        server_seed: rotated.revealed.server_seed,
        client_seed: 'my lucky seed',
        nonce: 0,
        bet,
      },
    });
    expect(verifyRoundResponseSchema.parse(verified.json())).toEqual({
      server_seed_hash: session.fairness.server_seed_hash,
      outcome: round.outcome,
      payout: round.payout,
    });
    const wrongGame = await harness.app.inject({
      method: 'POST',
      url: '/studio/api/verify',
      payload: { game_slug: 'no-such-game', server_seed: 'x', client_seed: 'y', nonce: 0, bet },
    });
    expect(wrongGame.statusCode).toBe(404);
  });

  it('rolls back a bet whose answer was lost, so the member keeps their money', async () => {
    const account = await member(30_000);
    const session = await open(account, 'real');
    // A studio whose transport loses the operator's answer to the bet (the operator did process it).
    const lossy = createStudioService({
      db: harness.database.db,
      repository: createStudioRepository(),
      log: harness.app.log,
      wallet: createWalletClient({
        secret: await studioWalletSecret(harness.app),
        backoff: async () => {},
        transport: async (url, payload, headers) => {
          const response = await harness.app.inject({ method: 'POST', url, payload, headers });
          if (url.endsWith('/bet')) throw new Error('connection reset after sending');
          return { statusCode: response.statusCode, body: response.body };
        },
      }),
    });
    const row = await lossy.sessionOf(session.session_token);
    await expect(lossy.playRound(row, { engine: 'slot', line_bet: 100 })).rejects.toMatchObject({
      statusCode: 503,
      code: 'wallet_unavailable',
    });
    expect(await casinoBalance(account)).toBe(30_000);
    const [recorded] = await recordedRounds(account);
    expect(recorded).toMatchObject({ status: 'rolled_back', outcome: null, nonce: null });
    expect(await history(session.session_token)).toEqual([]);
    const operatorRounds = await harness.app.inject({
      method: 'GET',
      url: '/api/games/rounds?page=1&size=10',
      headers: auth(account.token.token),
    });
    expect(operatorRounds.json()).toMatchObject({ results: [{ round_id: recorded?.round_id, status: 'rolled_back' }] });
  });
});

describe('the studio app’s pages', () => {
  let distDir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-dist-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Hanpan Studio</title>');
    fs.writeFileSync(path.join(distDir, 'assets', 'game-abc123.js'), 'console.log(1)');
    const database = await openTestDatabase('pglite');
    app = await buildApp({ config: testConfig({ STUDIO_DIST_DIR: distDir }), database });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
      fs.rmSync(distDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => {
    await close();
  });

  it('serves its pages with a history fallback, framable by this origin only', async () => {
    const page = await app.inject({ method: 'GET', url: '/studio/play?token=abc&mode=real' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Hanpan Studio');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const asset = await app.inject({ method: 'GET', url: '/studio/assets/game-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/studio' })).headers.location).toBe('/studio/');
  });

  it('serves a slot title’s themed symbols with the version its game names, cached for good', async () => {
    const session = await app.inject({ method: 'GET', url: '/studio/api/games/golden-fortune/symbols.svg' });
    expect(session.statusCode).toBe(200);
    expect(session.headers['content-type']).toContain('image/svg+xml');
    expect(session.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(session.body).toContain('<view id="symbol-wild"');
    expect(studioGame('golden-fortune').symbol_sheet).toMatch(
      /^\/studio\/api\/games\/golden-fortune\/symbols\.svg\?v=[0-9a-f]{10}$/,
    );
    // A table has no reels; an unknown or malformed slug is refused.
    expect(studioGame('classic-blackjack-a').symbol_sheet).toBeNull();
    const table = await app.inject({ method: 'GET', url: '/studio/api/games/classic-blackjack-a/symbols.svg' });
    expect(table.statusCode).toBe(404);
    expect(table.json()).toMatchObject({ error: 'game_not_found' });
    expect((await app.inject({ method: 'GET', url: '/studio/api/games/no-such-game/symbols.svg' })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: '/studio/api/games/..%2Fx/symbols.svg' })).statusCode).toBe(400);
  });

  it('keeps the studio API’s unknown paths JSON 404s and the rest of the site unframable', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/studio/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found' });
    expect((await app.inject({ method: 'POST', url: '/studio/api/nothing-here', payload: {} })).statusCode).toBe(404);
    const site = await app.inject({ method: 'GET', url: '/api/health' });
    expect(site.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
