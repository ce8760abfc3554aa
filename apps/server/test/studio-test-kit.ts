import { studioSessionSchema, type SessionResponse } from '@hanpan/contract';
import { expect } from 'vitest';
import { bearer, createAccount, createTestApp, type DatabaseKind, type TestApp } from './helpers';
import { launchToken } from './casino-test-kit';
import { inTransaction } from '../src/db/transaction';
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

/** A new member holding this much casino money. */
export async function studioMember(harness: TestApp, casino: number): Promise<SessionResponse> {
  const account = await createAccount(harness.app);
  if (casino > 0)
    await inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, account.user.id, { casino }),
    );
  return account;
}

/** The game page's session for the member's launch of this game, as the page opens it. */
export async function openStudioSession(
  harness: TestApp,
  account: SessionResponse,
  slug: string,
  mode: 'real' | 'fun',
) {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/studio/api/sessions',
    payload: { launch_token: await launchToken(harness.app, account, slug), mode },
  });
  expect(response.statusCode, response.body).toBe(201);
  return studioSessionSchema.parse(response.json());
}
