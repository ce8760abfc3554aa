import type { MyLevel, SessionResponse } from '@hanpan/contract';
import { DAY_MS, startOfKoreanDay, targetLevel, type LevelActivity, type LevelRules } from '@hanpan/rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import {
  approvedDeposit,
  bearer,
  changeLevel,
  createAccount,
  createTestApp,
  databaseKinds,
  lastingSession,
  playCasinoRound,
  TEST_NOW,
  type TestApp,
} from '../../../test/helpers';

const NUM_RUNS = process.env.CI ? 12 : 4;
const DAYS = 5;
const MEMBERS = 2;
/** Each run plays its own days, all before the real date (logins, by the database's clock, fall after them). */
const RUN_DAYS = DAYS + 2;
const firstDay = startOfKoreanDay(new Date(TEST_NOW.getTime() - 90 * DAY_MS));

/** The operator's rules: a short window that demotes, a lifetime level, and one by turnover. */
const RULES: LevelRules[] = [
  { id: 1, rank: 1, deposits: null, turnover: null, activeDays: null, windowDays: null, demoteWhenUnmet: false },
  { id: 2, rank: 2, deposits: 100_000, turnover: null, activeDays: null, windowDays: 2, demoteWhenUnmet: true },
  { id: 3, rank: 3, deposits: 300_000, turnover: null, activeDays: 2, windowDays: null, demoteWhenUnmet: false },
  { id: 4, rank: 4, deposits: null, turnover: 120_000, activeDays: null, windowDays: 3, demoteWhenUnmet: true },
  ...[5, 6, 7, 8, 9, 10].map((id) => ({
    id,
    rank: id,
    deposits: null,
    turnover: null,
    activeDays: null,
    windowDays: null,
    demoteWhenUnmet: false,
  })),
];

type Action =
  { kind: 'deposit'; member: number; amount: number } | { kind: 'round'; member: number; stake: number; won: boolean };
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    member: fc.integer({ min: 0, max: MEMBERS - 1 }),
    amount: fc.integer({ min: 1, max: 20 }).map((units) => units * 10_000),
  }),
  fc.record({
    kind: fc.constant('round' as const),
    member: fc.integer({ min: 0, max: MEMBERS - 1 }),
    stake: fc.integer({ min: 1, max: 60 }).map((units) => units * 1_000),
    won: fc.boolean(),
  }),
);
const days = fc.array(fc.array(action, { maxLength: 4 }), { minLength: DAYS, maxLength: DAYS });

/** What the model saw a member do on one day. */
type DayFigures = { deposits: number; turnover: number; active: boolean };

/** A member's activity over the `windowDays` days before `day` (null: every day before it). */
function activityOf(history: DayFigures[], day: number, windowDays: number | null): LevelActivity {
  const counted = history.slice(windowDays === null ? 0 : Math.max(0, day - windowDays), day);
  return {
    deposits: counted.reduce((sum, figures) => sum + figures.deposits, 0),
    turnover: counted.reduce((sum, figures) => sum + figures.turnover, 0),
    activeDays: counted.filter((figures) => figures.active).length,
  };
}

// Random deposits and slot rounds over several days; each day's evaluation must put every member
// where the rules package says, computed here from what the model saw, not from the database.
describe.each(databaseKinds)('the level evaluation against a model on %s', (kind) => {
  let harness: TestApp;
  let clock = firstDay;

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => clock });
    for (const rule of RULES.slice(1, 4)) {
      await changeLevel(harness, rule.id, {
        rules: {
          deposits: rule.deposits,
          turnover: rule.turnover,
          active_days: rule.activeDays,
          window_days: rule.windowDays,
          demote_when_unmet: rule.demoteWhenUnmet,
        },
      });
    }
  });
  afterAll(async () => {
    await harness.close();
  });

  const levelOf = async (member: SessionResponse) =>
    (await harness.app.inject({ url: '/api/levels/me', headers: bearer(member) })).json<MyLevel>().level.id;

  it(`puts every member where the rules say, day after day, over ${NUM_RUNS} random runs`, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(days, async (plan) => {
        const start = firstDay.getTime() + run * RUN_DAYS * DAY_MS;
        run += 1;
        clock = new Date(start + 60 * 60_000);
        const members = await Promise.all(
          Array.from({ length: MEMBERS }, async () => {
            const session = await lastingSession(harness, await createAccount(harness.app));
            await inTransaction(harness.database.db, (trx) =>
              harness.app.services.wallet.grantPromotion(trx, session.user.id, { casino: 10_000_000 }),
            );
            return session;
          }),
        );
        const history = members.map(() => [] as DayFigures[]);
        const levels = members.map(() => 1);
        for (const [day, actions] of plan.entries()) {
          clock = new Date(start + day * DAY_MS + 12 * 60 * 60_000);
          const today = members.map((): DayFigures => ({ deposits: 0, turnover: 0, active: false }));
          for (const step of actions) {
            const member = members[step.member]!;
            if (step.kind === 'deposit') {
              await approvedDeposit(harness, member, step.amount);
              today[step.member]!.deposits += step.amount;
            } else {
              await playCasinoRound(harness, member, { stake: step.stake, payout: step.won ? step.stake * 2 : 0 });
              today[step.member]!.turnover += step.stake;
              today[step.member]!.active = true;
            }
          }
          for (const [index, figures] of today.entries()) history[index]!.push(figures);

          // The next day's pass judges the days before it.
          clock = new Date(start + (day + 1) * DAY_MS + 6 * 60_000);
          expect(await harness.app.services.levels.runDueEvaluation()).toMatchObject({ completed: true });
          for (const [index, member] of members.entries()) {
            levels[index] = targetLevel(RULES, levels[index]!, (windowDays) =>
              activityOf(history[index]!, day + 1, windowDays),
            );
            expect(await levelOf(member), `member ${index} after day ${day}`).toBe(levels[index]);
          }
        }
      }),
      { numRuns: NUM_RUNS },
    );
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });
});
