// `npm run chaos`: the fault campaign. Starts the production topology (bench/local-cluster.ts),
// sets simulated members loose on it through HAProxy (bench/chaos/workload.ts: deposits approved
// by an operator script, conversions, single and multi bets, cancellations, casino rounds through
// the studio, withdrawals; every money call keyed and retried as a real client retries), breaks it
// on a seeded plan (bench/chaos/faults.ts), then checks every won (bench/chaos/checks.ts).
//   npm run chaos -- [--runs 10] [--seed N] [--members 200] [--faults 12] [--short]
// --short: one fault of each kind and fewer members, about a minute and a half: `npm test` runs it.
// Exit 1 when any run fails a check.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AdminLevel, SessionResponse } from '@hanpan/contract';
import { startSolapiStandIn, type SolapiStandIn } from '../apps/server/test/solapi-stand-in';
import { checkRun } from './chaos/checks';
import { createClient, type Attempt, type Client } from './chaos/client';
import { faultPlan, FAULT_KINDS, inject, type Fault } from './chaos/faults';
import { watchBalances, type Watcher } from './chaos/push-watchers';
import {
  createFixtureBoard,
  memberScript,
  operatorScript,
  resolveUnanswered,
  type Member,
  type Operation,
} from './chaos/workload';
import { registration } from './harness';
import { startLocalCluster, waitUntil, type LocalCluster } from './local-cluster';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    members: { type: 'string' },
    faults: { type: 'string' },
    short: { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
const firstSeed = Number(args.seed);
const memberCount = Number(args.members ?? (args.short ? 60 : 200));
const faultCount = Number(args.faults ?? (args.short ? FAULT_KINDS.length : 12));
const WATCHERS = 20;
/**
 * How many times faster than real time matches run: fast enough that the soonest finish and
 * settle within the run (a short run's minute too), slow enough that later ones stay more than
 * 10 minutes from kick-off, where slips may still be cancelled.
 */
const feedSpeed = args.short ? 240 : 120;
/** Calm before the first fault and after the last, so the workload runs on a whole cluster too. */
const CALM_MS = 5_000;

async function registerMembers(call: Client, solapi: SolapiStandIn, count: number, seed: number): Promise<Member[]> {
  const members: Member[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const index = next++;
        const serial = String(seed * 10_000 + index).padStart(8, '0');
        const phone = `010${serial}`;
        const username = `chaos${seed}x${index}`;
        const sent = await call('POST', '/api/users/phone-verification', { body: { phone } });
        if (sent.kind !== 'ok') throw new Error(`phone verification for ${username}: ${JSON.stringify(sent)}`);
        const registered = await call<SessionResponse>('POST', '/api/users/register', {
          body: registration(username, `카오스${seed}x${index}`, serial, solapi.latestCodeFor(phone)),
        });
        if (registered.kind !== 'ok') throw new Error(`register ${username}: ${JSON.stringify(registered)}`);
        members.push({ index, username, token: registered.body.token.token });
      }
    }),
  );
  return members.sort((a, b) => a.index - b.index);
}

/** The operator's own decision for the run: deposits without bonus carry no rollover, so withdrawals are decided. */
async function operatorLogin(call: Client): Promise<string> {
  const login = await call<SessionResponse>('POST', '/api/users/login', {
    body: { username: 'admin', password: 'admin1234' },
  });
  if (login.kind !== 'ok') throw new Error(`operator login: ${JSON.stringify(login)}`);
  const token = login.body.token.token;
  // New members start at the entry level: its deposits without a bonus get no rollover here.
  const levels = await call<AdminLevel[]>('GET', '/api/admin/levels', { token });
  if (levels.kind !== 'ok') throw new Error('operator levels unreadable');
  const { id, rank: _rank, members: _members, updated_at: _updatedAt, ...entry } = levels.body[0]!;
  const deposit_bonuses = { ...entry.deposit_bonuses, none: { ...entry.deposit_bonuses.none, rolloverPercent: 0 } };
  const saved = await call('PUT', `/api/admin/levels/${id}`, { body: { ...entry, deposit_bonuses }, token });
  if (saved.kind !== 'ok') throw new Error(`operator level: ${JSON.stringify(saved)}`);
  return token;
}

