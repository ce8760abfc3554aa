import { studioRoundsResponseSchema, studioSessionSchema, type SessionResponse } from '@hanpan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, databaseKinds, testConfig, type TestApp } from '../../test/helpers';
import { launchToken } from '../modules/casino/casino-test-kit';
import { createStudioRepository } from '../studio/studio.repository';
import { createStudioService } from '../studio/studio.service';
import { casinoBalanceOf, createStudioTestApp, expectMoneyReconciled } from '../studio/studio-test-kit';
import { createWalletClient, type WalletTransport } from '../studio/wallet-client';
import { createStudioRecovery, STUDIO_RECOVERY_GRACE_MS } from './studio-recovery';

const SLOT = 'golden-fortune';
const SLOT_BET = { engine: 'slot', line_bet: 100 } as const; // a stake of 2,000

describe.each(databaseKinds)('studio recovery on %s', (kind) => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await createStudioTestApp(kind);
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
  const studioRounds = async (token: string) =>
    studioRoundsResponseSchema.parse((await harness.app.inject({ method: 'GET', url: '/studio/api/rounds', headers: auth(token) })).json()).results;
  const operatorRounds = async (member: SessionResponse) =>
    (await harness.app.inject({ method: 'GET', url: '/api/games/rounds?page=1&size=10', headers: auth(member.token.token) })).json<{
      results: { round_id: string; status: string; bet: number; win: number }[];
    }>().results;

  /** The operator, reached in-process; `fail` decides, per call, to lose it before or after it is processed. */
  function transport(fail: (call: string) => 'before' | 'after' | null = () => null, calls: string[] = []): WalletTransport {
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
  const studioWith = (wallet: WalletTransport) =>
    createStudioService({
      db: harness.database.db,
      repository: createStudioRepository(),
      log: harness.app.log,
      wallet: createWalletClient({ secret: testConfig().studioWalletSecret, transport: wallet, attempts: 1, backoff: async () => {} }),
    });

  /** The recovery sweeper as another process runs it, a while after the rounds got stuck. */
  const recoveryWith = (wallet: WalletTransport, afterMs = STUDIO_RECOVERY_GRACE_MS + 1000) =>
    createStudioRecovery({
      db: harness.database.db,
      repository: createStudioRepository(),
      log: harness.app.log,
      wallet: createWalletClient({ secret: testConfig().studioWalletSecret, transport: wallet, backoff: async () => {} }),
      now: () => new Date(Date.now() + afterMs),
    });

  async function realSession(casino: number) {
    const member = await createAccount(harness.app);
    await harness.database.db.transaction().execute((trx) => harness.app.services.wallet.grantPromotion(trx, member.user.id, { casino }));
    const response = await harness.app.inject({ method: 'POST', url: '/studio/api/sessions', payload: { launch_token: await launchToken(harness.app, member, SLOT), mode: 'real' } });
    const session = studioSessionSchema.parse(response.json());
    return { member, token: session.session_token };
  }

  /** Plays one round through `studio`, expecting the lost answer to surface as 503. */
  async function stuckRound(studio: ReturnType<typeof studioWith>, token: string): Promise<string> {
    await expect(studio.playRound(await studio.sessionOf(token), SLOT_BET)).rejects.toMatchObject({ statusCode: 503, code: 'wallet_unavailable' });
    const [round] = await studioRounds(token);
    if (!round) throw new Error('the round was not recorded');
    return round.round_id;
  }

  it('resends the win of a debited round with its own request id, once', async () => {
    const { member, token } = await realSession(50_000);
    const lostWin = studioWith(transport((call) => (call === 'win' ? 'before' : null)));
    const roundId = await stuckRound(lostWin, token);
    const [stuck] = await studioRounds(token);
    expect(stuck).toMatchObject({ round_id: roundId, status: 'debited', stake: 2000 });
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
    expect(await operatorRounds(member)).toMatchObject([{ round_id: roundId, status: 'closed', bet: 2000, win: payout }]);

    // A second sweep finds nothing to do and calls nobody.
    const again: string[] = [];
    expect(await recoveryWith(transport(undefined, again)).run()).toEqual({ settled: 0, rolledBack: 0, failed: 0 });
    expect(again).toEqual([]);
    expect(await casinoBalance(member)).toBe(48_000 + payout);
  });

  it('settles a debited round whose win the operator did process (the answer was lost): nothing moves twice', async () => {
    const { member, token } = await realSession(50_000);
    const roundId = await stuckRound(studioWith(transport((call) => (call === 'win' ? 'after' : null))), token);
    const [stuck] = await studioRounds(token);
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
    expect(await studioRounds(token)).toMatchObject([{ round_id: roundId, status: 'pending' }]);
    expect(await casinoBalance(member)).toBe(28_000);

    const calls: string[] = [];
    expect(await recoveryWith(transport(undefined, calls)).run()).toEqual({ settled: 0, rolledBack: 1, failed: 0 });
    expect(calls).toEqual(['rollback']);
    expect(await studioRounds(token)).toMatchObject([{ round_id: roundId, status: 'rolled_back' }]);
    expect(await casinoBalance(member)).toBe(30_000);
    expect(await operatorRounds(member)).toMatchObject([{ round_id: roundId, status: 'rolled_back', bet: 2000, win: 2000 }]);
    expect(await recoveryWith(transport()).run()).toEqual({ settled: 0, rolledBack: 0, failed: 0 });
  });

  it('rolls back a pending round whose bet never arrived: nothing moves', async () => {
    const { member, token } = await realSession(30_000);
    const roundId = await stuckRound(studioWith(transport((call) => (call === 'bet' || call === 'rollback' ? 'before' : null))), token);
    expect(await recoveryWith(transport()).run()).toEqual({ settled: 0, rolledBack: 1, failed: 0 });
    expect(await studioRounds(token)).toMatchObject([{ round_id: roundId, status: 'rolled_back' }]);
    expect(await casinoBalance(member)).toBe(30_000);
  });

  it('keeps a round the operator still does not answer, and finishes it on a later sweep', async () => {
    const { member, token } = await realSession(30_000);
    const roundId = await stuckRound(studioWith(transport((call) => (call === 'win' ? 'before' : null))), token);
    expect(await recoveryWith(transport((call) => (call === 'win' ? 'before' : null))).run()).toEqual({ settled: 0, rolledBack: 0, failed: 1 });
    expect(await studioRounds(token)).toMatchObject([{ round_id: roundId, status: 'debited' }]);
    // Within its lease another sweep leaves it alone; after the lease it is tried again.
    expect(await recoveryWith(transport()).run()).toEqual({ settled: 0, rolledBack: 0, failed: 0 });
    expect(await recoveryWith(transport(), STUDIO_RECOVERY_GRACE_MS + 3 * 60_000).run()).toEqual({ settled: 1, rolledBack: 0, failed: 0 });
    expect(await studioRounds(token)).toMatchObject([{ round_id: roundId, status: 'settled' }]);
    expect(await casinoBalance(member)).toBeGreaterThanOrEqual(28_000);
  });

  it('lets two processes sweep at once: every stuck round is finished by exactly one of them', async () => {
    const sessions = await Promise.all([realSession(20_000), realSession(20_000), realSession(20_000)]);
    const lostWin = studioWith(transport((call) => (call === 'win' ? 'before' : null)));
    for (const { token } of sessions) await stuckRound(lostWin, token);

    const calls: string[] = [];
    const [first, second] = await Promise.all([recoveryWith(transport(undefined, calls)).run(), recoveryWith(transport(undefined, calls)).run()]);
    expect((first?.settled ?? 0) + (second?.settled ?? 0)).toBe(3);
    expect(calls).toEqual(['win', 'win', 'win']);
    for (const { token } of sessions) expect((await studioRounds(token))[0]?.status).toBe('settled');
  });
});
