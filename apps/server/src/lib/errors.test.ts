import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors';

describe('isDatabaseUnavailable', () => {
  it('knows a database that is away: refused or lost sockets, shutdown and start-up states, connection exceptions', () => {
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      // Too slow to answer: PostgreSQL's statement limit, a connect or a free pooled connection not
      // had in time, a server that said nothing (database.ts).
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout expired'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('the database said nothing for 6000 ms'), { code: 'ETIMEDOUT' }),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('leaves every other failure a failure: a violated constraint, a deadlock, a bug', () => {
    for (const error of [
      Object.assign(new Error('duplicate key value'), { code: '23505' }),
      Object.assign(new Error('deadlock detected'), { code: '40P01' }),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'Connection terminated unexpectedly',
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
