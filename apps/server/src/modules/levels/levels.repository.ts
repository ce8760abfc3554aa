import { sql, type Selectable } from 'kysely';
import type { DepositBonusRates } from '@hanpan/contract';
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
  'withdrawals_per_day',
  'withdrawal_daily_amount',
  'deposit_bonuses',
  'updated_at',
] as const;

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

    /** The level a member holds now. */
    async memberLevelId(executor: Executor, userId: number): Promise<number | undefined> {
      const row = await executor.selectFrom('users').select('level_id').where('id', '=', userId).executeTakeFirst();
      return row?.level_id;
    },

    /** A member's row locked for a change of level: their level, or undefined when no such member. */
    async lockMember(executor: Executor, userId: number): Promise<{ level_id: number } | undefined> {
      return executor
        .selectFrom('users')
        .select('level_id')
        .where('id', '=', userId)
        .where('role', '=', 'member')
        .forUpdate()
        .executeTakeFirst();
    },

    async moveMember(
      executor: Executor,
      change: { userId: number; from: number; to: number; actorId: number; reason: string; at: Date },
    ): Promise<void> {
      await executor.updateTable('users').set({ level_id: change.to }).where('id', '=', change.userId).execute();
      await executor
        .insertInto('member_level_changes')
        .values({
          user_id: change.userId,
          from_level: change.from,
          to_level: change.to,
          actor_user_id: change.actorId,
          reason: change.reason,
          at: change.at,
        })
        .execute();
    },

    /** Every move of the member's level, newest first, with the operator's username. */
    changesOf(executor: Executor, userId: number) {
      return executor
        .selectFrom('member_level_changes as c')
        .innerJoin('users as a', 'a.id', 'c.actor_user_id')
        .select(['c.id', 'c.from_level', 'c.to_level', 'a.username as actor', 'c.reason', 'c.at'])
        .where('c.user_id', '=', userId)
        .orderBy('c.id', 'desc')
        .execute();
    },
  };
}

export type LevelsRepository = ReturnType<typeof createLevelsRepository>;
