import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { PaybacksTable } from '../../db/schema';

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

/** A payback row as the weekly run credits it. */
export type PaybackRow = Selectable<PaybacksTable>;

export function createPaybackRepository() {
  return {
    /**
     * Writes every member's payback of the week [from, to) in one statement: the net loss is the
     * week's `member_game_figures` (0043: the bets decided in the week, from the ledger), at the
     * rate of the level they held when the week ended. Answers how many rows and how many points.
     */
    async freeze(executor: Executor, week: { start: string; from: Date; to: Date }, at: Date) {
      const { rows } = await sql<{ members: number; total: number }>`
        with losses as (
          select user_id, net_loss from member_game_figures(${week.from}, ${week.to}) where net_loss > 0
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

    weekTotals(executor: Executor, weekStart: string) {
      return executor
        .selectFrom('payback_weeks')
        .select(['members', 'total'])
        .where('week_start', '=', weekStart)
        .executeTakeFirstOrThrow();
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
