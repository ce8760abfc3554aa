import { sql, type Selectable } from 'kysely';
import type { DepositBonusRates } from '@hanpan/contract';
import { KOREA_OFFSET_HOURS } from '@hanpan/rules';
import type { Executor } from '../../db/database';
import type { MemberLevelsTable } from '../../db/schema';

const LEVEL_COLUMNS = [
  'id',
  'rank',
  'name',
  'colour',
  'minimum_stake',
  'single_maximum_stake',
  'multi_maximum_stake',
  'maximum_payout',
  'losing_points_bp',
  'payback_bp',
  'withdrawals_per_day',
  'withdrawal_daily_amount',
  'deposit_bonuses',
  'rule_deposits',
  'rule_turnover',
  'rule_active_days',
  'rule_window_days',
  'demote_when_unmet',
  'updated_at',
] as const;

/** A member's activity over a window, as the promotion rules count it (`LevelActivity` of the rules package). */
export type ActivityRow = { user_id: number; deposits: number; turnover: number; active_days: number };

/** A Korean calendar day of a timestamp, in SQL (Korea keeps no daylight saving time). */
const koreanDay = (column: string) =>
  sql.raw(`((${column} at time zone 'UTC') + interval '${KOREA_OFFSET_HOURS} hours')::date`);

export type LevelRow = Selectable<MemberLevelsTable>;
export type LevelValues = Omit<LevelRow, 'id' | 'rank' | 'updated_at'>;

