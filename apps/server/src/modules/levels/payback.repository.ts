import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/** The sports kinds a slip's money moves by; every one of them counts in the slip's week. */
const SPORTS_KINDS = ['sports_bet', 'sports_payout', 'sports_refund', 'sports_cancel', 'sports_resettle'];

/** A week's Monday as `YYYY-MM-DD` (a date column reads as a Date otherwise). */
const weekStartText = sql<string>`week_start::text`.as('week_start');

/** How many paybacks a week, or a member, has. */
async function paybackCount(executor: Executor, filter: { week_start: string } | { user_id: number }) {
  const query = executor.selectFrom('paybacks').select((eb) => eb.fn.countAll<string>().as('count'));
  const filtered =
    'week_start' in filter
      ? query.where('week_start', '=', filter.week_start)
      : query.where('user_id', '=', filter.user_id);
  return Number((await filtered.executeTakeFirstOrThrow()).count);
}

export function createPaybackRepository() {
  return {
    /** The newest week with a run, if any. */
    async newestWeek(executor: Executor) {
      return executor
        .selectFrom('payback_weeks')
        .select([weekStartText, 'completed_at'])
        .orderBy('week_start', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** The week's run, created on first use, its row locked until the transaction ends. */
    async lockWeek(executor: Executor, weekStart: string) {
      await executor
        .insertInto('payback_weeks')
        .values({ week_start: weekStart })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return executor
        .selectFrom('payback_weeks')
        .select(['frozen_at', 'completed_at'])
        .where('week_start', '=', weekStart)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    /**
     * Writes every member's payback of the week [from, to) in one statement: the net loss is what
     * left their cash and casino money through the bets decided in the week (sports slips by
     * `decided_at`, casino rounds closed by `closed_at`), at the rate of the level they held when
     * the week ended. Answers how many rows and how many points.
     */
    async freeze(executor: Executor, week: { start: string; from: Date; to: Date }, at: Date) {
      const { rows } = await sql<{ members: number; total: number }>`
        with money as (
          select s.user_id, e.amount
            from bet_slips s
            join ledger_transactions t on t.reference_type = 'bet_slip' and t.reference_id = s.id
              and t.kind = any(${SPORTS_KINDS}::text[])
            join ledger_entries e on e.transaction_id = t.id
            join ledger_accounts a on a.id = e.account_id and a.owner_user_id = s.user_id and a.kind in ('cash', 'casino')
           where s.decided_at >= ${week.from} and s.decided_at < ${week.to}
          union all
          select r.user_id, e.amount
            from casino_rounds r
            join casino_transactions c on c.round_id = r.id and c.ledger_transaction_id is not null
            join ledger_entries e on e.transaction_id = c.ledger_transaction_id
            join ledger_accounts a on a.id = e.account_id and a.owner_user_id = r.user_id and a.kind in ('cash', 'casino')
           where r.status = 'closed' and r.closed_at >= ${week.from} and r.closed_at < ${week.to}
        ), losses as (
          select user_id, -sum(amount) as net_loss from money group by user_id having sum(amount) < 0
        ), rated as (
          select o.user_id, o.net_loss, l.id as level_id, l.payback_bp
            from losses o
            join users u on u.id = o.user_id and u.role = 'member'
            join member_levels l on l.id = coalesce(
              (select c.from_level from member_level_changes c
                where c.user_id = o.user_id and c.at >= ${week.to} order by c.at, c.id limit 1),
              u.level_id)
        ), written as (
          insert into paybacks (user_id, week_start, level_id, rate_bp, net_loss, amount, created_at)
          select user_id, ${week.start}::date, level_id, payback_bp, net_loss, net_loss * payback_bp / 10000, ${at}
            from rated
           where net_loss * payback_bp / 10000 > 0
          on conflict (user_id, week_start) do nothing
          returning amount
        )
        select count(*)::int as members, coalesce(sum(amount), 0)::bigint as total from written
      `.execute(executor);
      const { members, total } = rows[0]!;
      await executor
        .updateTable('payback_weeks')
        .set({ frozen_at: at, members, total })
        .where('week_start', '=', week.start)
        .execute();
    },

    /** The next uncredited paybacks of the week, locked, skipping any another process holds. */
    uncredited(executor: Executor, weekStart: string, limit: number) {
      return executor
        .selectFrom('paybacks')
        .select(['id', 'user_id', 'net_loss', 'rate_bp', 'amount'])
        .where('week_start', '=', weekStart)
        .where('ledger_transaction_id', 'is', null)
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
    },

    /** Links the paybacks to their postings (one `payback` ledger transaction each). */
    async markCredited(executor: Executor, ids: readonly number[], at: Date): Promise<void> {
      await sql`
        update paybacks p set ledger_transaction_id = t.id, credited_at = ${at}
          from ledger_transactions t
         where t.kind = 'payback' and t.reference_type = 'payback' and t.reference_id = p.id
           and p.id = any(${[...ids]}::bigint[])
      `.execute(executor);
    },

    weekTotals(executor: Executor, weekStart: string) {
      return executor
        .selectFrom('payback_weeks')
        .select(['members', 'total'])
        .where('week_start', '=', weekStart)
        .executeTakeFirstOrThrow();
    },

    /**
     * Marks the week complete when no payback of it is left uncredited (counting rows another
     * transaction holds); answers whether this call completed it.
     */
    async completeWeek(executor: Executor, weekStart: string, at: Date): Promise<boolean> {
      const completed = await executor
        .updateTable('payback_weeks')
        .set({ completed_at: at })
        .where('week_start', '=', weekStart)
        .where('completed_at', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('paybacks')
                .select('id')
                .where('week_start', '=', weekStart)
                .where('ledger_transaction_id', 'is', null),
            ),
          ),
        )
        .executeTakeFirst();
      return completed.numUpdatedRows > 0n;
    },

    /** The newest weeks with a run, newest first. */
    recentWeeks(executor: Executor, limit: number) {
      return executor
        .selectFrom('payback_weeks')
        .select([weekStartText, 'frozen_at', 'completed_at', 'members', 'total'])
        .orderBy('week_start', 'desc')
        .limit(limit)
        .execute();
    },

    async findWeek(executor: Executor, weekStart: string) {
      return executor
        .selectFrom('payback_weeks')
        .select([weekStartText, 'frozen_at', 'completed_at', 'members', 'total'])
        .where('week_start', '=', weekStart)
        .executeTakeFirst();
    },

    /** A week's paybacks with each member's names and the level paid, largest first. */
    async weekPaybacks(executor: Executor, weekStart: string, page: { offset: number; limit: number }) {
      const [results, count] = await Promise.all([
        executor
          .selectFrom('paybacks as p')
          .innerJoin('users as u', 'u.id', 'p.user_id')
          .innerJoin('member_levels as l', 'l.id', 'p.level_id')
          .select([
            'p.id',
            'p.user_id',
            'u.username',
            'u.nickname',
            'l.id as level_id',
            'l.rank as level_rank',
            'l.name as level_name',
            'l.colour as level_colour',
            'p.net_loss',
            'p.rate_bp',
            'p.amount',
            'p.credited_at',
          ])
          .where('p.week_start', '=', weekStart)
          .orderBy('p.amount', 'desc')
          .orderBy('p.id')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        paybackCount(executor, { week_start: weekStart }),
      ]);
      return { results, count };
    },

    /** A member's paybacks, newest week first. */
    async memberPaybacks(executor: Executor, userId: number, page: { offset: number; limit: number }) {
      const [results, count] = await Promise.all([
        executor
          .selectFrom('paybacks')
          .select([weekStartText, 'net_loss', 'rate_bp', 'amount', 'credited_at'])
          .where('user_id', '=', userId)
          .orderBy('week_start', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        paybackCount(executor, { user_id: userId }),
      ]);
      return { results, count };
    },
  };
}

export type PaybackRepository = ReturnType<typeof createPaybackRepository>;
