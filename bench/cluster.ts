// `npm run cluster`: the topology an operator deploys, on this machine. Its own PostgreSQL (a
// throw-away cluster made by initdb in a temporary folder: the machine's own server is never
// touched), its own redis-server, API_PROCESSES API processes (each also runs the background
// workers; advisory locks let one of them do each tick, so any can die) and HAProxy in front, on
// one port. The member site works through it as through `npm start`. Ctrl-C stops it all and
// removes the folder; an API process that dies is started again.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_PROCESSES = Number(process.env.CLUSTER_API_PROCESSES ?? 3);
const PORT = Number(process.env.PORT ?? 3000);
const root = fileURLToPath(new URL('..', import.meta.url));
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-cluster-'));
const children = new Map<string, ChildProcess>();
let stopping = false;

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
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

async function startPostgres(): Promise<string> {
  const port = await freePort();
  const data = path.join(folder, 'postgres');
  if (process.getuid?.() === 0) {
    const owner = Number(execFileSync('id', ['-u', 'postgres']).toString());
    fs.chownSync(folder, owner, owner);
  }
  runDatabaseTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-instructions']);
  runDatabaseTool('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
    '-l',
    path.join(folder, 'postgres.log'),
    '-w',
    'start',
  ]);
  runDatabaseTool('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'hanpan']);
  return `postgres://postgres@127.0.0.1:${port}/hanpan`;
}

function supervise(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const log = fs.openSync(path.join(folder, `${name}.log`), 'a');
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', log, log] });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.log(`  ${name} exited (${signal ?? code}); starting it again`);
    setTimeout(() => supervise(name, command, args, env), 1_000);
  });
}

function haproxyConfig(apiPorts: number[]): string {
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
    `  bind 127.0.0.1:${PORT}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 1',
    ...apiPorts.map((port, index) => `  server api${index + 1} 127.0.0.1:${port} check`),
    '',
  ].join('\n');
}

async function healthy(url: string, seconds: number): Promise<boolean> {
  for (let attempt = 0; attempt < seconds * 4; attempt++) {
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the cluster...');
  await Promise.all(
    [...children.values()].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  try {
    runDatabaseTool('pg_ctl', ['-D', path.join(folder, 'postgres'), '-m', 'fast', '-w', 'stop']);
  } catch {
    // Not started, or already stopped.
  }
  fs.rmSync(folder, { recursive: true, force: true });
}

process.on('SIGINT', () => void stop().then(() => process.exit(0)));
process.on('SIGTERM', () => void stop().then(() => process.exit(0)));

try {
  const databaseUrl = await startPostgres();
  const redisPort = await freePort();
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
  const apiPorts = await Promise.all(Array.from({ length: API_PROCESSES }, freePort));
  for (const [index, port] of apiPorts.entries()) {
    supervise(`api${index + 1}`, process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      HOST: '127.0.0.1',
      PORT: String(port),
      // HAProxy listens on this machine only, so the demo logins stay (as with `npm start`) and the
      // processes see every request from 127.0.0.1. Reachable from elsewhere, TRUST_PROXY=true
      // takes each member's address from HAProxy's X-Forwarded-For (and refuses the demo logins).
      TRUST_PROXY: process.env.TRUST_PROXY ?? 'false',
    });
  }
  const config = path.join(folder, 'haproxy.cfg');
  fs.writeFileSync(config, haproxyConfig(apiPorts));
  supervise('haproxy', 'haproxy', ['-db', '-f', config]);
  const site = `http://localhost:${PORT}`;
  if (!(await healthy(`${site}/api/health`, 120)))
    throw new Error(`the site did not answer at ${site}; logs in ${folder}`);
  console.log(
    [
      `\nHanpan cluster running at ${site}`,
      `  HAProxy on :${PORT} → ${API_PROCESSES} API processes (:${apiPorts.join(', :')}), each running the workers`,
      `  PostgreSQL ${databaseUrl} (its own, in ${folder}/postgres)`,
      `  Redis redis://127.0.0.1:${redisPort}`,
      `  logs: ${folder}/*.log`,
      '  demo logins: demo / demo1234, admin / admin1234 (this machine only)',
      'Ctrl-C stops everything and removes the folder.',
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop();
  process.exit(1);
}
