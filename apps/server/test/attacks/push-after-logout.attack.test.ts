import type { SessionResponse } from '@hanpan/contract';
import { expect, it } from 'vitest';
import { openEventStream } from '../event-stream';
import { createAdmin, registerMember } from '../helpers';
import { describeAttack, expectLedgerClean } from './attack-kit';

const ip = '203.0.113.7';
const password = 'korea2026wins';
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Keeping a push stream open to go on hearing a member's balances and notifications after the
 * session ended: by logout, by the owner's password change, by an operator's suspension. The
 * stream is on the last API process and the session ends through the first, so with Redis the
 * end crosses processes; without Redis the processes share no push at all, so both are one.
 */
describeAttack(
  'push after the session ends',
  (target) => {
    const streamProcess = () => target().processes - 1;
    const endingProcess = () => (redisUrl ? 0 : streamProcess());

    async function openStream(session: SessionResponse) {
      const stream = await openEventStream(
        `${await target().baseUrl(streamProcess())}/api/push/stream?token=${session.token.token}`,
      );
      expect(stream.status).toBe(200);
      await stream.next('ready');
      return stream;
    }
    /** After the stream closed, the token opens no other: the attacker hears nothing more. */
    async function expectNoStream(session: SessionResponse) {
      const again = await fetch(
        `${await target().baseUrl(streamProcess())}/api/push/stream?token=${session.token.token}`,
      );
      expect(again.status).toBe(401);
    }
    const memberWithTwoSessions = async (): Promise<[SessionResponse, SessionResponse]> => {
      const first = await registerMember(target().harness.app, { password, confirmPassword: password });
      const second = await target().send({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: first.user.username, password },
        ip,
      });
      return [first, second.json<SessionResponse>()];
    };

    it('a stream held open through logout closes', async () => {
      const [session] = await memberWithTwoSessions();
      const stream = await openStream(session);
      try {
        expect(
          (await target().send({ method: 'POST', url: '/api/users/logout', as: session, ip }, endingProcess())).status,
        ).toBe(204);
        await stream.ended;
        expect(stream.received.map((event) => event.event)).toEqual(['ready']);
        await expectNoStream(session);
      } finally {
        stream.close();
      }
      await expectLedgerClean(target());
    });

    it("a stolen session's stream closes when the owner changes the password", async () => {
      const [owner, stolen] = await memberWithTwoSessions();
      const stream = await openStream(stolen);
      try {
        const changed = await target().send(
          {
            method: 'POST',
            url: '/api/account/password',
            as: owner,
            ip,
            payload: { current_password: password, new_password: 'mint8walrus', confirm_password: 'mint8walrus' },
          },
          endingProcess(),
        );
        expect(changed.json()).toEqual({ ended_sessions: 1 });
        await stream.ended;
        await expectNoStream(stolen);
      } finally {
        stream.close();
      }
      await expectLedgerClean(target());
    });

    it('every stream of a member the operator suspends closes', async () => {
      const sessions = await memberWithTwoSessions();
      const operator = await createAdmin(target().harness.app);
      const streams = await Promise.all(sessions.map(openStream));
      try {
        const suspended = await target().send(
          {
            method: 'POST',
            url: `/api/admin/members/${sessions[0].user.id}/suspend`,
            as: operator,
            ip,
            payload: { reason: '부정 이용' },
          },
          endingProcess(),
        );
        expect(suspended.status, suspended.body).toBe(200);
        await Promise.all(streams.map((stream) => stream.ended));
        for (const session of sessions) await expectNoStream(session);
      } finally {
        for (const stream of streams) stream.close();
      }
      await expectLedgerClean(target());
    });
  },
  { env: redisUrl ? { REDIS_URL: redisUrl } : {} },
);
