import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import type { UsersRepository } from './users.repository';

/** One address may spend this many times a username's limit (an office or a phone network shares one). */
const ADDRESS_LIMIT_FACTOR = 4;
/** A failed answer waits at most this many delay steps, however many guesses came before it. */
const MAX_DELAY_STEPS = 20;

/** Counter names are JSON arrays, so no username or address can pass for another counter's. */
const counterName = (...parts: (string | number)[]) => JSON.stringify(parts);

/** A login attempt that has taken its place in the counters; its password may now be checked. */
export type LoginAttempt = {
  /** This username at this address: its limit stops guessing from one place. */
  pair: string;
  /** Every username at this address: its limit stops spraying many usernames from one place. */
  address: string;
  /** This username from every address: never refused, only slows failed answers down. */
  username: string;
  usernameAttempts: number;
};

/**
 * Login and password-check throttles after OWASP's authentication guidance. Each attempt is
 * counted by one atomic statement before its password is checked, so simultaneous guesses, on
 * any number of API processes, are refused past the limit without being checked. Counting per
 * username-and-address and per address means a stranger's failures elsewhere never refuse the
 * owner: guesses at one username from many addresses are slowed, not refused.
 */
export function createLoginThrottle(deps: {
  db: Database;
  repository: UsersRepository;
  settings: Config['login'];
  now: () => Date;
  /** How a failed answer waits out its delay (tests step in here). */
  wait?: (ms: number) => Promise<void>;
}) {
  const { db, repository, settings, now } = deps;
  const wait = deps.wait ?? sleep;
  const windowStart = () => new Date(now().getTime() - settings.failureWindowMinutes * 60_000);
  const count = (counters: string[]) => repository.countAttempts(db, counters, now(), windowStart());

  return {
    /** Counts the attempt; past the pair's or the address's limit: 429, and the password is not checked. */
    async beginLogin(username: string, ip: string): Promise<LoginAttempt> {
      const names = {
        pair: counterName('login', username, ip),
        address: counterName('address', ip),
        username: counterName('username', username),
      };
      const counts = await count([names.pair, names.address, names.username]);
      if (
        (counts.get(names.pair) ?? 0) > settings.failureLimit ||
        (counts.get(names.address) ?? 0) > settings.failureLimit * ADDRESS_LIMIT_FACTOR
      ) {
        throw new AppError(
          429,
          'too_many_login_attempts',
          `로그인 시도가 너무 많습니다. ${settings.failureWindowMinutes}분 후 다시 시도해주세요.`,
        );
      }
      return { ...names, usernameAttempts: counts.get(names.username) ?? 1 };
    },

    /** A wrong password stays counted; its answer waits a step for each earlier attempt at the username from anywhere. */
    async loginFailed(attempt: LoginAttempt): Promise<void> {
      const delayMs = Math.min(attempt.usernameAttempts - 1, MAX_DELAY_STEPS) * settings.failureDelayMs;
      if (delayMs > 0) await wait(delayMs);
    },

    /** The right password: the pair's failures are forgiven and this attempt stops counting against the address and the username. */
    async loginSucceeded(attempt: LoginAttempt): Promise<void> {
      await repository.deleteCounter(db, attempt.pair);
      await repository.uncountAttempt(db, [attempt.address, attempt.username]);
      await repository.deleteExpiredCounters(db, windowStart());
    },

    /** Counts a check of a member's current password; past the limit: 429, and it is not checked. Answers the counter to clear on success. */
    async beginPasswordCheck(userId: number): Promise<string> {
      const counter = counterName('password', userId);
      if (((await count([counter])).get(counter) ?? 0) > settings.failureLimit) {
        throw new AppError(
          429,
          'too_many_attempts',
          `비밀번호 확인 시도가 너무 많습니다. ${settings.failureWindowMinutes}분 후 다시 시도해주세요.`,
        );
      }
      return counter;
    },

    passwordCheckSucceeded(counter: string): Promise<void> {
      return repository.deleteCounter(db, counter);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
