import { randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiErrorSchema, type SessionResponse } from '@hanpan/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, createTestApp, loadTestFixtures, testConfig, TEST_NOW, type TestApp } from '../helpers';
import { fuzzedBody, fuzzedPath, fuzzedQuery, jsonSchemaOf } from './hostile-input';

/**
 * Every route of the built app, from the schemas it registered with: hostile paths, queries and
 * bodies, each sent with no token, a member's and an operator's. Whatever comes in, the answer is
 * below 500, and a 4xx is the `{ error, message }` JSON. Seeded: `FUZZ_SEED=<seed>` replays a run.
 */

const MINIMUM_REQUESTS = 10_000;
/** Enough tries for each field of a route to get its hostile values, however few routes there are. */
const MINIMUM_RUNS_PER_ROUTE = 60;
const seed = Number(process.env.FUZZ_SEED ?? randomInt(2 ** 31));
/** An accepted push stream never ends; its fuzzed queries always carry a token it refuses. */
const STREAM_ROUTE = '/api/push/stream';

type FuzzCase = { path: string; query: string; body: { payload: string | undefined; contentType: string | undefined } };
type Caller = { name: string; headers: Record<string, string> };

/** Why an answer breaks the rule, or null when it keeps it. */
function ruleBrokenBy(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.statusCode < 400) return null;
  try {
    return apiErrorSchema.safeParse(response.json()).success ? null : 'a 4xx without { error, message }';
  } catch {
    return 'a 4xx that is not JSON';
  }
}

/** Built site and studio pages, so their static routes and fallbacks serve files instead of "not built". */
function builtPagesDirectory(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'hanpan-fuzz-'));
  mkdirSync(path.join(directory, 'assets'));
  writeFileSync(path.join(directory, 'index.html'), '<!doctype html><title>fuzz</title>');
  writeFileSync(path.join(directory, 'assets', 'x.js'), 'export {};');
  return directory;
}

describe('contract fuzz: hostile input never answers 5xx', () => {
  let harness: TestApp;
  let pagesDirectory: string;

  beforeAll(async () => {
    pagesDirectory = builtPagesDirectory();
    harness = await createTestApp('pglite', {
      config: testConfig({ WEB_DIST_DIR: pagesDirectory, STUDIO_DIST_DIR: pagesDirectory }),
      now: () => TEST_NOW,
    });
    await loadTestFixtures(harness.database);
  });
  afterAll(async () => {
    await harness.close();
    rmSync(pagesDirectory, { recursive: true, force: true });
  });

  it(
    `sends at least ${MINIMUM_REQUESTS.toLocaleString('en')} hostile requests over every route`,
    { timeout: 600_000 },
    async () => {
      const routes = harness.app.registeredRoutes.flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => ({ method, url: route.url, schema: route.schema ?? {} })),
      );
      const callersPerCase = 3;
      const runsPerRoute = Math.max(
        MINIMUM_RUNS_PER_ROUTE,
        Math.ceil(MINIMUM_REQUESTS / (routes.length * callersPerCase)),
      );
      let sent = 0;
      const failures: string[] = [];

      for (const [index, route] of routes.entries()) {
        // Fresh sessions per route: a fuzzed logout, password change or suspension must not blind the next route.
        const sessions: SessionResponse[] = [
          await createAccount(harness.app),
          await createAccount(harness.app, 'admin'),
        ];
        const callers: Caller[] = [
          { name: 'visitor', headers: {} },
          ...sessions.map((session) => ({ name: session.user.role, headers: bearer(session) })),
        ];
        const fuzzCase: fc.Arbitrary<FuzzCase> = fc.record({
          path: fuzzedPath(route.url, jsonSchemaOf(route.schema.params)),
          query: fuzzedQuery(jsonSchemaOf(route.schema.querystring)),
          body:
            route.method === 'GET'
              ? fc.constant({ payload: undefined, contentType: undefined })
              : fuzzedBody(jsonSchemaOf(route.schema.body)),
        });

        const result = await fc.check(
          fc.asyncProperty(fuzzCase, async ({ path: requestPath, query, body }) => {
            const fullQuery = route.url === STREAM_ROUTE ? ['token=refused', query].filter(Boolean).join('&') : query;
            const url = fullQuery ? `${requestPath}?${fullQuery}` : requestPath;
            const responses = await Promise.all(
              callers.map((caller) =>
                harness.app.inject({
                  method: route.method,
                  url,
                  headers: { ...caller.headers, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
                  ...(body.payload === undefined ? {} : { payload: body.payload }),
                }),
              ),
            );
            sent += responses.length;
            responses.forEach((response, caller) => {
              const broken = ruleBrokenBy(response);
              if (broken) throw new Error(`${broken} to the ${callers[caller]?.name}: ${response.body.slice(0, 300)}`);
            });
          }),
          { seed: seed + index, numRuns: runsPerRoute },
        );
        if (result.failed) {
          const example = JSON.stringify(result.counterexample, null, 0).slice(0, 600);
          failures.push(`${route.method} ${route.url}: ${String(result.errorInstance)}\n  request: ${example}`);
        }
      }

      expect(failures, `FUZZ_SEED=${seed} reproduces this run`).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
    },
  );
});
