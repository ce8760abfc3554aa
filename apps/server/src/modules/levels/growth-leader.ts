import { sql } from 'kysely';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Executor } from '../../db/database';

/** Whether this transaction leads the growth jobs (evaluation, payback, agent commissions): one process at a time. */
export async function tryGrowthLeader(trx: Executor): Promise<boolean> {
  const { rows } = await sql<{ leader: boolean }>`
    select pg_try_advisory_xact_lock(${ADVISORY_LOCKS.growthLeader}) as leader
  `.execute(trx);
  return rows[0]?.leader === true;
}
