// The production topology on this machine, as a library: its own PostgreSQL (a throw-away cluster
// made by initdb in a temporary folder: the machine's own server is never touched), its own
// redis-server, API processes (each also runs the background workers; advisory locks let one of
// them do each tick, so any can die) and HAProxy in front, on one port. `npm run cluster` starts
// it for people; `npm run chaos` starts it and breaks it. A process that exits is started again.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ADVISORY_LOCKS } from '../apps/server/src/db/advisory-locks';

const root = fileURLToPath(new URL('..', import.meta.url));
const RESTART_DELAY_MS = 1_000;

export type ClusterOptions = {
  apiProcesses: number;
  /** HAProxy's port; 0 for any free one. */
  port: number;
  /** Added to every API process's environment. */
  apiEnv?: Record<string, string>;
  /** Tell about restarts on the console (the chaos run keeps its own account). */
  quiet?: boolean;
};

export type LocalCluster = {
  /** The site, through HAProxy. */
  url: string;
  databaseUrl: string;
  redisUrl: string;
  folder: string;
  apiNames: string[];
  apiUrl(name: string): string;
  /** The operating-system process id of a supervised process now, if it runs. */
  pidOf(name: string): number | undefined;
  /** kill -9; the supervisor starts it again a second later. */
  kill(name: string): void;
  /** SIGSTOP for `ms`, then SIGCONT. */
  pause(name: string, ms: number): Promise<void>;
  restartPostgres(mode: 'fast' | 'immediate'): void;
  /** Ends redis-server (it keeps nothing); the supervisor starts it again. */
  restartRedis(): void;
  /** The API process holding a worker lock (feed or settlement) at this instant, if any. */
  workerLeader(): Promise<string | undefined>;
  /** Every API process answers its health check, and so do HAProxy and Redis. */
  whole(): Promise<boolean>;
  /** Stops the API processes (SIGTERM: they drain) and HAProxy, keeping PostgreSQL for reading. */
  stopApis(): Promise<void>;
  /** Stops everything and removes the folder, unless its logs are to be read. */
  stop(keepFolder?: boolean): Promise<void>;
};

/** Where the kernel takes the local ports of outgoing connections (Linux's default when unreadable). */
function ephemeralPortsStart(): number {
  try {
    const [low] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return Number(low) || 32768;
  } catch {
    return 32768;
  }
}

/** Whether a listener can take the port now. */
function canListen(port: number): Promise<boolean> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Ports are picked before any is bound: never the same one twice. */
const handedOut = new Set<number>();

/**
 * A port nothing listens on now, below the ephemeral range. A port from that range (what
 * `listen(0)` gives) can be taken, between this check and the cluster's process binding it, as the
 * local port of one of the many connections the processes open: HAProxy once failed to start so.
 */
