import type { AdminAgentCommissionList, AgentCommissionList, FixtureList, SessionResponse } from '@hanpan/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import {
  bearer,
  createAdmin,
  createAgentAccount,
  createTestApp,
  databaseKinds,
  lastingSession,
  loadTestFixtures,
  placeSportsBet,
  playCasinoRound,
  registerMember,
  inTestWeek as inWeek,
  TEST_NOW,
  type TestApp,
} from '../../../test/helpers';

type Rates = { sports: number; casino: number; losing: number };
type ModelAgent = { index: number; parent: number | null; rates: Rates; id: number; session: SessionResponse };
type Round = { stake: number; payout?: number; rollBack?: boolean };
type ModelMember = { agent: number | null; rounds: Round[]; bets: number[]; session: SessionResponse; id: number };

/** A random tree (each agent under an earlier one or at the top) with each rate at most its parent's. */
const treeArbitrary = fc
  .array(
    fc.record({
      parent: fc.option(fc.nat(), { nil: null }),
      share: fc.record({ sports: fc.nat(100), casino: fc.nat(100), losing: fc.nat(100) }),
    }),
    { minLength: 5, maxLength: 7 },
  )
  .map((specs) => {
    const tree: { parent: number | null; rates: Rates }[] = [];
    specs.forEach((spec, index) => {
      const parent = index === 0 || spec.parent === null ? null : spec.parent % index;
      // A head's rates are up to 2 % rolling and 50 % losing; a sub-agent's a share of its parent's.
      const ceiling = parent === null ? { sports: 200, casino: 200, losing: 5_000 } : tree[parent]!.rates;
      tree.push({
        parent,
        rates: {
          sports: Math.floor((ceiling.sports * spec.share.sports) / 100),
          casino: Math.floor((ceiling.casino * spec.share.casino) / 100),
          losing: Math.floor((ceiling.losing * spec.share.losing) / 100),
        },
      });
    });
    return tree;
  });

const memberArbitrary = (agents: number) =>
  fc.record({
    agent: fc.option(fc.nat(agents - 1), { nil: null }),
    rounds: fc.array(
      fc.record({
        stake: fc.integer({ min: 1, max: 40 }).map((units) => units * 1_000),
        outcome: fc.constantFrom('lost', 'won', 'rolledBack'),
        multiple: fc.integer({ min: 0, max: 150 }),
      }),
      { maxLength: 4 },
    ),
    bets: fc.array(
      fc.integer({ min: 5, max: 20 }).map((units) => units * 1_000),
      { maxLength: 2 },
    ),
  });

/**
 * Commissions by a model: a random agent tree with random rates, members under random agents (and
 * the house's own), random slot rounds and settled sports singles in one week. Each agent's
 * statement must equal the model's (its rate less the sub-agent's on each member's path, floored
 * once per part; no losing commission on a net win), and every won of it must be in the ledger.
 */
