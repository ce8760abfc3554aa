import {
  DEFAULT_ACCOUNT_REWARDS,
  SETTING_KEYS,
  type AdminSettings,
  type SettingKey,
  DEFAULT_MULTI_FOLDER_BONUS,
  DEFAULT_SAME_FIXTURE_COMBINATIONS,
  DEFAULT_SPORTSBOOK_RULES,
  accountRewardsSchema,
  contactResponseSchema,
  depositAccountSchema,
  multiFolderBonusSchema,
  sameFixtureCombinationsSchema,
  sportsbookRulesSchema,
} from '@hanpan/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { keptUntilChanged, type DatabaseChanges } from '../../db/database-changes';
import { inTransaction } from '../../db/transaction';
import type { AuditActor, AuditService } from '../audit';
import type { SettingsRepository } from './settings.repository';

/**
 * Every operator setting: its schema and the value the site runs with until an operator changes
 * it. A stored value that no longer fits its schema is ignored in favour of the default.
 */
const settingDefinitions = {
  contact: {
    schema: contactResponseSchema,
    defaultValue: {
      channels: [
        { kind: 'telegram', label: '텔레그램', value: '@hanpan_cs', url: 'https://t.me/hanpan_cs' },
        { kind: 'kakao', label: '카카오톡', value: 'hanpan', url: null },
        { kind: 'email', label: '이메일', value: 'support@hanpan.example', url: 'mailto:support@hanpan.example' },
      ],
      hours: '24시간 연중무휴',
    },
  },
  /** Where members send deposits; shown after the dialog's account request. */
  depositAccount: {
    schema: depositAccountSchema,
    defaultValue: { bank: '국민은행', account_number: '943202-00-318855', account_holder: '(주)한판엔터테인먼트' },
  },
  multiFolderBonus: { schema: multiFolderBonusSchema, defaultValue: DEFAULT_MULTI_FOLDER_BONUS },
  sportsbookRules: { schema: sportsbookRulesSchema, defaultValue: DEFAULT_SPORTSBOOK_RULES },
  /** Which market types of one fixture may share a slip (none until an operator allows a pair). */
  sameFixtureCombinations: { schema: sameFixtureCombinationsSchema, defaultValue: DEFAULT_SAME_FIXTURE_COMBINATIONS },
  /** Attendance points, its streak bonus and the referral reward. */
  accountRewards: { schema: accountRewardsSchema, defaultValue: DEFAULT_ACCOUNT_REWARDS },
} satisfies Record<SettingKey, { schema: z.ZodType; defaultValue: unknown }>;

type SettingValue<K extends SettingKey> = z.output<(typeof settingDefinitions)[K]['schema']>;

/** A stored value, or the default when none is stored or it no longer fits. */
function effective<K extends SettingKey>(key: K, stored: unknown): SettingValue<K> {
  const definition = settingDefinitions[key];
  const parsed = definition.schema.safeParse(stored);
  return (parsed.success ? parsed.data : definition.defaultValue) as SettingValue<K>;
}

/**
 * Operator settings, kept in each process while the database's notices say they stand (a change
 * anywhere announces itself at commit, migration 0027; this process's own writes drop them at
 * once), read on every call while the process cannot listen.
 */
export function createSettingsService(deps: {
  db: Database;
  repository: SettingsRepository;
  audit: AuditService;
  changes: DatabaseChanges;
}) {
  const { db, repository, audit } = deps;
  const stored = keptUntilChanged(deps.changes, 'settings', () => repository.findAll(db));

  async function get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
    return effective(key, (await stored.get()).get(key));
  }

  /** Several settings at once (a placement needs four). */
  async function getMany<K extends SettingKey>(keys: readonly K[]): Promise<{ [P in K]: SettingValue<P> }> {
    const values = await stored.get();
    return Object.fromEntries(keys.map((key) => [key, effective(key, values.get(key))])) as {
      [P in K]: SettingValue<P>;
    };
  }

  const all = (): Promise<AdminSettings> => getMany(SETTING_KEYS);

  return {
    get,
    getMany,
    all,

    async set<K extends SettingKey>(key: K, value: SettingValue<K>): Promise<void> {
      await repository.upsert(db, key, settingDefinitions[key].schema.parse(value));
      stored.forget();
    },

    /** An operator's change: stored and audited (before and after) in one transaction; answers every setting as it now is. */
    async update<K extends SettingKey>(actor: AuditActor, key: K, value: SettingValue<K>): Promise<AdminSettings> {
      await inTransaction(db, async (trx) => {
        const before = effective(key, await repository.lock(trx, key));
        const after = settingDefinitions[key].schema.parse(value);
        await repository.upsert(trx, key, after);
        await audit.record(trx, {
          actorId: actor.userId,
          requestId: actor.requestId,
          action: 'setting.update',
          targetType: 'setting',
          targetId: key,
          before,
          after,
        });
      });
      stored.forget();
      return all();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
