import {
  ADMIN_CSV_MAXIMUM_ROWS,
  translateLabel,
  type AdjustmentRequest,
  type Adjustment,
  type AdminPage,
  type AdminPageQuery,
  type Language,
  type MemberDetail,
  type MemberList,
  type MemberListQuery,
  type MemberSession,
  type MemberAccount,
  type MemberSummary,
  type StatementPage,
  type StatementQuery,
  type StatementRow,
} from '@hanpan/contract';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { buildCsv } from '../../lib/csv';
import { AppError, notFound } from '../../lib/errors';
import type { AuditService } from '../audit';
import { HOUSE_ACCOUNTS, displayOf, type WalletService } from '../wallet';
import type { MemberFilter, MemberRow, MembersRepository, StatementEntryRow } from './members.repository';
import { formatNumber } from '../../lib/format';

/** The operator behind a back-office change, the request it came in (for the audit log) and its idempotency key. */
export type AdminActor = { userId: number; requestId: string; idempotencyKey: string | undefined };

const memberNotFound = () => notFound('회원을 찾을 수 없습니다.');
const windowOf = (query: AdminPageQuery) => ({ limit: query.size, offset: (query.page - 1) * query.size });
const pageOf = <Row>(results: Row[], count: number, query: AdminPageQuery): AdminPage<Row> => ({
  results,
  count,
  total_pages: Math.ceil(count / query.size),
});

const STATEMENT_CSV_HEADERS = [
  '번호',
  '일시',
  '계정',
  '구분',
  '금액',
  '잔액',
  '참조 유형',
  '참조 번호',
  '거래 번호',
] as const;
/** The member's accounts as the back office names them (the statement CSV's account column). */
const ACCOUNT_LABELS: Record<MemberAccount, string> = { cash: '보유머니', casino: '카지노머니', points: '포인트' };

function toStatementRow(row: StatementEntryRow, language: Language): StatementRow {
  return {
    entry_id: row.entry_id,
    transaction_id: row.transaction_id,
    account: row.account,
    kind: row.kind,
    display: displayOf(row.kind, language),
    amount: row.amount,
    balance_after: Number(row.balance_after),
    reference_type: row.reference_type,
    reference_id: row.reference_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}

function toSummary(row: MemberRow): MemberSummary {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    realname: row.realname,
    phone: row.phone,
    status: row.status,
    created_at: row.created_at.toISOString(),
    last_login_at: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
    balances: { cash: row.cash, casino: row.casino, points: row.points },
    shares_identity: row.shares_identity,
    level: { id: row.level_id, rank: row.level_rank, name: row.level_name, colour: row.level_colour },
    level_pinned: row.level_pinned,
  };
}

const filterOf = (query: MemberListQuery): MemberFilter => ({
  query: query.query || undefined,
  status: query.status,
  sharesIdentity: query.identity === 'shared',
  levelId: query.level_id,
});

