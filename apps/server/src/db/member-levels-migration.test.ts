import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BET_LIMITS, DEFAULT_DEPOSIT_BONUS_RATES } from '@hanpan/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MEMBER_LEVELS = '0037_member_levels.sql';

/**
 * Migrations 0037 on, replayed on PGlite over a database whose `key` setting holds `stored` (or
 * none): answers every level and what is left of the setting.
 */
async function levelsAfterMigrating(key: string, stored: unknown) {
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    const files = (await fs.readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
    const apply = async (chosen: string[]) => {
      for (const file of chosen)
        await sql.raw(await fs.readFile(path.join(migrationsDir, file), 'utf8')).execute(database.db);
    };
    await apply(files.filter((file) => file < MEMBER_LEVELS));
    if (stored !== undefined) {
      await sql`insert into settings (key, value) values (${key}, ${JSON.stringify(stored)}::jsonb)`.execute(
        database.db,
      );
    }
    await apply(files.filter((file) => file >= MEMBER_LEVELS));
    const levels = await database.db
      .selectFrom('member_levels')
      .select([
        'minimum_stake',
        'single_maximum_stake',
        'multi_maximum_stake',
        'maximum_payout',
        'losing_points_bp',
        'deposit_bonuses',
      ])
      .orderBy('rank')
      .execute();
    const left = await database.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    return { levels, left: left?.value };
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
    const { levels, left } = await levelsAfterMigrating('betLimits', stored);
    expect(levels).toHaveLength(10);
    for (const level of levels) {
      expect(level).toEqual({ ...expected, losing_points_bp: 100, deposit_bonuses: DEFAULT_DEPOSIT_BONUS_RATES });
    }
    expect(left).toBeUndefined();
  });
});

// 0038 moves the points rate out of sportsbookRules the same way: the stored rate when the whole
// setting was valid (its other rules stay), else the default 1 % (and the invalid value goes, so
// its other rules keep reading as the defaults they were).
describe('migration 0038 moves the losing-bet points rate into the levels', () => {
  const rules = {
    cancel_window_minutes: 20,
    cancel_kickoff_buffer_minutes: 5,
    cancels_per_day: 2,
    live_acceptance_delay_ms: 4_000,
  };

  it.each([
    ['no stored setting', undefined, 100, undefined],
    ['a valid setting', { ...rules, losing_stake_points_percent: 2.5 }, 250, rules],
    ['a rate of three decimals', { ...rules, losing_stake_points_percent: 1.235 }, 124, rules],
    ['an invalid rate', { ...rules, losing_stake_points_percent: 150 }, 100, undefined],
    ['another rule invalid', { ...rules, cancels_per_day: -1, losing_stake_points_percent: 3 }, 100, undefined],
    ['not an object', [1, 2], 100, undefined],
  ])('from %s', async (_, stored, rateBp, left) => {
    const result = await levelsAfterMigrating('sportsbookRules', stored);
    for (const level of result.levels) expect(level.losing_points_bp).toBe(rateBp);
    expect(result.left).toEqual(left);
  });
});

// 0039 moves the depositBonuses setting into the levels: the stored rates when every choice's were
// valid (unknown fields dropped, as the read schema drops them), else the spec's.
// 0040 then marks every choice offered.
describe('migration 0039 moves the deposit bonus rates into the levels', () => {
  const { none, casino, minigame } = DEFAULT_DEPOSIT_BONUS_RATES;
  const asSetting = ({ offered: _, ...rate }: typeof none) => rate;
  const operators = {
    none: asSetting(none),
    slot: { firstDepositPercent: 20, eachDepositPercent: 7, rolloverPercent: 500 },
    casino: asSetting(casino),
    minigame: asSetting(minigame),
  };
  const operatorsOffered = {
    ...DEFAULT_DEPOSIT_BONUS_RATES,
    slot: { ...operators.slot, offered: true },
  };

  it.each([
    ['no stored setting', undefined, DEFAULT_DEPOSIT_BONUS_RATES],
    ["an operator's valid rates", operators, operatorsOffered],
    [
      'valid rates with fields of their own',
      { ...operators, note: 'x', none: { ...operators.none, label: 'y' } },
      operatorsOffered,
    ],
    [
      'a percent over 100',
      { ...operators, casino: { ...operators.casino, firstDepositPercent: 101 } },
      DEFAULT_DEPOSIT_BONUS_RATES,
    ],
    [
      'a percent as text',
      { ...operators, slot: { ...operators.slot, eachDepositPercent: '7' } },
      DEFAULT_DEPOSIT_BONUS_RATES,
    ],
    [
      'a choice missing',
      { none: operators.none, slot: operators.slot, casino: operators.casino },
      DEFAULT_DEPOSIT_BONUS_RATES,
    ],
  ])('from %s', async (_, stored, expected) => {
    const { levels, left } = await levelsAfterMigrating('depositBonuses', stored);
    for (const level of levels) expect(level.deposit_bonuses).toEqual(expected);
    expect(left).toBeUndefined();
  });
});
