import {
  DEPOSIT_BONUS_OPTIONS,
  type AccountProfile,
  type Balances,
  type DepositBonusKind,
  type SessionResponse,
} from '@hanpan/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createAccount,
  createAdmin,
  createTestApp,
  databaseKinds,
  playCasinoRound,
  type TestApp,
} from '../../../test/helpers';
import { inTransaction } from '../../db/transaction';

/**
 * Model-based test: random sequences of wallet calls against the real API, each checked against
 * a model of what the member's money should be, then the whole ledger against reconciliation.
 */
const KOREAN_NOON = new Date('2026-11-20T03:00:00Z');
const NUM_RUNS = process.env.CI ? 1000 : 60;

type Model = {
  cash: number;
  casino: number;
  points: number;
  pendingDeposit: { amount: number; bonus: DepositBonusKind } | null;
  approvedDeposits: number;
  /** One per approved deposit, oldest first. */
  obligations: { required: number; wagered: number }[];
  pendingWithdrawals: number[];
};

type LastCall = { method: 'POST'; url: string; payload: object | undefined; key: string; status: number; body: string };

type Real = {
  harness: TestApp;
  member: SessionResponse;
  admin: SessionResponse;
  pendingDepositId: number | null;
  pendingWithdrawalIds: number[];
  lastCall: LastCall | null;
  keys: number;
};

async function send(real: Real, url: string, payload: object | undefined, withKey: boolean, session = real.member) {
  const key = withKey ? `model-${real.member.user.id}-${++real.keys}` : undefined;
  const response = await real.harness.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: { ...bearer(session), ...(key ? { 'idempotency-key': key } : {}) },
  });
  // Only a call that succeeded keeps its key; a refused one ran nothing and may be retried for real.
  if (key && response.statusCode < 300)
    real.lastCall = { method: 'POST', url, payload, key, status: response.statusCode, body: response.body };
  return response;
}

const expectStatus = (response: LightMyRequestResponse, status: number, error?: string) => {
  expect(response.statusCode, response.body).toBe(status);
  if (error) expect(response.json().error).toBe(error);
};

const rolloverRemaining = (model: Model) =>
  model.obligations.reduce((sum, obligation) => sum + obligation.required - obligation.wagered, 0);

/** A settled stake fills the oldest open obligation first, the rest the next. */
function countStake(model: Model, amount: number): void {
  let left = amount;
  for (const obligation of model.obligations) {
    const filled = Math.min(left, obligation.required - obligation.wagered);
    obligation.wagered += filled;
    left -= filled;
  }
}

type Command = fc.AsyncCommand<Model, Real>;

