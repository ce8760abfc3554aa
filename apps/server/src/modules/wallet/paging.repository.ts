import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { ApplicationStatus } from '../../db/schema';

/** Who a history or queue is for: one member, or (operators) everyone, optionally one username. */
export type RowFilter = {
  userId: number | null;
  username?: string | undefined;
  status?: ApplicationStatus | undefined;
};
export type PageRequest = { page: number; size: number };

/** The member part of a filter, for rows whose member is `userColumn` and whose users row is `u`. */
export const whereFilter = (filter: RowFilter, userColumn: ReturnType<typeof sql.ref>) => sql`
    (${filter.userId}::bigint is null or ${userColumn} = ${filter.userId})
    and (${filter.username ?? null}::text is null or u.username = ${filter.username ?? null})`;

/** One page of the rows a query selects, and how many it selects in all. */
export async function page<Row>(
  executor: Executor,
  rowsSql: ReturnType<typeof sql>,
  orderBy: ReturnType<typeof sql>,
  request: PageRequest,
): Promise<{ rows: Row[]; count: number }> {
  const [rows, total] = await Promise.all([
    sql<Row>`select * from (${rowsSql}) as history order by ${orderBy} limit ${request.size} offset ${(request.page - 1) * request.size}`.execute(
      executor,
    ),
    sql<{ count: string }>`select count(*) as count from (${rowsSql}) as history`.execute(executor),
  ]);
  return { rows: rows.rows, count: Number(total.rows[0]?.count ?? 0) };
}
