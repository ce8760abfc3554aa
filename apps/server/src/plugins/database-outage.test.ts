import type { SessionResponse } from '@hanpan/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { cuttableHop } from '../../test/cuttable-hop';
import { bearer, createFundedAccount, createTestApp, openTestDatabase, type TestApp } from '../../test/helpers';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the API while PostgreSQL is away', () => {
  let direct: DatabaseHandle & { url?: string };
  let throughHop: DatabaseHandle;
  let hop: Awaited<ReturnType<typeof cuttableHop>>;
  let harness: TestApp;

  beforeAll(async () => {
    direct = await openTestDatabase('postgres');
    const url = new URL(direct.url!);
    hop = await cuttableHop({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${hop.port}`;
    // The serving limits, shortened so a stall costs the test seconds, not the production five.
    throughHop = await openDatabase(
      { kind: 'postgres', url: url.toString() },
      { connectMs: 2_000, statementMs: 2_000 },
    );
    harness = await createTestApp('postgres', { database: throughHop });
  });
  afterAll(async () => {
    await harness.close();
    await throughHop.close();
    await hop.close();
    await direct.close();
  });

  const convertOf = (member: SessionResponse, key: string) => () =>
    harness.app.inject({
      method: 'POST',
      url: '/api/transactions/balances/convert-cash-to-casino',
      headers: { ...bearer(member), 'idempotency-key': key },
      payload: { amount: 4_000 },
    });
  const expectUnavailable = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json()).toEqual({
      error: 'service_unavailable',
      message: '잠시 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
    });
  };

  it('answers 503 in Korean while it is away, moves nothing, and serves again once it is back', async () => {
    const member = await createFundedAccount(harness, 10_000);
    const convert = convertOf(member, 'outage-retry-0001');

    await hop.cut();
    for (const response of [await harness.app.inject({ url: '/api/health' }), await convert()]) {
      expectUnavailable(response);
    }

    await hop.restore();
    expect((await harness.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // The client's retry with the same key moves the money once.
    const retried = await convert();
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ cash_balance: 6_000, casino_balance: 4_000 });
    expect((await convert()).json()).toEqual(retried.json());
    expect((await harness.app.services.wallet.checkLedger()).ok).toBe(true);
  });

  it('answers 503 within its limits while it says nothing (packets dropped), and the keyed retry moves the money once', async () => {
    const member = await createFundedAccount(harness, 10_000);
    const convert = convertOf(member, 'outage-stall-0001');
    const balancesOf = () =>
      direct.db
        .selectFrom('ledger_accounts')
        .select(['kind', 'balance'])
        .where('owner_user_id', '=', member.user.id)
        .orderBy('kind')
        .execute();
    const before = await balancesOf();

    hop.stall();
    const started = performance.now();
    const answers = await Promise.all([harness.app.inject({ url: '/api/health' }), convert()]);
    // Only a guard that nothing waited for TCP to give up (minutes): the limits are 2 s and 3 s.
    expect(performance.now() - started).toBeLessThan(15_000);
    for (const response of answers) expectUnavailable(response);
    // Nothing crossed the hop, so nothing moved.
    expect(await balancesOf()).toEqual(before);

    // The network heals: what was held arrives too (the abandoned conversion among it, perhaps).
    await hop.restore();
    expect((await harness.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const retried = await convert();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ cash_balance: 6_000, casino_balance: 4_000 });
    expect((await convert()).json()).toEqual(retried.json());
    expect((await harness.app.services.wallet.checkLedger()).ok).toBe(true);
  });
});
