// End-to-end tests need Debian's Chromium; without it they are skipped loudly, never silently.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const banner = '!'.repeat(72);
  console.warn(
    `${banner}\nBROWSER TESTS SKIPPED: no Chromium at ${chromium}.\nInstall it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH)\n${banner}`,
  );
  process.exit(0);
}

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
const built = run('npm', ['run', 'build']);
if (built !== 0) process.exit(built);
process.exit(run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']));