describe.each(databaseKinds)('agent commissions by a model on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;
  let clock = TEST_NOW;

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => clock });
    admin = await lastingSession(harness, await createAdmin(harness.app));
    await loadTestFixtures(harness.database);
  });
  afterEach(async () => {
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await harness.close();
  });

  const commissionInLedger = async (agentId: number) => {
    const { rows } = await sql<{ total: number; postings: number }>`
      select coalesce(sum(e.amount), 0)::bigint as total, count(distinct t.id)::int as postings
        from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.owner_user_id = ${agentId} and a.kind = 'cash'
       where t.kind = 'agent_commission'`.execute(harness.database.db);
    return rows[0]!;
  };

  it('credits every agent exactly what the model computes from its subtree, once', async () => {
    const [specs] = fc.sample(treeArbitrary, { seed: 18, numRuns: 1 });
    clock = inWeek(0, 0, 60);
    const agents: ModelAgent[] = [];
    for (const [index, spec] of specs!.entries()) {
      const session = await createAgentAccount(harness, admin, {
        parentId: spec.parent === null ? null : agents[spec.parent]!.id,
        rates: {
          sports_rolling_percent: spec.rates.sports / 100,
          casino_rolling_percent: spec.rates.casino / 100,
          losing_percent: spec.rates.losing / 100,
        },
      });
      agents.push({
        index,
        parent: spec.parent,
        rates: spec.rates,
        id: session.agentId,
        session: await lastingSession(harness, session),
      });
    }

    const fixtures = (
      await harness.app.inject({ url: '/api/sports/fixtures/prematch?size=3', headers: bearer(admin) })
    ).json<FixtureList>().results;
    const fixture = fixtures[0]!;
    // A member's first single is on the home side (it loses 0:1), a second on the away side (it wins).
    const bets = fixture.markets[0]!.bets;
    const picks = [bets[0]!.id, bets.at(-1)!.id];

    const memberSpecs = fc.sample(memberArbitrary(agents.length), { seed: 19, numRuns: 10 });
    const members: ModelMember[] = [];
    for (const spec of memberSpecs) {
      const code = spec.agent === null ? undefined : agents[spec.agent]!.session.user.referral_code;
      const session = await lastingSession(
        harness,
        await registerMember(harness.app, code === undefined ? {} : { recommend: code }),
      );
      await inTransaction(harness.database.db, (trx) =>
        harness.app.services.wallet.grantPromotion(trx, session.user.id, { cash: 100_000, casino: 500_000 }),
      );
      const rounds = spec.rounds.map(({ stake, outcome, multiple }) =>
        outcome === 'won'
          ? { stake, payout: Math.floor((stake * multiple) / 100) }
          : outcome === 'rolledBack'
            ? { stake, rollBack: true }
            : { stake },
      );
      members.push({ agent: spec.agent, rounds, bets: spec.bets, session, id: session.user.id });
    }

    clock = inWeek(0, 1);
    for (const member of members) {
      for (const round of member.rounds) await playCasinoRound(harness, member.session, round);
      for (const [index, stake] of member.bets.entries()) {
        await placeSportsBet(harness.app, member.session, [picks[index]!], stake);
      }
    }
    // The match ends and settles inside the week.
    clock = inWeek(0, 2);
    await harness.database.db
      .updateTable('fixtures')
      .set({ status: 3, score_home: 0, score_away: 1 })
      .where('id', '=', fixture.id)
      .execute();
    await harness.app.services.settlement.tick();
    const slips = await harness.database.db
      .selectFrom('bet_slips')
      .select(['user_id', 'stake', 'payout', 'status'])
      .where(
        'user_id',
        'in',
        members.map((member) => member.id),
      )
      .execute();
    expect(slips.every((slip) => slip.status === 'WON' || slip.status === 'LOST')).toBe(true);

    // The model's figures per member, then per agent.
    const figures = new Map(
      members.map((member) => {
        const own = slips.filter((slip) => slip.user_id === member.id);
        const played = member.rounds.filter((round) => !round.rollBack);
        return [
          member.id,
          {
            sports: own.reduce((sum, slip) => sum + slip.stake, 0),
            casino: played.reduce((sum, round) => sum + round.stake, 0),
            netLoss:
              own.reduce((sum, slip) => sum + slip.stake - (slip.payout ?? 0), 0) +
              played.reduce((sum, round) => sum + round.stake - (round.payout ?? 0), 0),
          },
        ];
      }),
    );
    /** The agents from the member's own up to its head, bottom first. */
    const pathOf = (agent: number) => {
      const path = [agent];
      while (agents[path.at(-1)!]!.parent !== null) path.push(agents[path.at(-1)!]!.parent!);
      return path;
    };
    const expected = agents.map((agent) => {
      let sports = 0;
      let casino = 0;
      let losing = 0;
      let count = 0;
      const totals = { sports: 0, casino: 0, netLoss: 0 };
      for (const member of members) {
        if (member.agent === null) continue;
        const path = pathOf(member.agent);
        const at = path.indexOf(agent.index);
        if (at < 0) continue;
        const below = at === 0 ? { sports: 0, casino: 0, losing: 0 } : agents[path[at - 1]!]!.rates;
        const figure = figures.get(member.id)!;
        if (figure.sports === 0 && figure.casino === 0 && figure.netLoss === 0 && member.rounds.length === 0) continue;
        count += 1;
        totals.sports += figure.sports;
        totals.casino += figure.casino;
        totals.netLoss += figure.netLoss;
        sports += figure.sports * (agent.rates.sports - below.sports);
        casino += figure.casino * (agent.rates.casino - below.casino);
        losing += figure.netLoss * (agent.rates.losing - below.losing);
      }
      const parts = {
        sports_commission: Math.floor(sports / 10_000),
        casino_commission: Math.floor(casino / 10_000),
        losing_commission: Math.max(0, Math.floor(losing / 10_000)),
      };
      const amount = parts.sports_commission + parts.casino_commission + parts.losing_commission;
      return { agent, count, totals, parts, amount };
    });

    clock = inWeek(1, 0, 11);
    // The sample exercises what it is for: sub-agents earning a difference, and losing commission.
    expect(expected.some((entry) => entry.agent.parent !== null && entry.amount > 0)).toBe(true);
    expect(expected.some((entry) => entry.parts.losing_commission > 0)).toBe(true);
    const report = await harness.app.services.agents.runDueCommissions();
    expect(report.weeks).toHaveLength(1);
    const total = expected.reduce((sum, entry) => sum + entry.amount, 0);
    expect(report.weeks[0]).toMatchObject({ total });

    for (const { agent, count, totals, parts, amount } of expected) {
      const statements = (
        await harness.app.inject({ url: '/api/agent/commissions', headers: bearer(agent.session) })
      ).json<AgentCommissionList>().results;
      if (count === 0) {
        expect(statements).toEqual([]);
      } else {
        expect(statements).toEqual([
          expect.objectContaining({
            agent_id: agent.id,
            members: count,
            sports_turnover: totals.sports,
            casino_turnover: totals.casino,
            net_loss: totals.netLoss,
            ...parts,
            amount,
          }),
        ]);
      }
      expect(await commissionInLedger(agent.id)).toEqual({ total: amount, postings: amount > 0 ? 1 : 0 });
    }
    // The house's commission account paid out exactly the statements' total.
    const { rows } = await sql<{ total: number }>`
      select coalesce(sum(e.amount), 0)::bigint as total from ledger_entries e
        join ledger_accounts a on a.id = e.account_id and a.code = 'house:commissions'`.execute(harness.database.db);
    expect(rows[0]!.total).toBe(-total);

    // The operator's view of the week agrees; running again pays nothing more.
    const list = (
      await harness.app.inject({ url: '/api/admin/agents/commissions', headers: bearer(admin) })
    ).json<AdminAgentCommissionList>();
    expect(list.results.reduce((sum, row) => sum + row.amount, 0)).toBe(total);
    expect(await harness.app.services.agents.runDueCommissions()).toEqual({ weeks: [] });
    const csv = await harness.app.inject({ url: '/api/admin/agents/commissions?format=csv', headers: bearer(admin) });
    expect(csv.body.slice(1).split('\r\n')[0]).toBe(
      '주,아이디,회원 수,스포츠 롤링 금액,카지노 롤링 금액,순손실,스포츠 롤링(%),카지노 롤링(%),루징(%),스포츠 수수료,카지노 수수료,루징 수수료,합계,지급일시',
    );
  });

  it('credits each statement once however many runs start at the same moment', async () => {
    const agent = await createAgentAccount(harness, admin, { rates: { losing_percent: 10 } });
    const loser = await lastingSession(
      harness,
      await registerMember(harness.app, { recommend: agent.user.referral_code }),
    );
    await inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, loser.user.id, { casino: 100_000 }),
    );
    clock = inWeek(1, 3);
    await playCasinoRound(harness, loser, { stake: 50_000 });
    clock = inWeek(2, 0, 15);
    const reports = await Promise.all(Array.from({ length: 5 }, () => harness.app.services.agents.runDueCommissions()));
    expect(reports.flatMap((report) => report.weeks)).toHaveLength(1);
    expect(await commissionInLedger(agent.agentId)).toEqual({ total: 5_000, postings: 1 });
  });
});
