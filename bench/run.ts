// `npm run bench`: prints figures, asserts nothing. Later capabilities add their own sections.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startServer, stopServer } from '../apps/server/test/spawn-server';
import { adminBetsBenchmark } from './admin-bets';
import { casinoBenchmark } from './casino';
import { lighthouseBenchmark } from './lighthouse';
import { settlementAndPushBenchmark } from './settlement-push';
import { sportsRenderBenchmark } from './sports-render';
import { sportsbookBenchmark } from './sportsbook';
import { studioBlackjackBenchmark } from './studio-blackjack';
import { studioRtpBenchmark } from './studio-rtp';
import { printMachine, printSummary } from './summary';
import { walletBenchmark } from './wallet';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'apps/web/dist');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function bundleSizes() {
  console.log('Building the web app...');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  const indexHtml = await fs.readFile(path.join(distDir, 'index.html'), 'utf8');
  // What the browser fetches before the first screen: the entry script and the chunks it preloads.
  const initial = [...indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
  // The brotli and gzip forms the build writes beside each file are the same files, sent compressed.
  const assets = (await fs.readdir(path.join(distDir, 'assets'))).filter((file) => !/\.(?:br|gz)$/.test(file));
  const sizes = await Promise.all(
    assets.map(async (file) => {
      const content = await fs.readFile(path.join(distDir, 'assets', file));
      return { file: `assets/${file}`, raw: content.length, gzip: gzipSync(content).length };
    }),
  );
  const sum = (files: typeof sizes, key: 'raw' | 'gzip') => files.reduce((total, file) => total + file[key], 0);
  const initialFiles = sizes.filter((file) => initial.includes(file.file));
  const scripts = sizes.filter((file) => file.file.endsWith('.js'));
  const styles = sizes.filter((file) => file.file.endsWith('.css'));
  console.log('\nBundle sizes');
  console.log(
    `  initial JS (home page)   ${kb(sum(initialFiles, 'gzip'))} gzipped (${kb(sum(initialFiles, 'raw'))} raw) in ${initialFiles.length} files; budget 150 KB gzipped`,
  );
  console.log(`  all JS                   ${kb(sum(scripts, 'gzip'))} gzipped in ${scripts.length} chunks`);
  console.log(`  CSS                      ${kb(sum(styles, 'gzip'))} gzipped`);
  const largest = [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
  for (const file of largest) console.log(`    ${file.file.padEnd(48)} ${kb(file.gzip)} gzipped`);
}

async function startupTime(runs: number) {
  const timings: number[] = [];
  for (let run = 0; run < runs; run++) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hanpan-bench-'));
    const started = performance.now();
    const server = await startServer({ DATA_DIR: dataDir, WEB_DIST_DIR: distDir });
    timings.push(performance.now() - started);
    await stopServer(server);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  timings.sort((a, b) => a - b);
  console.log(
    '\nServer start-up on an empty data folder (process start → listening, migrations and demo seed included)',
  );
  console.log(
    `  ${runs} runs: min ${timings[0]?.toFixed(0)} ms, median ${timings[Math.floor(runs / 2)]?.toFixed(0)} ms, max ${timings.at(-1)?.toFixed(0)} ms`,
  );
}

await printMachine();
await bundleSizes();
await startupTime(3);
await walletBenchmark();
await sportsbookBenchmark();
await sportsRenderBenchmark(distDir);
await lighthouseBenchmark(distDir);
await settlementAndPushBenchmark();
await casinoBenchmark();
studioRtpBenchmark();
studioBlackjackBenchmark();
await adminBetsBenchmark();
printSummary();
