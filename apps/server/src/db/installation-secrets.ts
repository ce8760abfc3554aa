import { randomBytes } from 'node:crypto';
import type { Executor } from './database';

/** The secrets an installation generates for itself (rows of `installation_secrets`). */
export type InstallationSecretName = 'studio_wallet';

/**
 * This installation's secret of that name: 256 random bits made on first use and kept in the
 * database. Insert-if-absent then read back, so API processes starting together on one database
 * all end up with the first one written.
 */
export async function installationSecret(db: Executor, name: InstallationSecretName): Promise<string> {
  await db
    .insertInto('installation_secrets')
    .values({ name, secret: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('installation_secrets')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.secret;
}
