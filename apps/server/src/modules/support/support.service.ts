import {
  ADMIN_CSV_MAXIMUM_ROWS,
  translateLabel,
  type AdminInquiry,
  type AdminInquiryListQuery,
  type CreateInquiryRequest,
  type Inquiry,
  type InquiryList,
  type InquiryReplyRequest,
  type InquiryStatus,
  type InquirySummary,
  type Language,
  type Message,
  type MessageList,
  type NotificationInput,
  type PageQuery,
  type SendMessageRequest,
  type SentCount,
  type UpdatedCount,
} from '@hanpan/contract';
import type { Database, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { buildCsv } from '../../lib/csv';
import { AppError, notFound } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type { NotificationsService } from '../notifications';
import type { AdminInquiryRow, InquiryRow, MessageRow, SupportRepository } from './support.repository';

const totalPages = (count: number, size: number) => Math.ceil(count / size);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

const INQUIRY_NOT_FOUND = '문의를 찾을 수 없습니다.';

const INQUIRY_CSV_HEADERS = [
  '번호',
  '작성일시',
  '회원',
  '회원 번호',
  '닉네임',
  '상태',
  '제목',
  '내용',
  '답변',
  '답변 일시',
] as const;
/** As the back office's inquiry queue labels them. */
const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  open: '답변 대기',
  answered: '답변 완료',
  closed: '종료',
};

/** Cut to fit a notification line, on a character (not a UTF-16 unit) boundary. */
function excerpt(text: string, max: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length <= max ? characters.join('') : `${characters.slice(0, max - 1).join('')}…`;
}

function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    created_at: row.created_at.toISOString(),
    is_read: row.read_at !== null,
  };
}

function toInquirySummary(row: InquiryRow): InquirySummary {
  const hasReply = row.reply_content !== null;
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    has_reply: hasReply,
    is_read: !hasReply || row.read_at !== null,
    created_at: row.created_at.toISOString(),
  };
}

function toInquiry(row: InquiryRow): Inquiry {
  return {
    ...toInquirySummary(row),
    content: row.content,
    reply_content: row.reply_content,
    replied_at: iso(row.replied_at),
  };
}

function toAdminInquiry(row: AdminInquiryRow): AdminInquiry {
  return { ...toInquiry(row), user_info: { id: row.user_id, username: row.username, nickname: row.nickname } };
}

/** What a member's inbox says when a personal message arrives. */
const newMessageNotification = (subject: string): NotificationInput => ({
  type: 'message',
  title: '새 메시지가 도착했습니다.',
  message: excerpt(subject, 200),
  action: { type: 'deep_link', target: 'messages' },
});

/**
 * Personal messages (operator to member) and inquiries (member to operator, answered by an
 * operator). A member only ever reaches their own rows; every operator action is audited in its own transaction.
 */
