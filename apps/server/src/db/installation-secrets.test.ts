import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, openTestDatabase, testConfig } from '../../test/helpers';
import { studioWalletSecret } from '../../test/casino-test-kit';
import type { DatabaseHandle } from './database';
import { installationSecret } from './installation-secrets';

/** The secret the source used to carry for every installation outside production. */
const FORMERLY_PUBLISHED_SECRET = 'hanpan-studio-development-secret-not-for-production';

describe.each(databaseKinds)('the in-house studio wallet secret of an installation on %s', (kind) => {
  type Closable = { close(): Promise<void> };
  let opened: Closable[] = [];
  const open = async <T extends Closable>(closable: Promise<T>): Promise<T> => {
    const value = await closable;
    opened.unshift(value);
    return value;
  };
  const closeNow = async (closable: Closable) => {
    opened = opened.filter((other) => other !== closable);
    await closable.close();
  };
  // Apps before their database: the reverse of the order they were opened in.
  afterEach(async () => {
    for (const closable of opened.splice(0)) await closable.close();
  });

  const appOn = (database: DatabaseHandle, env: Record<string, string> = {}) =>
    open(createTestApp(kind, { database, config: testConfig(env) }));
  const storedSecret = async (database: DatabaseHandle) =>
    (
      await database.db
        .selectFrom('installation_secrets')
        .select('secret')
        .where('name', '=', 'studio_wallet')
        .executeTakeFirstOrThrow()
    ).secret;

  it('is generated once: API processes starting together on one database agree, and a restart keeps it', async () => {
    const database = await open(openTestDatabase(kind));
    const [first, second] = await Promise.all([appOn(database), appOn(database)]);
    const secret = await studioWalletSecret(first.app);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(secret).not.toBe(FORMERLY_PUBLISHED_SECRET);
    expect(await studioWalletSecret(second.app)).toBe(secret);
    expect(await storedSecret(database)).toBe(secret);

    await closeNow(first);
    await closeNow(second);
    const restarted = await appOn(database);
    expect(await studioWalletSecret(restarted.app)).toBe(secret);
  });

  it('differs between installations', async () => {
    const [one, other] = await Promise.all([open(openTestDatabase(kind)), open(openTestDatabase(kind))]);
    expect(await installationSecret(one.db, 'studio_wallet')).not.toBe(
      await installationSecret(other.db, 'studio_wallet'),
    );
  });

  it('gives way to a configured STUDIO_WALLET_SECRET, which leaves the generated one unused', async () => {
    const database = await open(openTestDatabase(kind));
    const generated = await installationSecret(database.db, 'studio_wallet');
    const configured = 'c0nfigured-'.padEnd(40, 'x');
    const app = await appOn(database, { STUDIO_WALLET_SECRET: configured });
    expect(await studioWalletSecret(app.app)).toBe(configured);
    expect(await storedSecret(database)).toBe(generated);
  });
});
