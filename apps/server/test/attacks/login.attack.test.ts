import type { SessionResponse } from '@hanpan/contract';
import { expect, it } from 'vitest';
import { hashPassword } from '../../src/modules/users/password';
import { createAdmin, registerMember } from '../helpers';
import { describeAttack, expectLedgerClean, type AttackResponse, type AttackTarget } from './attack-kit';

const BURST = 40;
const LIMIT = 5;
const ADDRESS_LIMIT = 20;
const password = 'korea2026wins';

const countOf = (answers: AttackResponse[], status: number) =>
  answers.filter((answer) => answer.status === status).length;
const login = (username: string, guess: string, ip: string) => ({
  method: 'POST' as const,
  url: '/api/users/login',
  payload: { username, password: guess },
  ip,
});
const sessionsOf = async (target: AttackTarget, userId: number) =>
  (await target.harness.database.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

/**
 * Guessing passwords: in bursts from one address, at a stolen session's password change, and
 * spread over many addresses to lock the owner out. Each attempt is counted before its password
 * is checked, per username and address and per address, so a burst gets no more checks than the
 * limit, and nobody's guesses lock an owner out of an address that has not failed.
 */
describeAttack('password guessing', (target) => {
  const victim = (): Promise<SessionResponse> =>
    registerMember(target().harness.app, { password, confirmPassword: password });

  it('40 simultaneous guesses from one address, the right password last: 5 are checked and the right one is refused', async () => {
    const owner = await victim();
    const answers = await target().burst(BURST, (index) =>
      login(owner.user.username, index === BURST - 1 ? password : `guess${index}pw`, '203.0.113.7'),
    );
    expect(countOf(answers, 401)).toBe(LIMIT);
    expect(countOf(answers, 429)).toBe(BURST - LIMIT);
    expect(answers[BURST - 1]!.json()).toMatchObject({ error: 'too_many_login_attempts' });
    // The attacker opened no session: the owner's registration session is the only one.
    expect(await sessionsOf(target(), owner.user.id)).toBe(1);
    await expectLedgerClean(target());
  });

  it('30 simultaneous wrong current passwords through a stolen session: 5 are checked, the password stays', async () => {
    const owner = await victim();
    const answers = await target().burst(30, (index) => ({
      method: 'POST',
      url: '/api/account/password',
      as: owner,
      ip: '203.0.113.7',
      payload: { current_password: `guess${index}pw`, new_password: 'taken4over', confirm_password: 'taken4over' },
    }));
    expect(countOf(answers, 422)).toBe(LIMIT);
    expect(countOf(answers, 429)).toBe(30 - LIMIT);
    const rightOne = await target().send({
      method: 'POST',
      url: '/api/account/password',
      as: owner,
      ip: '203.0.113.7',
      payload: { current_password: password, new_password: 'taken4over', confirm_password: 'taken4over' },
    });
    expect(rightOne.status).toBe(429);
    expect((await target().send(login(owner.user.username, password, '192.0.2.30'))).status).toBe(200);
    await expectLedgerClean(target());
  });

  it("a stranger's guesses from 40 addresses never refuse the owner's right password from the owner's address", async () => {
    const owner = await victim();
    const answers = await target().burst(BURST, (index) =>
      login(owner.user.username, `guess${index}pw`, `198.51.100.${index + 1}`),
    );
    // Spread over addresses the guesses are slowed, not refused: refusing would lock the owner out.
    expect(countOf(answers, 401)).toBe(BURST);
    const own = await target().send(login(owner.user.username, password, '192.0.2.40'));
    expect(own.status).toBe(200);
    expect(own.json<SessionResponse>().user.id).toBe(owner.user.id);
    await expectLedgerClean(target());
  });

  it('40 failures from one address stop that address, never the operator logging in from another', async () => {
    const operator = await createAdmin(target().harness.app);
    await target()
      .harness.database.db.updateTable('users')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', operator.user.id)
      .execute();
    // Sprayed over many usernames, the operator's among them.
    const answers = await target().burst(BURST, (index) =>
      login(index % 2 ? operator.user.username : `nobody${index}`, `guess${index}pw`, '203.0.113.9'),
    );
    expect(countOf(answers, 401)).toBeLessThanOrEqual(ADDRESS_LIMIT);
    expect(countOf(answers, 401) + countOf(answers, 429)).toBe(BURST);
    expect((await target().send(login(operator.user.username, password, '203.0.113.9'))).status).toBe(429);
    const elsewhere = await target().send(login(operator.user.username, password, '192.0.2.50'));
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.json<SessionResponse>().user.role).toBe('admin');
    await expectLedgerClean(target());
  });
});
