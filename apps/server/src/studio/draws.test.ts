import { studioDrawBoardSchema, type SessionResponse } from '@hanpan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, openEventStream } from '../../test/event-stream';
import { databaseKinds, type TestApp } from '../../test/helpers';
import { studioWalletSecret } from '../../test/casino-test-kit';
import {
  casinoBalanceOf,
  createStudioTestApp,
  expectMoneyReconciled,
  openStudioSession,
  studioMember,
} from '../../test/studio-test-kit';
import { createStudioDraws } from '../jobs/studio-draws';
import { studioCatalog } from './catalog';
import { drawSchedule } from './draw-schedule';
import { createDrawsRepository } from './draws.repository';
import { hashServerSeed } from './fairness';
import { createStudioRepository } from './studio.repository';
import { createStudioService } from './studio.service';
import { createWalletClient, type WalletTransport } from './wallet-client';

const ODD_EVEN = 'lucky-odd-even';
const BACCARAT = 'classic-baccarat-a';
const schedule = drawSchedule('odd_even');

describe.each(databaseKinds)('scheduled draws on %s', (kind) => {
  let harness: TestApp;
  let secret: string;
  /** The studio's clock in these tests, moved by hand. */
  let clock: Date;

  beforeAll(async () => {
    harness = await createStudioTestApp(kind);
    secret = await studioWalletSecret(harness.app);
  });
  afterEach(async () => {
    await expectMoneyReconciled(harness);
  });
  afterAll(async () => {
    await harness.close();
  });

  const through =
    (hook?: (url: string) => Promise<void>): WalletTransport =>
    async (url, payload, headers) => {
      await hook?.(url);
      const response = await harness.app.inject({ method: 'POST', url, payload, headers });
      return { statusCode: response.statusCode, body: response.body };
    };
  const walletWith = (hook?: (url: string) => Promise<void>) =>
    createWalletClient({ secret, transport: through(hook), attempts: 1, backoff: async () => {} });
  const studioWith = (hook?: (url: string) => Promise<void>) =>
    createStudioService({
      db: harness.database.db,
      repository: createStudioRepository(),
      wallet: walletWith(hook),
      log: harness.app.log,
      now: () => clock,
    });
  const clockOf = () =>
    createStudioDraws({
      db: harness.database.db,
      draws: createDrawsRepository(),
      wallet: walletWith(),
      log: harness.app.log,
      games: studioCatalog(),
      now: () => clock,
      drawSeconds: undefined,
    });

  async function seated(casino: number, mode: 'real' | 'fun' = 'real') {
    const account: SessionResponse = await studioMember(harness, casino);
    const page = await openStudioSession(harness, account, ODD_EVEN, mode);
    const studio = studioWith();
    return { account, studio, session: await studio.sessionOf(page.session_token) };
  }

  it('takes two members’ bets on one draw, makes it once on time, and pays each by the same ball', async () => {
    const times = schedule.drawAt(new Date());
    // A draw ten minutes ahead, so nothing else has made it.
    const draw = schedule.seqAt(times.seq + 5);
    clock = new Date(draw.opens_at.getTime() + 1_000);
    const first = await seated(50_000);
    const second = await seated(50_000);

    const board = studioDrawBoardSchema.parse(await first.studio.drawBoard(first.session));
    expect(board.current).toMatchObject({ seq: draw.seq, status: 'open', server_seed: null, outcome: null });
    const seen = await second.studio.drawBoard(second.session);
    expect(seen.current.draw_id).toBe(board.current.draw_id);
    expect(seen.current.server_seed_hash).toBe(board.current.server_seed_hash);

    const drawId = board.current.draw_id;
    const odd = await first.studio.placeDrawBet(first.session, drawId, {
      engine: 'odd_even',
      pick: 'odd',
      amount: 10_000,
    });
    expect(odd).toMatchObject({ balance: 40_000, bet: { status: 'placed', stake: 10_000, payout: null } });
    await second.studio.placeDrawBet(second.session, drawId, { engine: 'odd_even', pick: 'even', amount: 20_000 });
    expect(await casinoBalanceOf(harness, second.account)).toBe(30_000);
    // Each sees only their own bet.
    expect((await first.studio.drawBoard(first.session)).my_bets.map((bet) => bet.bet_id)).toEqual([odd.bet.bet_id]);

    // Betting closes before the draw: refused, nothing moves.
    clock = new Date(draw.closes_at.getTime() + 1);
    await expect(
      first.studio.placeDrawBet(first.session, drawId, { engine: 'odd_even', pick: 'over', amount: 1_000 }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'draw_closed' });
    expect(await casinoBalanceOf(harness, first.account)).toBe(40_000);

    // On time: made once (a second turn of the clock, or another process, finds nothing to do).
    clock = new Date(draw.draws_at.getTime() + 500);
    const turn = await clockOf().tick();
    expect(turn).toMatchObject({ drawn: 1, settled: 2, failed: 0 });
    expect(await clockOf().tick()).toMatchObject({ drawn: 0, settled: 0 });

    const after = studioDrawBoardSchema.parse(await first.studio.drawBoard(first.session));
    const made = after.recent.find((recent) => recent.draw_id === drawId)!;
    expect(made.status).toBe('drawn');
    expect(hashServerSeed(made.server_seed!)).toBe(board.current.server_seed_hash);
    if (made.outcome?.engine !== 'odd_even') throw new Error('not an odd/even outcome');
    const ball = made.outcome.number;
    expect(await casinoBalanceOf(harness, first.account)).toBe(40_000 + (ball % 2 === 1 ? 19_500 : 0));
    expect(await casinoBalanceOf(harness, second.account)).toBe(30_000 + (ball % 2 === 0 ? 39_000 : 0));
    expect(after.my_bets).toMatchObject([{ bet_id: odd.bet.bet_id, status: 'settled', payout: ball % 2 ? 19_500 : 0 }]);

    // Anyone recomputes the ball from the published seed, the draw's client seed and nonce 0.
    const verified = await harness.app.inject({
      method: 'POST',
      url: '/studio/api/verify',
      payload: {
        game_slug: ODD_EVEN,
        server_seed: made.server_seed,
        client_seed: made.client_seed,
        nonce: 0,
        bet: { engine: 'odd_even', pick: 'odd', amount: 10_000 },
      },
    });
    expect(verified.json()).toMatchObject({ outcome: made.outcome, payout: ball % 2 ? 19_500 : 0 });
  });

  it('seats two members at one baccarat table, pushes the deal to both, and pays each by the same cards', async () => {
    const base = await listenOnLoopback(harness.app);
    const table = drawSchedule('baccarat');
    const round = table.seqAt(table.drawAt(new Date()).seq + 30);
    clock = new Date(round.opens_at.getTime() + 1_000);
    const seat = async (casino: number) => {
      const account = await studioMember(harness, casino);
      const page = await openStudioSession(harness, account, BACCARAT, 'real');
      const studio = studioWith();
      const stream = await openEventStream(`${base}/studio/api/draws/stream?token=${page.session_token}`);
      await stream.next('ready');
      return {
        account,
        studio,
        stream,
        token: page.session_token,
        session: await studio.sessionOf(page.session_token),
      };
    };
    // Seats are counted on the real clock: the board as the page reads it.
    const playersSeen = async (token: string) =>
      studioDrawBoardSchema.parse(
        (await harness.app.inject({ url: '/studio/api/draws', headers: { authorization: `Bearer ${token}` } })).json(),
      ).players;
    const first = await seat(50_000);
    const second = await seat(50_000);
    try {
      expect(await playersSeen(first.token)).toBe(2);
      const board = await first.studio.drawBoard(first.session);
      const drawId = board.current.draw_id;
      await first.studio.placeDrawBet(first.session, drawId, { engine: 'baccarat', stakes: { player: 10_000 } });
      await second.studio.placeDrawBet(second.session, drawId, {
        engine: 'baccarat',
        stakes: { banker: 10_000, tie: 1_000 },
      });

      clock = new Date(round.draws_at.getTime() + 500);
      await clockOf().tick();
      // Both pages hear the deal, pushed, whichever process made it.
      const heard = await Promise.all(
        [first, second].map(({ stream }) =>
          stream.next('draw', (data) => (data as { draw_id: number }).draw_id === drawId),
        ),
      );
      expect(heard.map(({ data }) => data)).toEqual([
        { draw_id: drawId, seq: round.seq },
        { draw_id: drawId, seq: round.seq },
      ]);
      const dealt = (await first.studio.drawBoard(first.session)).recent.find((draw) => draw.draw_id === drawId)!;
      if (dealt.outcome?.engine !== 'baccarat') throw new Error('not a baccarat deal');
      const winner = dealt.outcome.winner;
      const playerPays = winner === 'player' ? 20_000 : winner === 'tie' ? 10_000 : 0;
      const bankerPays = winner === 'banker' ? 19_500 : winner === 'tie' ? 10_000 + 9_000 : 0;
      expect(await casinoBalanceOf(harness, first.account)).toBe(40_000 + playerPays);
      expect(await casinoBalanceOf(harness, second.account)).toBe(39_000 + bankerPays);
    } finally {
      first.stream.close();
      second.stream.close();
      await Promise.all([first.stream.ended, second.stream.ended]);
    }
    // Leaving empties the seats.
    await expect.poll(() => playersSeen(first.token)).toBe(0);
  });

  it('hands back a stake the operator took only after the draw was made', async () => {
    const draw = schedule.seqAt(schedule.drawAt(new Date()).seq + 6);
    // A second before betting closes.
    clock = new Date(draw.closes_at.getTime() - 1_000);
    const { account, studio, session } = await seated(30_000);
    const drawId = (await studio.drawBoard(session)).current.draw_id;
    // The bet's debit is slow: the draw is made before its answer comes back.
    const late = studioWith(async (url) => {
      if (!url.endsWith('/bet')) return;
      clock = new Date(draw.draws_at.getTime() + 500);
      await clockOf().tick();
    });
    await expect(
      late.placeDrawBet(session, drawId, { engine: 'odd_even', pick: 'even', amount: 5_000 }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'draw_closed' });
    expect(await casinoBalanceOf(harness, account)).toBe(30_000);
    expect((await studio.drawBoard(session)).my_bets).toEqual([]);
  });

  it('pays Fun Play bets into the play money when the draw is made', async () => {
    const draw = schedule.seqAt(schedule.drawAt(new Date()).seq + 7);
    clock = new Date(draw.opens_at.getTime() + 1_000);
    const { account, studio, session } = await seated(0, 'fun');
    const drawId = (await studio.drawBoard(session)).current.draw_id;
    const placed = await studio.placeDrawBet(session, drawId, { engine: 'odd_even', pick: 'under', amount: 10_000 });
    expect(placed.balance).toBe(session.balance - 10_000);
    clock = new Date(draw.draws_at.getTime() + 500);
    await clockOf().tick();
    const board = await studio.drawBoard(session);
    const ball = board.recent.find((recent) => recent.draw_id === drawId)!.outcome;
    if (ball?.engine !== 'odd_even') throw new Error('not an odd/even outcome');
    expect(board.balance).toBe(session.balance - 10_000 + (ball.number <= 10 ? 19_500 : 0));
    expect(await casinoBalanceOf(harness, account)).toBe(0);
  });

  it('hands back, after a minute, a stake whose answer and rollback were both lost', async () => {
    const draw = schedule.seqAt(schedule.drawAt(new Date()).seq + 8);
    clock = new Date(draw.closes_at.getTime() - 40_000);
    const { account, studio, session } = await seated(30_000);
    const drawId = (await studio.drawBoard(session)).current.draw_id;
    // The operator takes the stake, but its answer is lost, and so is the studio's rollback.
    const cut: WalletTransport = async (url, payload, headers) => {
      if (!url.endsWith('/rollback')) await harness.app.inject({ method: 'POST', url, payload, headers });
      throw new Error('connection reset');
    };
    const unreachable = createStudioService({
      db: harness.database.db,
      repository: createStudioRepository(),
      wallet: createWalletClient({ secret, transport: cut, attempts: 1, backoff: async () => {} }),
      log: harness.app.log,
      now: () => clock,
    });
    await expect(
      unreachable.placeDrawBet(session, drawId, { engine: 'odd_even', pick: 'odd', amount: 4_000 }),
    ).rejects.toMatchObject({ statusCode: 503 });
    expect(await casinoBalanceOf(harness, account)).toBe(26_000);
    // Within the minute the clock leaves the bet alone: its debit might still be on its way.
    clock = new Date(clock.getTime() + 30_000);
    expect((await clockOf().tick()).rolledBack).toBe(0);
    clock = new Date(clock.getTime() + 31_000);
    expect((await clockOf().tick()).rolledBack).toBe(1);
    expect(await casinoBalanceOf(harness, account)).toBe(30_000);
    const [bet] = await harness.database.db
      .selectFrom('studio_draw_bets')
      .select('status')
      .where('session_id', '=', session.id)
      .execute();
    expect(bet).toMatchObject({ status: 'rolled_back' });
    // Another turn moves nothing: the rollback is not sent twice.
    expect((await clockOf().tick()).rolledBack).toBe(0);
    expect(await casinoBalanceOf(harness, account)).toBe(30_000);
  });

  it('refuses a round of one’s own in a scheduled game: its draws are everyone’s', async () => {
    const account = await studioMember(harness, 10_000);
    const page = await openStudioSession(harness, account, ODD_EVEN, 'real');
    const response = await harness.app.inject({
      method: 'POST',
      url: '/studio/api/rounds',
      headers: { authorization: `Bearer ${page.session_token}` },
      payload: { bet: { engine: 'odd_even', pick: 'odd', amount: 1_000 } },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'scheduled_game' });
    expect(await casinoBalanceOf(harness, account)).toBe(10_000);
  });

  it('answers the board only to a scheduled game’s session', async () => {
    const account = await studioMember(harness, 0);
    const dice = await openStudioSession(harness, account, 'lucky-dice', 'fun');
    const response = await harness.app.inject({
      url: '/studio/api/draws',
      headers: { authorization: `Bearer ${dice.session_token}` },
    });
    expect(response.statusCode).toBe(404);
    expect((await harness.app.inject({ url: '/studio/api/draws' })).statusCode).toBe(401);
    // A draw number past what the database holds is refused as input, not a 500.
    const huge = await harness.app.inject({
      method: 'POST',
      url: '/studio/api/draw-bets',
      headers: { authorization: `Bearer ${dice.session_token}` },
      payload: { draw_id: 1e20, bet: { engine: 'odd_even', pick: 'odd', amount: 1_000 } },
    });
    expect(huge.statusCode).toBe(400);
    // The draw stream of a game that is no table: 404 before any stream opens.
    const stream = await harness.app.inject({ url: `/studio/api/draws/stream?token=${dice.session_token}` });
    expect(stream.statusCode).toBe(404);
  });
});
