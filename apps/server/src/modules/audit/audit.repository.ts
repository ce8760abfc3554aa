import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { AuditLogTable } from '../../db/schema';

export type AuditFilter = {
  action?: string | undefined;
  actorUsername?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
};

export type AuditRow = {
  id: number;
  actor_user_id: number;
  actor_username: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  request_id: string | null;
  created_at: Date;
};

export function createAuditRepository() {
  function filtered(executor: Executor, filter: AuditFilter) {
    let query = executor.selectFrom('audit_log as l').innerJoin('users as u', 'u.id', 'l.actor_user_id');
    if (filter.action) query = query.where('l.action', '=', filter.action);
    if (filter.actorUsername)
      query = query.where(sql<string>`lower(u.username)`, '=', filter.actorUsername.toLowerCase());
    if (filter.targetType) query = query.where('l.target_type', '=', filter.targetType);
    if (filter.targetId) query = query.where('l.target_id', '=', filter.targetId);
    if (filter.from) query = query.where('l.created_at', '>=', filter.from);
    if (filter.to) query = query.where('l.created_at', '<', filter.to);
    return query;
  }

  return {
    async insert(executor: Executor, entry: Insertable<AuditLogTable>): Promise<number> {
      const { id } = await executor.insertInto('audit_log').values(entry).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async list(
      executor: Executor,
      filter: AuditFilter,
      window: { limit: number; offset: number },
    ): Promise<{ rows: AuditRow[]; count: number }> {
      const [rows, total] = await Promise.all([
        filtered(executor, filter)
          .select([
            'l.id',
            'l.actor_user_id',
            'u.username as actor_username',
            'l.action',
            'l.target_type',
            'l.target_id',
            'l.before',
            'l.after',
            'l.reason',
            'l.request_id',
            'l.created_at',
          ])
          .orderBy('l.created_at', 'desc')
          .orderBy('l.id', 'desc')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        filtered(executor, filter)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.count) };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
