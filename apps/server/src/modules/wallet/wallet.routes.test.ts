import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createTestApp, databaseKinds, registerMember, type TestApp } from '../../../test/helpers';

describe.each(databaseKinds)('GET /api/transactions/balances/my-balance on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness.close();
  });

  const myBalance = (headers: Record<string, string> = {}) =>
    harness.app.inject({ url: '/api/transactions/balances/my-balance', headers });

  it('refuses a caller without a token', async () => {
    expect((await myBalance()).statusCode).toBe(401);
  });

  it('gives each member, and an admin, only their own balances', async () => {
    const rich = await registerMember(harness.app);
    const other = await registerMember(harness.app);
    const admin = await createAdmin(harness.app);
    await harness.database.db
      .transaction()
      .execute((trx) => harness.app.services.wallet.grantPromotion(trx, rich.user.id, { cash: 70_000, points: 300 }, 'test'));

    expect((await myBalance(bearer(rich))).json()).toEqual({ cash_balance: 70_000, casino_balance: 0, points_balance: 300 });
    expect((await myBalance(bearer(other))).json()).toEqual({ cash_balance: 0, casino_balance: 0, points_balance: 0 });
    expect((await myBalance(bearer(admin))).json()).toEqual({ cash_balance: 0, casino_balance: 0, points_balance: 0 });
  });
});
