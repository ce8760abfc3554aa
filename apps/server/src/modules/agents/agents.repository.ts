import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { AgentCommissionsTable } from '../../db/schema';

/** An agent's rates in basis points, as `agents` keeps them. */
export type AgentRatesBp = { sports_rolling_bp: number; casino_rolling_bp: number; losing_bp: number };

export const RATE_COLUMNS = ['sports_rolling_bp', 'casino_rolling_bp', 'losing_bp'] as const;

/** An agent with its account, place in the tree, member counts and commission balance. */
export type AgentRow = AgentRatesBp & {
  id: number;
  username: string;
  nickname: string;
  parent_id: number | null;
  depth: number;
  referral_code: string;
  status: 'active' | 'suspended';
  direct_members: number;
  subtree_members: number;
  balance: number;
  created_at: Date;
};

/** A commission statement as the weekly run credits it. */
export type CommissionRow = Selectable<AgentCommissionsTable>;

/** A week's Monday as `YYYY-MM-DD` (a date column reads as a Date otherwise). */
const weekStartText = sql<string>`week_start::text`.as('week_start');

/**
 * Agents and their tree, optionally only the subtree under `root` (itself included), each agent
 * after its parent: ordered by the path of ancestors from the top.
 */
function agentsQuery(executor: Executor, root: number | null) {
  return sql<AgentRow>`
    select a.user_id as id, u.username, u.nickname, a.parent_id, u.referral_code, u.status,
      a.sports_rolling_bp, a.casino_rolling_bp, a.losing_bp, a.created_at,
      (select count(*) from agent_paths p where p.descendant = a.user_id)::int - 1 as depth,
      (select count(*) from users m where m.agent_id = a.user_id)::int as direct_members,
      (select count(*) from agent_paths p join users m on m.agent_id = p.descendant
        where p.ancestor = a.user_id)::int as subtree_members,
      coalesce((select balance from ledger_accounts l where l.owner_user_id = a.user_id and l.kind = 'cash'), 0)::bigint
        as balance
    from agents a
    join users u on u.id = a.user_id
    ${root === null ? sql`` : sql`join agent_paths r on r.descendant = a.user_id and r.ancestor = ${root}`}
    order by (select array_agg(p.ancestor order by p.depth desc) from agent_paths p where p.descendant = a.user_id)
  `.execute(executor);
}

