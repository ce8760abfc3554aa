// The faults of a chaos run: which, when and on what come from the run's seed; each is injected,
// then timed until the cluster is whole again (every API process and HAProxy answer their health
// checks) and, for the worker leader, until another process holds the worker lock.
import { seededRandom } from '../../apps/server/src/lib/seeded-random';
import { waitUntil, type LocalCluster } from '../local-cluster';

export const FAULT_KINDS = [
  'kill_api',
  'kill_leader',
  'postgres_fast',
  'postgres_immediate',
  'redis_restart',
  'pause_api',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Longer than a client's attempt timeout (5 s) and HAProxy's health check (2 misses of 1 s). */
const PAUSE_MS = 8_000;
const RECOVERY_LIMIT_S = 120;

export type Fault = {
  kind: FaultKind;
  target: string;
  /** When it was injected and when the cluster was whole again (ms since the epoch). */
  startedAt: number;
  recoveredAt: number;
  /** For a leader kill: how long until another process took a worker lock. */
  takeoverMs?: number;
  note?: string;
};

/**
 * The plan of a run: `count` faults, one of each kind first (in a seeded order), then seeded
 * picks; each after a seeded gap.
 */
export function faultPlan(seed: number, count: number): { kind: FaultKind; gapMs: number; target: number }[] {
  const random = seededRandom(seed);
  const firstRound: FaultKind[] = [...FAULT_KINDS];
  for (let index = firstRound.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [firstRound[index], firstRound[other]] = [firstRound[other]!, firstRound[index]!];
  }
  return Array.from({ length: count }, (_, index) => ({
    kind: firstRound[index] ?? FAULT_KINDS[Math.floor(random() * FAULT_KINDS.length)]!,
    gapMs: 3_000 + Math.floor(random() * 4_000),
    target: Math.floor(random() * 1_000),
  }));
}

export async function inject(cluster: LocalCluster, kind: FaultKind, target: number): Promise<Fault> {
  const api = cluster.apiNames[target % cluster.apiNames.length]!;
  const startedAt = Date.now();
  let name = api;
  let takeoverMs: number | undefined;
  let note: string | undefined;
  const killed: { name: string; pid: number | undefined }[] = [];
  const kill = (name: string) => {
    killed.push({ name, pid: cluster.pidOf(name) });
    cluster.kill(name);
  };
  switch (kind) {
    case 'kill_api':
      kill(api);
      break;
    case 'kill_leader': {
      // Caught in the middle of a tick: the process holding the feed or settlement lock now.
      let leader: string | undefined;
      await waitUntil(async () => (leader = await cluster.workerLeader()) !== undefined, 30);
      if (!leader) {
        note = 'no process held a worker lock within 30 s';
        name = 'none';
        break;
      }
      name = leader;
      kill(leader);
      const killedAt = Date.now();
      const tookOver = await waitUntil(async () => {
        const now = await cluster.workerLeader();
        return now !== undefined && now !== leader;
      }, 30);
      if (tookOver) takeoverMs = Date.now() - killedAt;
      else note = 'no other process took a worker lock within 30 s';
      break;
    }
    case 'postgres_fast':
    case 'postgres_immediate':
      name = 'postgres';
      cluster.restartPostgres(kind === 'postgres_fast' ? 'fast' : 'immediate');
      break;
    case 'redis_restart':
      name = 'redis';
      killed.push({ name, pid: cluster.pidOf(name) });
      cluster.restartRedis();
      break;
    case 'pause_api':
      await cluster.pause(api, PAUSE_MS);
      break;
  }
  // Health checks may still reach a killed (or ended) process until its exit is seen.
  for (const process of killed) await waitUntil(async () => cluster.pidOf(process.name) !== process.pid, 10);
  const whole = await waitUntil(() => cluster.whole(), RECOVERY_LIMIT_S);
  return {
    kind,
    target: name,
    startedAt,
    recoveredAt: Date.now(),
    ...(takeoverMs === undefined ? {} : { takeoverMs }),
    ...(whole ? (note ? { note } : {}) : { note: `${note ?? ''} not whole after ${RECOVERY_LIMIT_S} s`.trim() }),
  };
}
