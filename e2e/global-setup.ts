import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer, stopServer, type RunningServer } from '../apps/server/test/spawn-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;
let dataDir: string | undefined;

/** The real server with the built site, on a fresh embedded database with the demo data. */
export async function setup(project: TestProject) {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hanpan-e2e-'));
  server = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'development', RATE_LIMIT_PER_MINUTE: '100000' });
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  if (server) await stopServer(server);
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
}
