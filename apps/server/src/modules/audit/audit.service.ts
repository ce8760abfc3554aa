import {
  ADMIN_CSV_MAXIMUM_ROWS,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  type Language,
} from '@hanpan/contract';
import { koreanDayRange } from '@hanpan/rules';
import type { Database, Executor } from '../../db/database';
import { buildCsv } from '../../lib/csv';
import type { AuditFilter, AuditRepository, AuditRow } from './audit.repository';

/** One operator change, as `record` takes it. */
export type AuditEntryInput = {
  actorId: number;
  /** `area.verb`: `member.suspend`, `member.adjustment`, ... */
  action: string;
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
  reason?: string | null | undefined;
  requestId?: string | null | undefined;
};

const CSV_HEADERS = [
  '번호',
  '일시',
  '관리자',
  '작업',
  '대상 종류',
  '대상 번호',
  '사유',
  '변경 전',
  '변경 후',
  '요청 ID',
] as const;

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: { id: row.actor_user_id, username: row.actor_username },
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    before: row.before,
    after: row.after,
    reason: row.reason,
    request_id: row.request_id,
    created_at: row.created_at.toISOString(),
  };
}

function filterOf(query: AuditQuery): AuditFilter {
  return {
    action: query.action,
    actorUsername: query.actor,
    targetType: query.target_type,
    targetId: query.target_id,
    ...koreanDayRange(query.from, query.to),
  };
}

/** The operators' audit log: written inside each change's own transaction, searched by the back office. */
export function createAuditService(deps: { db: Database; repository: AuditRepository; now?: () => Date }) {
  const { db, repository } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Writes one entry with `executor`, which must be the transaction of the change it describes:
     * if that change rolls back, so does its entry.
     */
    record(executor: Executor, entry: AuditEntryInput): Promise<number> {
      return repository.insert(executor, {
        actor_user_id: entry.actorId,
        action: entry.action,
        target_type: entry.targetType,
        target_id: String(entry.targetId),
        before: json(entry.before),
        after: json(entry.after),
        reason: entry.reason ?? null,
        request_id: entry.requestId ?? null,
        created_at: now(),
      });
    },

    async list(query: AuditQuery): Promise<AuditPage> {
      const { rows, count } = await repository.list(db, filterOf(query), {
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      return { results: rows.map(toEntry), count, total_pages: Math.ceil(count / query.size) };
    },

    /** The whole filtered log (newest first, up to the export limit) as a spreadsheet-ready CSV, headed in `language`. */
    async csv(query: AuditQuery, language: Language): Promise<string> {
      const { rows } = await repository.list(db, filterOf(query), { limit: ADMIN_CSV_MAXIMUM_ROWS, offset: 0 });
      return buildCsv(
        CSV_HEADERS,
        rows.map((row) => [
          row.id,
          row.created_at.toISOString(),
          row.actor_username,
          row.action,
          row.target_type,
          row.target_id,
          row.reason,
          json(row.before),
          json(row.after),
          row.request_id,
        ]),
        language,
      );
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
