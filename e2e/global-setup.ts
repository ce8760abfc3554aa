import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSolapiStandIn, type SolapiStandIn } from '../apps/server/test/solapi-stand-in';
import { startServer, stopServer, type RunningServer } from '../apps/server/test/spawn-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The Solapi stand-in every test server texts its verification codes through. */
    smsStandInUrl: string;
    /** The settings that send a server's text messages to that stand-in. */
    smsEnv: Record<string, string>;
  }
}

let server: RunningServer | undefined;
let solapi: SolapiStandIn | undefined;
let dataDir: string | undefined;

/**
 * The real server with the built site, on a fresh embedded database with the demo data. It texts
 * verification codes through the real Solapi adapter to a local stand-in, where tests read them.
 */
export async function setup(project: TestProject) {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hanpan-e2e-'));
  solapi = await startSolapiStandIn();
  server = await startServer({
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    RATE_LIMIT_PER_MINUTE: '100000',
    ADDRESS_RATE_LIMIT_PER_MINUTE: '100000',
    SMS_SENDS_PER_ADDRESS_PER_HOUR: '100000',
    // 홀짝 and 사다리 draw every 20 s (betting open for 15), so a test sees a draw made.
    STUDIO_DRAW_SECONDS: '20',
    // Warnings and errors are kept and printed at the end: a browser test that times out then
    // shows what the server said meanwhile.
    LOG_LEVEL: 'warn',
    ...solapi.env,
  });
  project.provide('baseUrl', server.url);
  project.provide('smsStandInUrl', solapi.url);
  project.provide('smsEnv', solapi.env);
}

export async function teardown() {
  if (server) await stopServer(server);
  const said = server
    ?.output()
    .split('\n')
    .filter((line) => line.startsWith('{'));
  if (said?.length) console.warn(`The test server's warnings and errors:\n${said.join('\n')}`);
  await solapi?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
}
