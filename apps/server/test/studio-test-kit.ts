import type { SessionResponse } from '@hanpan/contract';
import { expect } from 'vitest';
import { bearer, createTestApp, type DatabaseKind, type TestApp } from './helpers';
import { studioCatalog } from '../src/studio/catalog';

/** Test support for the studio: an operator whose casino lists the studio's games, and the money checks every scenario ends with. */

export async function createStudioTestApp(kind: DatabaseKind): Promise<TestApp> {
  const harness = await createTestApp(kind);
  await harness.app.services.casino.syncCatalog('studio', studioCatalog());
  return harness;
}

/** The ledger is whole and the operator's protocol record matches it, whatever the scenario did. */
export async function expectMoneyReconciled(harness: TestApp): Promise<void> {
  expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  expect(await harness.app.services.casino.reconcile()).toMatchObject({ ok: true });
}

/** The member's casino balance as the operator's API reports it. */
export async function casinoBalanceOf(harness: TestApp, member: SessionResponse): Promise<number> {
  const response = await harness.app.inject({
    method: 'GET',
    url: '/api/transactions/balances/my-balance',
    headers: bearer(member),
  });
  return response.json<{ casino_balance: number }>().casino_balance;
}