/** Members as the back office sees and manages them; every change is audited in its own transaction. */
export function createMembersService(deps: {
  db: Database;
  repository: MembersRepository;
  wallet: WalletService;
  audit: AuditService;
  now?: () => Date;
}) {
  const { db, repository, wallet, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function detail(id: number): Promise<MemberDetail> {
    const row = await repository.find(db, id);
    if (!row) throw memberNotFound();
    return {
      ...toSummary(row),
      birth_date: row.birth_date,
      bank: row.bank,
      account_number: row.account_number,
      telco: row.telco,
      referral_code: row.referral_code,
      agent: row.agent_id === null ? null : { id: row.agent_id, username: row.agent_username ?? '' },
      open_sessions: await repository.countLiveSessions(db, id, now()),
      wagering: await wallet.wageringStatus(db, id),
    };
  }

  async function changeStatus(
    actor: AdminActor,
    id: number,
    to: 'active' | 'suspended',
    reason: string,
  ): Promise<MemberDetail> {
    await inTransaction(db, async (trx) => {
      const member = await repository.lock(trx, id);
      if (!member) throw memberNotFound();
      if (member.status === to) {
        throw to === 'suspended'
          ? new AppError(409, 'already_suspended', '이미 이용이 정지된 회원입니다.')
          : new AppError(409, 'not_suspended', '이용 정지 상태가 아닌 회원입니다.');
      }
      const at = now();
      const openSessions = await repository.countLiveSessions(trx, id, at);
      await repository.setStatus(trx, id, to);
      // A suspension ends every session now, not at its expiry: a later reinstatement opens none of them again.
      const ended = to === 'suspended' ? await repository.revokeLiveSessions(trx, id, at) : 0;
      await audit.record(trx, {
        actorId: actor.userId,
        action: to === 'suspended' ? 'member.suspend' : 'member.reinstate',
        targetType: 'member',
        targetId: id,
        before: { status: member.status, open_sessions: openSessions },
        after: { status: to, open_sessions: openSessions - ended },
        reason,
        requestId: actor.requestId,
      });
    });
    return detail(id);
  }

  return {
    async list(query: MemberListQuery): Promise<MemberList> {
      const { rows, count } = await repository.list(db, filterOf(query), windowOf(query));
      return pageOf(rows.map(toSummary), count, query);
    },

    /** The whole filtered list (newest first, up to the export limit) as a spreadsheet-ready CSV. */
    async csv(query: MemberListQuery, language: Language): Promise<string> {
      const { rows } = await repository.list(db, filterOf(query), { limit: ADMIN_CSV_MAXIMUM_ROWS, offset: 0 });
      return buildCsv(
        [
          '번호',
          '아이디',
          '닉네임',
          '이름',
          '전화번호',
          '상태',
          '가입일시',
          '최근 로그인',
          '보유머니',
          '카지노머니',
          '포인트',
          '중복 의심',
        ],
        rows
          .map(toSummary)
          .map((member) => [
            member.id,
            member.username,
            member.nickname,
            member.realname,
            member.phone,
            translateLabel(member.status === 'active' ? '정상' : '정지', language),
            member.created_at,
            member.last_login_at,
            member.balances.cash,
            member.balances.casino,
            member.balances.points,
            member.shares_identity ? translateLabel('예', language) : '',
          ]),
        language,
      );
    },

    detail,

    async statement(id: number, query: StatementQuery, language: Language): Promise<StatementPage> {
      if (!(await repository.find(db, id))) throw memberNotFound();
      const { rows, count } = await repository.statement(db, id, query.account, windowOf(query));
      return pageOf(
        rows.map((row) => toStatementRow(row, language)),
        count,
        query,
      );
    },

    /** The member's whole statement for the account (newest first, up to the export limit) as a spreadsheet-ready CSV. */
    async statementCsv(id: number, query: StatementQuery, language: Language): Promise<string> {
      if (!(await repository.find(db, id))) throw memberNotFound();
      const { rows } = await repository.statement(db, id, query.account, { limit: ADMIN_CSV_MAXIMUM_ROWS, offset: 0 });
      return buildCsv(
        STATEMENT_CSV_HEADERS,
        rows
          .map((row) => toStatementRow(row, language))
          .map((entry) => [
            entry.entry_id,
            entry.created_at,
            translateLabel(ACCOUNT_LABELS[entry.account], language),
            entry.display,
            entry.amount,
            entry.balance_after,
            entry.reference_type,
            entry.reference_id,
            entry.transaction_id,
          ]),
        language,
      );
    },

    async sessions(id: number, query: AdminPageQuery): Promise<AdminPage<MemberSession>> {
      if (!(await repository.find(db, id))) throw memberNotFound();
      const { rows, count } = await repository.sessions(db, id, windowOf(query));
      const at = now();
      return pageOf(
        rows.map((row) => ({
          id: row.id,
          created_at: row.created_at.toISOString(),
          expires_at: row.expires_at.toISOString(),
          revoked_at: row.revoked_at ? row.revoked_at.toISOString() : null,
          remember_me: row.remember_me,
          live: row.revoked_at === null && row.expires_at > at,
          ip: row.ip,
          user_agent: row.user_agent,
        })),
        count,
        query,
      );
    },

    suspend: (actor: AdminActor, id: number, reason: string) => changeStatus(actor, id, 'suspended', reason),
    reinstate: (actor: AdminActor, id: number, reason: string) => changeStatus(actor, id, 'active', reason),

    /**
     * A manual credit or debit of one member account against the house adjustments account, as one
     * idempotent money call; the audit entry is written first in that transaction and the ledger
     * transaction references it.
     */
    adjust(actor: AdminActor, id: number, request: AdjustmentRequest): Promise<Adjustment> {
      return wallet.moneyCall(
        { userId: actor.userId, idempotencyKey: actor.idempotencyKey },
        'member-adjustment',
        { id, ...request },
        async (trx) => {
          if (!(await repository.lock(trx, id))) throw memberNotFound();
          // Locks the member's accounts (in the wallet's order) so the balance read next cannot move.
          await wallet.lockedBalance(trx, id, 'cash');
          const before = (await repository.balances(trx, id))[request.account];
          const after = before + request.amount;
          if (after < 0) {
            throw new AppError(
              422,
              'adjustment_below_zero',
              `조정 후 잔액이 0원 미만이 됩니다. 현재 잔액은 ${formatNumber(before)}원입니다.`,
            );
          }
          const auditId = await audit.record(trx, {
            actorId: actor.userId,
            action: 'member.adjustment',
            targetType: 'member',
            targetId: id,
            before: { account: request.account, balance: before },
            after: { account: request.account, balance: after, amount: request.amount },
            reason: request.reason,
            requestId: actor.requestId,
          });
          await wallet.postHouseTransfer(trx, {
            userId: id,
            account: request.account,
            amount: request.amount,
            kind: 'adjustment',
            house: HOUSE_ACCOUNTS.adjustments,
            reference: { type: 'audit', id: auditId },
          });
          const balances = await repository.balances(trx, id);
          return {
            transaction_id: await repository.adjustmentTransactionId(trx, auditId),
            audit_id: auditId,
            account: request.account,
            amount: request.amount,
            balances,
          };
        },
      );
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
