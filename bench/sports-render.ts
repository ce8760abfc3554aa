// First screen of /sports in Chromium with a book of 500+ fixtures: from navigation to the first
// fixture card, and to the detail panel of the auto-selected fixture.
import fs from 'node:fs';
import fs2 from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer, stopServer } from '../apps/server/test/spawn-server';
import { api, type Session } from './harness';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = 5;

export async function sportsRenderBenchmark(webDistDir: string) {
  console.log('\n/sports first screen in Chromium (fixtures over 20 days)');
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`  skipped: no Chromium at ${CHROMIUM}`);
    return;
  }
  const dataDir = await fs2.mkdtemp(path.join(os.tmpdir(), 'hanpan-bench-render-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    FEED_DAYS_AHEAD: '20',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ADDRESS_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const session = await api<Session & { user: unknown }>(server.url, 'POST', '/api/users/login', {
      username: 'demo',
      password: 'demo1234',
    });
    const fixtures = await api<{ count: number }>(
      server.url,
      'GET',
      '/api/sports/fixtures/prematch?size=1',
      undefined,
      session.token.token,
    );
    const firstCard: number[] = [];
    const detail: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      // The session the app keeps in storage, so the page opens logged in.
      await context.addInitScript(
        (stored) => {
          sessionStorage.setItem('hanpan.session', stored);
        },
        JSON.stringify({ user: session.user, token: session.token }),
      );
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${server.url}/sports`);
      await page.getByRole('list', { name: '경기 목록' }).getByRole('article').first().waitFor();
      firstCard.push(performance.now() - started);
      await page.getByRole('region', { name: '경기 상세' }).getByRole('tab').first().waitFor();
      detail.push(performance.now() - started);
      await context.close();
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(0);
    console.log(`  ${fixtures.count} pre-match fixtures in the book; median of ${RUNS} cold loads:`);
    console.log(
      `  first fixture card ${median(firstCard)} ms, detail panel of the selected fixture ${median(detail)} ms`,
    );
  } finally {
    await browser.close();
    await stopServer(server);
    await fs2.rm(dataDir, { recursive: true, force: true });
  }
}
