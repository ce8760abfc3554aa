import { INT4_MAX, type SessionResponse } from '@hanpan/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAccount, registerMember, registrationForm } from '../helpers';
import {
  describeAttack,
  expectLedgerClean,
  type AttackRequest,
  type AttackResponse,
  type AttackTarget,
} from './attack-kit';

/**
 * Item 7 of issue 12: text PostgreSQL cannot store (NUL, a lone surrogate half) and numbers past
 * what an id's column holds, in bodies, queries and paths. Each used to answer 500 with a stack trace; each
 * must be a 4xx `{ error, message }` that changes nothing.
 */

const ATTACKER_IP = '203.0.113.7';
const PAST_INT4 = INT4_MAX + 1;
const PAST_SAFE_INTEGER = '9007199254740993';

function expectRefusedAsBadInput(response: AttackResponse): void {
  expect(response.status, response.body).toBeGreaterThanOrEqual(400);
  expect(response.status, response.body).toBeLessThan(500);
  expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
}

describeAttack('NUL, lone surrogates and ids past int4 (bad input)', (target: () => AttackTarget) => {
  let admin: SessionResponse;
  let member: SessionResponse;
  const password = 'mint7walrus';

  beforeAll(async () => {
    admin = await createAccount(target().harness.app, 'admin');
    member = await registerMember(target().harness.app, { password, confirmPassword: password });
  });

  it('a burst of 40 logins with NUL in the username is refused as bad input and costs the owner nothing', async () => {
    const attempts = await target().burst(40, (index) => ({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: `${member.user.username}\u0000${index}`, password: 'guess1234' },
      ip: ATTACKER_IP,
    }));
    for (const attempt of attempts) expectRefusedAsBadInput(attempt);
    expect(attempts.map((attempt) => attempt.status)).toEqual(attempts.map(() => 400));

    // None of them counted as a failure: the owner still logs in, from the same address.
    const owner = await target().send({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: member.user.username, password },
      ip: ATTACKER_IP,
    });
    expect(owner.status, owner.body).toBe(200);
    await expectLedgerClean(target());
  });

  it('NUL in search filters is refused as bad input, for members and operators alike', async () => {
    const searches: AttackRequest[] = [
      { url: '/api/sports/fixtures/prematch?search=a%00b', as: member },
      { url: '/api/transactions/admin/game-history?username=a%00b', as: member },
      { url: '/api/admin/members?query=a%00b', as: admin },
      { url: '/api/admin/audit?actor=a%00b', as: admin },
      { url: '/api/admin/sports/bets?username=a%00b', as: admin },
      { url: '/api/admin/sports/fixtures?search=a%00b', as: admin },
      { url: '/api/admin/casino/rounds?username=a%00b', as: admin },
      { url: '/api/admin/casino/games?search=a%00b', as: admin },
    ];
    for (const search of searches) expectRefusedAsBadInput(await target().send({ ...search, ip: ATTACKER_IP }));
    await expectLedgerClean(target());
  });

  it('NUL in the studio fairness path is refused as bad input', async () => {
    for (const roundId of ['%00', 'round%00id', '%ED%A0%80']) {
      expectRefusedAsBadInput(await target().send({ url: `/studio/api/rounds/${roundId}/fairness`, ip: ATTACKER_IP }));
    }
    await expectLedgerClean(target());
  });

  it('a lone surrogate in JSON text is refused and stores nothing', async () => {
    const inquiry = await target().send({
      method: 'POST',
      url: '/api/inquiries/inquiries',
      // Escaped as JSON carries it: the server's parser turns `\ud800` into a lone surrogate half.
      payload: '{"title":"\\ud800 환불","content":"lone \\udc00 surrogate"}',
      as: member,
      ip: ATTACKER_IP,
    });
    expectRefusedAsBadInput(inquiry);
    const list = await target().send({ url: '/api/inquiries/inquiries', as: member, ip: ATTACKER_IP });
    expect(list.json<{ count: number }>().count).toBe(0);

    const form = registrationForm({ nickname: '닉\uD800' });
    const registration = await target().send({
      method: 'POST',
      url: '/api/users/register',
      payload: form,
      ip: ATTACKER_IP,
    });
    expectRefusedAsBadInput(registration);
    expect(registration.json<{ fields: Record<string, string> }>().fields).toHaveProperty('nickname');
    const stored = await target()
      .harness.database.db.selectFrom('users')
      .select('id')
      .where('username', '=', form.username)
      .execute();
    expect(stored).toEqual([]);
    await expectLedgerClean(target());
  });

  it('ids and id filters past what their column holds are refused as bad input, in paths, queries and bodies', async () => {
    const requests: AttackRequest[] = [
      // `integer` columns (sports, leagues, locations): past 2,147,483,647.
      { url: `/api/admin/sports/fixtures?league_id=${PAST_INT4}`, as: admin },
      { url: `/api/admin/sports/fixtures?sport_id=${PAST_INT4}`, as: admin },
      { url: `/api/sports/fixtures/prematch?location_id=${PAST_INT4}`, as: member },
      // `bigint` columns: past what a JavaScript number holds exactly.
      { url: `/api/admin/members/${PAST_SAFE_INTEGER}`, as: admin },
      {
        method: 'POST',
        url: `/api/admin/members/${PAST_SAFE_INTEGER}/adjustments`,
        payload: { account: 'cash', amount: 1_000_000, reason: '보정' },
        as: admin,
      },
      { method: 'POST', url: `/api/admin/deposits/${PAST_SAFE_INTEGER}/approve`, payload: {}, as: admin },
      { url: `/api/admin/sports/bets?user_id=${PAST_SAFE_INTEGER}`, as: admin },
      { url: `/api/admin/sports/bets?cursor=${PAST_SAFE_INTEGER}`, as: admin },
      { url: `/api/admin/casino/rounds?user_id=${PAST_SAFE_INTEGER}`, as: admin },
      { url: `/api/sports/fixtures/${PAST_SAFE_INTEGER}`, as: member },
      { url: '/api/boards/posts/99999999999999999999' },
      { method: 'POST', url: `/api/betting/bets/${PAST_SAFE_INTEGER}/cancel`, as: member },
      {
        method: 'POST',
        url: '/api/users/notifications/mark-read',
        payload: `{"ids":[${PAST_SAFE_INTEGER}]}`,
        as: member,
      },
      {
        method: 'POST',
        url: '/api/admin/messages',
        payload: `{"user_id":${PAST_SAFE_INTEGER},"subject":"안내","body":"내용"}`,
        as: admin,
      },
    ];
    for (const request of requests) expectRefusedAsBadInput(await target().send({ ...request, ip: ATTACKER_IP }));

    const balances = await target().send({ url: '/api/transactions/balances/my-balance', as: member, ip: ATTACKER_IP });
    expect(balances.json()).toMatchObject({ cash_balance: 0, casino_balance: 0, points_balance: 0 });
    await expectLedgerClean(target());
  });
});
