import {
  notificationInputSchema,
  translateMessage,
  type Language,
  type Notification,
  type NotificationIdsRequest,
  type NotificationInput,
  type NotificationList,
  type NotificationsUpdated,
  type PageQuery,
  type SendNotificationRequest,
  type SentCount,
} from '@hanpan/contract';
import type { Database, Executor } from '../../db/database';
import type { DomainEventPublisher } from '../../db/domain-events';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type {
  NewNotificationRow,
  NotificationRow,
  NotificationSelection,
  NotificationsRepository,
} from './notifications.repository';

const totalPages = (count: number, size: number) => Math.ceil(count / size);

/** Checks a notification the code builds; a bad one is a bug in the caller, never the member's fault. */
export function toNotificationRow(input: NotificationInput): NewNotificationRow {
  const parsed = notificationInputSchema.safeParse(input);
  if (!parsed.success)
    throw new TypeError(`invalid notification: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  const { type, title, message, action } = parsed.data;
  return {
    type,
    title,
    body: message,
    action_type: action?.type ?? null,
    action_target: action?.target ?? null,
    action_params: action?.params ?? null,
  };
}

/**
 * A stored notification as its member reads it, in `language`. Rows keep the Korean they were
 * written in; the server's own texts (a deposit approved, a bet won) are put in the reader's
 * language through the message catalogue on every read, so rows written before a text had its
 * English read in English too. An operator's or a member's own words have no entry and stay as written.
 */
function toNotification(row: NotificationRow, language: Language): Notification {
  const params = (typeof row.action_params === 'string' ? JSON.parse(row.action_params) : row.action_params) as {
    game_id?: number | string;
  } | null;
  const action =
    row.action_type && row.action_target
      ? ({ type: row.action_type, target: row.action_target, ...(params ? { params } : {}) } as Notification['action'])
      : null;
  return {
    id: row.id,
    type: row.type as Notification['type'],
    title: translateMessage(row.title, language),
    message: translateMessage(row.body, language),
    time: row.created_at.toISOString(),
    read: row.read_at !== null,
    action,
  };
}

const selectionOf = (request: NotificationIdsRequest): NotificationSelection =>
  request.all ? { all: true } : { ids: request.ids ?? [] };

/**
 * Each member's notifications: written by the modules where things happen (inside their own
 * transactions, through `notify`), read, marked and dismissed by the member. Each one written is
 * announced as `notification.created` once its transaction commits.
 */
export function createNotificationsService(deps: {
  db: Database;
  repository: NotificationsRepository;
  events: DomainEventPublisher;
  /** Operators' sends are audited in their own transactions. */
  audit: AuditService;
  now?: () => Date;
}) {
  const { db, repository, events, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /** Writes members' notifications in `trx`, in one statement, each announced once `trx` commits. */
  async function insertAnnounced(
    trx: Executor,
    notifications: readonly { userId: number; notification: NotificationInput }[],
  ): Promise<number[]> {
    if (notifications.length === 0) return [];
    const rows = notifications.map(({ userId, notification }) => ({ userId, row: toNotificationRow(notification) }));
    const written = await repository.insertMany(trx, rows, now());
    for (const { id, user_id: userId } of written)
      events.publish(trx, 'notification.created', { userId, notificationId: id });
    return written.map((row) => row.id);
  }

  return {
    /**
     * Adds a notification for one member inside the caller's transaction (one `inTransaction`
     * opened), so it exists exactly when the thing it reports does (a deposit approved, a bet
     * settled, a reply written), and reaches the member's browser only once that commits.
     */
    async notify(trx: Executor, userId: number, notification: NotificationInput): Promise<number> {
      const [id] = await insertAnnounced(trx, [{ userId, notification }]);
      return id!;
    },

    /** `notify` for several members at once (a settlement batch's wins): one statement. */
    notifyMany: insertAnnounced,

    /** The same notification for every member; answers how many were written. */
    notifyAllMembers(executor: Executor, notification: NotificationInput): Promise<number> {
      return repository.insertForAllMembers(executor, toNotificationRow(notification), now());
    },

    async list(userId: number, query: PageQuery, language: Language): Promise<NotificationList> {
      const [rows, counts] = await Promise.all([repository.page(db, userId, query), repository.counts(db, userId)]);
      return {
        results: rows.map((row) => toNotification(row, language)),
        count: counts.count,
        total_pages: totalPages(counts.count, query.size),
        unread_count: counts.unread,
      };
    },

    async markRead(userId: number, request: NotificationIdsRequest): Promise<NotificationsUpdated> {
      const updated = await repository.markRead(db, userId, selectionOf(request), now());
      return { updated, unread_count: (await repository.counts(db, userId)).unread };
    },

    async dismiss(userId: number, request: NotificationIdsRequest): Promise<NotificationsUpdated> {
      const updated = await repository.dismiss(db, userId, selectionOf(request), now());
      return { updated, unread_count: (await repository.counts(db, userId)).unread };
    },

    /** Operator: a promotion or notice to one member or to every member. */
    send(actor: AuditActor, request: SendNotificationRequest): Promise<SentCount> {
      const { user_id: userId, all: _all, ...notification } = request;
      return inTransaction(db, async (trx) => {
        let sent = 1;
        if (userId === undefined) {
          sent = await repository.insertForAllMembers(trx, toNotificationRow(notification), now());
        } else {
          if (!(await repository.userExists(trx, userId))) throw notFound('회원을 찾을 수 없습니다.');
          await insertAnnounced(trx, [{ userId, notification }]);
        }
        await audit.record(trx, {
          actorId: actor.userId,
          requestId: actor.requestId,
          action: 'notification.send',
          targetType: userId === undefined ? 'all_members' : 'member',
          targetId: userId ?? 'all',
          before: null,
          after: { ...notification, sent },
        });
        return { sent };
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
