import type { Agent, AgentDaily, AgentList, AgentMemberList, AgentPortal, SessionResponse } from '@hanpan/contract';
import { koreanDate } from '@hanpan/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import {
  bearer,
  createAccount,
  createAdmin,
  createAgentAccount,
  createTestApp,
  databaseKinds,
  playCasinoRound,
  registerMember,
  TEST_NOW,
  type TestApp,
} from '../../../test/helpers';

type Caller = SessionResponse | null;

describe.each(databaseKinds)('agents on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;
  // Two trees: head → sub, and another head.
  let head: SessionResponse & { agentId: number };
  let sub: SessionResponse & { agentId: number };
  let otherHead: SessionResponse & { agentId: number };
  let headMember: SessionResponse;
  let subMember: SessionResponse;
  let otherMember: SessionResponse;

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => TEST_NOW });
    admin = await createAdmin(harness.app);
    head = await createAgentAccount(harness, admin, {
      rates: { sports_rolling_percent: 1, casino_rolling_percent: 0.5, losing_percent: 30 },
    });
    sub = await createAgentAccount(harness, admin, {
      parentId: head.agentId,
      rates: { sports_rolling_percent: 0.6, casino_rolling_percent: 0.2, losing_percent: 20 },
    });
    otherHead = await createAgentAccount(harness, admin, { rates: { losing_percent: 10 } });
    headMember = await registerMember(harness.app, { recommend: head.user.referral_code });
    subMember = await registerMember(harness.app, { recommend: sub.user.referral_code.toLowerCase() });
    otherMember = await registerMember(harness.app, { recommend: otherHead.user.referral_code });
  });
  afterEach(async () => {
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await harness.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, caller: Caller, payload?: object) =>
    harness.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(caller ? { headers: bearer(caller) } : {}),
    });
  const agentOf = async (userId: number) =>
    (
      await harness.database.db
        .selectFrom('users')
        .select(['agent_id', 'referred_by'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).agent_id;

  it("makes a member who joins with an agent's code that agent's, with no referral reward", async () => {
    expect(await agentOf(headMember.user.id)).toBe(head.agentId);
    expect(await agentOf(subMember.user.id)).toBe(sub.agentId);
    const row = await harness.database.db
      .selectFrom('users')
      .select('referred_by')
      .where('id', '=', subMember.user.id)
      .executeTakeFirstOrThrow();
    expect(row.referred_by).toBeNull();
    // A member's code still refers as before.
    const referred = await registerMember(harness.app, { recommend: headMember.user.referral_code });
    expect(await agentOf(referred.user.id)).toBeNull();
  });

  it('lists the tree for operators, each agent after its parent, with members and rates, and as CSV', async () => {
    const list = await call('GET', '/api/admin/agents', admin);
    expect(list.statusCode, list.body).toBe(200);
    const results = list.json<AgentList>().results;
    const ids = results.map((agent) => agent.id);
    expect(ids.indexOf(sub.agentId)).toBe(ids.indexOf(head.agentId) + 1);
    expect(results.find((agent) => agent.id === head.agentId)).toMatchObject({
      parent_id: null,
      depth: 0,
      referral_code: head.user.referral_code,
      sports_rolling_percent: 1,
      casino_rolling_percent: 0.5,
      losing_percent: 30,
      direct_members: 1,
      subtree_members: 2,
      balance: 0,
    });
    expect(results.find((agent) => agent.id === sub.agentId)).toMatchObject({
      parent_id: head.agentId,
      depth: 1,
      direct_members: 1,
      subtree_members: 1,
    });
    const csv = await call('GET', '/api/admin/agents?format=csv', admin);
    const lines = csv.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '아이디,닉네임,상위 총판,단계,추천 코드,스포츠 롤링(%),카지노 롤링(%),루징(%),직속 회원,전체 회원,정산 잔액,등록일시',
    );
    expect(lines.find((line) => line.startsWith(`${sub.user.username},`))).toContain(`,${head.user.username},2,`);
  });

  it("refuses a sub-agent's rate above its parent's, and a parent's below a sub-agent's", async () => {
    const above = await call('POST', '/api/admin/agents', admin, {
      username: 'subabove1',
      password: 'mint7walrus',
      nickname: '위총판',
      realname: '총판',
      phone: '010-5555-0001',
      bank: '국민은행',
      account: '1234567890',
      sports_rolling_percent: 1,
      casino_rolling_percent: 0.6,
      losing_percent: 0,
      parent_id: head.agentId,
    });
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({
      error: 'rate_above_parent',
      fields: { casino_rolling_percent: '카지노 롤링 요율은 상위 총판의 요율(0.5%)보다 높을 수 없습니다.' },
    });
    const lowered = await call('PUT', `/api/admin/agents/${head.agentId}`, admin, {
      sports_rolling_percent: 1,
      casino_rolling_percent: 0.5,
      losing_percent: 15,
    });
    expect(lowered.statusCode).toBe(422);
    expect(lowered.json()).toMatchObject({ error: 'rate_below_sub_agent' });
    const raised = await call('PUT', `/api/admin/agents/${sub.agentId}`, admin, {
      sports_rolling_percent: 0.6,
      casino_rolling_percent: 0.2,
      losing_percent: 31,
    });
    expect(raised.json()).toMatchObject({ error: 'rate_above_parent' });
    // Nothing was written by the refusals.
    const agents = await harness.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'subabove1')
      .execute();
    expect(agents).toEqual([]);
  });

  it('never leaves a sub-agent above its parent when the two are edited at the same moment', async () => {
    const parent = await createAgentAccount(harness, admin, { rates: { losing_percent: 40 } });
    const child = await createAgentAccount(harness, admin, { parentId: parent.agentId, rates: { losing_percent: 10 } });
    for (let round = 0; round < 4; round++) {
      const [down, up] = await Promise.all([
        call('PUT', `/api/admin/agents/${parent.agentId}`, admin, {
          sports_rolling_percent: 0,
          casino_rolling_percent: 0,
          losing_percent: 20,
        }),
        call('PUT', `/api/admin/agents/${child.agentId}`, admin, {
          sports_rolling_percent: 0,
          casino_rolling_percent: 0,
          losing_percent: 30,
        }),
      ]);
      // One of the two wins; never both.
      expect([down.statusCode, up.statusCode].sort()).toEqual([200, 422]);
      const rows = await harness.database.db
        .selectFrom('agents')
        .select(['user_id', 'losing_bp'])
        .where('user_id', 'in', [parent.agentId, child.agentId])
        .execute();
      const rate = new Map(rows.map((row) => [row.user_id, row.losing_bp]));
      expect(rate.get(child.agentId)!).toBeLessThanOrEqual(rate.get(parent.agentId)!);
      // Back to the start for the next round.
      await harness.database.db
        .updateTable('agents')
        .set({ losing_bp: 4000 })
        .where('user_id', '=', parent.agentId)
        .execute();
      await harness.database.db
        .updateTable('agents')
        .set({ losing_bp: 1000 })
        .where('user_id', '=', child.agentId)
        .execute();
    }
  });

  it('moves a member to another agent with a reason, audited, and refuses a move to where they are', async () => {
    const moved = await call('POST', `/api/admin/members/${otherMember.user.id}/agent`, admin, {
      agent_id: sub.agentId,
      reason: '총판 변경 요청',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await agentOf(otherMember.user.id)).toBe(sub.agentId);
    const detail = await call('GET', `/api/admin/members/${otherMember.user.id}`, admin);
    expect(detail.json()).toMatchObject({ agent: { id: sub.agentId, username: sub.user.username } });
    expect((await call('GET', `/api/admin/members/${headMember.user.id}`, admin)).json()).toMatchObject({
      agent: { id: head.agentId },
    });
    const again = await call('POST', `/api/admin/members/${otherMember.user.id}/agent`, admin, {
      agent_id: sub.agentId,
      reason: '다시',
    });
    expect(again.statusCode).toBe(409);
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select(['before', 'after', 'reason'])
      .where('action', '=', 'member.agent')
      .where('target_id', '=', String(otherMember.user.id))
      .execute();
    expect(audit).toEqual([
      { before: { agent_id: otherHead.agentId }, after: { agent_id: sub.agentId }, reason: '총판 변경 요청' },
    ]);
    // An agent is not a member to move.
    const agentMoved = await call('POST', `/api/admin/members/${sub.agentId}/agent`, admin, {
      agent_id: head.agentId,
      reason: '시험',
    });
    expect(agentMoved.statusCode).toBe(404);
    // Back where the member joined, for the tests after this one.
    await call('POST', `/api/admin/members/${otherMember.user.id}/agent`, admin, {
      agent_id: otherHead.agentId,
      reason: '원복',
    });
  });

  it("shows an agent its own subtree's members, masked, and its sub-agents", async () => {
    const portal = await call('GET', '/api/agent/me', head);
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json<AgentPortal>()).toMatchObject({
      agent: { id: head.agentId, username: head.user.username },
      sub_agents: [expect.objectContaining({ id: sub.agentId })],
    });
    const members = (await call('GET', '/api/agent/members', head)).json<AgentMemberList>();
    expect(members.results.map((member) => member.id).sort()).toEqual([headMember.user.id, subMember.user.id].sort());
    expect(members.results.find((member) => member.id === subMember.user.id)).toMatchObject({
      realname: '김*수',
      phone: expect.stringMatching(/^010-\*{4}-\d{4}$/),
      nickname: expect.stringMatching(/^.{2}\*\*\*$/),
      agent: { id: sub.agentId, username: sub.user.username },
    });
    // The sub-agent sees its own member only.
    const subs = (await call('GET', '/api/agent/members', sub)).json<AgentMemberList>();
    expect(subs.results.map((member) => member.id)).toEqual([subMember.user.id]);
  });

  it("reports the subtree's play by Korean day, and one member's only within the subtree", async () => {
    await inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, subMember.user.id, { casino: 100_000 }),
    );
    await playCasinoRound(harness, subMember, { stake: 20_000, payout: 5_000 });
    const today = koreanDate(TEST_NOW);
    const daily = await call('GET', `/api/agent/daily?from=${today}&to=${today}`, head);
    expect(daily.statusCode, daily.body).toBe(200);
    expect(daily.json<AgentDaily>().results).toEqual([
      { day: today, deposits: 0, withdrawals: 0, sports_turnover: 0, casino_turnover: 20_000, net_loss: 15_000 },
    ]);
    const own = await call('GET', `/api/agent/daily?from=${today}&to=${today}&member_id=${subMember.user.id}`, sub);
    expect(own.json<AgentDaily>().results[0]).toMatchObject({ casino_turnover: 20_000 });
    // The other tree sees nothing of it, and cannot ask for the member.
    const other = await call('GET', `/api/agent/daily?from=${today}&to=${today}`, otherHead);
    expect(other.json<AgentDaily>().results[0]).toMatchObject({ casino_turnover: 0, net_loss: 0 });
    const across = await call(
      'GET',
      `/api/agent/daily?from=${today}&to=${today}&member_id=${subMember.user.id}`,
      otherHead,
    );
    expect(across.statusCode).toBe(404);
    const tooLong = await call('GET', '/api/agent/daily?from=2026-01-01&to=2026-03-01', head);
    expect(tooLong.statusCode).toBe(400);
  });

  it('lets an agent create a sub-agent within its own rates only, the new agent under it', async () => {
    const form = {
      password: 'mint7walrus',
      nickname: '하위총판',
      realname: '이하위',
      phone: '010-5555-0002',
      bank: '국민은행',
      account: '1234567891',
      sports_rolling_percent: 0.5,
      casino_rolling_percent: 0.2,
      losing_percent: 10,
    };
    const over = await call('POST', '/api/agent/sub-agents', sub, { ...form, username: 'subsub1', losing_percent: 25 });
    expect(over.statusCode).toBe(422);
    const weak = await call('POST', '/api/agent/sub-agents', sub, {
      ...form,
      username: 'subsub1',
      password: 'subsub1x9',
    });
    expect(weak.json()).toMatchObject({
      error: 'weak_password',
      fields: { password: '비밀번호에 아이디를 포함할 수 없습니다.' },
    });
    const created = await call('POST', '/api/agent/sub-agents', sub, { ...form, username: 'subsub1' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Agent>()).toMatchObject({ parent_id: sub.agentId, depth: 2, losing_percent: 10 });
    // It sits in both ancestors' subtrees, and in no other.
    const paths = await harness.database.db
      .selectFrom('agent_paths')
      .select(['ancestor', 'depth'])
      .where('descendant', '=', created.json<Agent>().id)
      .orderBy('depth')
      .execute();
    expect(paths).toEqual([
      { ancestor: created.json<Agent>().id, depth: 0 },
      { ancestor: sub.agentId, depth: 1 },
      { ancestor: head.agentId, depth: 2 },
    ]);
  });

  it('keeps agents out of member calls and members out of agent calls, and each agent in its own tree', async () => {
    const member = await createAccount(harness.app);
    // Every agent call: no token 401; a member, an operator 403; an agent answers for itself only.
    for (const url of [
      '/api/agent/me',
      '/api/agent/members',
      '/api/agent/commissions',
      '/api/agent/daily?from=2026-11-20&to=2026-11-20',
    ]) {
      expect((await call('GET', url, null)).statusCode, url).toBe(401);
      expect((await call('GET', url, member)).statusCode, url).toBe(403);
      expect((await call('GET', url, admin)).statusCode, url).toBe(403);
      expect((await call('GET', url, otherHead)).statusCode, url).toBe(200);
    }
    expect((await call('POST', '/api/agent/sub-agents', member, {})).statusCode).toBe(403);
    const otherTree = (await call('GET', '/api/agent/members', otherHead)).json<AgentMemberList>();
    expect(otherTree.results.map((row) => row.id)).toEqual([otherMember.user.id]);
    // An agent's session opens no member call (money, betting, account) and no operator call.
    for (const url of [
      '/api/transactions/balances/my-balance',
      '/api/betting/cart',
      '/api/account/profile',
      '/api/levels/me',
    ]) {
      expect((await call('GET', url, head)).statusCode, url).toBe(403);
    }
    expect((await call('GET', '/api/admin/agents', head)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/agents', member)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/agents', null)).statusCode).toBe(401);
    // Who am I, the password and logging out work for every account.
    expect((await call('GET', '/api/users/me', head)).json()).toMatchObject({ role: 'agent' });
    const password = await call('POST', '/api/account/password', otherHead, {
      current_password: 'mint7walrus',
      new_password: 'Agent-own-9pass',
      confirm_password: 'Agent-own-9pass',
    });
    expect(password.statusCode, password.body).toBe(200);
  });

  it('suspends an agent: its sessions end, its code signs nobody up, and reinstating opens no old session', async () => {
    const agent = await createAgentAccount(harness, admin);
    const setStatus = (status: string) =>
      call('PUT', `/api/admin/agents/${agent.agentId}/status`, admin, { status, reason: '시험' });
    expect((await setStatus('suspended')).json()).toMatchObject({ id: agent.agentId, status: 'suspended' });
    expect((await setStatus('suspended')).statusCode).toBe(409);
    expect((await call('GET', '/api/agent/me', agent)).statusCode).toBe(401);
    await expect(registerMember(harness.app, { recommend: agent.user.referral_code })).rejects.toThrow(
      /referral_not_found/,
    );
    expect((await setStatus('active')).statusCode).toBe(200);
    expect((await call('GET', '/api/agent/me', agent)).statusCode).toBe(401);
    expect(await agentOf((await registerMember(harness.app, { recommend: agent.user.referral_code })).user.id)).toBe(
      agent.agentId,
    );
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', String(agent.agentId))
      .where('action', 'in', ['agent.suspend', 'agent.reinstate'])
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual(['agent.reinstate', 'agent.suspend']);
    expect(
      (
        await call('PUT', `/api/admin/agents/${headMember.user.id}/status`, admin, {
          status: 'suspended',
          reason: '시험',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/admin/agents/${agent.agentId}/status`, agent, { status: 'active', reason: '셀프' }))
        .statusCode,
    ).toBe(401);
  });

  it("pays an agent's balance out once per key, never more than it holds", async () => {
    await inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.postHouseTransfer(trx, {
        userId: otherHead.agentId,
        account: 'cash',
        amount: 50_000,
        kind: 'agent_commission',
        house: 'house:commissions',
        reference: { type: 'test', id: 1 },
      }),
    );
    const pay = (amount: number, key: string) =>
      harness.app.inject({
        method: 'POST',
        url: `/api/admin/agents/${otherHead.agentId}/payouts`,
        headers: { ...bearer(admin), 'idempotency-key': key },
        payload: { amount, reason: '11월 정산' },
      });
    const tooMuch = await pay(50_001, 'payout-over');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ error: 'payout_above_balance' });
    const [first, repeat] = await Promise.all([pay(30_000, 'payout-1'), pay(30_000, 'payout-1')]);
    expect(first.json()).toEqual(repeat.json());
    expect(first.json()).toMatchObject({ amount: 30_000, balance: 20_000 });
    const list = (await call('GET', '/api/admin/agents', admin)).json<AgentList>();
    expect(list.results.find((agent) => agent.id === otherHead.agentId)?.balance).toBe(20_000);
    const byAgent = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/agents/${otherHead.agentId}/payouts`,
      headers: bearer(otherHead),
      payload: { amount: 1, reason: '셀프' },
    });
    expect(byAgent.statusCode).toBe(403);
  });
});
