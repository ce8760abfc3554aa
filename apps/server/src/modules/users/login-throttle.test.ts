import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, TEST_NOW } from '../../../test/helpers';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../lib/errors';
import { createLoginThrottle } from './login-throttle';
import { createUsersRepository } from './users.repository';

const settings = { failureLimit: 5, failureWindowMinutes: 15, failureDelayMs: 100 };

/** How many of the settled attempts went through, and the error codes of the refused ones. */
function tally(results: PromiseSettledResult<unknown>[]) {
  const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  return {
    through: results.length - refused.length,
    refusals: new Set(
      refused.map((result) =>
        result.reason instanceof AppError ? `${result.reason.statusCode} ${result.reason.code}` : String(result.reason),
      ),
    ),
  };
}

describe.each(databaseKinds)('the login throttle on %s', (kind) => {
  let database: DatabaseHandle;
  let clock: Date;
  let waits: number[];
  const throttle = () =>
    createLoginThrottle({
      db: database.db,
      repository: createUsersRepository(),
      settings,
      now: () => clock,
      wait: async (ms) => {
        waits.push(ms);
      },
    });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(() => {
    clock = new Date(TEST_NOW);
    waits = [];
  });

  it('lets only the limit of 40 simultaneous attempts at one username from one address through', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () => throttle().beginLogin('victim1', '198.51.100.1')),
    );
    expect(tally(results)).toEqual({ through: 5, refusals: new Set(['429 too_many_login_attempts']) });
  });

  it('refuses an address past four times the limit across usernames, and only that address', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => throttle().beginLogin(`sprayed${i}`, '198.51.100.2')),
    );
    expect(tally(results).through).toBe(20);
    await expect(throttle().beginLogin('fresh1', '198.51.100.2')).rejects.toMatchObject({ statusCode: 429 });
    await expect(throttle().beginLogin('fresh1', '198.51.100.3')).resolves.toBeDefined();
  });

  it('never refuses a username for guesses from other addresses, only slows their failed answers', async () => {
    const guard = throttle();
    for (let i = 0; i < 30; i++) await guard.loginFailed(await guard.beginLogin('owner1', `203.0.113.${i}`));
    // Each failure waited one step more than the one before, up to the cap of 20 steps.
    expect(waits).toEqual(Array.from({ length: 29 }, (_, i) => Math.min(i + 1, 20) * settings.failureDelayMs));
    await expect(guard.beginLogin('owner1', '192.0.2.10')).resolves.toMatchObject({ usernameAttempts: 31 });
  });

  it('forgives a pair its failures on success and never counts successes against the address', async () => {
    const guard = throttle();
    for (let i = 0; i < 4; i++) await guard.loginFailed(await guard.beginLogin('forgiven1', '198.51.100.4'));
    await guard.loginSucceeded(await guard.beginLogin('forgiven1', '198.51.100.4'));
    const again = await Promise.allSettled(
      Array.from({ length: 6 }, () => guard.beginLogin('forgiven1', '198.51.100.4')),
    );
    expect(tally(again).through).toBe(5);

    // An office of 30 members behind one address: every right password gets in.
    for (let i = 0; i < 30; i++) await guard.loginSucceeded(await guard.beginLogin(`office${i}`, '198.51.100.5'));
    await expect(guard.beginLogin('office0', '198.51.100.5')).resolves.toBeDefined();
  });

  it('counts again from nothing once the window has passed', async () => {
    const guard = throttle();
    await Promise.allSettled(Array.from({ length: 6 }, () => guard.beginLogin('patient1', '198.51.100.6')));
    clock = new Date(TEST_NOW.getTime() + 14 * 60_000);
    await expect(guard.beginLogin('patient1', '198.51.100.6')).rejects.toMatchObject({ statusCode: 429 });
    clock = new Date(TEST_NOW.getTime() + 15 * 60_000);
    await expect(guard.beginLogin('patient1', '198.51.100.6')).resolves.toMatchObject({ usernameAttempts: 1 });
  });

  it('lets only the limit of 30 simultaneous password checks of one member through, until one succeeds', async () => {
    const guard = throttle();
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => guard.beginPasswordCheck(101)));
    expect(tally(results)).toEqual({ through: 5, refusals: new Set(['429 too_many_attempts']) });
    await expect(guard.beginPasswordCheck(102)).resolves.toBeDefined();

    const passed = await guard.beginPasswordCheck(102);
    await guard.passwordCheckSucceeded(passed);
    const afterSuccess = await Promise.allSettled(Array.from({ length: 6 }, () => guard.beginPasswordCheck(102)));
    expect(tally(afterSuccess).through).toBe(5);
  });

  it('keeps usernames and addresses that look alike in counters of their own', async () => {
    const guard = throttle();
    await Promise.allSettled(Array.from({ length: 6 }, () => guard.beginLogin('a|b', '198.51.100.7')));
    await expect(guard.beginLogin('a', 'b|198.51.100.7')).resolves.toMatchObject({ usernameAttempts: 1 });
  });
});
