import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { NotificationsTable } from '../../db/schema';

export type NotificationRow = Selectable<NotificationsTable>;

export type NewNotificationRow = {
  type: string;
  title: string;
  body: string;
  action_type: 'deep_link' | 'external_link' | null;
  action_target: string | null;
  action_params: Record<string, unknown> | null;
};

/** Which of a member's notifications a call touches: listed ids (others are ignored), or all. */
export type NotificationSelection = { ids: number[] } | { all: true };

export function createNotificationsRepository() {
  const paramsJson = (row: NewNotificationRow) => (row.action_params ? JSON.stringify(row.action_params) : null);

  /** The member's rows a mark or dismiss applies to: never another member's, never a dismissed one. */
  const selected = (executor: Executor, userId: number, selection: NotificationSelection) => {
    const query = executor.updateTable('notifications').where('user_id', '=', userId).where('dismissed_at', 'is', null);
    return 'ids' in selection ? query.where('id', 'in', selection.ids) : query;
  };
  const nothingSelected = (selection: NotificationSelection) => 'ids' in selection && selection.ids.length === 0;

  return {
    /** Several members' notifications in one statement; answers each row's member and id. */
    async insertMany(
      executor: Executor,
      rows: readonly { userId: number; row: NewNotificationRow }[],
      at: Date,
    ): Promise<{ id: number; user_id: number }[]> {
      const column = <Value>(pick: (row: NewNotificationRow) => Value) => rows.map(({ row }) => pick(row));
      const { rows: written } = await sql<{ id: number; user_id: number }>`
        insert into notifications (user_id, type, title, body, action_type, action_target, action_params, created_at)
        select n.user_id, n.type, n.title, n.body, n.action_type, n.action_target, n.action_params::jsonb, ${at}::timestamptz
        from unnest(${rows.map(({ userId }) => userId)}::bigint[], ${column((row) => row.type)}::text[],
                    ${column((row) => row.title)}::text[], ${column((row) => row.body)}::text[],
                    ${column((row) => row.action_type)}::text[], ${column((row) => row.action_target)}::text[],
                    ${column(paramsJson)}::text[])
          as n (user_id, type, title, body, action_type, action_target, action_params)
        returning id, user_id`.execute(executor);
      return written;
    },

    /** One copy for every member (operators excluded), in one statement however many there are. */
    async insertForAllMembers(executor: Executor, row: NewNotificationRow, at: Date): Promise<number> {
      const result = await sql`
        insert into notifications (user_id, type, title, body, action_type, action_target, action_params, created_at)
        select id, ${row.type}, ${row.title}, ${row.body}, ${row.action_type}, ${row.action_target}, ${paramsJson(row)}::jsonb, ${at}::timestamptz
        from users where role = 'member'`.execute(executor);
      return Number(result.numAffectedRows ?? 0);
    },

    async page(executor: Executor, userId: number, page: { page: number; size: number }): Promise<NotificationRow[]> {
      return executor
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', userId)
        .where('dismissed_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.size)
        .offset((page.page - 1) * page.size)
        .execute();
    },

    async counts(executor: Executor, userId: number): Promise<{ count: number; unread: number }> {
      const row = await executor
        .selectFrom('notifications')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.count<number>('id').filterWhere('read_at', 'is', null).as('unread'),
        ])
        .where('user_id', '=', userId)
        .where('dismissed_at', 'is', null)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), unread: Number(row.unread) };
    },

    async markRead(executor: Executor, userId: number, selection: NotificationSelection, at: Date): Promise<number> {
      if (nothingSelected(selection)) return 0;
      const result = await selected(executor, userId, selection)
        .set({ read_at: at })
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async dismiss(executor: Executor, userId: number, selection: NotificationSelection, at: Date): Promise<number> {
      if (nothingSelected(selection)) return 0;
      const result = await selected(executor, userId, selection).set({ dismissed_at: at }).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async userExists(executor: Executor, userId: number): Promise<boolean> {
      return (
        (await executor.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined
      );
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