export function createAgentsRepository() {
  return {
    async list(executor: Executor, root: number | null = null): Promise<AgentRow[]> {
      return (await agentsQuery(executor, root)).rows;
    },

    /** The agent's rates and parent, its row locked until the transaction ends. */
    lock(executor: Executor, agentId: number) {
      return executor
        .selectFrom('agents')
        .select(['user_id', 'parent_id', ...RATE_COLUMNS])
        .where('user_id', '=', agentId)
        .forUpdate()
        .executeTakeFirst();
    },

    /** The highest of each rate among the agent's direct sub-agents (zeros when it has none). */
    async childrenCeiling(executor: Executor, agentId: number): Promise<AgentRatesBp> {
      const { rows } = await sql<AgentRatesBp>`
        select coalesce(max(sports_rolling_bp), 0)::int as sports_rolling_bp,
          coalesce(max(casino_rolling_bp), 0)::int as casino_rolling_bp,
          coalesce(max(losing_bp), 0)::int as losing_bp
        from agents where parent_id = ${agentId}
      `.execute(executor);
      return rows[0]!;
    },

    /** Places a new agent under its parent (or at the top), with every path to its ancestors. */
    async insert(executor: Executor, agent: AgentRatesBp & { userId: number; parentId: number | null }) {
      await executor
        .insertInto('agents')
        .values({
          user_id: agent.userId,
          parent_id: agent.parentId,
          sports_rolling_bp: agent.sports_rolling_bp,
          casino_rolling_bp: agent.casino_rolling_bp,
          losing_bp: agent.losing_bp,
        })
        .execute();
      await sql`
        insert into agent_paths (ancestor, descendant, depth)
        select ancestor, ${agent.userId}, depth + 1 from agent_paths where descendant = ${agent.parentId}
        union all select ${agent.userId}::bigint, ${agent.userId}::bigint, 0
      `.execute(executor);
    },

    /** The agent's account status, its row locked; undefined when no agent has this id. */
    lockStatus(executor: Executor, agentId: number) {
      return executor
        .selectFrom('users')
        .select('status')
        .where('id', '=', agentId)
        .where('role', '=', 'agent')
        .forUpdate()
        .executeTakeFirst();
    },

    async setStatus(executor: Executor, agentId: number, status: 'active' | 'suspended'): Promise<void> {
      await executor.updateTable('users').set({ status }).where('id', '=', agentId).execute();
    },

    async updateRates(executor: Executor, agentId: number, rates: AgentRatesBp): Promise<void> {
      await executor.updateTable('agents').set(rates).where('user_id', '=', agentId).execute();
    },

    /** Whether `agentId` is `root` or below it. */
    async inSubtree(executor: Executor, root: number, agentId: number): Promise<boolean> {
      const row = await executor
        .selectFrom('agent_paths')
        .select('depth')
        .where('ancestor', '=', root)
        .where('descendant', '=', agentId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A member's agent, the member's row locked; undefined when no member has this id. */
    lockMember(executor: Executor, userId: number) {
      return executor
        .selectFrom('users')
        .select(['id', 'agent_id'])
        .where('id', '=', userId)
        .where('role', '=', 'member')
        .forUpdate()
        .executeTakeFirst();
    },

    async moveMember(
      executor: Executor,
      move: { userId: number; from: number | null; to: number | null; actorId: number; reason: string; at: Date },
    ): Promise<void> {
      await executor.updateTable('users').set({ agent_id: move.to }).where('id', '=', move.userId).execute();
      await executor
        .insertInto('member_agent_changes')
        .values({
          user_id: move.userId,
          from_agent: move.from,
          to_agent: move.to,
          actor_user_id: move.actorId,
          reason: move.reason,
          at: move.at,
        })
        .execute();
    },

    /** A page of the members whose agent is `root` or below it, newest first, with their agent. */
    async subtreeMembers(executor: Executor, root: number, page: { offset: number; limit: number }) {
      const members = executor
        .selectFrom('users as u')
        .innerJoin('agent_paths as p', (join) =>
          join.onRef('p.descendant', '=', 'u.agent_id').on('p.ancestor', '=', root),
        )
        .where('u.role', '=', 'member');
      const [results, total] = await Promise.all([
        members
          .innerJoin('users as a', 'a.id', 'u.agent_id')
          .select([
            'u.id',
            'u.realname',
            'u.nickname',
            'u.phone',
            'u.created_at',
            'a.id as agent_id',
            'a.username as agent_username',
          ])
          .orderBy('u.id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        members.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { results, count: Number(total.count) };
    },

    /** Whether the member's agent is `root` or below it. */
    async memberInSubtree(executor: Executor, root: number, memberId: number): Promise<boolean> {
      const row = await executor
        .selectFrom('users as u')
        .innerJoin('agent_paths as p', (join) =>
          join.onRef('p.descendant', '=', 'u.agent_id').on('p.ancestor', '=', root),
        )
        .select('u.id')
        .where('u.id', '=', memberId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Each day's money and play of the subtree's members (or one of them): approved deposits and
     * paid withdrawals by decision time, and `member_game_figures` of the day. `days` are the
     * Korean days with the instants they start and end.
     */
    async daily(
      executor: Executor,
      root: number,
      days: readonly { day: string; from: Date; to: Date }[],
      memberId: number | undefined,
    ) {
      const { rows } = await sql<{
        day: string;
        deposits: number;
        withdrawals: number;
        sports_turnover: number;
        casino_turnover: number;
        net_loss: number;
      }>`
        with members as (
          select u.id from users u join agent_paths p on p.descendant = u.agent_id and p.ancestor = ${root}
          where u.role = 'member' ${memberId === undefined ? sql`` : sql`and u.id = ${memberId}`}
        ), days as (
          select * from unnest(${days.map((day) => day.day)}::text[], ${days.map((day) => day.from)}::timestamptz[],
            ${days.map((day) => day.to)}::timestamptz[]) as d (day, day_from, day_to)
        )
        select d.day,
          coalesce((select sum(x.amount) from deposits x where x.user_id in (select id from members)
            and x.status = 'completed' and x.processed_at >= d.day_from and x.processed_at < d.day_to), 0)::bigint as deposits,
          coalesce((select sum(x.amount) from withdrawals x where x.user_id in (select id from members)
            and x.status = 'completed' and x.processed_at >= d.day_from and x.processed_at < d.day_to), 0)::bigint as withdrawals,
          coalesce(f.sports_turnover, 0)::bigint as sports_turnover,
          coalesce(f.casino_turnover, 0)::bigint as casino_turnover,
          coalesce(f.net_loss, 0)::bigint as net_loss
        from days d
        cross join lateral (
          select sum(g.sports_turnover) as sports_turnover, sum(g.casino_turnover) as casino_turnover,
            sum(g.net_loss) as net_loss
          from member_game_figures(d.day_from, d.day_to, (select coalesce(array_agg(id), '{}') from members)) g
        ) f
        order by d.day
      `.execute(executor);
      return rows;
    },

    // Weekly commissions (a weekly run, levels/weekly-run.ts).

    /**
     * Writes every agent's statement of the week [from, to) in one statement. Each member's
     * figures count for their agent and every ancestor of it; each earns its rate less the rate
     * of the sub-agent on the member's path (none below the member's own agent), so the agents
     * above a member share exactly the head agent's rate. Amounts are floored once per agent and
     * part; a net win earns no losing commission. A zero statement is complete when written.
     */
    async freeze(executor: Executor, week: { start: string; from: Date; to: Date }, at: Date): Promise<void> {
      const { rows } = await sql<{ agents: number; total: number }>`
        with figures as (
          select g.user_id, g.sports_turnover, g.casino_turnover, g.net_loss, u.agent_id
            from member_game_figures(${week.from}, ${week.to}) g
            join users u on u.id = g.user_id and u.role = 'member' and u.agent_id is not null
        ), shares as (
          select p.ancestor as agent_id, f.sports_turnover, f.casino_turnover, f.net_loss,
            coalesce(b.sports_rolling_bp, 0) as below_sports, coalesce(b.casino_rolling_bp, 0) as below_casino,
            coalesce(b.losing_bp, 0) as below_losing
            from figures f
            join agent_paths p on p.descendant = f.agent_id
            left join agent_paths bp on bp.descendant = f.agent_id and bp.depth = p.depth - 1
            left join agents b on b.user_id = bp.ancestor
        ), statements as (
          select a.user_id as agent_id, count(*)::int as members,
            sum(s.sports_turnover)::bigint as sports_turnover, sum(s.casino_turnover)::bigint as casino_turnover,
            sum(s.net_loss)::bigint as net_loss,
            a.sports_rolling_bp, a.casino_rolling_bp, a.losing_bp,
            floor(sum(s.sports_turnover * (a.sports_rolling_bp - s.below_sports)) / 10000)::bigint as sports_commission,
            floor(sum(s.casino_turnover * (a.casino_rolling_bp - s.below_casino)) / 10000)::bigint as casino_commission,
            greatest(0, floor(sum(s.net_loss * (a.losing_bp - s.below_losing)) / 10000))::bigint as losing_commission
            from shares s join agents a on a.user_id = s.agent_id
           group by a.user_id
        ), written as (
          insert into agent_commissions (agent_id, week_start, members, sports_turnover, casino_turnover, net_loss,
            sports_rolling_bp, casino_rolling_bp, losing_bp, sports_commission, casino_commission, losing_commission,
            amount, credited_at, created_at)
          select agent_id, ${week.start}::date, members, sports_turnover, casino_turnover, net_loss,
            sports_rolling_bp, casino_rolling_bp, losing_bp, sports_commission, casino_commission, losing_commission,
            sports_commission + casino_commission + losing_commission,
            case when sports_commission + casino_commission + losing_commission = 0 then ${at}::timestamptz end, ${at}
            from statements
          on conflict (agent_id, week_start) do nothing
          returning amount
        )
        select count(*)::int as agents, coalesce(sum(amount), 0)::bigint as total from written
      `.execute(executor);
      const { agents, total } = rows[0]!;
      await executor
        .updateTable('agent_commission_weeks')
        .set({ frozen_at: at, agents, total })
        .where('week_start', '=', week.start)
        .execute();
    },

    async weekTotals(executor: Executor, weekStart: string) {
      return executor
        .selectFrom('agent_commission_weeks')
        .select(['agents', 'total'])
        .where('week_start', '=', weekStart)
        .executeTakeFirstOrThrow();
    },

    async recentWeeks(executor: Executor, limit: number): Promise<string[]> {
      const rows = await executor
        .selectFrom('agent_commission_weeks')
        .select(weekStartText)
        .orderBy('week_start', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.week_start);
    },

    /** Statements of one week (every agent's) or of one agent (every week), newest and largest first. */
    statements(executor: Executor, filter: { week_start: string } | { agent_id: number }) {
      const query = executor
        .selectFrom('agent_commissions as c')
        .innerJoin('users as u', 'u.id', 'c.agent_id')
        .select([
          sql<string>`c.week_start::text`.as('week_start'),
          'c.agent_id',
          'u.username',
          'c.members',
          'c.sports_turnover',
          'c.casino_turnover',
          'c.net_loss',
          'c.sports_rolling_bp',
          'c.casino_rolling_bp',
          'c.losing_bp',
          'c.sports_commission',
          'c.casino_commission',
          'c.losing_commission',
          'c.amount',
          'c.credited_at',
        ]);
      return 'week_start' in filter
        ? query.where('c.week_start', '=', filter.week_start).orderBy('c.amount', 'desc').orderBy('c.id').execute()
        : query.where('c.agent_id', '=', filter.agent_id).orderBy('c.week_start', 'desc').limit(52).execute();
    },
  };
}

export type AgentsRepository = ReturnType<typeof createAgentsRepository>;
