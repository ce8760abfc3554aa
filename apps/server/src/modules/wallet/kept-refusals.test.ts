import type { Balances, SessionResponse } from '@hanpan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createAdmin,
  createFundedAccount,
  createTestApp,
  databaseKinds,
  type TestApp,
} from '../../../test/helpers';
import { inTransaction } from '../../db/transaction';
import { unauthorized } from '../../lib/errors';
import { insufficientFunds } from './wallet-errors';
import { requestHashOf } from './money-call';

/**
 * A keyed call's refusal is its key's answer: found by the fault campaign, where a retry was
 * refused while the first attempt, held by a paused process, committed afterwards.
 */
describe.each(databaseKinds)('refusals kept under their idempotency key on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;

  beforeAll(async () => {
    harness = await createTestApp(kind);
    admin = await createAdmin(harness.app);
  });
  afterEach(async () => {
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await harness.close();
  });

  const post = (url: string, session: SessionResponse, payload: object | undefined, key: string) =>
    harness.app.inject({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      headers: { ...bearer(session), 'idempotency-key': key },
    });
  const balancesOf = async (session: SessionResponse) =>
    (
      await harness.app.inject({ url: '/api/transactions/balances/my-balance', headers: bearer(session) })
    ).json<Balances>();

  it('refuses a deposit application again after the pending one is decided', async () => {
    const member = await createFundedAccount(harness, 0);
    const pending = await post(
      '/api/transactions/deposits',
      member,
      { amount: 10_000, bonus: 'none' },
      'deposit-first',
    );
    expect(pending.statusCode).toBe(201);
    const request = { amount: 20_000, bonus: 'none' };
    const refused = await post('/api/transactions/deposits', member, request, `deposit-${member.user.id}`);
    expect(refused.json().error).toBe('deposit_pending');
    const approved = await post(
      `/api/admin/deposits/${pending.json().id}/approve`,
      admin,
      {},
      `approve-${member.user.id}`,
    );
    expect(approved.statusCode).toBe(200);

    const late = await post('/api/transactions/deposits', member, request, `deposit-${member.user.id}`);
    expect([late.statusCode, late.body]).toEqual([refused.statusCode, refused.body]);
    const applications = await harness.database.db
      .selectFrom('deposits')
      .select('id')
      .where('user_id', '=', member.user.id)
      .execute();
    expect(applications).toHaveLength(1);
    // Another request under the same key is refused as such; a new key is a new application.
    const other = await post(
      '/api/transactions/deposits',
      member,
      { amount: 30_000, bonus: 'none' },
      `deposit-${member.user.id}`,
    );
    expect(other.json().error).toBe('idempotency_key_reused');
    expect(
      (await post('/api/transactions/deposits', member, request, `deposit-new-${member.user.id}`)).statusCode,
    ).toBe(201);
  });

  it('refuses a conversion again after the cash arrives', async () => {
    const member = await createFundedAccount(harness, 5_000);
    const key = `convert-${member.user.id}`;
    const url = '/api/transactions/balances/convert-cash-to-casino';
    const refused = await post(url, member, { amount: 10_000 }, key);
    expect(refused.json().error).toBe('insufficient_funds');
    await inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, member.user.id, { cash: 50_000 }),
    );
    const late = await post(url, member, { amount: 10_000 }, key);
    expect([late.statusCode, late.body]).toEqual([refused.statusCode, refused.body]);
    expect(await balancesOf(member)).toMatchObject({ cash_balance: 55_000, casino_balance: 0 });
  });

  it('answers the committed attempt when one took the key before the refusal could', async () => {
    // The refused attempt keeps its refusal after rolling back; an attempt of the same call that
    // committed in between holds the key, and its answer is the call's.
    const member = await createFundedAccount(harness, 50_000);
    const key = `race-attempt-${member.user.id}`;
    const request = { amount: 10_000 };
    const moved = await post('/api/transactions/balances/convert-cash-to-casino', member, request, key);
    expect(moved.statusCode).toBe(200);
    const caller = { userId: member.user.id, idempotencyKey: key };
    const answer = await harness.app.services.wallet.keepRefusal(
      caller,
      'conversion_to_casino',
      requestHashOf('conversion_to_casino', request),
      insufficientFunds(),
    );
    expect(answer).toEqual(moved.json());
    expect(await balancesOf(member)).toMatchObject({ cash_balance: 40_000, casino_balance: 10_000 });
  });

  it('keeps nothing for a call that decided nothing: no session', async () => {
    const member = await createFundedAccount(harness, 50_000);
    const caller = { userId: member.user.id, idempotencyKey: `unkept-${member.user.id}` };
    const noSession = unauthorized();
    await expect(
      harness.app.services.wallet.keepRefusal(caller, 'conversion_to_casino', 'hash', noSession),
    ).rejects.toBe(noSession);
    const kept = await harness.database.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', member.user.id)
      .execute();
    expect(kept).toEqual([]);
  });
});
