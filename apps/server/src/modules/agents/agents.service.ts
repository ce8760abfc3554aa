import type {
  AdminAgentCommissionList,
  Agent,
  AgentCommission,
  AgentDailyQuery,
  AgentMemberList,
  AgentPayout,
  AgentPortal,
  AgentRates,
  MemberAgentChange,
  adminAgentCreateSchema,
  subAgentCreateSchema,
} from '@hanpan/contract';
import type { z } from 'zod';
import { DAY_MS, koreanDate, startOfKoreanDate } from '@hanpan/rules';
import type { Database, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { formatNumber } from '../../lib/format';
import { maskPhone } from '../account';
import { maskNickname } from '../activity';
import type { AuditActor, AuditService } from '../audit';
import { createWeeklyRun } from '../levels';
import { assertPasswordAllowed, hashPassword, type UsersService } from '../users';
import { digitsOnly } from '../verification';
import { HOUSE_ACCOUNTS, type WalletService } from '../wallet';
import {
  RATE_COLUMNS,
  type AgentRatesBp,
  type AgentRow,
  type AgentsRepository,
  type CommissionRow,
} from './agents.repository';

const RECENT_WEEKS = 12;

/** A new agent's account and rates, as the operator's or a parent agent's form sends them. */
type NewAgent = z.output<typeof subAgentCreateSchema>;

const agentNotFound = () => notFound('총판을 찾을 수 없습니다.');
const memberNotFound = () => notFound('회원을 찾을 수 없습니다.');

/** `김철수` → `김*수`, `이수` → `이*`: enough for an agent to recognise a member it brought, little more. */
export function maskRealname(name: string): string {
  const letters = Array.from(name);
  if (letters.length <= 2) return `${letters[0] ?? ''}*`;
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters.at(-1)}`;
}

const toBp = (rates: AgentRates): AgentRatesBp => ({
  sports_rolling_bp: Math.round(rates.sports_rolling_percent * 100),
  casino_rolling_bp: Math.round(rates.casino_rolling_percent * 100),
  losing_bp: Math.round(rates.losing_percent * 100),
});
const toPercent = (rates: AgentRatesBp): AgentRates => ({
  sports_rolling_percent: rates.sports_rolling_bp / 100,
  casino_rolling_percent: rates.casino_rolling_bp / 100,
  losing_percent: rates.losing_bp / 100,
});

const RATE_FIELDS = {
  sports_rolling_bp: { field: 'sports_rolling_percent', label: '스포츠 롤링' },
  casino_rolling_bp: { field: 'casino_rolling_percent', label: '카지노 롤링' },
  losing_bp: { field: 'losing_percent', label: '루징' },
} as const;

/** Refuses rates above the ceiling (a parent's): a sub-agent never earns more than its parent. */
function assertWithin(rates: AgentRatesBp, ceiling: AgentRatesBp): void {
  for (const column of RATE_COLUMNS) {
    if (rates[column] > ceiling[column]) {
      const { field, label } = RATE_FIELDS[column];
      throw fieldError(
        422,
        'rate_above_parent',
        field,
        `${label} 요율은 상위 총판의 요율(${ceiling[column] / 100}%)보다 높을 수 없습니다.`,
      );
    }
  }
}

/** Refuses lowering a rate below a sub-agent's: the parent would earn less than nothing on that branch. */
function assertAbove(rates: AgentRatesBp, floor: AgentRatesBp): void {
  for (const column of RATE_COLUMNS) {
    if (rates[column] < floor[column]) {
      const { field, label } = RATE_FIELDS[column];
      throw fieldError(
        422,
        'rate_below_sub_agent',
        field,
        `${label} 요율은 하위 총판의 요율(${floor[column] / 100}%)보다 낮을 수 없습니다.`,
      );
    }
  }
}

const toAgent = (row: AgentRow): Agent => ({
  id: row.id,
  username: row.username,
  nickname: row.nickname,
  parent_id: row.parent_id,
  depth: row.depth,
  referral_code: row.referral_code,
  status: row.status,
  ...toPercent(row),
  direct_members: row.direct_members,
  subtree_members: row.subtree_members,
  balance: row.balance,
  created_at: row.created_at.toISOString(),
});

type StatementRow = Awaited<ReturnType<AgentsRepository['statements']>>[number];
const toCommission = (row: StatementRow): AgentCommission => ({
  week_start: row.week_start,
  agent_id: row.agent_id,
  username: row.username,
  members: row.members,
  sports_turnover: row.sports_turnover,
  casino_turnover: row.casino_turnover,
  net_loss: row.net_loss,
  ...toPercent(row),
  sports_commission: row.sports_commission,
  casino_commission: row.casino_commission,
  losing_commission: row.losing_commission,
  amount: row.amount,
  credited_at: row.credited_at?.toISOString() ?? null,
});

/** What a call of the commission run did: each week it completed, with its agents and total. */
export type CommissionReport = { weeks: { week_start: string; agents: number; total: number }[] };

/**
 * Agents (총판): the tree, its rates, members moved between agents, the agent portal's reads, and
 * the weekly commission run (as payback's: frozen once per week in one statement, credited to
 * each agent's cash through the ledger with one posting per statement).
 */
export function createAgentsService(deps: {
  db: Database;
  repository: AgentsRepository;
  users: Pick<UsersService, 'createMember' | 'endSessions'>;
  wallet: Pick<WalletService, 'postHouseTransfers' | 'postHouseTransfer' | 'moneyCall' | 'lockedBalance'>;
  audit: AuditService;
  now?: () => Date;
}) {
  const { db, repository, users, wallet, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function findAgent(executor: Executor, agentId: number): Promise<Agent> {
    const row = (await repository.list(executor, agentId))[0];
    if (!row) throw agentNotFound();
    return toAgent(row);
  }

  /** Makes the account an agent under `parentId` (or at the top), its rates checked against the parent's under the parent's lock. */
  async function placeAgent(trx: Executor, userId: number, parentId: number | null, rates: AgentRatesBp) {
    if (parentId !== null) {
      const parent = await repository.lock(trx, parentId);
      if (!parent) throw fieldError(422, 'parent_not_found', 'parent_id', '상위 총판을 찾을 수 없습니다.');
      assertWithin(rates, parent);
    }
    await repository.insert(trx, { userId, parentId, ...rates });
  }

  /** A new agent account under `parentId` (or at the top), audited. */
  async function createAgent(input: NewAgent, parentId: number | null, actor: AuditActor): Promise<Agent> {
    assertPasswordAllowed(input.password, input.username, 'password');
    const rates = toBp(input);
    const user = await users.createMember(
      {
        username: input.username,
        password_hash: await hashPassword(input.password),
        nickname: input.nickname,
        realname: input.realname,
        birth_date: null,
        birth_suffix: null,
        bank: input.bank,
        account_number: digitsOnly(input.account),
        telco: null,
        phone: digitsOnly(input.phone),
        referred_by: null,
        role: 'agent',
        status: 'active',
      },
      async (trx, created) => {
        await placeAgent(trx, created.id, parentId, rates);
        // An agent's own sub-agents are audited too: the actor is the agent.
        await audit.record(trx, {
          actorId: actor.userId,
          requestId: actor.requestId,
          action: 'agent.create',
          targetType: 'agent',
          targetId: created.id,
          before: null,
          after: { username: created.username, parent_id: parentId, ...rates },
        });
      },
    );
    return findAgent(db, user.id);
  }

  const weekly = createWeeklyRun<CommissionRow>({
    db,
    tables: { weeks: 'agent_commission_weeks', rows: 'agent_commissions' },
    wallet,
    freeze: (trx, week, at) => repository.freeze(trx, week, at),
    posting: (row) => ({
      userId: row.agent_id,
      account: 'cash',
      amount: row.amount,
      kind: 'agent_commission',
      house: HOUSE_ACCOUNTS.commissions,
    }),
  });

  return {
    placeAgent,

    /** The whole tree, each agent after its parent. */
    async list(): Promise<Agent[]> {
      return (await repository.list(db)).map(toAgent);
    },

    createByOperator(actor: AuditActor, input: z.output<typeof adminAgentCreateSchema>): Promise<Agent> {
      return createAgent(input, input.parent_id, actor);
    },

    /** New rates: never above the parent's, never below a sub-agent's (both rows locked, parent first). */
    async updateRates(actor: AuditActor, agentId: number, rates: AgentRates): Promise<Agent> {
      const next = toBp(rates);
      await inTransaction(db, async (trx) => {
        const current = await repository.lock(trx, agentId);
        if (!current) throw agentNotFound();
        if (current.parent_id !== null) assertWithin(next, (await repository.lock(trx, current.parent_id))!);
        assertAbove(next, await repository.childrenCeiling(trx, agentId));
        await repository.updateRates(trx, agentId, next);
        await audit.record(trx, {
          actorId: actor.userId,
          requestId: actor.requestId,
          action: 'agent.rates',
          targetType: 'agent',
          targetId: agentId,
          before: Object.fromEntries(RATE_COLUMNS.map((column) => [column, current[column]])),
          after: next,
        });
      });
      return findAgent(db, agentId);
    },

    /**
     * Suspends an agent (every session ends now, so a later reinstatement reopens none; its code
     * signs no new member up) or reinstates it, audited. Its members, tree and commissions stay.
     */
    async setStatus(actor: AuditActor, agentId: number, change: { status: 'active' | 'suspended'; reason: string }) {
      await inTransaction(db, async (trx) => {
        const agent = await repository.lockStatus(trx, agentId);
        if (!agent) throw agentNotFound();
        if (agent.status === change.status) {
          throw new AppError(409, 'agent_status_unchanged', '이미 그 상태인 총판입니다.');
        }
        await repository.setStatus(trx, agentId, change.status);
        const ended = change.status === 'suspended' ? await users.endSessions(trx, agentId) : 0;
        await audit.record(trx, {
          actorId: actor.userId,
          requestId: actor.requestId,
          action: change.status === 'suspended' ? 'agent.suspend' : 'agent.reinstate',
          targetType: 'agent',
          targetId: agentId,
          before: { status: agent.status },
          after: { status: change.status, ended_sessions: ended },
          reason: change.reason,
        });
      });
      return findAgent(db, agentId);
    },

    /** Moves a member to another agent (or to none), audited and kept in the member's agent history. */
    async moveMember(
      actor: AuditActor,
      userId: number,
      change: { agentId: number | null; reason: string },
    ): Promise<MemberAgentChange> {
      await inTransaction(db, async (trx) => {
        const member = await repository.lockMember(trx, userId);
        if (!member) throw memberNotFound();
        if (change.agentId !== null && !(await repository.lock(trx, change.agentId))) {
          throw fieldError(422, 'agent_not_found', 'agent_id', '총판을 찾을 수 없습니다.');
        }
        if (member.agent_id === change.agentId)
          throw new AppError(409, 'agent_unchanged', '이미 그 총판의 회원입니다.');
        await repository.moveMember(trx, {
          userId,
          from: member.agent_id,
          to: change.agentId,
          actorId: actor.userId,
          reason: change.reason,
          at: now(),
        });
        await audit.record(trx, {
          actorId: actor.userId,
          requestId: actor.requestId,
          action: 'member.agent',
          targetType: 'member',
          targetId: userId,
          before: { agent_id: member.agent_id },
          after: { agent_id: change.agentId },
          reason: change.reason,
        });
      });
      return { user_id: userId, agent_id: change.agentId };
    },

    /** Pays commission out to the agent's bank account: its cash leaves to the house's paid-out account, once per key. */
    payout(
      actor: AuditActor & { idempotencyKey: string | undefined },
      agentId: number,
      request: { amount: number; reason: string },
    ): Promise<AgentPayout> {
      return wallet.moneyCall(
        { userId: actor.userId, idempotencyKey: actor.idempotencyKey },
        'agent-payout',
        { agentId, ...request },
        async (trx) => {
          if (!(await repository.lock(trx, agentId))) throw agentNotFound();
          const before = await wallet.lockedBalance(trx, agentId, 'cash');
          if (request.amount > before) {
            throw fieldError(
              422,
              'payout_above_balance',
              'amount',
              `지급액이 정산 잔액(${formatNumber(before)}원)보다 많습니다.`,
            );
          }
          const auditId = await audit.record(trx, {
            actorId: actor.userId,
            requestId: actor.requestId,
            action: 'agent.payout',
            targetType: 'agent',
            targetId: agentId,
            before: { balance: before },
            after: { balance: before - request.amount, amount: request.amount },
            reason: request.reason,
          });
          const balance = await wallet.postHouseTransfer(trx, {
            userId: agentId,
            account: 'cash',
            amount: -request.amount,
            kind: 'agent_payout',
            house: HOUSE_ACCOUNTS.withdrawalsPaid,
            reference: { type: 'audit', id: auditId },
          });
          return { agent_id: agentId, amount: request.amount, balance };
        },
      );
    },

    async adminCommissions(week: string | undefined): Promise<AdminAgentCommissionList> {
      const weeks = await repository.recentWeeks(db, RECENT_WEEKS);
      const chosen = week ?? weeks[0] ?? null;
      if (!chosen) return { weeks, week: null, results: [] };
      return {
        weeks,
        week: chosen,
        results: (await repository.statements(db, { week_start: chosen })).map(toCommission),
      };
    },

    /** Every week that has ended (ten minutes since) and has not had its commissions credited, oldest first. */
    async runDueCommissions(at: Date = now()): Promise<CommissionReport> {
      const weeks = await weekly.runDue(at);
      return {
        weeks: await Promise.all(
          weeks.map(async (weekStart) => ({ week_start: weekStart, ...(await repository.weekTotals(db, weekStart)) })),
        ),
      };
    },

    // The agent portal: every read is of the caller's own subtree.

    async portal(agentId: number): Promise<AgentPortal> {
      const [self, ...below] = (await repository.list(db, agentId)).map(toAgent);
      if (!self) throw agentNotFound();
      return { agent: self, sub_agents: below.filter((agent) => agent.parent_id === agentId) };
    },

    createSubAgent(actor: AuditActor, input: NewAgent): Promise<Agent> {
      return createAgent(input, actor.userId, actor);
    },

    async members(agentId: number, page: { page: number; size: number }): Promise<AgentMemberList> {
      const { results, count } = await repository.subtreeMembers(db, agentId, {
        offset: (page.page - 1) * page.size,
        limit: page.size,
      });
      return {
        results: results.map((row) => ({
          id: row.id,
          realname: maskRealname(row.realname),
          nickname: maskNickname(row.nickname),
          phone: maskPhone(row.phone),
          agent: { id: row.agent_id, username: row.agent_username },
          created_at: row.created_at.toISOString(),
        })),
        count,
        total_pages: Math.ceil(count / page.size),
      };
    },

    async daily(agentId: number, query: AgentDailyQuery) {
      if (query.member_id !== undefined && !(await repository.memberInSubtree(db, agentId, query.member_id))) {
        throw memberNotFound();
      }
      const days: { day: string; from: Date; to: Date }[] = [];
      for (let day = query.from; day <= query.to;) {
        const from = startOfKoreanDate(day);
        const to = new Date(from.getTime() + DAY_MS);
        days.push({ day, from, to });
        day = koreanDate(to);
      }
      return { results: await repository.daily(db, agentId, days, query.member_id) };
    },

    async commissions(agentId: number): Promise<{ results: AgentCommission[] }> {
      return { results: (await repository.statements(db, { agent_id: agentId })).map(toCommission) };
    },
  };
}

export type AgentsService = ReturnType<typeof createAgentsService>;
