import {
  studioRoundsResponseSchema,
  studioSessionSchema,
  studioStateSchema,
  type SessionResponse,
} from '@hanpan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, databaseKinds, type TestApp } from '../../test/helpers';
import { launchToken, studioWalletSecret } from '../../test/casino-test-kit';
import { createStudioRepository } from '../studio/studio.repository';
import { createStudioService } from '../studio/studio.service';
import { casinoBalanceOf, createStudioTestApp, expectMoneyReconciled } from '../../test/studio-test-kit';
import { createWalletClient, type WalletTransport } from '../studio/wallet-client';
import { createStudioRecovery, STUDIO_RECOVERY_GRACE_MS } from './studio-recovery';
import { inTransaction } from '../db/transaction';

const SLOT = 'golden-fortune';
const SLOT_BET = { engine: 'slot', line_bet: 100 } as const; // a stake of 2,000

describe.each(databaseKinds)('studio recovery on %s', (kind) => {
  let harness: TestApp;
  let secret: string;

  beforeAll(async () => {
    harness = await createStudioTestApp(kind);
    secret = await studioWalletSecret(harness.app);
  });
  afterEach(async () => {
    // Whatever was stuck, once recovered the ledger is whole and the protocol record matches it.
    await expectMoneyReconciled(harness);
  });
  afterAll(async () => {
    await harness.close();
  });

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const casinoBalance = (member: SessionResponse) => casinoBalanceOf(harness, member);
  /** What the player's round list shows: closed rounds only. */
  const studioRounds = async (token: string) =>
    studioRoundsResponseSchema.parse(
      (await harness.app.inject({ method: 'GET', url: '/studio/api/rounds', headers: auth(token) })).json(),
    ).results;
  /** Every round the studio recorded for the session, newest first, whatever its status. */
  const recordedRounds = async (token: string) => {
    const session = await studioWith(transport()).sessionOf(token);
    return harness.database.db
      .selectFrom('studio_rounds')
      .select(['round_id', 'status', 'stake', 'payout', 'nonce', 'outcome'])
      .where('session_id', '=', session.id)
      .orderBy('id', 'desc')
      .execute();
  };
  const nextNonce = async (token: string) =>
    studioStateSchema.parse(
      (await harness.app.inject({ method: 'GET', url: '/studio/api/state', headers: auth(token) })).json(),
    ).fairness.nonce;
  const operatorRounds = async (member: SessionResponse) =>
    (
      await harness.app.inject({
        method: 'GET',
        url: '/api/games/rounds?page=1&size=10',
        headers: auth(member.token.token),
      })
    ).json<{
      results: { round_id: string; status: string; bet: number; win: number }[];
    }>().results;

  /** The operator, reached in-process; `fail` decides, per call, to lose it before or after it is processed. */
  function transport(
    fail: (call: string) => 'before' | 'after' | null = () => null,
    calls: string[] = [],
  ): WalletTransport {
    return async (url, payload, headers) => {
      const call = url.slice(url.lastIndexOf('/') + 1);
      calls.push(call);
      const failure = fail(call);
      if (failure === 'before') throw new Error('connection refused');
      const response = await harness.app.inject({ method: 'POST', url, payload, headers });
      if (failure === 'after') throw new Error('connection reset after sending');
      return { statusCode: response.statusCode, body: response.body };
    };
  }

  /** A studio whose wallet calls go through `wallet`, with no pause between resends. */
  const studioWith = (wallet: WalletTransport, repository = createStudioRepository()) =>
    createStudioService({
      db: harness.database.db,
      repository,
      log: harness.app.log,
      wallet: createWalletClient({ secret, transport: wallet, attempts: 1, backoff: async () => {} }),
    });

  /** The recovery sweeper as another process runs it, a while after the rounds got stuck. */
  const recoveryWith = (wallet: WalletTransport, afterMs = STUDIO_RECOVERY_GRACE_MS + 1000) =>
    createStudioRecovery({
      db: harness.database.db,
      repository: createStudioRepository(),
      log: harness.app.log,
      wallet: createWalletClient({ secret, transport: wallet, backoff: async () => {} }),
      now: () => new Date(Date.now() + afterMs),
    });

  async function realSession(casino: number) {
    const member = await createAccount(harness.app);
    await inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, member.user.id, { casino }),
    );
    const response = await harness.app.inject({
      method: 'POST',
      url: '/studio/api/sessions',
      payload: { launch_token: await launchToken(harness.app, member, SLOT), mode: 'real' },
    });
    const session = studioSessionSchema.parse(response.json());
    return { member, token: session.session_token };
  }

  /** Plays one round through `studio`, expecting it to fail with `failure` (a lost answer: 503). */
  async function stuckRound(
    studio: ReturnType<typeof studioWith>,
    token: string,
    failure: object = { statusCode: 503, code: 'wallet_unavailable' },
  ): Promise<string> {
    await expect(studio.playRound(await studio.sessionOf(token), SLOT_BET)).rejects.toMatchObject(failure);
    const [round] = await recordedRounds(token);
    if (!round) throw new Error('the round was not recorded');
    return round.round_id;
  }

  /** A round never drawn: no outcome, payout or nonce, the player's next nonce still `nonce`, and nothing listed. */
  async function expectNeverDrawn(token: string, roundId: string, nonce = 0) {
    expect((await recordedRounds(token)).find((round) => round.round_id === roundId)).toMatchObject({
      outcome: null,
      payout: null,
      nonce: null,
    });
    expect(await nextNonce(token)).toBe(nonce);
    expect(await studioRounds(token)).toEqual([]);
  }

  it('resends the win of a debited round with its own request id, once', async () => {
    const { member, token } = await realSession(50_000);
    const lostWin = studioWith(transport((call) => (call === 'win' ? 'before' : null)));
    const roundId = await stuckRound(lostWin, token);
    const [stuck] = await recordedRounds(token);
    expect(stuck).toMatchObject({ round_id: roundId, status: 'debited', stake: 2000, nonce: 0 });
    // Drawn (the stake is taken) but not closed: the player's list does not show it yet.
    expect(await studioRounds(token)).toEqual([]);
    expect(await casinoBalance(member)).toBe(48_000);
    expect(await operatorRounds(member)).toMatchObject([{ round_id: roundId, status: 'open', bet: 2000, win: 0 }]);

    // Too young: the request that played it may still be settling it.
    const early: string[] = [];
    expect(await recoveryWith(transport(undefined, early), 0).run()).toEqual({ settled: 0, rolledBack: 0, failed: 0 });
    expect(early).toEqual([]);

    const calls: string[] = [];
    expect(await recoveryWith(transport(undefined, calls)).run()).toEqual({ settled: 1, rolledBack: 0, failed: 0 });
    expect(calls).toEqual(['win']);
    const payout = stuck?.payout ?? 0;
    expect(await studioRounds(token)).toMatchObject([{ round_id: roundId, status: 'settled' }]);
    expect(await casinoBalance(member)).toBe(48_000 + payout);
    expect(await operatorRounds(member)).toMatchObject([
      { round_id: roundId, status: 'closed', bet: 2000, win: payout },
    ]);

    // A second sweep finds nothing to do and calls nobody.
    const again: string[] = [];
    expect(await recoveryWith(transport(undefined, again)).run()).toEqual({ settled: 0, rolledBack: 0, failed: 0 });
    expect(again).toEqual([]);
    expect(await casinoBalance(member)).toBe(48_000 + payout);
  });

  it('settles a debited round whose win the operator did process (the answer was lost): nothing moves twice', async () => {
    const { member, token } = await realSession(50_000);
    const roundId = await stuckRound(studioWith(transport((call) => (call === 'win' ? 'after' : null))), token);
    const [stuck] = await recordedRounds(token);
    const payout = stuck?.payout ?? 0;
    expect(await casinoBalance(member)).toBe(48_000 + payout);

    expect(await recoveryWith(transport()).run()).toEqual({ settled: 1, rolledBack: 0, failed: 0 });
    expect(await studioRounds(token)).toMatchObject([{ round_id: roundId, status: 'settled' }]);
    expect(await casinoBalance(member)).toBe(48_000 + payout);
    expect(await operatorRounds(member)).toMatchObject([{ round_id: roundId, status: 'closed', win: payout }]);
  });

  it('rolls back a pending round whose bet went through but whose answer and rollback were lost', async () => {
    const { member, token } = await realSession(30_000);
    const lost = studioWith(transport((call) => (call === 'bet' ? 'after' : call === 'rollback' ? 'before' : null)));
    const roundId = await stuckRound(lost, token);
    expect(await recordedRounds(token)).toMatchObject([{ round_id: roundId, status: 'pending' }]);
    await expectNeverDrawn(token, roundId);
    expect(await casinoBalance(member)).toBe(28_000);

    const calls: string[] = [];
    expect(await recoveryWith(transport(undefined, calls)).run()).toEqual({ settled: 0, rolledBack: 1, failed: 0 });
    expect(calls).toEqual(['rollback']);
    expect(await recordedRounds(token)).toMatchObject([{ round_id: roundId, status: 'rolled_back' }]);
    await expectNeverDrawn(token, roundId);
    expect(await casinoBalance(member)).toBe(30_000);
    expect(await operatorRounds(member)).toMatchObject([
      { round_id: roundId, status: 'rolled_back', bet: 2000, win: 2000 },
    ]);
    expect(await recoveryWith(transport()).run()).toEqual({ settled: 0, rolledBack: 0, failed: 0 });
  });

  it('rolls back a pending round whose bet never arrived: nothing moves', async () => {
    const { member, token } = await realSession(30_000);
    const roundId = await stuckRound(
      studioWith(transport((call) => (call === 'bet' || call === 'rollback' ? 'before' : null))),
      token,
    );
    expect(await recoveryWith(transport()).run()).toEqual({ settled: 0, rolledBack: 1, failed: 0 });
    expect(await recordedRounds(token)).toMatchObject([{ round_id: roundId, status: 'rolled_back' }]);
    await expectNeverDrawn(token, roundId);
    expect(await casinoBalance(member)).toBe(30_000);
  });

  it('rolls back a round whose process stopped between the debit and the draw: no outcome is ever drawn', async () => {
    const { member, token } = await realSession(30_000);
    // The process dies once the operator has taken the stake, before the draw is stored.
    const stopsAfterDebit = studioWith(transport(), {
      ...createStudioRepository(),
      recordDraw: async () => {
        throw new Error('the process stopped');
      },
    });
    const roundId = await stuckRound(stopsAfterDebit, token, { message: 'the process stopped' });
    expect(await recordedRounds(token)).toMatchObject([{ round_id: roundId, status: 'pending' }]);
    await expectNeverDrawn(token, roundId);
    expect(await casinoBalance(member)).toBe(28_000);

    expect(await recoveryWith(transport()).run()).toEqual({ settled: 0, rolledBack: 1, failed: 0 });
    expect(await recordedRounds(token)).toMatchObject([{ round_id: roundId, status: 'rolled_back' }]);
    await expectNeverDrawn(token, roundId);
    expect(await casinoBalance(member)).toBe(30_000);
    expect(await operatorRounds(member)).toMatchObject([
      { round_id: roundId, status: 'rolled_back', bet: 2000, win: 2000 },
    ]);
  });

  it('draws nothing when the bet’s answer arrives after recovery rolled the round back', async () => {
    const { member, token } = await realSession(30_000);
    // The operator takes the stake, but its answer is so slow that recovery rolls the round back first.
    const slowBet: WalletTransport = async (url, payload, headers) => {
      const response = await harness.app.inject({ method: 'POST', url, payload, headers });
      if (url.endsWith('/bet'))
        expect(await recoveryWith(transport()).run()).toEqual({ settled: 0, rolledBack: 1, failed: 0 });
      return { statusCode: response.statusCode, body: response.body };
    };
    const roundId = await stuckRound(studioWith(slowBet), token, { statusCode: 409, code: 'round_cancelled' });
    expect(await recordedRounds(token)).toMatchObject([{ round_id: roundId, status: 'rolled_back' }]);
    await expectNeverDrawn(token, roundId);
    expect(await casinoBalance(member)).toBe(30_000);
    expect(await operatorRounds(member)).toMatchObject([
      { round_id: roundId, status: 'rolled_back', bet: 2000, win: 2000 },
    ]);
  });

  it('keeps a round the operator still does not answer, and finishes it on a later sweep', async () => {
    const { member, token } = await realSession(30_000);
    const roundId = await stuckRound(studioWith(transport((call) => (call === 'win' ? 'before' : null))), token);
    expect(await recoveryWith(transport((call) => (call === 'win' ? 'before' : null))).run()).toEqual({
      settled: 0,
      rolledBack: 0,
      failed: 1,
    });
    expect(await recordedRounds(token)).toMatchObject([{ round_id: roundId, status: 'debited' }]);
    // Within its lease another sweep leaves it alone; after the lease it is tried again.
    expect(await recoveryWith(transport()).run()).toEqual({ settled: 0, rolledBack: 0, failed: 0 });
    expect(await recoveryWith(transport(), STUDIO_RECOVERY_GRACE_MS + 3 * 60_000).run()).toEqual({
      settled: 1,
      rolledBack: 0,
      failed: 0,
    });
    expect(await studioRounds(token)).toMatchObject([{ round_id: roundId, status: 'settled' }]);
    expect(await casinoBalance(member)).toBeGreaterThanOrEqual(28_000);
  });

  it('lets two processes sweep at once: every stuck round is finished by exactly one of them', async () => {
    const sessions = await Promise.all([realSession(20_000), realSession(20_000), realSession(20_000)]);
    const lostWin = studioWith(transport((call) => (call === 'win' ? 'before' : null)));
    for (const { token } of sessions) await stuckRound(lostWin, token);

    const calls: string[] = [];
    const [first, second] = await Promise.all([
      recoveryWith(transport(undefined, calls)).run(),
      recoveryWith(transport(undefined, calls)).run(),
    ]);
    expect((first?.settled ?? 0) + (second?.settled ?? 0)).toBe(3);
    expect(calls).toEqual(['win', 'win', 'win']);
    for (const { token } of sessions) expect((await studioRounds(token))[0]?.status).toBe('settled');
  });
});
