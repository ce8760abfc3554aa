import type { SessionResponse } from '@hanpan/contract';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { listenOnLoopback } from '../event-stream';
import { bearer, createTestApp, databaseKinds, testConfig, type DatabaseKind, type TestApp } from '../helpers';
import { startServer, stopServer, type RunningServer } from '../spawn-server';

/** One request as an attacker's script sends it. */
export type AttackRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** The session whose bearer token the request carries. */
  as?: SessionResponse;
  /** The client address the request comes from (sent as X-Forwarded-For; the target trusts its proxy). */
  ip?: string;
};

export type AttackResponse = { status: number; body: string; json<T = Record<string, unknown>>(): T };

/**
 * Where an attack is aimed. On PGlite: one in-process app, called by `inject`. On PostgreSQL:
 * two real API processes (`src/server.ts`) on one database, requests alternating between them,
 * as production runs. `harness` is an in-process app on the same database for set-up (members,
 * cash) and for the ledger check; attacks go through `send` and `burst`.
 */
export type AttackTarget = {
  kind: DatabaseKind;
  harness: TestApp;
  /** How many API processes `send` and `burst` spread requests over. */
  processes: number;
  send(request: AttackRequest, processIndex?: number): Promise<AttackResponse>;
  /** Fires `count` requests at once (request i on process i % processes) and waits for every answer. */
  burst(count: number, request: (index: number) => AttackRequest): Promise<AttackResponse[]>;
  /** The base URL of API process `processIndex`, for clients that hold a connection open (push streams). */
  baseUrl(processIndex?: number): Promise<string>;
};

export type AttackTargetOptions = {
  /** Extra environment for the target: applied to the in-process apps' config and the spawned processes alike. */
  env?: Record<string, string>;
};

const baseEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  TRUST_PROXY: 'true',
  RATE_LIMIT_PER_MINUTE: '100000',
  ADDRESS_RATE_LIMIT_PER_MINUTE: '100000',
  SMS_SENDS_PER_ADDRESS_PER_HOUR: '100000',
  LOGIN_FAILURE_DELAY_MS: '0',
  WEB_DIST_DIR: '/nonexistent/hanpan-web-dist',
};

function toResponse(status: number, body: string): AttackResponse {
  return { status, body, json: <T>() => JSON.parse(body) as T };
}

function headersOf(request: AttackRequest): Record<string, string> {
  return {
    ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
    ...(request.as ? bearer(request.as) : {}),
    ...(request.ip ? { 'x-forwarded-for': request.ip } : {}),
    ...request.headers,
  };
}

export async function openAttackTarget(
  kind: DatabaseKind,
  options: AttackTargetOptions = {},
): Promise<AttackTarget & { close(): Promise<void> }> {
  const env = { ...baseEnv, ...options.env };
  const harness = await createTestApp(kind, { config: testConfig(env) });
  let servers: RunningServer[] = [];
  if (kind === 'postgres') {
    servers = await Promise.all(
      [0, 1].map(() => startServer({ ...env, DATABASE_URL: harness.database.url as string })),
    );
  }

  async function send(request: AttackRequest, processIndex = 0): Promise<AttackResponse> {
    const body =
      request.payload === undefined
        ? undefined
        : typeof request.payload === 'string'
          ? request.payload
          : JSON.stringify(request.payload);
    const server = servers[processIndex % Math.max(servers.length, 1)];
    if (!server) {
      const response = await harness.app.inject({
        method: request.method ?? 'GET',
        url: request.url,
        headers: headersOf(request),
        ...(body === undefined ? {} : { payload: body }),
      });
      return toResponse(response.statusCode, response.body);
    }
    const response = await fetch(`${server.url}${request.url}`, {
      method: request.method ?? 'GET',
      headers: headersOf(request),
      ...(body === undefined ? {} : { body }),
    });
    return toResponse(response.status, await response.text());
  }

  let listening: Promise<string> | undefined;
  return {
    kind,
    harness,
    processes: Math.max(servers.length, 1),
    send,
    baseUrl: async (processIndex = 0) =>
      servers[processIndex % Math.max(servers.length, 1)]?.url ?? (await (listening ??= listenOnLoopback(harness.app))),
    burst: (count, request) => Promise.all(Array.from({ length: count }, (_, index) => send(request(index), index))),
    async close() {
      await Promise.all(servers.map(stopServer));
      await harness.close();
    },
  };
}

/**
 * An attack run against every database kind (PGlite always; PostgreSQL with two API processes
 * when TEST_DATABASE_URL is set). `body` gets a function returning the target of the kind under test.
 */
export function describeAttack(
  name: string,
  body: (target: () => AttackTarget) => void,
  options: AttackTargetOptions = {},
): void {
  describe.each(databaseKinds)(`attack: ${name} (%s)`, (kind) => {
    let target: (AttackTarget & { close(): Promise<void> }) | undefined;
    beforeAll(async () => {
      target = await openAttackTarget(kind, options);
    });
    afterAll(async () => {
      await target?.close();
    });
    body(() => {
      if (!target) throw new Error('the attack target is not open');
      return target;
    });
  });
}

/** Every attack ends here: the ledger balances, no member is negative, holds are covered. */
export async function expectLedgerClean(target: AttackTarget): Promise<void> {
  expect(await target.harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
}
