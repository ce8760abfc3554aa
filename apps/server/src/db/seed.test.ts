import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/helpers';
import { seedDemoData } from './seed';

describe.each(databaseKinds)('demo data on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness.close();
  });

  it('creates the demo member with its money and the operator, once', async () => {
    const seed = () => seedDemoData({ db: harness.database.db, ...harness.app.services });
    expect(await seed()).toBe(true);
    expect(await seed()).toBe(false);

    const login = async (username: string, password: string) =>
      harness.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } });
    const demo = await login('demo', 'demo1234');
    expect(demo.statusCode).toBe(200);
    const balances = await harness.app.inject({
      url: '/api/transactions/balances/my-balance',
      headers: { authorization: `Bearer ${demo.json().token.token}` },
    });
    expect(balances.json()).toEqual({ cash_balance: 1_000_000, casino_balance: 200_000, points_balance: 15_000 });

    const admin = await login('admin', 'admin1234');
    expect(admin.json().user.role).toBe('admin');
  });
});
