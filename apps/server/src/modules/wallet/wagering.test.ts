import type { AccountProfile, SessionResponse } from '@hanpan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedDeposit,
  bearer,
  createAccount,
  createTestApp,
  databaseKinds,
  memberCallerOf,
  placeCasinoBet,
  playCasinoRound,
  TEST_NOW,
  type TestApp,
} from '../../../test/helpers';
import { inTransaction } from '../../db/transaction';

/**
 * Wagering requirements as obligations (docs/decisions.md, "Rollover"): one per approved deposit,
 * filled oldest first by casino stakes that a win or a loss settled; withdrawals wait for all.
 */
describe.each(databaseKinds)('wagering obligations on %s', (kind) => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => TEST_NOW });
  });
  afterEach(async () => {
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await harness.close();
  });

  const wagering = async (member: SessionResponse) =>
    (await harness.app.inject({ url: '/api/account/profile', headers: bearer(member) })).json<AccountProfile>()
      .wagering;
  const toCasino = async (member: SessionResponse, amount: number) =>
    harness.app.services.wallet.convertCashToCasino(await memberCallerOf(harness, member), { amount });
  const withdraw = (member: SessionResponse, amount: number) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/transactions/withdrawals',
      headers: bearer(member),
      payload: { amount },
    });

  it('opens one obligation per approved deposit, and a later deposit never shrinks an earlier one', async () => {
    const member = await createAccount(harness.app);
    const slot = await approvedDeposit(harness, member, 100_000, 'slot'); // 110,000 with the bonus, 300%
    const plain = await approvedDeposit(harness, member, 10_000, 'none'); // 100%

    expect(await wagering(member)).toEqual({
      remaining: 340_000,
      obligations: [
        { deposit_id: slot.id, required: 330_000, wagered: 0, remaining: 330_000, opened_at: TEST_NOW.toISOString() },
        { deposit_id: plain.id, required: 10_000, wagered: 0, remaining: 10_000, opened_at: TEST_NOW.toISOString() },
      ],
    });
    const refused = await withdraw(member, 10_000);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: 'rollover_unmet',
      message: '롤링 조건이 충족되지 않았습니다. 340,000원을 더 베팅하면 출금할 수 있습니다.',
    });
  });

  it('fills the oldest open obligation first and carries the rest to the next', async () => {
    const member = await createAccount(harness.app);
    const first = await approvedDeposit(harness, member, 10_000);
    const second = await approvedDeposit(harness, member, 20_000);
    await toCasino(member, 30_000);

    await playCasinoRound(harness, member, { stake: 15_000 });
    expect(await wagering(member)).toMatchObject({
      remaining: 15_000,
      obligations: [{ deposit_id: second.id, wagered: 5_000, remaining: 15_000 }],
    });
    expect((await wagering(member)).obligations.map((obligation) => obligation.deposit_id)).not.toContain(first.id);

    await playCasinoRound(harness, member, { stake: 15_000, payout: 30_000 });
    expect(await wagering(member)).toEqual({ remaining: 0, obligations: [] });
    await harness.app.services.wallet.convertCasinoToCash(await memberCallerOf(harness, member));
    expect((await withdraw(member, 30_000)).statusCode).toBe(201);
  });

  it('records a stake as counted only while an obligation it can fill is open', async () => {
    const member = await createAccount(harness.app);
    await approvedDeposit(harness, member, 10_000);
    await toCasino(member, 10_000);

    await playCasinoRound(harness, member, { stake: 10_000, payout: 10_000 });
    await playCasinoRound(harness, member, { stake: 5_000, payout: 5_000 });
    const counted = await harness.database.db
      .selectFrom('wagering_stakes')
      .select('amount')
      .where('user_id', '=', member.user.id)
      .execute();
    expect(counted).toEqual([{ amount: 10_000 }]);
    expect(await wagering(member)).toEqual({ remaining: 0, obligations: [] });
  });

  it('never counts a rolled-back bet', async () => {
    const member = await createAccount(harness.app);
    await approvedDeposit(harness, member, 10_000);
    await toCasino(member, 10_000);

    await playCasinoRound(harness, member, { stake: 10_000, rollBack: true });
    await playCasinoRound(harness, member, { stake: 10_000, rollBack: true });
    expect((await wagering(member)).remaining).toBe(10_000);
    await playCasinoRound(harness, member, { stake: 4_000, payout: 1_000 });
    expect((await wagering(member)).remaining).toBe(6_000);
  });

  it('does not count a stake placed before the deposit was approved', async () => {
    const member = await createAccount(harness.app);
    await inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, member.user.id, { casino: 50_000 }),
    );
    const early = await placeCasinoBet(harness, member, 50_000);
    await approvedDeposit(harness, member, 10_000);
    await early.win(0);
    expect((await wagering(member)).remaining).toBe(10_000);
  });

  it('lets a member with no deposit withdraw, whatever they play', async () => {
    const member = await createAccount(harness.app);
    await inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, member.user.id, { cash: 10_000, casino: 5_000 }),
    );
    await playCasinoRound(harness, member, { stake: 5_000 });
    expect(await wagering(member)).toEqual({ remaining: 0, obligations: [] });
    expect((await withdraw(member, 10_000)).statusCode).toBe(201);
  });
});
