import type { Dashboard, Deposit, SessionResponse, Withdrawal } from '@hanpan/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createAccount,
  createAdmin,
  createFundedAccount,
  createTestApp,
  databaseKinds,
  memberCallerOf,
  playCasinoRound,
  type TestApp,
} from '../../../test/helpers';
import { HOUSE_ACCOUNTS, type LedgerKind } from '../wallet/ledger-kinds';
import { createWalletRepository } from '../wallet/wallet.repository';
import { inTransaction } from '../../db/transaction';

const DAY_MS = 86_400_000;

describe.each(databaseKinds)('back-office dashboard on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;

  beforeAll(async () => {
    harness = await createTestApp(kind);
    admin = await createAdmin(harness.app);
  });
  afterAll(async () => {
    await harness.close();
  });

  const call = (method: 'GET' | 'POST', url: string, session: SessionResponse, payload?: object) =>
    harness.app.inject({ method, url, ...(payload ? { payload } : {}), headers: bearer(session) });
  const dashboard = async (language?: string) => {
    const response = await harness.app.inject({
      url: '/api/admin/dashboard',
      headers: { ...bearer(admin), ...(language ? { 'accept-language': language } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Dashboard>();
  };

  /**
   * One movement as the sportsbook or casino posts it (member account against a house account),
   * written `daysAgo` days back so the periods can be told apart.
   */
  async function post(
    userId: number,
    ledgerKind: LedgerKind,
    amount: number,
    daysAgo = 0,
    account: 'cash' | 'casino' = 'cash',
  ) {
    const repository = createWalletRepository();
    await harness.database.db.transaction().execute(async (trx) => {
      const accounts = (await repository.lockMemberAccounts(trx, [userId])).get(userId)!;
      const house = await repository.houseAccountId(
        trx,
        ledgerKind.startsWith('sports') ? HOUSE_ACCOUNTS.sportsbook : HOUSE_ACCOUNTS.adjustments,
      );
      const [id] = await repository.insertTransactions(trx, [
        {
          kind: ledgerKind,
          memo: 'dashboard test',
          entries: [
            { accountId: accounts[account].id, amount },
            { accountId: house, amount: -amount },
          ],
        },
      ]);
      if (daysAgo > 0) {
        await sql`update ledger_transactions set created_at = now() - make_interval(days => ${daysAgo}) where id = ${id}`.execute(
          trx,
        );
      }
    });
  }

  it('adds up money in and out, stakes, payouts, revenue, active members and liabilities per period', async () => {
    const empty = await dashboard();
    expect(empty.today).toMatchObject({ deposits: 0, withdrawals: 0, ggr: 0, active_members: 0 });
    expect(empty.open_liabilities).toEqual({ bets: 0, potential_payout: 0 });
    expect(empty.reconciliation).toEqual({ ok: true, problems: [] });

    // Today: a 100,000 deposit approved, then a 30,000 withdrawal paid out.
    const depositor = await createAccount(harness.app);
    const deposit = (
      await call('POST', '/api/transactions/deposits', depositor, { amount: 100_000, bonus: 'none' })
    ).json<Deposit>();
    expect((await call('POST', `/api/admin/deposits/${deposit.id}/approve`, admin, {})).statusCode).toBe(200);
    // Meets the deposit's rollover: the whole deposit staked in one casino round that pays 60,000.
    const { wallet } = harness.app.services;
    await wallet.convertCashToCasino(await memberCallerOf(harness, depositor), { amount: 100_000 });
    await playCasinoRound(harness, depositor, { stake: 100_000, payout: 60_000 });
    await wallet.convertCasinoToCash(await memberCallerOf(harness, depositor));
    const withdrawal = (
      await call('POST', '/api/transactions/withdrawals', depositor, { amount: 30_000 })
    ).json<Withdrawal>();
    expect((await call('POST', `/api/admin/withdrawals/${withdrawal.id}/approve`, admin, {})).statusCode).toBe(200);
    // A pending withdrawal is not money out yet.
    await call('POST', '/api/transactions/withdrawals', depositor, { amount: 10_000 });

    // Sports today: 20,000 staked; 15,000 won, 5,000 refunded, 2,000 cancelled back; casino on the casino account.
    const bettor = await createFundedAccount(harness, 50_000);
    await inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, bettor.user.id, { casino: 5_000 }),
    );
    await post(bettor.user.id, 'sports_bet', -20_000);
    await post(bettor.user.id, 'sports_payout', 15_000);
    await post(bettor.user.id, 'sports_refund', 5_000);
    await post(bettor.user.id, 'sports_cancel', 2_000);
    await post(bettor.user.id, 'casino_bet', -3_000, 0, 'casino');
    await post(bettor.user.id, 'casino_rollback', 1_000, 0, 'casino');

    // Three days ago (inside 7 and 30 days): a 10,000 stake lost; a resettlement taking 4,000 back.
    const lapsed = await createFundedAccount(harness, 40_000);
    await post(lapsed.user.id, 'sports_bet', -10_000, 3);
    await post(bettor.user.id, 'sports_resettle', -4_000, 3);
    // Ten days ago (only in 30 days) and forty days ago (in none).
    await post(lapsed.user.id, 'casino_bet', -8_000, 10);
    await post(lapsed.user.id, 'sports_bet', -9_000, 40);
    // The lapsed member's login is old too: active today only through a stake.
    await sql`update sessions set created_at = now() - interval '20 days' where user_id = ${lapsed.user.id}`.execute(
      harness.database.db,
    );

    // Two unsettled bets are the open liabilities; a settled one is not.
    await harness.database.db
      .insertInto('bet_slips')
      .values([
        {
          user_id: bettor.user.id,
          bet_type: 'single',
          stake: 10_000,
          total_odds_x100: 250,
          bonus_multiplier_x100: 100,
          potential_payout: 25_000,
        },
        {
          user_id: lapsed.user.id,
          bet_type: 'multi',
          stake: 5_000,
          total_odds_x100: 1_000,
          bonus_multiplier_x100: 103,
          potential_payout: 51_500,
        },
        {
          user_id: lapsed.user.id,
          bet_type: 'single',
          stake: 5_000,
          total_odds_x100: 200,
          bonus_multiplier_x100: 100,
          potential_payout: 10_000,
        },
      ])
      .execute();
    await sql`update bet_slips set status = 'LOST', settled_at = now() where potential_payout = 10000`.execute(
      harness.database.db,
    );

    const figures = await dashboard();
    expect(figures.today).toMatchObject({
      deposits: 100_000,
      deposit_bonuses: 0,
      withdrawals: 30_000,
      adjustments: 0,
      sports: { stakes: 20_000, payouts: 22_000, ggr: -2_000 },
      casino: { stakes: 103_000, payouts: 61_000, ggr: 42_000 },
      ggr: 40_000,
      // depositor and bettor logged in today; lapsed neither logged in nor staked today.
      active_members: 2,
    });
    expect(figures.last_7_days).toMatchObject({
      deposits: 100_000,
      withdrawals: 30_000,
      sports: { stakes: 30_000, payouts: 18_000, ggr: 12_000 },
      casino: { stakes: 103_000, payouts: 61_000, ggr: 42_000 },
      ggr: 54_000,
      active_members: 3,
    });
    expect(figures.last_30_days).toMatchObject({
      sports: { stakes: 30_000, payouts: 18_000, ggr: 12_000 },
      casino: { stakes: 111_000, payouts: 61_000, ggr: 50_000 },
      ggr: 62_000,
      active_members: 3,
    });
    expect(new Date(figures.today.to).getTime() - new Date(figures.today.from).getTime()).toBe(DAY_MS);
    expect(new Date(figures.last_30_days.to).getTime() - new Date(figures.last_30_days.from).getTime()).toBe(
      30 * DAY_MS,
    );
    expect(figures.open_liabilities).toEqual({ bets: 2, potential_payout: 76_500 });
    expect(figures.reconciliation).toEqual({ ok: true, problems: [] });
  });

  it('turns the reconciliation red when a cached balance no longer matches its entries', async () => {
    const member = await createFundedAccount(harness, 10_000);
    const code = `member:${member.user.id}:cash`;
    await sql`update ledger_accounts set balance = balance + 500 where code = ${code}`.execute(harness.database.db);
    try {
      const { reconciliation } = await dashboard();
      expect(reconciliation.ok).toBe(false);
      expect(reconciliation.problems).toEqual([
        { code: 'cached_balance_mismatch', message: `계정 ${code}의 잔액 10500원이 원장 합계 10000원과 다릅니다.` },
      ]);
      expect((await dashboard('en')).reconciliation.problems).toEqual([
        {
          code: 'cached_balance_mismatch',
          message: `The balance of account ${code}, ₩10500, differs from its ledger total of ₩10000.`,
        },
      ]);
    } finally {
      await sql`update ledger_accounts set balance = balance - 500 where code = ${code}`.execute(harness.database.db);
    }
    expect((await dashboard()).reconciliation.ok).toBe(true);
  });
});