const commands: fc.Arbitrary<Command>[] = [
  fc
    .record({
      units: fc.integer({ min: 1, max: 30 }),
      bonus: fc.constantFrom(...(Object.keys(DEPOSIT_BONUS_OPTIONS) as DepositBonusKind[])),
      withKey: fc.boolean(),
    })
    .map(({ units, bonus, withKey }): Command => ({
      check: () => true,
      async run(model, real) {
        const response = await send(real, '/api/transactions/deposits', { amount: units * 10_000, bonus }, withKey);
        if (model.pendingDeposit) return expectStatus(response, 409, 'deposit_pending');
        expectStatus(response, 201);
        real.pendingDepositId = response.json().id;
        model.pendingDeposit = { amount: units * 10_000, bonus };
      },
      toString: () => `deposit(${units * 10_000}, ${bonus})`,
    })),
  fc.boolean().map((withKey): Command => ({
    check: (model) => model.pendingDeposit !== null,
    async run(model, real) {
      const response = await send(
        real,
        `/api/admin/deposits/${real.pendingDepositId}/approve`,
        {},
        withKey,
        real.admin,
      );
      expectStatus(response, 200);
      const { amount, bonus } = model.pendingDeposit!;
      const rates = DEPOSIT_BONUS_OPTIONS[bonus];
      const percent = model.approvedDeposits === 0 ? rates.firstDepositPercent : rates.eachDepositPercent;
      const bonusAmount = Math.floor((amount * percent) / 100);
      expect(response.json().bonus_amount).toBe(bonusAmount);
      model.cash += amount + bonusAmount;
      model.approvedDeposits += 1;
      model.obligations.push({
        required: Math.ceil(((amount + bonusAmount) * rates.rolloverPercent) / 100),
        wagered: 0,
      });
      model.pendingDeposit = null;
      real.pendingDepositId = null;
    },
    toString: () => 'approveDeposit',
  })),
  fc.constant<Command>({
    check: (model) => model.pendingDeposit !== null,
    async run(model, real) {
      expectStatus(
        await send(
          real,
          `/api/admin/deposits/${real.pendingDepositId}/reject`,
          { reason: '확인 불가' },
          false,
          real.admin,
        ),
        200,
      );
      model.pendingDeposit = null;
      real.pendingDepositId = null;
    },
    toString: () => 'rejectDeposit',
  }),
  fc.record({ units: fc.integer({ min: 1, max: 30 }), withKey: fc.boolean() }).map(({ units, withKey }): Command => ({
    check: () => true,
    async run(model, real) {
      const amount = units * 10_000;
      const response = await send(real, '/api/transactions/withdrawals', { amount }, withKey);
      if (rolloverRemaining(model) > 0) return expectStatus(response, 422, 'rollover_unmet');
      if (model.cash < amount) return expectStatus(response, 422, 'insufficient_funds');
      expectStatus(response, 201);
      model.cash -= amount;
      model.pendingWithdrawals.push(amount);
      real.pendingWithdrawalIds.push(response.json().id);
    },
    toString: () => `withdraw(${units * 10_000})`,
  })),
  fc.record({ index: fc.nat(), approve: fc.boolean() }).map(({ index, approve }): Command => ({
    check: (model) => model.pendingWithdrawals.length > 0,
    async run(model, real) {
      const at = index % model.pendingWithdrawals.length;
      const id = real.pendingWithdrawalIds[at];
      const url = `/api/admin/withdrawals/${id}/${approve ? 'approve' : 'reject'}`;
      expectStatus(await send(real, url, { reason: '처리' }, false, real.admin), 200);
      const [amount] = model.pendingWithdrawals.splice(at, 1);
      real.pendingWithdrawalIds.splice(at, 1);
      if (!approve) model.cash += amount!;
    },
    toString: () => `${approve ? 'approve' : 'reject'}Withdrawal(#${index})`,
  })),
  fc
    .record({ from: fc.constantFrom('points' as const, 'casino' as const), withKey: fc.boolean() })
    .map(({ from, withKey }): Command => ({
      check: () => true,
      async run(model, real) {
        const response = await send(real, `/api/transactions/balances/convert-${from}-to-cash`, undefined, withKey);
        if (model[from] === 0) return expectStatus(response, 422, 'nothing_to_convert');
        expectStatus(response, 200);
        model.cash += model[from];
        model[from] = 0;
        expect(response.json()).toEqual({
          cash_balance: model.cash,
          casino_balance: model.casino,
          points_balance: model.points,
        });
      },
      toString: () => `convert(${from})`,
    })),
  fc
    .record({ amount: fc.integer({ min: 1, max: 200_000 }), withKey: fc.boolean() })
    .map(({ amount, withKey }): Command => ({
      check: () => true,
      async run(model, real) {
        const response = await send(real, '/api/transactions/balances/convert-cash-to-casino', { amount }, withKey);
        if (model.cash < amount) return expectStatus(response, 422, 'insufficient_funds');
        expectStatus(response, 200);
        model.cash -= amount;
        model.casino += amount;
      },
      toString: () => `cashToCasino(${amount})`,
    })),
  fc
    .record({
      amount: fc.integer({ min: 1, max: 300_000 }),
      outcome: fc.constantFrom('lost' as const, 'won' as const, 'rolledBack' as const),
    })
    .map(({ amount, outcome }): Command => ({
      check: (model) => model.casino >= amount,
      async run(model, real) {
        const payout = outcome === 'won' ? amount * 2 : 0;
        await playCasinoRound(real.harness, real.member, { stake: amount, payout, rollBack: outcome === 'rolledBack' });
        // A rolled-back bet risked nothing: its money comes back and it never counts.
        if (outcome === 'rolledBack') return;
        model.casino += payout - amount;
        countStake(model, amount);
      },
      toString: () => `casinoRound(${amount}, ${outcome})`,
    })),
  fc.constant<Command>({
    check: () => true,
    async run(_model, real) {
      const last = real.lastCall;
      if (!last) return;
      const repeat = await real.harness.app.inject({
        method: last.method,
        url: last.url,
        ...(last.payload ? { payload: last.payload } : {}),
        headers: {
          ...bearer(last.url.startsWith('/api/admin') ? real.admin : real.member),
          'idempotency-key': last.key,
        },
      });
      // The model is untouched: a replay moves no money, and the ledger check at the end proves it.
      expect(repeat.statusCode).toBe(last.status);
      expect(repeat.body).toBe(last.body);
    },
    toString: () => 'replayLastSuccessfulKeyedCall',
  }),
];

describe.each(databaseKinds)('wallet model on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;
  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => KOREAN_NOON });
    admin = await createAdmin(harness.app);
  });
  afterAll(async () => {
    await harness.close();
  });

  it(`agrees with the model over ${NUM_RUNS} random sequences, and the ledger reconciles`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ cash: fc.nat(300_000), casino: fc.nat(100_000), points: fc.nat(20_000) }),
        fc.commands(commands, { maxCommands: 15 }),
        async (start, sequence) => {
          const member = await createAccount(harness.app);
          if (start.cash + start.casino + start.points > 0) {
            await inTransaction(harness.database.db, (trx) =>
              harness.app.services.wallet.grantPromotion(trx, member.user.id, start),
            );
          }
          const model: Model = {
            ...start,
            pendingDeposit: null,
            approvedDeposits: 0,
            obligations: [],
            pendingWithdrawals: [],
          };
          const real: Real = {
            harness,
            member,
            admin,
            pendingDepositId: null,
            pendingWithdrawalIds: [],
            lastCall: null,
            keys: 0,
          };
          await fc.asyncModelRun(() => ({ model, real }), sequence);

          const balances = (
            await harness.app.inject({ url: '/api/transactions/balances/my-balance', headers: bearer(member) })
          ).json<Balances>();
          expect(balances).toEqual({
            cash_balance: model.cash,
            casino_balance: model.casino,
            points_balance: model.points,
          });
          const profile = (
            await harness.app.inject({ url: '/api/account/profile', headers: bearer(member) })
          ).json<AccountProfile>();
          expect(profile.wagering.remaining).toBe(rolloverRemaining(model));
          expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
        },
      ),
      { numRuns: NUM_RUNS },
    );
  }, 900_000);
});
