// The short fault campaign (`npm run chaos -- --short`: one fault of each kind) for `npm test`. It
// starts its own PostgreSQL, Redis and HAProxy from Debian's packages; without them it is skipped
// loudly, never silently (`bash bench/cluster-install.sh` installs them; .ci/run does).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const postgres = fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').length > 0;
const missing = [
  postgres ? null : 'postgresql',
  has('redis-server') ? null : 'redis-server',
  has('haproxy') ? null : 'haproxy',
];
if (missing.some(Boolean)) {
  const banner = '!'.repeat(72);
  console.warn(
    `${banner}\nFAULT CAMPAIGN SKIPPED: ${missing.filter(Boolean).join(', ')} not installed.\nInstall them with: bash bench/cluster-install.sh\n${banner}`,
  );
  process.exit(0);
}
const { status } = spawnSync(process.execPath, ['--import', 'tsx', 'bench/chaos.ts', '--short'], { stdio: 'inherit' });
process.exit(status ?? 1);
