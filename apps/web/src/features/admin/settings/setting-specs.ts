import type { SettingKey } from '@hanpan/contract';
import type { ParseKeys } from 'i18next';

/** A text of the settings forms, by its key in the `admin` namespace. */
export type SettingText = ParseKeys<'admin'>;

/** What a number is counted in, shown after its label: `settings.units.<unit>`. */
export type SettingUnit = 'won' | 'percent' | 'minutes' | 'times' | 'ms' | 'days' | 'points' | 'foldersOrMore';

/**
 * One input of a settings form; `path` is dot-separated inside the setting's value (list items
 * relative to their row). Labels are text keys, read in the language shown when the form renders.
 */
export type FieldSpec =
  | {
      kind: 'number';
      path: string;
      label: SettingText;
      unit?: SettingUnit;
      /** Empty means none (null). */ nullable?: boolean;
    }
  | {
      kind: 'text';
      path: string;
      label: SettingText;
      placeholder?: string;
      /** Empty means none (null). */ nullable?: boolean;
    }
  | { kind: 'checkbox'; path: string; label: SettingText }
  | {
      kind: 'select';
      path: string;
      label: SettingText;
      /** The choices, or `marketTypes`: the sportsbook's market types, by id. */
      options: readonly { value: string; label: SettingText }[] | 'marketTypes';
      /** The values are numbers (sent as numbers). */ numeric?: boolean;
    }
  | {
      kind: 'list';
      path: string;
      label: SettingText;
      item: readonly FieldSpec[];
      newItem: Record<string, unknown>;
      addLabel: SettingText;
    };

/** One setting's form; its title and description are `settings.specs.<key>`. */
export interface SettingSpec {
  key: SettingKey;
  fields: readonly FieldSpec[];
}

/** The back-office settings, one form each, in the order an operator looks for them. */
export const SETTING_SPECS: readonly SettingSpec[] = [
  {
    key: 'multiFolderBonus',
    fields: [
      { kind: 'number', path: 'minimum_price_x100', label: 'settings.fields.minimumPrice' },
      {
        kind: 'list',
        path: 'tiers',
        label: 'settings.fields.tiers',
        addLabel: 'settings.fields.addTier',
        newItem: { folders: '', multiplier_x100: '' },
        item: [
          { kind: 'number', path: 'folders', label: 'settings.fields.folders', unit: 'foldersOrMore' },
          { kind: 'number', path: 'multiplier_x100', label: 'settings.fields.multiplier' },
        ],
      },
    ],
  },
  {
    key: 'sportsbookRules',
    fields: [
      { kind: 'number', path: 'cancel_window_minutes', label: 'settings.fields.cancelWindow', unit: 'minutes' },
      {
        kind: 'number',
        path: 'cancel_kickoff_buffer_minutes',
        label: 'settings.fields.cancelKickoffBuffer',
        unit: 'minutes',
      },
      { kind: 'number', path: 'cancels_per_day', label: 'settings.fields.cancelsPerDay', unit: 'times' },
      { kind: 'number', path: 'live_acceptance_delay_ms', label: 'settings.fields.liveAcceptanceDelay', unit: 'ms' },
      { kind: 'checkbox', path: 'cash_out_enabled', label: 'settings.fields.cashOutEnabled' },
      { kind: 'number', path: 'cash_out_margin_percent', label: 'settings.fields.cashOutMargin', unit: 'percent' },
    ],
  },
  {
    key: 'sameFixtureCombinations',
    fields: [
      {
        kind: 'list',
        path: 'allowed_pairs',
        label: 'settings.fields.allowedPairs',
        addLabel: 'settings.fields.addPair',
        newItem: { first: '', second: '' },
        item: [
          {
            kind: 'select',
            path: 'first',
            label: 'settings.fields.firstMarket',
            options: 'marketTypes',
            numeric: true,
          },
          {
            kind: 'select',
            path: 'second',
            label: 'settings.fields.secondMarket',
            options: 'marketTypes',
            numeric: true,
          },
        ],
      },
    ],
  },
  {
    key: 'depositAccount',
    fields: [
      { kind: 'text', path: 'bank', label: 'settings.fields.bank' },
      { kind: 'text', path: 'account_number', label: 'settings.fields.accountNumber' },
      { kind: 'text', path: 'account_holder', label: 'settings.fields.accountHolder' },
    ],
  },
  {
    key: 'contact',
    fields: [
      { kind: 'text', path: 'hours', label: 'settings.fields.hours' },
      {
        kind: 'list',
        path: 'channels',
        label: 'settings.fields.channels',
        addLabel: 'settings.fields.addChannel',
        newItem: { kind: 'telegram', label: '', value: '', url: '' },
        item: [
          {
            kind: 'select',
            path: 'kind',
            label: 'settings.fields.channelKind',
            options: [
              { value: 'telegram', label: 'settings.fields.channelKinds.telegram' },
              { value: 'kakao', label: 'settings.fields.channelKinds.kakao' },
              { value: 'email', label: 'settings.fields.channelKinds.email' },
              { value: 'phone', label: 'settings.fields.channelKinds.phone' },
            ],
          },
          { kind: 'text', path: 'label', label: 'settings.fields.channelLabel' },
          { kind: 'text', path: 'value', label: 'settings.fields.channelValue' },
          {
            kind: 'text',
            path: 'url',
            label: 'settings.fields.channelUrl',
            placeholder: 'https://, mailto:, tel:',
            nullable: true,
          },
        ],
      },
    ],
  },
  {
    key: 'accountRewards',
    fields: [
      { kind: 'number', path: 'attendance_points', label: 'settings.fields.attendancePoints', unit: 'points' },
      { kind: 'number', path: 'attendance_streak_days', label: 'settings.fields.attendanceStreakDays', unit: 'days' },
      {
        kind: 'number',
        path: 'attendance_streak_bonus_points',
        label: 'settings.fields.attendanceStreakBonus',
        unit: 'points',
      },
      { kind: 'number', path: 'referral_reward_points', label: 'settings.fields.referralReward', unit: 'points' },
    ],
  },
];
