import {
  DEFAULT_MULTI_FOLDER_BONUS,
  DEFAULT_SPORTSBOOK_RULES,
  DEPOSIT_BONUS_OPTIONS,
  contactResponseSchema,
  depositAccountSchema,
  depositBonusRatesSchema,
  multiFolderBonusSchema,
  sportsbookRulesSchema,
} from '@hanpan/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
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
  depositBonuses: {
    schema: depositBonusRatesSchema,
    defaultValue: Object.fromEntries(
      Object.entries(DEPOSIT_BONUS_OPTIONS).map(([kind, { firstDepositPercent, eachDepositPercent, rolloverPercent }]) => [
        kind,
        { firstDepositPercent, eachDepositPercent, rolloverPercent },
      ]),
    ),
  },
  multiFolderBonus: { schema: multiFolderBonusSchema, defaultValue: DEFAULT_MULTI_FOLDER_BONUS },
  sportsbookRules: { schema: sportsbookRulesSchema, defaultValue: DEFAULT_SPORTSBOOK_RULES },
} satisfies Record<string, { schema: z.ZodType; defaultValue: unknown }>;

type SettingKey = keyof typeof settingDefinitions;
type SettingValue<K extends SettingKey> = z.output<(typeof settingDefinitions)[K]['schema']>;

export function createSettingsService(deps: { db: Database; repository: SettingsRepository }) {
  const { db, repository } = deps;
  return {
    async get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
      const definition = settingDefinitions[key];
      const stored = definition.schema.safeParse(await repository.find(db, key));
      return (stored.success ? stored.data : definition.defaultValue) as SettingValue<K>;
    },

    async set<K extends SettingKey>(key: K, value: SettingValue<K>): Promise<void> {
      await repository.upsert(db, key, settingDefinitions[key].schema.parse(value));
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