export function createLevelsRepository() {
  return {
    /** Every level, entry level first. */
    findAll(executor: Executor): Promise<LevelRow[]> {
      return executor.selectFrom('member_levels').select(LEVEL_COLUMNS).orderBy('rank').execute();
    },

    /** Every level's id, entry level first, all rows locked until the transaction ends (read after the locks). */
    async lockOrder(executor: Executor): Promise<number[]> {
      const rows = await executor.selectFrom('member_levels').select('id').orderBy('rank').forUpdate().execute();
      return rows.map((row) => row.id);
    },

    /** How many members hold each level, by level id (operators hold none). */
    async memberCounts(executor: Executor): Promise<Map<number, number>> {
      const rows = await executor
        .selectFrom('users')
        .select(['level_id', (eb) => eb.fn.countAll<string>().as('members')])
        .where('role', '=', 'member')
        .groupBy('level_id')
        .execute();
      return new Map(rows.map((row) => [row.level_id, Number(row.members)]));
    },

    /** The level, its row locked until the transaction ends (placements hold it shared while they write). */
    lock(executor: Executor, id: number): Promise<LevelRow | undefined> {
      return executor
        .selectFrom('member_levels')
        .select(LEVEL_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    async update(executor: Executor, id: number, values: LevelValues, at: Date): Promise<void> {
      await executor
        .updateTable('member_levels')
        .set({ ...values, deposit_bonuses: JSON.stringify(values.deposit_bonuses), updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** Every level locked, then ranked in the order given (the rank constraint is checked at commit). */
    async reorder(executor: Executor, ids: readonly number[], at: Date): Promise<void> {
      await sql`set constraints member_levels_rank deferred`.execute(executor);
      await sql`
        update member_levels l set rank = o.rank, updated_at = ${at}
        from unnest(${[...ids]}::smallint[]) with ordinality as o (id, rank)
        where l.id = o.id and l.rank <> o.rank
      `.execute(executor);
    },

    /** The deposit bonus rates of the level a member holds now. */
    async memberDepositBonuses(executor: Executor, userId: number): Promise<DepositBonusRates> {
      const row = await executor
        .selectFrom('users as u')
        .innerJoin('member_levels as l', 'l.id', 'u.level_id')
        .select('l.deposit_bonuses')
        .where('u.id', '=', userId)
        .executeTakeFirstOrThrow();
      return row.deposit_bonuses;
    },

    /** The level a member holds now, and whether an operator pinned it. */
    memberLevel(executor: Executor, userId: number): Promise<{ level_id: number; level_pinned: boolean } | undefined> {
      return executor
        .selectFrom('users')
        .select(['level_id', 'level_pinned'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** A member's row locked for a change of level: their level and pin, or undefined when no such member. */
    async lockMember(
      executor: Executor,
      userId: number,
    ): Promise<{ level_id: number; level_pinned: boolean } | undefined> {
      return executor
        .selectFrom('users')
        .select(['level_id', 'level_pinned'])
        .where('id', '=', userId)
        .where('role', '=', 'member')
        .forUpdate()
        .executeTakeFirst();
    },

    async moveMember(
      executor: Executor,
      change: { userId: number; from: number; to: number; pinned: boolean; actorId: number; reason: string; at: Date },
    ): Promise<void> {
      await executor
        .updateTable('users')
        .set({ level_id: change.to, level_pinned: change.pinned })
        .where('id', '=', change.userId)
        .execute();
      await executor
        .insertInto('member_level_changes')
        .values({
          user_id: change.userId,
          from_level: change.from,
          to_level: change.to,
          pinned: change.pinned,
          actor_user_id: change.actorId,
          reason: change.reason,
          at: change.at,
        })
        .execute();
    },

    /** Whether the Korean day's evaluation has finished (read without a lock: a finished day stays so). */
    async evaluationCompleted(executor: Executor, day: string): Promise<boolean> {
      const row = await executor
        .selectFrom('level_evaluations')
        .select('completed_at')
        .where('day', '=', day)
        .executeTakeFirst();
      return row?.completed_at != null;
    },

    /** The Korean day's evaluation, created on first use, its row locked until the transaction ends. */
    async lockEvaluation(executor: Executor, day: string) {
      await executor
        .insertInto('level_evaluations')
        .values({ day })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return executor
        .selectFrom('level_evaluations')
        .select(['cursor_user_id', 'changed', 'completed_at'])
        .where('day', '=', day)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    async advanceEvaluation(
      executor: Executor,
      day: string,
      progress: { cursor: number; changed: number; completedAt: Date | null },
    ): Promise<void> {
      await executor
        .updateTable('level_evaluations')
        .set((eb) => ({
          cursor_user_id: progress.cursor,
          changed: eb('changed', '+', progress.changed),
          completed_at: progress.completedAt,
        }))
        .where('day', '=', day)
        .execute();
    },

    /** The next members the evaluation looks at, by id after `cursor`: operators and pinned members left out. */
    membersToEvaluate(executor: Executor, cursor: number, limit: number) {
      return executor
        .selectFrom('users')
        .select(['id', 'level_id'])
        .where('id', '>', cursor)
        .where('role', '=', 'member')
        .where('level_pinned', '=', false)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /**
     * Each member's activity over [from, to): approved deposits by approval time; settled turnover
     * (stakes of sports slips won or lost by settlement time, bets still standing of casino rounds
     * closed by closing time); and Korean days with a slip placed, a round opened or a login.
     */
    async activity(executor: Executor, userIds: readonly number[], from: Date, to: Date): Promise<ActivityRow[]> {
      const { rows } = await sql<ActivityRow>`
        select u.id as user_id,
          coalesce((select sum(d.amount) from deposits d
            where d.user_id = u.id and d.status = 'completed' and d.processed_at >= ${from} and d.processed_at < ${to}
          ), 0)::bigint as deposits,
          (coalesce((select sum(s.stake) from bet_slips s
            where s.user_id = u.id and s.status in ('WON', 'LOST') and s.settled_at >= ${from} and s.settled_at < ${to}
          ), 0) + coalesce((select sum(b.amount) from casino_rounds r
            join casino_transactions b on b.round_id = r.id and b.kind = 'bet'
            where r.user_id = u.id and r.status = 'closed' and r.closed_at >= ${from} and r.closed_at < ${to}
              and not exists (select 1 from casino_transactions x where x.integration_id = b.integration_id
                and x.kind = 'rollback' and x.reference_external_id = b.external_id)
          ), 0))::bigint as turnover,
          (select count(distinct day) from (
            select ${koreanDay('s.created_at')} as day from bet_slips s
              where s.user_id = u.id and s.created_at >= ${from} and s.created_at < ${to}
            union all
            select ${koreanDay('r.opened_at')} from casino_rounds r
              where r.user_id = u.id and r.opened_at >= ${from} and r.opened_at < ${to}
            union all
            select ${koreanDay('x.created_at')} from sessions x
              where x.user_id = u.id and x.created_at >= ${from} and x.created_at < ${to}
          ) as days)::int as active_days
        from unnest(${[...userIds]}::bigint[]) as u (id)
      `.execute(executor);
      return rows;
    },

    /**
     * The evaluation's moves, each only if the member still holds the level it was judged from and
     * is not pinned (an operator's move in between wins), with their history rows; answers the
     * moves made.
     */
    async moveByRules(
      executor: Executor,
      moves: readonly { userId: number; from: number; to: number; reason: string }[],
      at: Date,
    ): Promise<{ user_id: number; from_level: number; to_level: number }[]> {
      if (moves.length === 0) return [];
      const { rows } = await sql<{ user_id: number; from_level: number; to_level: number }>`
        with moved as (
          update users u set level_id = m.to_level
          from unnest(${moves.map((move) => move.userId)}::bigint[], ${moves.map((move) => move.from)}::smallint[],
                      ${moves.map((move) => move.to)}::smallint[], ${moves.map((move) => move.reason)}::text[])
            as m (user_id, from_level, to_level, reason)
          where u.id = m.user_id and u.level_id = m.from_level and not u.level_pinned
          returning m.user_id, m.from_level, m.to_level, m.reason
        )
        insert into member_level_changes (user_id, from_level, to_level, actor_user_id, reason, at)
        select user_id, from_level, to_level, null, reason, ${at} from moved
        returning user_id, from_level, to_level
      `.execute(executor);
      return rows;
    },

    /** Every move of the member's level, newest first, with the operator's username. */
    changesOf(executor: Executor, userId: number) {
      return executor
        .selectFrom('member_level_changes as c')
        .leftJoin('users as a', 'a.id', 'c.actor_user_id')
        .select(['c.id', 'c.from_level', 'c.to_level', 'a.username as actor', 'c.pinned', 'c.reason', 'c.at'])
        .where('c.user_id', '=', userId)
        .orderBy('c.id', 'desc')
        .execute();
    },
  };
}

export type LevelsRepository = ReturnType<typeof createLevelsRepository>;
