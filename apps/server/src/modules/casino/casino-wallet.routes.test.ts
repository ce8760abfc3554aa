import {
  walletAuthenticateResponseSchema,
  walletTransactionResponseSchema,
  type SessionResponse,
} from '@hanpan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createTestApp, databaseKinds, testConfig, type TestApp } from '../../../test/helpers';
import { FIXTURE_GAMES, launchToken, providerClient, studioWalletSecret } from '../../../test/casino-test-kit';
import { WALLET_SESSION_TTL_MS } from './casino-wallet.protocol';
import { signWalletBody } from './casino-wallet.routes';
import { INTEGRATION_READ_EVERY_MS } from './casino.service';
import { inTransaction } from '../../db/transaction';

const START = new Date('2026-11-20T03:00:00Z');
const SLOT = 'aurora-fruit-reels';

describe.each(databaseKinds)('seamless-wallet protocol on %s', (kind) => {
  let harness: TestApp;
  let clock: Date;
  let provider: ReturnType<typeof providerClient>;
  let secret: string;
  let sequence = 0;

  beforeAll(async () => {
    clock = START;
    harness = await createTestApp(kind, { now: () => clock });
    await harness.app.services.casino.syncCatalog('studio', FIXTURE_GAMES);
    secret = await studioWalletSecret(harness.app);
    provider = providerClient(harness.app, { code: 'studio', secret });
  });
  afterEach(async () => {
    clock = START;
    // Whatever a scenario did, the ledger and the protocol's record must still agree.
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
    expect(await harness.app.services.casino.reconcile()).toEqual({
      ok: true,
      unmatchedLedger: [],
      roundTotalMismatches: [],
    });
  });
  afterAll(async () => {
    await harness.close();
  });

  const unique = (prefix: string) => `${prefix}-${++sequence}`;

  /** A member with casino money, playing the slot through a fresh wallet session. */
  async function player(casino: number, slug = SLOT): Promise<{ member: SessionResponse; session_token: string }> {
    const member = await createAccount(harness.app);
    if (casino > 0)
      await inTransaction(harness.database.db, (trx) =>
        harness.app.services.wallet.grantPromotion(trx, member.user.id, { casino }),
      );
    const answer = await provider.send('authenticate', {
      request_id: unique('auth'),
      launch_token: await launchToken(harness.app, member, slug),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = walletAuthenticateResponseSchema.parse(answer.json());
    expect(body.balance).toBe(casino);
    return { member, session_token: body.session_token };
  }

  const casinoBalance = async (member: SessionResponse) =>
    (
      await harness.app.inject({
        method: 'GET',
        url: '/api/transactions/balances/my-balance',
        headers: { authorization: `Bearer ${member.token.token}` },
      })
    ).json<{
      casino_balance: number;
    }>().casino_balance;

  const bet = (
    session_token: string,
    fields: {
      transaction_id: string;
      round_id: string;
      amount: number;
      round_closed?: boolean;
      game_slug?: string;
      request_id?: string;
    },
  ) =>
    provider.send('bet', { request_id: fields.request_id ?? unique('req'), session_token, game_slug: SLOT, ...fields });
  const win = (
    session_token: string,
    fields: {
      transaction_id: string;
      reference_transaction_id: string;
      round_id: string;
      amount: number;
      round_closed?: boolean;
      request_id?: string;
    },
  ) =>
    provider.send('win', { request_id: fields.request_id ?? unique('req'), session_token, game_slug: SLOT, ...fields });
  const rollback = (
    session_token: string,
    fields: {
      transaction_id: string;
      reference_transaction_id: string;
      round_id: string;
      round_closed?: boolean;
      request_id?: string;
    },
  ) =>
    provider.send('rollback', {
      request_id: fields.request_id ?? unique('req'),
      session_token,
      game_slug: SLOT,
      ...fields,
    });

  const roundOf = (externalId: string) =>
    harness.database.db
      .selectFrom('casino_rounds')
      .select(['status', 'bet_total', 'win_total'])
      .where('external_id', '=', externalId)
      .executeTakeFirst();
  const requestCount = async () =>
    Number(
      (
        await harness.database.db
          .selectFrom('casino_requests')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('signing', () => {
    it.each([
      ['no signature', { signature: null }, 'invalid_signature'],
      ['a signature by another secret', { signature: 'a'.repeat(64) }, 'invalid_signature'],
      ['a signature that is not hex', { signature: 'not-a-signature' }, 'invalid_signature'],
      ['an unknown provider', { code: 'acme' }, 'unknown_provider'],
      ['no provider', { code: '' }, 'unknown_provider'],
    ])('refuses %s with 401 before anything else', async (_, overrides, error) => {
      const { member, session_token } = await player(5_000);
      const before = await requestCount();
      const response = await provider.send(
        'bet',
        {
          request_id: unique('req'),
          session_token,
          transaction_id: unique('t'),
          round_id: unique('r'),
          game_slug: SLOT,
          amount: 1_000,
        },
        overrides,
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error, message: expect.stringMatching(/[가-힣]/) });
      expect(await casinoBalance(member)).toBe(5_000);
      expect(await requestCount()).toBe(before);
    });

    it('refuses an integration disabled in the database once a process reads it again, within its read interval', async () => {
      const { member, session_token } = await player(5_000);
      const balance = () => provider.send('balance', { request_id: unique('req'), session_token });
      expect((await balance()).statusCode).toBe(200);
      const { db } = harness.database;
      await db.updateTable('casino_integrations').set({ enabled: false }).where('code', '=', 'studio').execute();
      try {
        clock = new Date(START.getTime() + INTEGRATION_READ_EVERY_MS);
        const refused = await balance();
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toMatchObject({ error: 'unknown_provider' });
      } finally {
        await db.updateTable('casino_integrations').set({ enabled: true }).where('code', '=', 'studio').execute();
        clock = new Date(START.getTime() + 2 * INTEGRATION_READ_EVERY_MS);
      }
      expect((await balance()).statusCode).toBe(200);
      expect(await casinoBalance(member)).toBe(5_000);
    });

    it('signs the raw bytes: the same JSON sent with other spacing needs its own signature', async () => {
      const { member, session_token } = await player(5_000);
      const body = {
        request_id: unique('req'),
        session_token,
        transaction_id: unique('t'),
        round_id: unique('r'),
        game_slug: SLOT,
        amount: 1_000,
      };
      const spaced = JSON.stringify(body, null, 2);
      const tampered = await provider.send('bet', body, {
        rawBody: spaced,
        signature: signWalletBody(secret, JSON.stringify(body)),
      });
      expect(tampered.statusCode).toBe(401);
      const honest = await provider.send('bet', body, { rawBody: spaced });
      expect(honest.statusCode).toBe(200);
      expect(await casinoBalance(member)).toBe(4_000);
    });

    it('checks the signature before the JSON: a signed non-JSON body is 400, an unsigned one 401', async () => {
      expect((await provider.send('balance', {}, { rawBody: '{"request_id":' })).json()).toMatchObject({
        error: 'invalid_json',
      });
      expect(
        (await provider.send('balance', {}, { rawBody: '{"request_id":', signature: 'b'.repeat(64) })).statusCode,
      ).toBe(401);
    });

    it.each([
      ['no request id', { request_id: undefined }],
      ['a bet of 0 won', { amount: 0 }],
      ['a negative amount', { amount: -1 }],
      ['a fractional amount', { amount: 10.5 }],
      ['an amount as text', { amount: '1000' }],
      ['no round id', { round_id: undefined }],
      ['a request id too long', { request_id: 'r'.repeat(101) }],
    ])('refuses a signed bet with %s as 400 validation_error, recording nothing', async (_, change) => {
      const { member, session_token } = await player(5_000);
      const before = await requestCount();
      const body = {
        request_id: unique('req'),
        session_token,
        transaction_id: unique('t'),
        round_id: unique('r'),
        game_slug: SLOT,
        amount: 1_000,
        ...change,
      };
      const response = await provider.send('bet', JSON.parse(JSON.stringify(body)));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error' });
      expect(await requestCount()).toBe(before);
      expect(await casinoBalance(member)).toBe(5_000);
    });
  });

  describe('request ids', () => {
    it('answers a repeated request id with the first answer, moving money once', async () => {
      const { member, session_token } = await player(10_000);
      const fields = { request_id: unique('req'), transaction_id: unique('t'), round_id: unique('r'), amount: 2_500 };
      const first = await bet(session_token, fields);
      const second = await bet(session_token, fields);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(walletTransactionResponseSchema.parse(first.json()).balance).toBe(7_500);
      expect(await casinoBalance(member)).toBe(7_500);
    });

    it('answers a repeated refusal with the same status, even after the balance changed', async () => {
      const { member, session_token } = await player(1_000);
      const fields = { request_id: unique('req'), transaction_id: unique('t'), round_id: unique('r'), amount: 2_000 };
      const first = await bet(session_token, fields);
      expect(first.statusCode).toBe(422);
      expect(first.json()).toEqual({
        error: 'insufficient_funds',
        message: '카지노머니가 부족합니다.',
        balance: 1_000,
      });
      await inTransaction(harness.database.db, (trx) =>
        harness.app.services.wallet.grantPromotion(trx, member.user.id, { casino: 5_000 }),
      );
      const repeat = await bet(session_token, fields);
      expect(repeat.statusCode).toBe(422);
      expect(repeat.body).toBe(first.body);
      // The transaction itself was never processed: under a new request id it goes through.
      const retried = await bet(session_token, { ...fields, request_id: unique('req') });
      expect(retried.statusCode).toBe(200);
      expect(await casinoBalance(member)).toBe(4_000);
    });

    it('refuses a request id reused with another body or another call, changing nothing', async () => {
      const { member, session_token } = await player(10_000);
      const request_id = unique('req');
      await bet(session_token, { request_id, transaction_id: unique('t'), round_id: unique('r'), amount: 1_000 });
      const otherBody = await bet(session_token, {
        request_id,
        transaction_id: unique('t'),
        round_id: unique('r'),
        amount: 1_000,
      });
      expect(otherBody.statusCode).toBe(409);
      expect(otherBody.json()).toMatchObject({ error: 'request_id_reused' });
      const otherCall = await provider.send('balance', { request_id, session_token });
      expect(otherCall.statusCode).toBe(409);
      expect(await casinoBalance(member)).toBe(9_000);
    });
  });

  describe('transaction ids', () => {
    it('processes a transaction id once: the same data under a new request id gets the original result', async () => {
      const { member, session_token } = await player(10_000);
      const fields = { transaction_id: unique('t'), round_id: unique('r'), amount: 3_000 };
      const first = walletTransactionResponseSchema.parse((await bet(session_token, fields)).json());
      await bet(session_token, { transaction_id: unique('t'), round_id: fields.round_id, amount: 1_000 });
      const again = await bet(session_token, fields);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ balance: 7_000, operator_transaction_id: first.operator_transaction_id });
      expect(await casinoBalance(member)).toBe(6_000);
    });

    it('refuses the same transaction id with other data, or as another kind, or from another player', async () => {
      const { member, session_token } = await player(10_000);
      const round_id = unique('r');
      const transaction_id = unique('t');
      await bet(session_token, { transaction_id, round_id, amount: 1_000 });
      const otherAmount = await bet(session_token, { transaction_id, round_id, amount: 2_000 });
      expect(otherAmount.statusCode).toBe(409);
      expect(otherAmount.json()).toMatchObject({ error: 'transaction_conflict' });
      const asWin = await win(session_token, {
        transaction_id,
        reference_transaction_id: transaction_id,
        round_id,
        amount: 1_000,
      });
      expect(asWin.json()).toMatchObject({ error: 'transaction_conflict' });
      const other = await player(10_000);
      const fromOther = await bet(other.session_token, { transaction_id, round_id, amount: 1_000 });
      expect(fromOther.json()).toMatchObject({ error: 'transaction_conflict' });
      expect(await casinoBalance(member)).toBe(9_000);
      expect(await casinoBalance(other.member)).toBe(10_000);
    });
  });

  describe('rounds', () => {
    it('pays a win into casino money and closes the round; a zero win closes without a ledger entry', async () => {
      const { member, session_token } = await player(10_000);
      const [won, lost] = [unique('r'), unique('r')];
      await bet(session_token, { transaction_id: `${won}-b`, round_id: won, amount: 1_000 });
      const paid = await win(session_token, {
        transaction_id: `${won}-w`,
        reference_transaction_id: `${won}-b`,
        round_id: won,
        amount: 5_000,
      });
      expect(paid.json()).toMatchObject({ balance: 14_000, currency: 'KRW' });
      expect(await roundOf(won)).toEqual({ status: 'closed', bet_total: 1_000, win_total: 5_000 });

      await bet(session_token, { transaction_id: `${lost}-b`, round_id: lost, amount: 2_000 });
      const nothing = await win(session_token, {
        transaction_id: `${lost}-w`,
        reference_transaction_id: `${lost}-b`,
        round_id: lost,
        amount: 0,
      });
      expect(nothing.json()).toMatchObject({ balance: 12_000 });
      expect(await roundOf(lost)).toEqual({ status: 'closed', bet_total: 2_000, win_total: 0 });
      expect(await casinoBalance(member)).toBe(12_000);
    });

    it('keeps a round open across several bets until its last call, then refuses bets and wins on it', async () => {
      const { session_token } = await player(10_000);
      const round_id = unique('r');
      await bet(session_token, { transaction_id: `${round_id}-b1`, round_id, amount: 1_000 });
      await bet(session_token, { transaction_id: `${round_id}-b2`, round_id, amount: 1_500 });
      await win(session_token, {
        transaction_id: `${round_id}-w1`,
        reference_transaction_id: `${round_id}-b1`,
        round_id,
        amount: 500,
        round_closed: false,
      });
      expect(await roundOf(round_id)).toEqual({ status: 'open', bet_total: 2_500, win_total: 500 });
      await win(session_token, {
        transaction_id: `${round_id}-w2`,
        reference_transaction_id: `${round_id}-b2`,
        round_id,
        amount: 0,
      });

      const lateBet = await bet(session_token, { transaction_id: `${round_id}-b3`, round_id, amount: 1_000 });
      expect(lateBet.statusCode).toBe(409);
      expect(lateBet.json()).toMatchObject({ error: 'round_closed' });
      const lateWin = await win(session_token, {
        transaction_id: `${round_id}-w3`,
        reference_transaction_id: `${round_id}-b1`,
        round_id,
        amount: 100,
      });
      expect(lateWin.json()).toMatchObject({ error: 'round_closed' });
    });

    it('answers a win for an unknown bet, a bet of another round or of another player with 404 bet_not_found', async () => {
      const { session_token } = await player(10_000);
      const other = await player(10_000);
      const [mine, second] = [unique('r'), unique('r')];
      await bet(session_token, { transaction_id: `${mine}-b`, round_id: mine, amount: 1_000 });
      await bet(session_token, { transaction_id: `${second}-b`, round_id: second, amount: 1_000 });
      for (const [token, reference, round_id] of [
        [session_token, 'never-sent', mine],
        [session_token, `${second}-b`, mine],
        [other.session_token, `${mine}-b`, mine],
      ] as const) {
        const response = await win(token, {
          transaction_id: unique('w'),
          reference_transaction_id: reference,
          round_id,
          amount: 1_000,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: 'bet_not_found' });
      }
      expect(await casinoBalance(other.member)).toBe(10_000);
    });

    it("refuses a bet on another player's round, or on the round in another game, taking nothing", async () => {
      const { member, session_token } = await player(10_000);
      const other = await player(10_000);
      const round_id = unique('r');
      expect((await bet(session_token, { transaction_id: unique('t'), round_id, amount: 1_000 })).statusCode).toBe(200);
      const intruder = await bet(other.session_token, { transaction_id: unique('t'), round_id, amount: 1_000 });
      const otherGame = await bet(session_token, {
        transaction_id: unique('t'),
        round_id,
        amount: 1_000,
        game_slug: FIXTURE_GAMES[1]!.slug,
      });
      for (const refused of [intruder, otherGame]) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ error: 'transaction_conflict' });
      }
      expect(await casinoBalance(member)).toBe(9_000);
      expect(await casinoBalance(other.member)).toBe(10_000);
      expect(await roundOf(round_id)).toMatchObject({ status: 'open', bet_total: 1_000 });
    });

    it('refuses unknown games and unknown sessions', async () => {
      const { session_token } = await player(10_000);
      const unknownGame = await bet(session_token, {
        transaction_id: unique('t'),
        round_id: unique('r'),
        amount: 1_000,
        game_slug: 'no-such-game',
      });
      expect(unknownGame.statusCode).toBe(404);
      expect(unknownGame.json()).toMatchObject({ error: 'game_not_found' });
      const unknownSession = await bet('not-a-session', {
        transaction_id: unique('t'),
        round_id: unique('r'),
        amount: 1_000,
      });
      expect(unknownSession.statusCode).toBe(401);
      expect(unknownSession.json()).toMatchObject({ error: 'session_expired' });
    });

    it('refuses a bet beyond the casino money with 422 and the balance', async () => {
      const { member, session_token } = await player(2_000);
      const response = await bet(session_token, { transaction_id: unique('t'), round_id: unique('r'), amount: 2_001 });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: 'insufficient_funds', balance: 2_000 });
      expect(await casinoBalance(member)).toBe(2_000);
    });
  });

  describe('rollbacks', () => {
    it('refunds a bet once and marks the round rolled back', async () => {
      const { member, session_token } = await player(10_000);
      const round_id = unique('r');
      await bet(session_token, { transaction_id: `${round_id}-b`, round_id, amount: 4_000 });
      const undone = await rollback(session_token, {
        transaction_id: `${round_id}-x`,
        reference_transaction_id: `${round_id}-b`,
        round_id,
      });
      expect(undone.json()).toMatchObject({ balance: 10_000 });
      expect(await roundOf(round_id)).toEqual({ status: 'rolled_back', bet_total: 4_000, win_total: 4_000 });
      const twice = await rollback(session_token, {
        transaction_id: `${round_id}-x2`,
        reference_transaction_id: `${round_id}-b`,
        round_id,
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ error: 'bet_rolled_back' });
      // A repeat of the same rollback transaction is the first result, not a second refund.
      const repeat = await rollback(session_token, {
        transaction_id: `${round_id}-x`,
        reference_transaction_id: `${round_id}-b`,
        round_id,
      });
      expect(repeat.json()).toMatchObject({ balance: 10_000 });
      expect(await casinoBalance(member)).toBe(10_000);
    });

    it('records a rollback of a bet not seen yet, so the bet arriving late is refused', async () => {
      const { member, session_token } = await player(10_000);
      const round_id = unique('r');
      const early = await rollback(session_token, {
        transaction_id: `${round_id}-x`,
        reference_transaction_id: `${round_id}-b`,
        round_id,
      });
      expect(early.statusCode).toBe(200);
      expect(early.json()).toMatchObject({ balance: 10_000 });
      const late = await bet(session_token, { transaction_id: `${round_id}-b`, round_id, amount: 3_000 });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ error: 'bet_rolled_back' });
      expect(await casinoBalance(member)).toBe(10_000);
      expect(await roundOf(round_id)).toEqual({ status: 'rolled_back', bet_total: 0, win_total: 0 });
    });

    it('refuses to roll back a bet whose round already paid a win', async () => {
      const { member, session_token } = await player(10_000);
      const round_id = unique('r');
      await bet(session_token, { transaction_id: `${round_id}-b`, round_id, amount: 1_000 });
      await win(session_token, {
        transaction_id: `${round_id}-w`,
        reference_transaction_id: `${round_id}-b`,
        round_id,
        amount: 3_000,
      });
      const response = await rollback(session_token, {
        transaction_id: `${round_id}-x`,
        reference_transaction_id: `${round_id}-b`,
        round_id,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'round_closed' });
      expect(await casinoBalance(member)).toBe(12_000);
    });

    it('refuses a win for a rolled-back bet while its round stays open', async () => {
      const { session_token } = await player(10_000);
      const round_id = unique('r');
      await bet(session_token, { transaction_id: `${round_id}-b1`, round_id, amount: 1_000 });
      await bet(session_token, { transaction_id: `${round_id}-b2`, round_id, amount: 1_000 });
      await rollback(session_token, {
        transaction_id: `${round_id}-x`,
        reference_transaction_id: `${round_id}-b1`,
        round_id,
        round_closed: false,
      });
      const response = await win(session_token, {
        transaction_id: `${round_id}-w`,
        reference_transaction_id: `${round_id}-b1`,
        round_id,
        amount: 500,
      });
      expect(response.json()).toMatchObject({ error: 'bet_rolled_back' });
      await win(session_token, {
        transaction_id: `${round_id}-w2`,
        reference_transaction_id: `${round_id}-b2`,
        round_id,
        amount: 500,
      });
      expect(await roundOf(round_id)).toEqual({ status: 'closed', bet_total: 2_000, win_total: 1_500 });
    });
  });

  describe('sessions', () => {
    it('refuses balance and bets after the session expired, but still settles wins and rollbacks', async () => {
      const { member, session_token } = await player(10_000);
      const [paid, undone] = [unique('r'), unique('r')];
      await bet(session_token, { transaction_id: `${paid}-b`, round_id: paid, amount: 1_000 });
      await bet(session_token, { transaction_id: `${undone}-b`, round_id: undone, amount: 2_000 });
      clock = new Date(START.getTime() + WALLET_SESSION_TTL_MS);

      const balance = await provider.send('balance', { request_id: unique('req'), session_token });
      expect(balance.statusCode).toBe(401);
      expect(balance.json()).toMatchObject({ error: 'session_expired' });
      const lateBet = await bet(session_token, { transaction_id: unique('t'), round_id: unique('r'), amount: 1_000 });
      expect(lateBet.json()).toMatchObject({ error: 'session_expired' });

      expect(
        (
          await win(session_token, {
            transaction_id: `${paid}-w`,
            reference_transaction_id: `${paid}-b`,
            round_id: paid,
            amount: 2_500,
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await rollback(session_token, {
            transaction_id: `${undone}-x`,
            reference_transaction_id: `${undone}-b`,
            round_id: undone,
          })
        ).statusCode,
      ).toBe(200);
      clock = START; // the member's site session ends at the same hour
      expect(await casinoBalance(member)).toBe(11_500);
    });

    it('answers the balance of a live session', async () => {
      const { session_token } = await player(7_000);
      const response = await provider.send('balance', { request_id: unique('req'), session_token });
      expect(response.json()).toEqual({ request_id: expect.any(String), balance: 7_000, currency: 'KRW' });
    });
  });

  describe('reconciliation', () => {
    it('reports a casino transaction without its ledger posting, and a round whose totals drifted', async () => {
      const { member, session_token } = await player(10_000);
      const round_id = unique('r');
      await bet(session_token, { transaction_id: `${round_id}-b`, round_id, amount: 1_000, round_closed: true });
      const { db } = harness.database;
      const round = await db
        .selectFrom('casino_rounds')
        .select(['id', 'integration_id'])
        .where('external_id', '=', round_id)
        .executeTakeFirstOrThrow();
      const forged = await db
        .insertInto('casino_transactions')
        .values({
          integration_id: round.integration_id,
          external_id: `${round_id}-forged`,
          kind: 'win',
          user_id: member.user.id,
          round_id: round.id,
          amount: 500,
          reference_external_id: `${round_id}-b`,
          data_hash: 'x',
          balance_after: 0,
          created_at: START,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const report = await harness.app.services.casino.reconcile();
      expect(report.ok).toBe(false);
      expect(report.unmatchedLedger).toEqual([
        { casino_transaction_id: forged.id, ledger_transaction_id: null, expected: 500, posted: 0 },
      ]);
      expect(report.roundTotalMismatches).toEqual([
        { round_id: round.id, bet_total: 1_000, bets: 1_000, win_total: 0, wins: 500 },
      ]);
      await db.deleteFrom('casino_transactions').where('id', '=', forged.id).execute();
    });
  });

  describe('concurrency', () => {
    it('takes exactly the affordable bets of one member sent at once, never going below zero', async () => {
      const { member, session_token } = await player(10_000);
      const responses = await Promise.all(
        Array.from({ length: 8 }, () =>
          bet(session_token, { transaction_id: unique('t'), round_id: unique('r'), amount: 3_000 }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 422, 422, 422, 422, 422]);
      for (const refused of responses.filter((response) => response.statusCode === 422)) {
        expect(refused.json()).toMatchObject({ error: 'insufficient_funds', balance: 1_000 });
      }
      expect(await casinoBalance(member)).toBe(1_000);
    });

    it('lets exactly one of a win and a rollback of the same bet sent at once take effect, many times over', async () => {
      const { member, session_token } = await player(100_000);
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const round_id = unique('r');
          const stake = unique('t');
          expect((await bet(session_token, { transaction_id: stake, round_id, amount: 1_000 })).statusCode).toBe(200);
          const [paid, undone] = await Promise.all([
            win(session_token, {
              transaction_id: unique('w'),
              reference_transaction_id: stake,
              round_id,
              amount: 3_000,
            }),
            rollback(session_token, { transaction_id: unique('rb'), reference_transaction_id: stake, round_id }),
          ]);
          // Whichever came second found the other's record under the member's lock.
          expect([paid.statusCode, undone.statusCode].sort()).toEqual([200, 409]);
          return paid.statusCode === 200 ? 'won' : 'rolled back';
        }),
      );
      const won = outcomes.filter((outcome) => outcome === 'won').length;
      expect(await casinoBalance(member)).toBe(100_000 + won * 2_000);
    });

    it('answers one request id sent twice at once with one answer and one debit', async () => {
      const { member, session_token } = await player(10_000);
      const fields = { request_id: unique('req'), transaction_id: unique('t'), round_id: unique('r'), amount: 1_000 };
      const [first, second] = await Promise.all([bet(session_token, fields), bet(session_token, fields)]);
      expect(first.body).toBe(second.body);
      expect(await casinoBalance(member)).toBe(9_000);
    });

    it('moves money once for one request id sent at once with different bodies; the others are refused', async () => {
      const { member, session_token } = await player(10_000);
      const request_id = unique('req');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          bet(session_token, { request_id, transaction_id: unique('t'), round_id: unique('r'), amount: 1_000 }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
        expect(refused.json()).toMatchObject({ error: 'request_id_reused' });
      }
      expect(await casinoBalance(member)).toBe(9_000);
    });

    it('answers one refused request id sent at once several times with one stored refusal', async () => {
      const { member, session_token } = await player(1_000);
      const fields = { request_id: unique('req'), transaction_id: unique('t'), round_id: unique('r'), amount: 2_000 };
      const answers = await Promise.all(Array.from({ length: 6 }, () => bet(session_token, fields)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(422));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      const records = await harness.database.db
        .selectFrom('casino_requests')
        .select(['status_code'])
        .where('request_id', '=', fields.request_id)
        .execute();
      expect(records).toEqual([{ status_code: 422 }]);
      expect(await casinoBalance(member)).toBe(1_000);
    });
  });
});

describe('seamless-wallet protocol and the rate limit', () => {
  it('leaves signed wallet calls out of the per-address limit that still guards the site', async () => {
    const harness = await createTestApp('pglite', { config: testConfig({ ADDRESS_RATE_LIMIT_PER_MINUTE: '3' }) });
    try {
      const provider = providerClient(harness.app, { code: 'studio', secret: await studioWalletSecret(harness.app) });
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          provider.send('balance', { request_id: `limit-${index}`, session_token: 'none' }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(401));
      const site = await Promise.all(
        Array.from({ length: 5 }, () => harness.app.inject({ method: 'GET', url: '/api/games/slots' })),
      );
      expect(site.map((answer) => answer.statusCode)).toContain(429);
    } finally {
      await harness.close();
    }
  });
});
