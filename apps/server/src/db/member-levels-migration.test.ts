import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BET_LIMITS } from '@hanpan/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MEMBER_LEVELS = '0037_member_levels.sql';

/**
 * Migration 0037 replayed on PGlite over a database whose betLimits setting holds `stored` (or
 * none): answers every level's limits and whether the setting is left.
 */
async function levelsAfterMigrating(stored: unknown) {
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    const files = (await fs.readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
    const apply = async (chosen: string[]) => {
      for (const file of chosen)
        await sql.raw(await fs.readFile(path.join(migrationsDir, file), 'utf8')).execute(database.db);
    };
    await apply(files.filter((file) => file < MEMBER_LEVELS));
    if (stored !== undefined) {
      await sql`insert into settings (key, value) values ('betLimits', ${JSON.stringify(stored)}::jsonb)`.execute(
        database.db,
      );
    }
    await apply(files.filter((file) => file >= MEMBER_LEVELS));
    const levels = await database.db
      .selectFrom('member_levels')
      .select(['minimum_stake', 'single_maximum_stake', 'multi_maximum_stake', 'maximum_payout'])
      .orderBy('rank')
      .execute();
    const left = await database.db.selectFrom('settings').select('key').where('key', '=', 'betLimits').execute();
    return { levels, settingLeft: left.length > 0 };
  } finally {
    await database.close();
  }
}

// The limits the site ran with before levels are what settings.service.ts read: the stored value
// when all of it fits the schema, else the spec's numbers. Every level starts with them.
describe('migration 0037 moves the betLimits setting into the ten levels', () => {
  const operators = {
    minimum_stake: 1_000,
    single_maximum_stake: 2_000_000,
    multi_maximum_stake: 3_000_000,
    maximum_payout: 9_000_000,
  };

  it.each([
    ['no stored setting', undefined, DEFAULT_BET_LIMITS],
    ["an operator's valid setting", operators, operators],
    ['a setting with an unknown field', { ...operators, role: 'admin' }, DEFAULT_BET_LIMITS],
    ['a setting missing a field', { minimum_stake: 1_000 }, DEFAULT_BET_LIMITS],
    ['a minimum above a maximum', { ...operators, minimum_stake: 2_500_000 }, DEFAULT_BET_LIMITS],
    ['a fraction', { ...operators, maximum_payout: 1.5 }, DEFAULT_BET_LIMITS],
    ['a number as text', { ...operators, minimum_stake: '1000' }, DEFAULT_BET_LIMITS],
    ['a figure over 10억', { ...operators, maximum_payout: 1_000_000_001 }, DEFAULT_BET_LIMITS],
  ])('from %s', async (_, stored, expected) => {
    const { levels, settingLeft } = await levelsAfterMigrating(stored);
    expect(levels).toHaveLength(10);
    for (const level of levels) expect(level).toEqual(expected);
    expect(settingLeft).toBe(false);
  });
});