export function createSupportService(deps: {
  db: Database;
  repository: SupportRepository;
  notifications: NotificationsService;
  audit: AuditService;
  now?: () => Date;
}) {
  const { db, repository, notifications, audit } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    // Messages

    async listMessages(userId: number, query: PageQuery): Promise<MessageList> {
      const [rows, counts] = await Promise.all([
        repository.messagesPage(db, userId, query),
        repository.messageCounts(db, userId),
      ]);
      return {
        results: rows.map(toMessage),
        count: counts.count,
        total_pages: totalPages(counts.count, query.size),
        unread_count: counts.unread,
      };
    },

    async markMessagesRead(userId: number, ids: number[]): Promise<UpdatedCount> {
      return { updated: await repository.markMessagesRead(db, userId, ids, now()) };
    },

    async deleteMessages(userId: number, ids: number[]): Promise<UpdatedCount> {
      return { updated: await repository.deleteMessages(db, userId, ids, now()) };
    },

    /** Operator: a message to one member or to every member, each with a `message` notification. */
    sendMessage(actor: AuditActor, request: SendMessageRequest): Promise<SentCount> {
      const message = { subject: request.subject, body: request.body, sent_by: actor.userId, created_at: now() };
      return inTransaction(db, async (trx) => {
        let sent = 1;
        if (request.user_id === undefined) {
          sent = await repository.insertMessageForAllMembers(trx, message);
          await notifications.notifyAllMembers(trx, newMessageNotification(request.subject));
        } else {
          if (!(await repository.userExists(trx, request.user_id))) throw notFound('회원을 찾을 수 없습니다.');
          await repository.insertMessage(trx, { ...message, user_id: request.user_id });
          await notifications.notify(trx, request.user_id, newMessageNotification(request.subject));
        }
        await audit.record(trx, {
          actorId: actor.userId,
          requestId: actor.requestId,
          action: 'message.send',
          targetType: request.user_id === undefined ? 'all_members' : 'member',
          targetId: request.user_id ?? 'all',
          before: null,
          after: { subject: request.subject, body: request.body, sent },
        });
        return { sent };
      });
    },

    /** A message from the site itself (no operator) in the caller's transaction, with its `message` notification. */
    async deliverMessage(trx: Executor, userId: number, message: { subject: string; body: string }): Promise<void> {
      await repository.insertMessage(trx, { ...message, user_id: userId, sent_by: null, created_at: now() });
      await notifications.notify(trx, userId, newMessageNotification(message.subject));
    },

    // Inquiries, the member's side

    async createInquiry(userId: number, request: CreateInquiryRequest): Promise<Inquiry> {
      return toInquiry(
        await repository.insertInquiry(db, {
          user_id: userId,
          title: request.title,
          content: request.content,
          created_at: now(),
        }),
      );
    },

    async listInquiries(userId: number, query: PageQuery): Promise<InquiryList> {
      const [rows, count] = await Promise.all([
        repository.memberInquiriesPage(db, userId, query),
        repository.memberInquiryCount(db, userId),
      ]);
      return { results: rows.map(toInquirySummary), count, total_pages: totalPages(count, query.size) };
    },

    /** One of the member's own inquiries (anyone else's does not exist for them); opening a reply marks it seen. */
    async inquiry(userId: number, id: number): Promise<Inquiry> {
      const row = await repository.openMemberInquiry(db, userId, id, now());
      if (!row) throw notFound(INQUIRY_NOT_FOUND);
      return toInquiry(row);
    },

    // Inquiries, the operator's side

    async adminInquiries(
      query: AdminInquiryListQuery,
    ): Promise<{ results: AdminInquiry[]; count: number; total_pages: number }> {
      const [rows, count] = await Promise.all([
        repository.adminInquiriesPage(db, query.status, query),
        repository.adminInquiryCount(db, query.status),
      ]);
      return { results: rows.map(toAdminInquiry), count, total_pages: totalPages(count, query.size) };
    },

    /** The whole filtered queue (oldest first, as the list, up to the export limit) as a spreadsheet-ready CSV in `language`. */
    async adminInquiriesCsv(query: AdminInquiryListQuery, language: Language): Promise<string> {
      const rows = await repository.adminInquiriesPage(db, query.status, { page: 1, size: ADMIN_CSV_MAXIMUM_ROWS });
      return buildCsv(
        INQUIRY_CSV_HEADERS,
        rows
          .map(toAdminInquiry)
          .map((inquiry) => [
            inquiry.id,
            inquiry.created_at,
            inquiry.user_info.username,
            inquiry.user_info.id,
            inquiry.user_info.nickname,
            translateLabel(INQUIRY_STATUS_LABELS[inquiry.status], language),
            inquiry.title,
            inquiry.content,
            inquiry.reply_content,
            inquiry.replied_at,
          ]),
        language,
      );
    },

    /** Answers an open inquiry once; the member gets a notification in the same transaction. */
    replyToInquiry(actor: AuditActor, id: number, request: InquiryReplyRequest): Promise<AdminInquiry> {
      return inTransaction(db, async (trx) => {
        const inquiry = await repository.lockInquiry(trx, id);
        if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
        if (inquiry.status === 'answered') throw new AppError(409, 'already_answered', '이미 답변한 문의입니다.');
        if (inquiry.status === 'closed') throw new AppError(409, 'inquiry_closed', '종료된 문의입니다.');
        const before = toAdminInquiry((await repository.findAdminInquiry(trx, id)) as AdminInquiryRow);
        await repository.answerInquiry(trx, id, {
          reply_content: request.reply_content,
          replied_by: actor.userId,
          replied_at: now(),
        });
        await notifications.notify(trx, inquiry.user_id, {
          type: 'message',
          title: '문의에 답변이 등록되었습니다.',
          message: excerpt(inquiry.title, 200),
          action: { type: 'deep_link', target: 'inquire' },
        });
        const after = toAdminInquiry((await repository.findAdminInquiry(trx, id)) as AdminInquiryRow);
        await audit.record(trx, {
          actorId: actor.userId,
          requestId: actor.requestId,
          action: 'inquiry.reply',
          targetType: 'inquiry',
          targetId: id,
          before,
          after,
        });
        return after;
      });
    },

    /** Ends an inquiry (answered or not); the member still sees it, marked closed. */
    closeInquiry(actor: AuditActor, id: number): Promise<AdminInquiry> {
      return inTransaction(db, async (trx) => {
        const inquiry = await repository.lockInquiry(trx, id);
        if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
        if (inquiry.status === 'closed') throw new AppError(409, 'inquiry_closed', '이미 종료된 문의입니다.');
        const before = toAdminInquiry((await repository.findAdminInquiry(trx, id)) as AdminInquiryRow);
        await repository.closeInquiry(trx, id);
        const after = toAdminInquiry((await repository.findAdminInquiry(trx, id)) as AdminInquiryRow);
        await audit.record(trx, {
          actorId: actor.userId,
          requestId: actor.requestId,
          action: 'inquiry.close',
          targetType: 'inquiry',
          targetId: id,
          before,
          after,
        });
        return after;
      });
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