export async function freePort(): Promise<number> {
  const lowest = 10_000;
  const span = Math.max(ephemeralPortsStart() - lowest, 1_000);
  for (;;) {
    const port = lowest + Math.floor(Math.random() * span);
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
}

/** PostgreSQL's tools refuse to run as root: there they run as the `postgres` user. */
function asDatabaseOwner(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function postgresTool(name: string): string {
  const versions = fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return path.join('/usr/lib/postgresql', versions[0]!, 'bin', name);
}

function runDatabaseTool(name: string, args: string[]) {
  const [command, commandArgs] = asDatabaseOwner(postgresTool(name), args);
  execFileSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
}

function haproxyConfig(port: number, apiPorts: number[]): string {
  return [
    // No maxconn: HAProxy derives it from the process's file limit.
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  timeout connect 2s',
    '  timeout http-request 10s',
    // Push streams send a comment every 25 s; an idle minute is a dead client or server.
    '  timeout client 60s',
    '  timeout server 60s',
    '  retries 2',
    '  option redispatch',
    'frontend site',
    `  bind 127.0.0.1:${port}`,
    // A client's own X-Forwarded-For would be kept in front of HAProxy's: with TRUST_PROXY, the
    // client would choose the address it is rate-limited under.
    '  http-request del-header X-Forwarded-For',
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 1',
    ...apiPorts.map((apiPort, index) => `  server api${index + 1} 127.0.0.1:${apiPort} check`),
    '',
  ].join('\n');
}

/** Redis answers PING (a raw RESP exchange: no client library for one command). */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(2_000, () => socket.destroy());
    socket.once('data', (reply) => {
      resolve(reply.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('close', () => resolve(false));
    socket.once('error', () => resolve(false));
  });
}

async function answers(url: string): Promise<boolean> {
  const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
  return answer?.ok ?? false;
}

export async function waitUntil(condition: () => Promise<boolean>, seconds: number): Promise<boolean> {
  const deadline = Date.now() + seconds * 1_000;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

export async function startLocalCluster(options: ClusterOptions): Promise<LocalCluster> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-cluster-'));
  const children = new Map<string, ChildProcess>();
  let stopping = false;
  const stopped = new Set<string>();

  function supervise(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
    const log = fs.openSync(path.join(folder, `${name}.log`), 'a');
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', log, log] });
    children.set(name, child);
    child.on('exit', (code, signal) => {
      fs.closeSync(log);
      if (stopping || stopped.has(name)) return;
      if (!options.quiet) console.log(`  ${name} exited (${signal ?? code}); starting it again`);
      setTimeout(() => supervise(name, command, args, env), RESTART_DELAY_MS);
    });
  }

  const postgresData = path.join(folder, 'postgres');
  const postgresPort = await freePort();
  const startPostgres = () =>
    runDatabaseTool('pg_ctl', [
      '-D',
      postgresData,
      '-o',
      `-p ${postgresPort} -k ${folder} -c listen_addresses=127.0.0.1`,
      '-l',
      path.join(folder, 'postgres.log'),
      '-w',
      'start',
    ]);
  const stopPostgres = (mode: 'fast' | 'immediate') =>
    runDatabaseTool('pg_ctl', ['-D', postgresData, '-m', mode, '-w', 'stop']);

  async function stopChildren(names: string[]) {
    for (const name of names) stopped.add(name);
    await Promise.all(
      names.map(
        (name) =>
          new Promise<void>((resolve) => {
            const child = children.get(name);
            if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGCONT');
            child.kill('SIGTERM');
          }),
      ),
    );
  }

  const databaseUrl = `postgres://postgres@127.0.0.1:${postgresPort}/hanpan`;
  const apiNames = Array.from({ length: options.apiProcesses }, (_, index) => `api${index + 1}`);
  const apiPorts = await Promise.all(apiNames.map(freePort));
  const redisPort = await freePort();
  const port = options.port || (await freePort());
  const cluster: LocalCluster = {
    url: `http://127.0.0.1:${port}`,
    databaseUrl,
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    folder,
    apiNames,
    apiUrl: (name) => `http://127.0.0.1:${apiPorts[apiNames.indexOf(name)]}`,
    pidOf(name) {
      const child = children.get(name);
      return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    kill(name) {
      children.get(name)?.kill('SIGKILL');
    },
    async pause(name, ms) {
      const child = children.get(name);
      child?.kill('SIGSTOP');
      await new Promise((resolve) => setTimeout(resolve, ms));
      child?.kill('SIGCONT');
    },
    restartPostgres(mode) {
      stopPostgres(mode);
      startPostgres();
    },
    restartRedis() {
      children.get('redis')?.kill('SIGTERM');
    },
    async workerLeader() {
      const client = new pg.Client({ connectionString: databaseUrl });
      try {
        await client.connect();
        const { rows } = await client.query<{ name: string }>(
          `select a.application_name as name from pg_locks l join pg_stat_activity a using (pid)
            where l.locktype = 'advisory' and l.granted and l.objid = any($1::int[])`,
          [[ADVISORY_LOCKS.feedLeader, ADVISORY_LOCKS.settlementLeader]],
        );
        return rows[0]?.name;
      } catch {
        return undefined;
      } finally {
        await client.end().catch(() => {});
      }
    },
    async whole() {
      const checks = await Promise.all([
        redisAnswers(redisPort),
        ...[cluster.url, ...apiNames.map(cluster.apiUrl)].map((url) => answers(`${url}/api/health`)),
      ]);
      return checks.every(Boolean);
    },
    async stopApis() {
      await stopChildren([...apiNames, 'haproxy']);
    },
    async stop(keepFolder = false) {
      if (stopping) return;
      stopping = true;
      await stopChildren([...children.keys()]);
      try {
        stopPostgres('fast');
      } catch {
        // Not started, or already stopped.
      }
      if (!keepFolder) fs.rmSync(folder, { recursive: true, force: true });
    },
  };

  try {
    if (process.getuid?.() === 0) {
      const owner = Number(execFileSync('id', ['-u', 'postgres']).toString());
      fs.chownSync(folder, owner, owner);
    }
    runDatabaseTool('initdb', ['-D', postgresData, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-instructions']);
    startPostgres();
    runDatabaseTool('createdb', ['-h', '127.0.0.1', '-p', String(postgresPort), '-U', 'postgres', 'hanpan']);
    supervise('redis', 'redis-server', [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    for (const [index, name] of apiNames.entries()) {
      // Each process names its database sessions, so the worker leader can be found by its locks.
      const url = new URL(databaseUrl);
      url.searchParams.set('application_name', name);
      supervise(name, process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
        ...process.env,
        DATABASE_URL: url.toString(),
        REDIS_URL: cluster.redisUrl,
        HOST: '127.0.0.1',
        PORT: String(apiPorts[index]),
        // HAProxy listens on this machine only, so the demo logins stay (as with `npm start`) and the
        // processes see every request from 127.0.0.1. Reachable from elsewhere, TRUST_PROXY=true
        // takes each member's address from HAProxy's X-Forwarded-For (and refuses the demo logins).
        TRUST_PROXY: process.env.TRUST_PROXY ?? 'false',
        ...options.apiEnv,
      });
    }
    const config = path.join(folder, 'haproxy.cfg');
    fs.writeFileSync(config, haproxyConfig(port, apiPorts));
    supervise('haproxy', 'haproxy', ['-db', '-f', config]);
    if (!(await waitUntil(() => cluster.whole(), 180)))
      throw new Error(`the cluster did not answer at ${cluster.url}; logs in ${folder}`);
    return cluster;
  } catch (error) {
    await cluster.stop(true);
    throw error;
  }
}
