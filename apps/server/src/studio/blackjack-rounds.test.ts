import {
  playedRoundSchema,
  rotateSeedResponseSchema,
  studioRoundsResponseSchema,
  studioStateSchema,
  verifyRoundResponseSchema,
  type BlackjackAction,
  type RoundOutcome,
  type SessionResponse,
} from '@hanpan/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestApp } from '../../test/helpers';
import {
  casinoBalanceOf,
  createStudioTestApp,
  expectMoneyReconciled,
  openStudioSession,
  studioMember,
} from '../../test/studio-test-kit';
import { studioWalletSecret } from '../../test/casino-test-kit';
import { blackjackEngine } from './engines/blackjack';
import { createStudioRepository } from './studio.repository';
import { createStudioService } from './studio.service';
import { createWalletClient, type WalletTransport } from './wallet-client';
import { fairStream } from './fairness';

const BLACKJACK = 'classic-blackjack-a';
const AMOUNT = 10_000;
const newHand = { bet: { engine: 'blackjack' as const, amount: AMOUNT, actions: [] as BlackjackAction[] } };

type BlackjackOutcome = Extract<RoundOutcome, { engine: 'blackjack' }>;

describe.each(databaseKinds)('blackjack rounds in steps on %s', (kind) => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await createStudioTestApp(kind);
  });
  afterEach(async () => {
    await expectMoneyReconciled(harness);
  });
  afterAll(async () => {
    await harness.close();
  });

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  const member = (casino: number) => studioMember(harness, casino);

  const open = (account: SessionResponse, mode: 'real' | 'fun' = 'real') =>
    openStudioSession(harness, account, BLACKJACK, mode);

  /**
   * Sets a client seed whose next hand deals what the test needs, found by replaying candidates
   * against the committed server seed (the test reads it from the database; a player cannot).
   */
  async function seedDealing(account: SessionResponse, token: string, wanted: (deal: BlackjackOutcome) => boolean) {
    const pair = await harness.database.db
      .selectFrom('studio_seed_pairs')
      .select(['server_seed', 'next_nonce'])
      .where('player_id', '=', String(account.user.id))
      .where('revealed_at', 'is', null)
      .executeTakeFirstOrThrow();
    for (let candidate = 0; candidate < 500; candidate++) {
      const clientSeed = `deal-${candidate}`;
      const deal = blackjackEngine.outcome(fairStream(pair.server_seed, clientSeed, pair.next_nonce), newHand.bet);
      if (!wanted(deal)) continue;
      const set = await harness.app.inject({
        method: 'PUT',
        url: '/studio/api/seeds/client',
        headers: auth(token),
        payload: { client_seed: clientSeed },
      });
      expect(set.statusCode).toBe(200);
      return deal;
    }
    throw new Error('no client seed among 500 deals the wanted hand');
  }

  const deal = (token: string) =>
    harness.app.inject({ method: 'POST', url: '/studio/api/rounds', headers: auth(token), payload: newHand });
  const decide = (token: string, roundId: string, step: number, action: BlackjackAction) =>
    harness.app.inject({
      method: 'POST',
      url: `/studio/api/rounds/${roundId}/actions`,
      headers: auth(token),
      payload: { step, action },
    });
  const history = async (token: string) =>
    studioRoundsResponseSchema.parse(
      (await harness.app.inject({ method: 'GET', url: '/studio/api/rounds', headers: auth(token) })).json(),
    ).results;
  const blackjackOf = (outcome: RoundOutcome) => {
    if (outcome.engine !== 'blackjack') throw new Error('not a blackjack outcome');
    return outcome;
  };
  /** The studio's service over a wallet transport the test shapes (answers lost, calls that never arrive). */
  const studioOver = async (transport: WalletTransport) =>
    createStudioService({
      db: harness.database.db,
      repository: createStudioRepository(),
      log: harness.app.log,
      wallet: createWalletClient({
        secret: await studioWalletSecret(harness.app),
        attempts: 1,
        backoff: async () => {},
        transport,
      }),
    });
  const doublesOnTen = (outcome: BlackjackOutcome) =>
    outcome.phase === 'player' && outcome.allowed.includes('double') && outcome.hands[0]?.total === 10;

  it('takes the main stake at the deal and a double’s stake before its card, once, however often it is sent', async () => {
    const account = await member(100_000);
    const session = await open(account);
    await seedDealing(account, session.session_token, doublesOnTen);

    const dealt = await deal(session.session_token);
    expect(dealt.statusCode, dealt.body).toBe(200);
    const opened = playedRoundSchema.parse(dealt.json());
    const table = blackjackOf(opened.outcome);
    // Only the dealer's up card shows while the hand is played.
    expect(table).toMatchObject({ phase: 'player', active_hand: 0 });
    expect(table.dealer_cards).toHaveLength(1);
    expect(opened).toMatchObject({ stake: AMOUNT, payout: 0, balance: 90_000 });
    expect(await casinoBalanceOf(harness, account)).toBe(90_000);
    // Not closed, so not in the history, and its fairness data waits for its end.
    expect(await history(session.session_token)).toEqual([]);
    const fairness = await harness.app.inject({ url: `/studio/api/rounds/${opened.round_id}/fairness` });
    expect(fairness.statusCode).toBe(404);

    // While it is open: no new hand, no seed reveal (it would tell the shoe), no decision out of turn.
    expect((await deal(session.session_token)).json()).toMatchObject({ error: 'round_open' });
    const rotate = await harness.app.inject({
      method: 'POST',
      url: '/studio/api/seeds/rotate',
      headers: auth(session.session_token),
    });
    expect(rotate.json()).toMatchObject({ error: 'round_open' });
    expect((await decide(session.session_token, opened.round_id, 1, 'stand')).json()).toMatchObject({
      error: 'stale_decision',
    });
    expect((await decide(session.session_token, opened.round_id, 0, 'insurance')).json()).toMatchObject({
      error: 'invalid_action',
    });

    // The double sent three times at once (a double-click, a retry): one extra stake, one card.
    const answers = await Promise.all([0, 1, 2].map(() => decide(session.session_token, opened.round_id, 0, 'double')));
    const done = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => playedRoundSchema.parse(answer.json()));
    expect(done.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const [finished] = done;
    const final = blackjackOf(finished!.outcome);
    expect(final.phase).toBe('done');
    expect(final.hands[0]).toMatchObject({ doubled: true, stake: 2 * AMOUNT });
    expect(final.hands[0]?.cards).toHaveLength(3);
    expect(finished).toMatchObject({ stake: 2 * AMOUNT, bet: { actions: ['double'] } });
    expect(await casinoBalanceOf(harness, account)).toBe(100_000 - 2 * AMOUNT + finished!.payout);
    expect(finished!.balance).toBe(100_000 - 2 * AMOUNT + finished!.payout);

    const operatorRounds = await harness.app.inject({
      method: 'GET',
      url: '/api/games/rounds?page=1&size=10',
      headers: auth(account.token.token),
    });
    expect(operatorRounds.json()).toMatchObject({
      results: [{ round_id: opened.round_id, bet: 2 * AMOUNT, win: finished!.payout, status: 'closed' }],
    });

    // Closed: listed with every decision, and it replays from the revealed seed to the same hand.
    const [listed] = await history(session.session_token);
    expect(listed).toMatchObject({ round_id: opened.round_id, stake: 2 * AMOUNT, payout: finished!.payout });
    const rotated = rotateSeedResponseSchema.parse(
      (
        await harness.app.inject({
          method: 'POST',
          url: '/studio/api/seeds/rotate',
          headers: auth(session.session_token),
        })
      ).json(),
    );
    const verified = await harness.app.inject({
      method: 'POST',
      url: '/studio/api/verify',
      payload: {
        game_slug: BLACKJACK,
        server_seed: rotated.revealed.server_seed,
        client_seed: listed!.client_seed,
        nonce: listed!.nonce,
        bet: listed!.bet,
      },
    });
    expect(verifyRoundResponseSchema.parse(verified.json())).toMatchObject({
      outcome: final,
      payout: finished!.payout,
    });
    const illegal = await harness.app.inject({
      method: 'POST',
      url: '/studio/api/verify',
      payload: {
        game_slug: BLACKJACK,
        server_seed: rotated.revealed.server_seed,
        client_seed: listed!.client_seed,
        nonce: listed!.nonce,
        bet: { ...listed!.bet, actions: ['double', 'hit'] },
      },
    });
    expect(illegal.json()).toMatchObject({ error: 'invalid_action' });
  });

  it('takes one of two different decisions sent for the same step, and keeps a hand open when its double is refused', async () => {
    const account = await member(15_000);
    const session = await open(account);
    await seedDealing(account, session.session_token, doublesOnTen);
    const opened = playedRoundSchema.parse((await deal(session.session_token)).json());

    // 5,000 left cannot cover a double of 10,000: refused, nothing moves, the hand plays on.
    const refused = await decide(session.session_token, opened.round_id, 0, 'double');
    expect(refused.statusCode).toBe(422);
    expect(await casinoBalanceOf(harness, account)).toBe(5_000);

    const answers = await Promise.all([
      decide(session.session_token, opened.round_id, 0, 'hit'),
      decide(session.session_token, opened.round_id, 0, 'stand'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const taken = playedRoundSchema.parse(answers.find((answer) => answer.statusCode === 200)!.json());
    const recorded = await harness.database.db
      .selectFrom('studio_rounds')
      .select('bet')
      .where('round_id', '=', opened.round_id)
      .executeTakeFirstOrThrow();
    expect(recorded.bet).toEqual(taken.bet);
    expect(taken.bet).toMatchObject({ actions: [expect.stringMatching(/^(hit|stand)$/)] });
  });

  it('takes decisions only on the player’s own open hand: another’s, or a round of another game, is not found', async () => {
    const owner = await member(20_000);
    const session = await open(owner);
    const opened = playedRoundSchema.parse((await deal(session.session_token)).json());
    const stranger = await member(20_000);
    const theirs = await open(stranger);
    expect((await decide(theirs.session_token, opened.round_id, 0, 'stand')).json()).toMatchObject({
      error: 'round_not_found',
    });

    // A dice round of the same player, decided on from its own game's page: no hand to decide on.
    const dice = await openStudioSession(harness, owner, 'lucky-dice', 'real');
    const rolled = await harness.app.inject({
      method: 'POST',
      url: '/studio/api/rounds',
      headers: auth(dice.session_token),
      payload: { bet: { engine: 'dice', amount: 1_000, target: 5_000, direction: 'under' } },
    });
    const roll = playedRoundSchema.parse(rolled.json());
    const answer = await decide(dice.session_token, roll.round_id, 0, 'hit');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ error: 'round_not_found' });
  });

  it('refunds a double whose debit answer was lost, and the hand plays on without it', async () => {
    const account = await member(50_000);
    const session = await open(account);
    await seedDealing(account, session.session_token, doublesOnTen);
    const opened = playedRoundSchema.parse((await deal(session.session_token)).json());
    // The operator takes the double's stake, but its answer never comes back.
    const lossy = await studioOver(async (url, payload, headers) => {
      const response = await harness.app.inject({ method: 'POST', url, payload, headers });
      if (url.endsWith('/bet')) throw new Error('connection reset after sending');
      return { statusCode: response.statusCode, body: response.body };
    });
    const row = await lossy.sessionOf(session.session_token);
    await expect(lossy.act(row, opened.round_id, 0, 'double')).rejects.toMatchObject({ statusCode: 503 });
    expect(await casinoBalanceOf(harness, account)).toBe(40_000);

    // Not taken: the same step is still open to any decision.
    const stood = playedRoundSchema.parse((await decide(session.session_token, opened.round_id, 0, 'stand')).json());
    expect(stood).toMatchObject({ stake: AMOUNT, bet: { actions: ['stand'] } });
    expect(await casinoBalanceOf(harness, account)).toBe(40_000 + stood.payout);
  });

  it('refunds through recovery a double whose answer and rollback were both lost, then plays the hand out', async () => {
    const account = await member(50_000);
    const session = await open(account);
    await seedDealing(account, session.session_token, doublesOnTen);
    const opened = playedRoundSchema.parse((await deal(session.session_token)).json());
    // The operator takes the double's stake; its answer is lost, and the rollback never arrives.
    const cut = await studioOver(async (url, payload, headers) => {
      if (!url.endsWith('/rollback')) await harness.app.inject({ method: 'POST', url, payload, headers });
      throw new Error('connection reset');
    });
    const row = await cut.sessionOf(session.session_token);
    await expect(cut.act(row, opened.round_id, 0, 'double')).rejects.toMatchObject({ statusCode: 503 });
    expect(await casinoBalanceOf(harness, account)).toBe(50_000 - 2 * AMOUNT);
    // Whether the double was taken is unknown until the refund lands: no decision is taken meanwhile.
    expect((await decide(session.session_token, opened.round_id, 0, 'stand')).json()).toMatchObject({
      error: 'stale_decision',
    });

    await sql`update studio_rounds set created_at = created_at - interval '11 minutes', acted_at = acted_at - interval '11 minutes'
      where round_id = ${opened.round_id}`.execute(harness.database.db);
    expect(await harness.app.services.studioRecovery.run()).toMatchObject({ settled: 1, failed: 0 });
    const [closed] = await history(session.session_token);
    expect(closed).toMatchObject({ round_id: opened.round_id, stake: AMOUNT });
    expect(closed!.bet).toEqual({ engine: 'blackjack', amount: AMOUNT, actions: ['stand'] });
    expect(await casinoBalanceOf(harness, account)).toBe(50_000 - AMOUNT + closed!.payout);
  });

  it('carries an open hand across a reload, and plays out one left alone for ten minutes', async () => {
    const account = await member(50_000);
    const session = await open(account);
    await seedDealing(account, session.session_token, (outcome) => outcome.phase === 'player');
    const opened = playedRoundSchema.parse((await deal(session.session_token)).json());

    const reloaded = studioStateSchema.parse(
      (await harness.app.inject({ url: '/studio/api/state', headers: auth(session.session_token) })).json(),
    );
    expect(reloaded.open_round).toMatchObject({ round_id: opened.round_id, outcome: opened.outcome });

    await sql`update studio_rounds set created_at = created_at - interval '11 minutes', acted_at = acted_at - interval '11 minutes'
      where round_id = ${opened.round_id}`.execute(harness.database.db);
    const report = await harness.app.services.studioRecovery.run();
    expect(report).toMatchObject({ settled: 1, failed: 0 });

    const [closed] = await history(session.session_token);
    const outcome = blackjackOf(closed!.outcome);
    expect(outcome.phase).toBe('done');
    expect(closed!.bet).toEqual({ engine: 'blackjack', amount: AMOUNT, actions: ['stand'] });
    expect(await casinoBalanceOf(harness, account)).toBe(50_000 - AMOUNT + closed!.payout);
    // The player coming back to the hand is told what happened.
    expect((await decide(session.session_token, opened.round_id, 0, 'hit')).json()).toMatchObject({
      error: 'stale_decision',
    });
  });

  it('plays Fun Play hands in steps on play money', async () => {
    const account = await member(0);
    const session = await open(account, 'fun');
    await seedDealing(account, session.session_token, doublesOnTen);
    const opened = playedRoundSchema.parse((await deal(session.session_token)).json());
    expect(opened.balance).toBe(session.balance - AMOUNT);
    const finished = playedRoundSchema.parse(
      (await decide(session.session_token, opened.round_id, 0, 'double')).json(),
    );
    expect(finished.balance).toBe(session.balance - 2 * AMOUNT + finished.payout);
    expect(await casinoBalanceOf(harness, account)).toBe(0);
    expect(await history(session.session_token)).toMatchObject([{ round_id: opened.round_id, stake: 2 * AMOUNT }]);
  });
});
