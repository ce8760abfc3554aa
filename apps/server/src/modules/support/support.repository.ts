import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { InquiriesTable, InquiryStatus, MessagesTable } from '../../db/schema';

export type MessageRow = Selectable<MessagesTable>;
export type InquiryRow = Selectable<InquiriesTable>;
export type AdminInquiryRow = InquiryRow & { username: string; nickname: string };
export type PageRequest = { page: number; size: number };

export function createSupportRepository() {
  /** A member's live (not deleted) messages among `ids`; another member's ids simply match nothing. */
  const ownMessages = (executor: Executor, userId: number, ids: number[]) =>
    executor
      .updateTable('messages')
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null);

  return {
    // Personal messages

    async insertMessage(
      executor: Executor,
      message: { user_id: number; subject: string; body: string; sent_by: number | null; created_at: Date },
    ): Promise<number> {
      const { id } = await executor.insertInto('messages').values(message).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    /** One copy for every member (operators excluded), in one statement; answers how many. */
    async insertMessageForAllMembers(
      executor: Executor,
      message: { subject: string; body: string; sent_by: number | null; created_at: Date },
    ): Promise<number> {
      const result = await sql`
        insert into messages (user_id, subject, body, sent_by, created_at)
        select id, ${message.subject}, ${message.body}, ${message.sent_by}::bigint, ${message.created_at}::timestamptz
        from users where role = 'member'`.execute(executor);
      return Number(result.numAffectedRows ?? 0);
    },

    messagesPage(executor: Executor, userId: number, page: PageRequest): Promise<MessageRow[]> {
      return executor
        .selectFrom('messages')
        .selectAll()
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.size)
        .offset((page.page - 1) * page.size)
        .execute();
    },

    async messageCounts(executor: Executor, userId: number): Promise<{ count: number; unread: number }> {
      const row = await executor
        .selectFrom('messages')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.count<number>('id').filterWhere('read_at', 'is', null).as('unread'),
        ])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), unread: Number(row.unread) };
    },

    async markMessagesRead(executor: Executor, userId: number, ids: number[], at: Date): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await ownMessages(executor, userId, ids)
        .set({ read_at: at })
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Soft delete: the row stays for the operator's records, the member no longer sees it. */
    async deleteMessages(executor: Executor, userId: number, ids: number[], at: Date): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await ownMessages(executor, userId, ids).set({ deleted_at: at }).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    // Inquiries

    insertInquiry(
      executor: Executor,
      inquiry: { user_id: number; title: string; content: string; created_at: Date },
    ): Promise<InquiryRow> {
      return executor.insertInto('inquiries').values(inquiry).returningAll().executeTakeFirstOrThrow();
    },

    memberInquiriesPage(executor: Executor, userId: number, page: PageRequest): Promise<InquiryRow[]> {
      return executor
        .selectFrom('inquiries')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.size)
        .offset((page.page - 1) * page.size)
        .execute();
    },

    async memberInquiryCount(executor: Executor, userId: number): Promise<number> {
      const row = await executor
        .selectFrom('inquiries')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The member's own inquiry, marking a waiting reply as seen; undefined for anyone else's. */
    async openMemberInquiry(executor: Executor, userId: number, id: number, at: Date): Promise<InquiryRow | undefined> {
      const seen = await executor
        .updateTable('inquiries')
        .set({ read_at: at })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('reply_content', 'is not', null)
        .where('read_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return (
        seen ??
        executor
          .selectFrom('inquiries')
          .selectAll()
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst()
      );
    },

    adminInquiriesPage(
      executor: Executor,
      status: InquiryStatus | undefined,
      page: PageRequest,
    ): Promise<AdminInquiryRow[]> {
      let query = executor
        .selectFrom('inquiries as i')
        .innerJoin('users as u', 'u.id', 'i.user_id')
        .selectAll('i')
        .select(['u.username', 'u.nickname']);
      if (status) query = query.where('i.status', '=', status);
      // The queue reads oldest first: whoever waited longest is answered first.
      return query
        .orderBy('i.created_at', 'asc')
        .orderBy('i.id', 'asc')
        .limit(page.size)
        .offset((page.page - 1) * page.size)
        .execute();
    },

    async adminInquiryCount(executor: Executor, status: InquiryStatus | undefined): Promise<number> {
      let query = executor.selectFrom('inquiries').select((eb) => eb.fn.countAll<number>().as('count'));
      if (status) query = query.where('status', '=', status);
      return Number((await query.executeTakeFirstOrThrow()).count);
    },

    lockInquiry(executor: Executor, id: number): Promise<InquiryRow | undefined> {
      return executor.selectFrom('inquiries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async answerInquiry(
      executor: Executor,
      id: number,
      reply: { reply_content: string; replied_by: number; replied_at: Date },
    ): Promise<void> {
      await executor
        .updateTable('inquiries')
        .set({ ...reply, status: 'answered' })
        .where('id', '=', id)
        .execute();
    },

    async closeInquiry(executor: Executor, id: number): Promise<void> {
      await executor.updateTable('inquiries').set({ status: 'closed' }).where('id', '=', id).execute();
    },

    findAdminInquiry(executor: Executor, id: number): Promise<AdminInquiryRow | undefined> {
      return executor
        .selectFrom('inquiries as i')
        .innerJoin('users as u', 'u.id', 'i.user_id')
        .selectAll('i')
        .select(['u.username', 'u.nickname'])
        .where('i.id', '=', id)
        .executeTakeFirst();
    },

    async userExists(executor: Executor, userId: number): Promise<boolean> {
      return (
        (await executor.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined
      );
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
