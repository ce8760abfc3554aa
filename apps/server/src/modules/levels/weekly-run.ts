import { DAY_MS, koreanDate, startOfKoreanDate, startOfKoreanWeek } from '@hanpan/rules';
import { sql } from 'kysely';
import type { Database, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { HouseTransfer, WalletService } from '../wallet';
import { tryGrowthLeader } from './growth-leader';

const WEEK_MS = 7 * DAY_MS;
/** A week is run this long after it ends: a settlement that started before its end may still be committing. */
const RUN_DELAY_MS = 10 * 60_000;
/** Rows credited per transaction. */
const CREDIT_BATCH = 500;

/**
 * A weekly run's tables: one row per week (`frozen_at`, `completed_at`) and its rows to credit
 * (`amount`, `ledger_transaction_id`, `credited_at`).
 */
type WeeklyTables =
  { weeks: 'payback_weeks'; rows: 'paybacks' } | { weeks: 'agent_commission_weeks'; rows: 'agent_commissions' };

/** A Korean week (Monday 00:00 in Korea) as `YYYY-MM-DD` and the instants it spans. */
export type Week = { start: string; from: Date; to: Date };

/**
 * A job paid once per finished Korean week (weekly payback, agent commissions): each week, once it
 * has ended, is frozen in one statement with its row locked, then credited in batches until no row
 * is left. Exactly once rests on data (one row per week and payee, one posting per row, rows taken
 * with `skip locked`); one process leads at a time, a run cut short resumes, missed weeks catch up.
 */
export function createWeeklyRun<Row extends { id: number; amount: number }>(deps: {
  db: Database;
  tables: WeeklyTables;
  wallet: Pick<WalletService, 'postHouseTransfers'>;
  /** Writes the week's rows and its totals. */
  freeze(trx: Executor, week: Week, at: Date): Promise<void>;
  /** A row's posting, of `kind` and referencing the row as `kind` (one posting per row: a unique index per kind). */
  posting(row: Row): Omit<HouseTransfer, 'reference'>;
  /** More work for credited rows, in their transaction (a notification). */
  credited?(trx: Executor, rows: Row[]): Promise<void>;
}) {
  const { db, freeze, wallet, posting } = deps;
  const weeks = sql.table(deps.tables.weeks);
  const rows = sql.table(deps.tables.rows);

  /** Posts the next batch of the week's uncredited rows, skipping any another process holds; answers how many. */
  async function creditBatch(trx: Executor, weekStart: string, at: Date): Promise<number> {
    const { rows: batch } = await sql<Row>`
      select * from ${rows} where week_start = ${weekStart} and credited_at is null
       order by id limit ${CREDIT_BATCH} for update skip locked
    `.execute(trx);
    if (batch.length === 0) return 0;
    const transfers = batch.map((row) => ({ ...posting(row), reference: { type: posting(row).kind, id: row.id } }));
    await wallet.postHouseTransfers(trx, transfers);
    await sql`
      update ${rows} r set ledger_transaction_id = t.id, credited_at = ${at}
        from ledger_transactions t
       where t.kind = ${transfers[0]!.kind} and t.reference_type = ${transfers[0]!.kind} and t.reference_id = r.id
         and r.id = any(${batch.map((row) => row.id)}::bigint[])
    `.execute(trx);
    await deps.credited?.(trx, batch);
    return batch.length;
  }

  /** The week to run next: the one after the newest run once that is complete, else the last finished week. */
  async function nextWeek(at: Date): Promise<string> {
    const { rows: newest } = await sql<{ week_start: string; completed_at: Date | null }>`
      select week_start::text as week_start, completed_at from ${weeks} order by week_start desc limit 1
    `.execute(db);
    const last = newest[0];
    if (!last) return koreanDate(new Date(startOfKoreanWeek(at).getTime() - WEEK_MS));
    if (!last.completed_at) return last.week_start;
    return koreanDate(new Date(startOfKoreanDate(last.week_start).getTime() + WEEK_MS));
  }

  /** Freezes the week if it is not yet; false when another process leads. */
  async function frozen(weekStart: string, at: Date): Promise<boolean> {
    return inTransaction(db, async (trx) => {
      if (!(await tryGrowthLeader(trx))) return false;
      await sql`insert into ${weeks} (week_start) values (${weekStart}) on conflict do nothing`.execute(trx);
      const { rows: week } = await sql<{ frozen_at: Date | null }>`
        select frozen_at from ${weeks} where week_start = ${weekStart} for update
      `.execute(trx);
      if (!week[0]!.frozen_at) {
        const from = startOfKoreanDate(weekStart);
        await freeze(trx, { start: weekStart, from, to: new Date(from.getTime() + WEEK_MS) }, at);
      }
      return true;
    });
  }

  /**
   * Credits one batch: answers how many, 'completed' when none was left and this call completed the
   * week, 'stopped' when nothing more can be done now (another process leads or holds rows).
   */
  async function credited(weekStart: string, at: Date): Promise<number | 'completed' | 'stopped'> {
    return inTransaction(db, async (trx) => {
      if (!(await tryGrowthLeader(trx))) return 'stopped';
      const count = await creditBatch(trx, weekStart, at);
      if (count > 0) return count;
      // Complete only when no row is left uncredited, counting rows another transaction holds.
      const completed = await sql`
        update ${weeks} set completed_at = ${at}
         where week_start = ${weekStart} and completed_at is null
           and not exists (select 1 from ${rows} where week_start = ${weekStart} and credited_at is null)
      `.execute(trx);
      return (completed.numAffectedRows ?? 0n) > 0n ? 'completed' : 'stopped';
    });
  }

  return {
    /** Every week that has ended (ten minutes since) and is not yet complete, oldest first; answers the weeks this call completed. */
    async runDue(at: Date): Promise<string[]> {
      const completed: string[] = [];
      for (;;) {
        const weekStart = await nextWeek(at);
        const end = startOfKoreanDate(weekStart).getTime() + WEEK_MS;
        if (at.getTime() < end + RUN_DELAY_MS) return completed;
        if (!(await frozen(weekStart, at))) return completed;
        let result: number | 'completed' | 'stopped';
        do result = await credited(weekStart, at);
        while (typeof result === 'number');
        if (result === 'stopped') return completed;
        completed.push(weekStart);
      }
    },
  };
}
