import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer as startServerWith, stopServer as stop } from './spawn-server';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const startServer = (env: Record<string, string>) => startServerWith({ WEB_DIST_DIR: '/nonexistent', ...env });

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
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Invalid configuration: PORT/);
  });

  it('seeds demo data on first start, keeps it across a clean restart, and exits 0 on SIGTERM', async () => {
    const dataDir = path.join(dataRoot, 'dev');
    const first = await startServer({ DATA_DIR: dataDir });
    expect(first.output()).toContain('demo / demo1234');
    expect(first.output()).toContain('(just created)');
    expect((await loginDemo(first.url)).status).toBe(200);
    expect(await stop(first)).toBe(0);

    const second = await startServer({ DATA_DIR: dataDir });
    expect(second.output()).not.toContain('(just created)');
    expect((await loginDemo(second.url)).status).toBe(200);
    expect(await stop(second)).toBe(0);
  });

  it('never seeds demo accounts in production', async () => {
    const server = await startServer({ DATA_DIR: path.join(dataRoot, 'prod'), NODE_ENV: 'production', STUDIO_WALLET_SECRET: 'x'.repeat(40) });
    expect(server.output()).not.toContain('demo1234');
    expect((await loginDemo(server.url)).status).toBe(401);
    expect(await stop(server)).toBe(0);
  });
});