const percentile = (values: number[], quantile: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))]!;
};

const latencyOf = (attempts: Attempt[]) => {
  const times = attempts.map((attempt) => attempt.ms);
  return `p50 ${percentile(times, 0.5)} ms, p99 ${percentile(times, 0.99)} ms over ${times.length} calls`;
};

async function caughtUp(call: Client, watchers: Watcher[]): Promise<number> {
  let behind = watchers.length;
  await waitUntil(async () => {
    const checks = await Promise.all(
      watchers.map(async (watcher) => {
        const answer = await call<Record<string, number>>('GET', '/api/transactions/balances/my-balance', {
          token: watcher.member.token,
        });
        const view = watcher.view();
        return (
          answer.kind === 'ok' &&
          view !== undefined &&
          view.cash_balance === answer.body.cash_balance &&
          view.casino_balance === answer.body.casino_balance
        );
      }),
    );
    behind = checks.filter((ok) => !ok).length;
    return behind === 0;
  }, 20);
  return behind;
}

/** The cluster of the run under way: Ctrl-C stops it rather than leaving its processes behind. */
let current: LocalCluster | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void (current?.stop() ?? Promise.resolve()).then(() => process.exit(130)));

async function oneRun(seed: number): Promise<boolean> {
  const solapi = await startSolapiStandIn();
  let cluster: LocalCluster | undefined;
  const started = Date.now();
  try {
    cluster = await startLocalCluster({
      apiProcesses: 3,
      port: 0,
      quiet: true,
      apiEnv: {
        ...solapi.env,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '1000000',
        ADDRESS_RATE_LIMIT_PER_MINUTE: '1000000',
        SMS_SENDS_PER_ADDRESS_PER_HOUR: '1000000',
        // Matches kick off and finish within the run, so settlement runs under the faults too.
        FEED_SEED: String(seed),
        FEED_SCHEDULE: 'compressed',
        FEED_SPEED: String(feedSpeed),
        FEED_INTERVAL_SECONDS: '2',
        WEB_DIST_DIR: '/nonexistent',
      },
    });
    current = cluster;
    console.log(`  cluster started (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    const attempts: Attempt[] = [];
    const call = createClient(cluster.url, attempts);
    const operator = await operatorLogin(call);
    const members = await registerMembers(call, solapi, memberCount, seed);
    console.log(`  ${members.length} members registered (${((Date.now() - started) / 1000).toFixed(0)} s)`);

    const log: Operation[] = [];
    let running = true;
    const context = {
      call,
      log,
      board: createFixtureBoard(call, () => members[0]!.token),
      running: () => running,
      seed,
    };
    const watchers = members.slice(0, WATCHERS).map((member) => watchBalances(cluster!.url, call, member));
    const workStartedAt = Date.now();
    const memberRuns = Promise.all(members.map((member) => memberScript(member, context)));
    const operatorRun = operatorScript(operator, context);

    const faults: Fault[] = [];
    await new Promise((resolve) => setTimeout(resolve, CALM_MS));
    for (const step of faultPlan(seed, faultCount)) {
      await new Promise((resolve) => setTimeout(resolve, step.gapMs));
      const fault = await inject(cluster, step.kind, step.target);
      faults.push(fault);
      console.log(
        `  fault ${fault.kind.padEnd(18)} on ${fault.target.padEnd(8)} whole again after ${((fault.recoveredAt - fault.startedAt) / 1000).toFixed(1)} s` +
          (fault.takeoverMs === undefined
            ? ''
            : `, workers taken over after ${(fault.takeoverMs / 1000).toFixed(1)} s`) +
          (fault.note ? ` (${fault.note})` : ''),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, CALM_MS));
    running = false;
    await memberRuns;
    const workEndedAt = Date.now();
    const resolved = await resolveUnanswered(call, log);
    await operatorRun;
    const resolvedDecisions = await resolveUnanswered(call, log);

    // Settlement catches up with what finished; the watchers with what moved.
    const behind = await caughtUp(call, watchers);
    for (const watcher of watchers) watcher.close();
    await cluster.stopApis();
    const report = await checkRun(cluster.databaseUrl, members, log);
    if (behind > 0) report.failures.push(`${behind} of ${watchers.length} push watchers not caught up after 20 s`);

    const counts = new Map<string, { ok: number; refused: number; unknown: number }>();
    for (const operation of log) {
      const count = counts.get(operation.kind) ?? { ok: 0, refused: 0, unknown: 0 };
      count[operation.result.kind]++;
      counts.set(operation.kind, count);
    }
    const inFault = (attempt: Attempt) =>
      faults.some(
        (fault) => attempt.startedAt + attempt.ms >= fault.startedAt && attempt.startedAt <= fault.recoveredAt,
      );
    const calm = attempts.filter((attempt) => attempt.startedAt >= workStartedAt && !inFault(attempt));
    const firstFaultAt = faults[0]?.startedAt ?? workEndedAt;
    const leadIn = calm.filter((attempt) => attempt.startedAt + attempt.ms < firstFaultAt);
    const serverErrors = log.filter(
      (operation) => operation.result.kind === 'unknown' && /^5\d\d /.test(operation.result.reason),
    );
    if (serverErrors.length > 0)
      report.failures.push(
        `${serverErrors.length} calls answered with a server error: ${JSON.stringify(serverErrors[0]!.result)}`,
      );

    const refusals = new Map<string, number>();
    for (const operation of log)
      if (operation.result.kind === 'refused') {
        const label = `${operation.kind}:${operation.result.error}`;
        refusals.set(label, (refusals.get(label) ?? 0) + 1);
      }
    const done = [...counts.values()].reduce((total, count) => total + count.ok, 0);
    console.log(
      [
        `  operations: ${done} done, ${[...counts.values()].reduce((t, c) => t + c.refused, 0)} refused by a rule, ${resolved + resolvedDecisions} answered only by the recovery pass, ${report.unresolved} never answered`,
        `    ${[...counts].map(([kind, count]) => `${kind} ${count.ok}/${count.refused}/${count.unknown}`).join(', ')} (done/refused/unanswered)`,
        `    refusals: ${[...refusals].map(([label, count]) => `${label} ${count}`).join(', ')}`,
        `  faults injected: ${faults.length} in ${((workEndedAt - workStartedAt) / 1000).toFixed(0)} s of workload`,
        `  operations lost: ${report.lost}, made twice: ${report.duplicated}`,
        `  money created or lost: ${report.moneyOff} won`,
        `  latency outside fault windows: ${latencyOf(calm)}; the same workload before the first fault (reference): ${latencyOf(leadIn)}`,
        `  recovery: ${faults.map((f) => `${f.kind} ${((f.recoveredAt - f.startedAt) / 1000).toFixed(1)} s`).join(', ')}`,
        `  push watchers: ${watchers.length}, reconnected ${watchers.reduce((t, w) => t + w.reconnects(), 0)} times, ${behind} behind at the end`,
        `  slips: ${Object.entries(report.slips)
          .map(([status, count]) => `${count} ${status}`)
          .join(', ')}`,
      ].join('\n'),
    );
    for (const failure of report.failures.slice(0, 30)) console.log(`  FAIL ${failure}`);
    if (report.failures.length > 30) console.log(`  ... and ${report.failures.length - 30} more`);
    const passed =
      report.failures.length === 0 && report.lost === 0 && report.duplicated === 0 && report.moneyOff === 0;
    if (!passed) {
      // The clients' log beside the servers' logs and data, to replay the checks by hand.
      fs.writeFileSync(path.join(cluster.folder, 'clients.json'), JSON.stringify({ members, log, faults }));
      console.log(`  logs, data and the clients' log kept in ${cluster.folder}`);
    }
    await cluster.stop(!passed);
    return passed;
  } catch (error) {
    console.log(`  FAIL ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (cluster) console.log(`  logs kept in ${cluster.folder}`);
    await cluster?.stop(true);
    return false;
  } finally {
    await solapi.close();
  }
}

let failed = 0;
for (let run = 0; run < runs; run++) {
  const seed = firstSeed + run;
  console.log(`\nChaos run ${run + 1} of ${runs}, seed ${seed}: ${memberCount} members, ${faultCount} faults`);
  if (!(await oneRun(seed))) failed++;
}
console.log(`\n${runs - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
