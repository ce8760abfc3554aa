import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { DepositLimitPeriodColumn } from '../../db/schema';

export type DepositLimitRow = {
  period: DepositLimitPeriodColumn;
  amount: number | null;
  pending_amount: number | null;
  pending_applies_at: Date | null;
};

export type PlayRestrictionRow = {
  kind: 'cool_off' | 'self_exclusion';
  option: string;
  starts_at: Date;
  ends_at: Date;
};

/** Korean calendar days travel as `YYYY-MM-DD` text: no driver turns them into a midnight somewhere. */
const dayText = sql<string>`to_char(day, 'YYYY-MM-DD')`;

export function createAccountRepository() {
  return {
    findProfile(executor: Executor, userId: number) {
      return executor
        .selectFrom('users')
        .select(['username', 'nickname', 'realname', 'phone', 'bank', 'account_number', 'referral_code', 'created_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    // Attendance

    /** Claims the day; a second claim for the same day fails on the primary key. */
    async insertCheckin(
      executor: Executor,
      checkin: { userId: number; day: string; streak: number; points: number; at: Date },
    ): Promise<number> {
      const row = await executor
        .insertInto('attendance_checkins')
        .values({
          user_id: checkin.userId,
          day: checkin.day,
          streak: checkin.streak,
          points: checkin.points,
          created_at: checkin.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async setCheckinTransaction(executor: Executor, id: number, ledgerTransactionId: number): Promise<void> {
      await executor
        .updateTable('attendance_checkins')
        .set({ ledger_transaction_id: ledgerTransactionId })
        .where('id', '=', id)
        .execute();
    },

    findCheckin(executor: Executor, userId: number, day: string) {
      return executor
        .selectFrom('attendance_checkins')
        .select([dayText.as('date'), 'streak', 'points'])
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .executeTakeFirst();
    },

    /** Check-ins with `from <= day < until`, oldest first. */
    checkinsBetween(executor: Executor, userId: number, from: string, until: string) {
      return executor
        .selectFrom('attendance_checkins')
        .select([dayText.as('date'), 'streak', 'points'])
        .where('user_id', '=', userId)
        .where('day', '>=', from)
        .where('day', '<', until)
        .orderBy('day')
        .execute();
    },

    // Referrals

    /** Members who registered with the referrer's code, newest first, with the reward each earned. */
    async referralsOf(executor: Executor, referrerId: number, page: { page: number; size: number }) {
      const rewards = executor
        .selectFrom('ledger_transactions as t')
        .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .select(['t.reference_id as referred_id', 'e.amount', 't.created_at'])
        .where('t.kind', '=', 'referral_reward')
        .where('a.owner_user_id', '=', referrerId)
        .where('a.kind', '=', 'points');
      const rows = await executor
        .selectFrom('users as u')
        .leftJoin(rewards.as('r'), 'r.referred_id', 'u.id')
        .select(['u.nickname', 'u.created_at', 'r.amount', 'r.created_at as rewarded_at'])
        .where('u.referred_by', '=', referrerId)
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id', 'desc')
        .limit(page.size)
        .offset((page.page - 1) * page.size)
        .execute();
      const totals = await executor
        .selectFrom('users as u')
        .leftJoin(rewards.as('r'), 'r.referred_id', 'u.id')
        .select((eb) => [
          eb.fn.countAll<string>().as('count'),
          eb.fn.coalesce(eb.fn.sum<string>('r.amount'), sql<string>`0`).as('earned'),
        ])
        .where('u.referred_by', '=', referrerId)
        .executeTakeFirstOrThrow();
      return { rows, count: Number(totals.count), earned: Number(totals.earned) };
    },

    // Responsible play

    depositLimits(executor: Executor, userId: number): Promise<DepositLimitRow[]> {
      return executor
        .selectFrom('deposit_limits')
        .select(['period', 'amount', 'pending_amount', 'pending_applies_at'])
        .where('user_id', '=', userId)
        .execute();
    },

    async saveDepositLimit(executor: Executor, userId: number, limit: DepositLimitRow, at: Date): Promise<void> {
      const values = {
        amount: limit.amount,
        pending_amount: limit.pending_amount,
        pending_applies_at: limit.pending_applies_at,
        updated_at: at,
      };
      await executor
        .insertInto('deposit_limits')
        .values({ user_id: userId, period: limit.period, ...values })
        .onConflict((conflict) => conflict.columns(['user_id', 'period']).doUpdateSet(values))
        .execute();
    },

    /** Won applied for since `since`: pending and approved deposits alike (rejected ones do not count). */
    async depositedSince(executor: Executor, userId: number, since: Date): Promise<number> {
      const row = await executor
        .selectFrom('deposits')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('total'))
        .where('user_id', '=', userId)
        .where('status', 'in', ['pending', 'completed'])
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** The restriction in force at `at` that ends last, if any. */
    activeRestriction(executor: Executor, userId: number, at: Date): Promise<PlayRestrictionRow | undefined> {
      return executor
        .selectFrom('play_restrictions')
        .select(['kind', 'option', 'starts_at', 'ends_at'])
        .where('user_id', '=', userId)
        .where('starts_at', '<=', at)
        .where('ends_at', '>', at)
        .orderBy('ends_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async insertRestriction(executor: Executor, userId: number, restriction: PlayRestrictionRow): Promise<void> {
      await executor
        .insertInto('play_restrictions')
        .values({ user_id: userId, ...restriction })
        .execute();
    },

    /**
     * Queues a member's deposits, limit changes and restriction requests behind each other. No key
     * update: logins and other rows that refer to the member are not held up.
     */
    async lockMember(executor: Executor, userId: number): Promise<void> {
      await executor
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .forNoKeyUpdate()
        .executeTakeFirstOrThrow();
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
