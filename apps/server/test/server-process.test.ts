import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer as startServerWith, stopServer as stop } from './spawn-server';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const startServer = (env: Record<string, string>) => startServerWith({ WEB_DIST_DIR: '/nonexistent', ...env });

/** Runs `src/server.ts` until it exits (a start-up that refuses); resolves with its exit code and error output. */
async function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stderr };
}

/** Solapi settings a production start-up accepts (nothing is sent while it only starts). */
const PRODUCTION_SMS = {
  SMS_PROVIDER: 'solapi',
  SOLAPI_API_KEY: 'NCSTESTKEY',
  SOLAPI_API_SECRET: 'solapi-test-secret',
  SOLAPI_SENDER: '0215880000',
};

const loginDemo = (url: string) =>
  fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });

describe('the server process', () => {
  let dataRoot: string;
  beforeAll(async () => {
    dataRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'hanpan-process-'));
  });
  afterAll(async () => {
    await fs.rm(dataRoot, { recursive: true, force: true });
  });

  it('stops at start-up with one line naming a bad setting', async () => {
    const { code, stderr } = await runUntilExit({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Invalid configuration: PORT/);
  });

  it('seeds demo data on first start, keeps it across a clean restart, and exits 0 on SIGTERM', async () => {
    const dataDir = path.join(dataRoot, 'dev');
    const first = await startServer({ DATA_DIR: dataDir });
    expect(first.output()).toContain('demo / demo1234');
    expect(first.output()).toContain('DEMO LOGINS ACTIVE (just created)');
    expect((await loginDemo(first.url)).status).toBe(200);
    expect(await stop(first)).toBe(0);

    const second = await startServer({ DATA_DIR: dataDir });
    expect(second.output()).not.toContain('(just created)');
    expect((await loginDemo(second.url)).status).toBe(200);
    expect(await stop(second)).toBe(0);
    // Two first-start migrations and a seed in child processes: under a loaded CI machine this passed 30 s.
  }, 90_000);

  it('refuses to start where other machines could log in with the published demo passwords, and starts on loopback', async () => {
    const dataDir = path.join(dataRoot, 'exposed');
    const local = await startServer({ DATA_DIR: dataDir });
    expect(await stop(local)).toBe(0);

    const refusal =
      'Refusing to start: accounts demo, admin, agent still have their published demo password (README), and HOST=0.0.0.0 accepts other machines. ' +
      'Fix: listen on this machine only (HOST=127.0.0.1, TRUST_PROXY=false) or change those passwords.';
    const everywhere = await runUntilExit({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
    });
    expect(everywhere).toEqual({ code: 1, stderr: `${refusal}\n` });
    // A database first started on loopback, now run as production: loopback does not help there.
    const production = await runUntilExit({
      DATA_DIR: dataDir,
      PORT: '0',
      NODE_ENV: 'production',
      ...PRODUCTION_SMS,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
    });
    expect(production.code).toBe(1);
    expect(production.stderr).toMatch(/^Refusing to start: .*NODE_ENV=production\. Fix: change those passwords\.\n$/);

    const again = await startServer({ DATA_DIR: dataDir, HOST: '127.0.0.1' });
    expect(again.output()).toContain('DEMO LOGINS ACTIVE');
    expect((await loginDemo(again.url)).status).toBe(200);
    expect(await stop(again)).toBe(0);
  }, 90_000);

  it('creates no demo accounts on a server other machines reach', async () => {
    const server = await startServer({ DATA_DIR: path.join(dataRoot, 'open'), HOST: '0.0.0.0' });
    expect(server.output()).toContain('Demo logins: off, because HOST=0.0.0.0 accepts other machines');
    expect(server.output()).not.toContain('demo1234');
    expect((await loginDemo(server.url)).status).toBe(401);
    expect(await stop(server)).toBe(0);
  });

  it('never seeds demo accounts in production, and needs no configured wallet secret there', async () => {
    const server = await startServer({
      DATA_DIR: path.join(dataRoot, 'prod'),
      NODE_ENV: 'production',
      ...PRODUCTION_SMS,
    });
    expect(server.output()).not.toContain('demo1234');
    expect((await loginDemo(server.url)).status).toBe(401);
    expect(await stop(server)).toBe(0);
  });

  it('refuses to start in production without a real SMS provider for phone verification', async () => {
    const { code, stderr } = await runUntilExit({
      DATA_DIR: path.join(dataRoot, 'prod-no-sms'),
      NODE_ENV: 'production',
    });
    expect(code).toBe(1);
    expect(stderr).toBe(
      'Invalid configuration: production needs a real SMS provider for phone verification: set SMS_PROVIDER=solapi\n',
    );
  });
});
