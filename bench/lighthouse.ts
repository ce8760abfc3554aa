// Lighthouse 12 on the member site's main pages, mobile profile (its default: a mid-range phone on
// slow 4G, both simulated), beside the same audit of a page of plain text served by the same
// server: the floor this machine and Lighthouse's model give any page.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import fs2 from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServer, stopServer } from '../apps/server/test/spawn-server';
import { api } from './harness';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = 3;
const REFERENCE_PAGE = 'lighthouse-reference.html';
/** Members-only pages send a visitor home, so they are audited with the demo member's remembered session. */
const PAGES = [
  { path: '/', member: false },
  { path: '/games/slots', member: false },
  { path: '/sports', member: true },
  { path: '/live', member: true },
  { path: `/${REFERENCE_PAGE}`, member: false },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

// Plain text in the site's language and viewport, no script, no web font.
const referenceHtml = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Lighthouse reference page" />
    <title>Reference</title>
  </head>
  <body style="background:#0b0e17;color:#e6e8ef;font-family:sans-serif">
    <h1>한판</h1>
    <p>라이브 카지노, 슬롯, 미니게임, 스포츠 베팅</p>
  </body>
</html>
`;

type Figures = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's benchmark of the machine's CPU at the start of the run (environment.benchmarkIndex). */
  cpuIndex: number;
  scripts: string[];
};

/** Starts Chromium with a debugging port for Lighthouse; resolves once it listens. */
async function launchChromium(profileDir: string) {
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    port,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Whether the machine has a Korean font, as every member's phone does. Without one, Chromium looks
 * through every font for each Hangul glyph and draws fallback boxes: slower text layout than a
 * member's phone does, on every page.
 */
function koreanFontNote(): string {
  let families: string[] = [];
  try {
    families = execFileSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    // No fontconfig: reported as no Korean font.
  }
  return families.length > 0
    ? `Korean font: ${families[0]!.split(',')[0]}`
    : 'no Korean font installed (apt-get install fonts-noto-cjk): Hangul is laid out by font fallback, unlike on a phone';
}

const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function figuresOf(lhr: Result): Figures {
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })
    ?.items;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round(lhr.categories[category]!.score! * 100)]),
    ) as Figures['scores'],
    lcp: numeric(lhr, 'largest-contentful-paint'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    cpuIndex: lhr.environment.benchmarkIndex,
    scripts: (requests ?? [])
      .filter((item) => item.resourceType === 'Script')
      .map((item) => new URL(item.url).pathname),
  };
}

export async function lighthouseBenchmark(webDistDir: string) {
  console.log(
    `\nLighthouse 12, mobile profile (simulated slow 4G and 4× CPU slowdown), median of ${RUNS} runs by performance score`,
  );
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`  skipped: no Chromium at ${CHROMIUM}`);
    return;
  }
  // Debian's launcher script warns on stderr about its /dev/shm check; only the version is wanted.
  const version = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  console.log(`  ${version.trim()}; ${koreanFontNote()}`);
  // The CPU is slowed 4× whatever its speed: a shared machine's slower moment reads as a slower phone.
  console.log(
    "  CPU index: Lighthouse's benchmark of this machine as the run started (higher is faster; Chrome DevTools' calibration puts a low-tier phone at ~264, a Pixel 5 at ~1,000); compare figures only from runs of like index",
  );
  // A copy of the built site with the reference page beside it, served by the same server; with the
  // build's module of first screens beside it, as the build leaves it (apps/web/package.json).
  const buildDir = await fs2.mkdtemp(path.join(os.tmpdir(), 'hanpan-bench-site-'));
  const siteDir = path.join(buildDir, 'dist');
  await fs2.cp(webDistDir, siteDir, { recursive: true });
  await fs2.cp(path.join(webDistDir, '..', 'dist-server'), path.join(buildDir, 'dist-server'), { recursive: true });
  await fs2.writeFile(path.join(siteDir, REFERENCE_PAGE), referenceHtml);
  const dataDir = await fs2.mkdtemp(path.join(os.tmpdir(), 'hanpan-bench-lighthouse-'));
  const profileDir = await fs2.mkdtemp(path.join(os.tmpdir(), 'hanpan-bench-chromium-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: siteDir,
    RATE_LIMIT_PER_MINUTE: '1000000',
    ADDRESS_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const browser = await launchChromium(profileDir);
  const devtools = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
  try {
    const session = await api<object>(server.url, 'POST', '/api/users/login', {
      username: 'demo',
      password: 'demo1234',
    });
    // The member's session as the app remembers it; a cold HTTP cache, as Lighthouse's own reset leaves it.
    const rememberMemberSession = async () => {
      const page = await devtools.contexts()[0]!.newPage();
      await page.goto(`${server.url}/favicon.svg`);
      await page.evaluate((stored) => {
        localStorage.setItem('hanpan.session', stored);
        localStorage.setItem('hanpan.rememberMe', 'true');
      }, JSON.stringify(session));
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
    };
    // A run Lighthouse could not finish (now and then on a busy machine) is run again.
    const audit = async (pagePath: string, member: boolean, attemptsLeft = 3): Promise<Figures> => {
      if (member) await rememberMemberSession();
      const result = await lighthouse(`${server.url}${pagePath}`, {
        port: browser.port,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: member,
      });
      const lhr = result?.lhr;
      // An audit that errs (a metric it could not read) leaves its category without a score.
      const unscored = CATEGORIES.filter((category) => typeof lhr?.categories[category]?.score !== 'number');
      if (lhr && !lhr.runtimeError && unscored.length === 0) return figuresOf(lhr);
      const error = lhr?.runtimeError?.message ?? (lhr ? `no score for ${unscored.join(', ')}` : 'no result');
      if (attemptsLeft <= 1) throw new Error(`Lighthouse on ${pagePath}: ${error}`);
      return audit(pagePath, member, attemptsLeft - 1);
    };
    const results: { path: string; member: boolean; figures: Figures }[] = [];
    for (const { path: pagePath, member } of PAGES) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await audit(pagePath, member));
      }
      runs.sort((a, b) => a.scores.performance - b.scores.performance);
      results.push({ path: pagePath, member, figures: runs[Math.floor(RUNS / 2)]! });
    }

    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const rows = [
      ['page', 'as', 'perf', 'a11y', 'best pr.', 'LCP', 'FCP', 'TBT', 'CLS', 'CPU index'],
      ...results.map(({ path: pagePath, member, figures }) => [
        pagePath === `/${REFERENCE_PAGE}` ? 'reference: plain text' : pagePath,
        member ? 'member' : 'visitor',
        String(figures.scores.performance),
        String(figures.scores.accessibility),
        String(figures.scores['best-practices']),
        seconds(figures.lcp),
        seconds(figures.fcp),
        `${figures.tbt.toFixed(0)} ms`,
        figures.cls.toFixed(3),
        figures.cpuIndex.toFixed(0),
      ]),
      ['target', '', '≥ 95', '≥ 95', '≥ 95', '≤ 2.0 s', '', '≤ 150 ms', '≤ 0.05', ''],
    ];
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    for (const row of rows)
      console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd());

    // Every script the home page fetched during its audit (the median run), whatever loaded it.
    const home = results.find((result) => result.path === '/')!;
    const scripts = [...new Set(home.figures.scripts)];
    const gzipped = scripts.reduce(
      (total, script) => total + gzipSync(fs.readFileSync(path.join(siteDir, script))).length,
      0,
    );
    console.log(
      `  JS the home page loads: ${(gzipped / 1024).toFixed(1)} KB gzipped in ${scripts.length} files; budget 150 KB gzipped`,
    );
  } finally {
    await devtools.close();
    await browser.close();
    await stopServer(server);
    for (const dir of [buildDir, dataDir, profileDir]) await fs2.rm(dir, { recursive: true, force: true });
  }
}
