import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/helpers';
import { hashPassword } from '../modules/users/password';
import {
  demoLoginExposure,
  demoLoginRefusal,
  DEMO_LOGINS,
  isLoopbackHost,
  publishedDemoLogins,
  seedDemoData,
} from './seed';

describe.each(databaseKinds)('demo data on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness.close();
  });

  const login = async (username: string, password: string) =>
    harness.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } });
  const stillPublished = async () =>
    (await publishedDemoLogins(harness.app.services.users)).map((demo) => demo.username);

  it('creates the demo member with its money and the operator, once', async () => {
    expect(await stillPublished()).toEqual([]);
    const seed = () => seedDemoData({ db: harness.database.db, ...harness.app.services });
    expect(await seed()).toBe(true);
    expect(await seed()).toBe(false);

    const demo = await login('demo', 'demo1234');
    expect(demo.statusCode).toBe(200);
    const balances = await harness.app.inject({
      url: '/api/transactions/balances/my-balance',
      headers: { authorization: `Bearer ${demo.json().token.token}` },
    });
    expect(balances.json()).toEqual({ cash_balance: 1_000_000, casino_balance: 200_000, points_balance: 15_000 });

    const admin = await login('admin', 'admin1234');
    expect(admin.json().user.role).toBe('admin');
    const agent = await login('agent', 'agent1234');
    expect(agent.json().user.role).toBe('agent');
    const portal = await harness.app.inject({
      url: '/api/agent/me',
      headers: { authorization: `Bearer ${agent.json().token.token}` },
    });
    expect(portal.json()).toMatchObject({ agent: { username: 'agent', losing_percent: 30 } });
    expect(await stillPublished()).toEqual(['demo', 'admin', 'agent']);
  });

  it('stops counting a demo login once its password is changed', async () => {
    const changePassword = async (username: string, password: string) => {
      const session = await login(username, password);
      const changed = await harness.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: { authorization: `Bearer ${session.json().token.token}` },
        payload: {
          current_password: password,
          new_password: 'Kx7-not-published',
          confirm_password: 'Kx7-not-published',
        },
      });
      expect(changed.statusCode, changed.body).toBe(200);
    };
    await changePassword('admin', 'admin1234');
    expect(await stillPublished()).toEqual(['demo', 'agent']);
    await changePassword('agent', 'agent1234');
    expect(await stillPublished()).toEqual(['demo']);
  });

  it('finds a demo login whatever the letter case of its username, as login does', async () => {
    await harness.database.db.updateTable('users').set({ username: 'DEMO' }).where('username', '=', 'demo').execute();
    expect(await stillPublished()).toEqual(['demo']);
    await harness.database.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('another-pass-9') })
      .where('username', '=', 'DEMO')
      .execute();
    expect(await stillPublished()).toEqual([]);
  });
});

describe('where demo logins harm no one', () => {
  const development = { nodeEnv: 'development', host: '127.0.0.1', trustProxy: false } as const;

  it('knows loopback addresses from the ones other machines reach', () => {
    for (const host of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', 'localhost'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.0.10', '10.0.0.1', '::ffff:10.0.0.1', 'hanpan.example', ''])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('allows them on loopback outside production, with no proxy in front', () => {
    expect(demoLoginExposure(development)).toBeNull();
    expect(demoLoginExposure({ ...development, nodeEnv: 'test', host: '::1' })).toBeNull();
    expect(demoLoginExposure({ ...development, host: '0.0.0.0' })).toBe('HOST=0.0.0.0 accepts other machines');
    expect(demoLoginExposure({ ...development, trustProxy: true })).toMatch(/^TRUST_PROXY=true/);
    expect(demoLoginExposure({ ...development, nodeEnv: 'production' })).toBe('NODE_ENV=production');
  });

  it('refuses to start with one line naming the accounts and the fix where they are exposed', () => {
    expect(demoLoginRefusal(development, DEMO_LOGINS)).toBeNull();
    expect(demoLoginRefusal({ ...development, host: '0.0.0.0' }, [])).toBeNull();

    const refusal = demoLoginRefusal({ ...development, host: '0.0.0.0' }, DEMO_LOGINS);
    expect(refusal).toBe(
      'Refusing to start: accounts demo, admin, agent still have their published demo password (README), and HOST=0.0.0.0 accepts other machines. ' +
        'Fix: listen on this machine only (HOST=127.0.0.1, TRUST_PROXY=false) or change those passwords.',
    );
    const [, operator] = DEMO_LOGINS;
    expect(demoLoginRefusal({ ...development, nodeEnv: 'production' }, [operator])).toBe(
      'Refusing to start: account admin still has its published demo password (README), and NODE_ENV=production. Fix: change those passwords.',
    );
  });
});
