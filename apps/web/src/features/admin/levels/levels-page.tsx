import {
  adminLevelUpdateSchema,
  DEPOSIT_BONUS_KINDS,
  type AdminLevel,
  type AdminLevelUpdate,
  type DepositBonusKind,
} from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '@/components/level-badge';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatNumber, formatWon } from '@/lib/format';
import { SpecForm } from '../settings/setting-form';
import type { FieldSpec } from '../settings/setting-specs';
import { failureText } from '../utils/failure-text';
import { useAdminLevels, useReorderLevels, useSaveLevel } from './levels-api';

/** A deposit bonus choice's three rates in a level's form, and whether it is offered ("no bonus" always is). */
const bonusRate = (kind: DepositBonusKind): FieldSpec[] => [
  ...(kind === 'none'
    ? []
    : [
        {
          kind: 'checkbox',
          path: `deposit_bonuses.${kind}.offered`,
          label: `settings.fields.depositBonuses.${kind}.offered`,
        } as const,
      ]),
  {
    kind: 'number',
    path: `deposit_bonuses.${kind}.firstDepositPercent`,
    label: `settings.fields.depositBonuses.${kind}.first`,
    unit: 'percent',
  },
  {
    kind: 'number',
    path: `deposit_bonuses.${kind}.eachDepositPercent`,
    label: `settings.fields.depositBonuses.${kind}.each`,
    unit: 'percent',
  },
  {
    kind: 'number',
    path: `deposit_bonuses.${kind}.rolloverPercent`,
    label: `settings.fields.depositBonuses.${kind}.rollover`,
    unit: 'percent',
  },
];

/** One level's form: its name, badge colour, sportsbook limits, points, withdrawals and deposit bonuses. */
export const LEVEL_FIELDS: readonly FieldSpec[] = [
  { kind: 'text', path: 'name', label: 'levels.fields.name' },
  { kind: 'text', path: 'colour', label: 'levels.fields.colour', placeholder: '#rrggbb' },
  { kind: 'number', path: 'bet_limits.minimum_stake', label: 'settings.fields.minimumStake', unit: 'won' },
  { kind: 'number', path: 'bet_limits.single_maximum_stake', label: 'settings.fields.singleMaximumStake', unit: 'won' },
  { kind: 'number', path: 'bet_limits.multi_maximum_stake', label: 'settings.fields.multiMaximumStake', unit: 'won' },
  { kind: 'number', path: 'bet_limits.maximum_payout', label: 'settings.fields.maximumPayout', unit: 'won' },
  { kind: 'number', path: 'losing_points_percent', label: 'settings.fields.losingStakePoints', unit: 'percent' },
  { kind: 'number', path: 'payback_percent', label: 'levels.fields.paybackPercent', unit: 'percent' },
  {
    kind: 'number',
    path: 'withdrawals_per_day',
    label: 'levels.fields.withdrawalsPerDay',
    unit: 'times',
    nullable: true,
  },
  {
    kind: 'number',
    path: 'withdrawal_daily_amount',
    label: 'levels.fields.withdrawalDailyAmount',
    unit: 'won',
    nullable: true,
  },
  ...DEPOSIT_BONUS_KINDS.flatMap(bonusRate),
  { kind: 'number', path: 'rules.deposits', label: 'levels.fields.ruleDeposits', unit: 'won', nullable: true },
  { kind: 'number', path: 'rules.turnover', label: 'levels.fields.ruleTurnover', unit: 'won', nullable: true },
  { kind: 'number', path: 'rules.active_days', label: 'levels.fields.ruleActiveDays', unit: 'days', nullable: true },
  { kind: 'number', path: 'rules.window_days', label: 'levels.fields.ruleWindowDays', unit: 'days', nullable: true },
  { kind: 'checkbox', path: 'rules.demote_when_unmet', label: 'levels.fields.demoteWhenUnmet' },
];

/** A level's promotion rules in a cell: "입금 1,000,000원 · 활동 5일 · 최근 30일", or that it is set by hand only. */
function rulesText(t: TFunction<'admin'>, { rules }: AdminLevel): string {
  const parts = [
    rules.deposits === null ? null : t('levels.ruleDeposits', { amount: formatWon(rules.deposits) }),
    rules.turnover === null ? null : t('levels.ruleTurnover', { amount: formatWon(rules.turnover) }),
    rules.active_days === null ? null : t('levels.ruleDays', { count: rules.active_days }),
  ].filter((part) => part !== null);
  if (parts.length === 0) return t('levels.noRules');
  const window =
    rules.window_days === null ? t('levels.ruleLifetime') : t('levels.ruleWindow', { count: rules.window_days });
  return [t('levels.rules', { rules: parts.join(' · '), window }), rules.demote_when_unmet ? t('levels.demotes') : null]
    .filter(Boolean)
    .join(' · ');
}

const valueOf = ({
  name,
  colour,
  bet_limits,
  losing_points_percent,
  payback_percent,
  withdrawals_per_day,
  withdrawal_daily_amount,
  deposit_bonuses,
  rules,
}: AdminLevel): AdminLevelUpdate => ({
  name,
  colour,
  bet_limits,
  losing_points_percent,
  payback_percent,
  withdrawals_per_day,
  withdrawal_daily_amount,
  deposit_bonuses,
  rules,
});

function levelColumns(
  t: TFunction<'admin'>,
  move: (index: number, by: -1 | 1) => void,
  count: number,
  moving: boolean,
): DataTableColumn<AdminLevel>[] {
  return [
    { id: 'rank', header: t('levels.columns.rank'), cell: (row) => row.rank, className: 'tabular-nums' },
    { id: 'level', header: t('levels.columns.level'), cell: (row) => <LevelBadge level={row} /> },
    {
      id: 'members',
      header: t('levels.columns.members'),
      cell: (row) => t('levels.memberCount', { count: row.members, members: formatNumber(row.members) }),
      className: 'text-right tabular-nums',
    },
    {
      id: 'stakes',
      header: t('levels.columns.stakes'),
      cell: (row) =>
        `${formatWon(row.bet_limits.minimum_stake)} ~ ${formatWon(row.bet_limits.single_maximum_stake)} / ${formatWon(row.bet_limits.multi_maximum_stake)}`,
      className: 'tabular-nums',
    },
    {
      id: 'payout',
      header: t('levels.columns.payout'),
      cell: (row) => formatWon(row.bet_limits.maximum_payout),
      className: 'text-right tabular-nums',
    },
    {
      id: 'points',
      header: t('levels.columns.points'),
      cell: (row) => `${row.losing_points_percent}% / ${row.payback_percent}%`,
      className: 'text-right tabular-nums',
    },
    {
      id: 'withdrawals',
      header: t('levels.columns.withdrawals'),
      cell: (row) =>
        row.withdrawals_per_day === null && row.withdrawal_daily_amount === null
          ? t('levels.noLimit')
          : [
              row.withdrawals_per_day === null ? null : t('levels.timesPerDay', { count: row.withdrawals_per_day }),
              row.withdrawal_daily_amount === null ? null : formatWon(row.withdrawal_daily_amount),
            ]
              .filter(Boolean)
              .join(' · '),
    },
    {
      id: 'rules',
      header: t('levels.columns.rules'),
      // A fixed width wraps the rules, so the table stays within a laptop screen.
      cell: (row) => <span className="block w-56 text-xs leading-relaxed whitespace-normal">{rulesText(t, row)}</span>,
    },
    {
      id: 'order',
      header: t('levels.columns.order'),
      cell: (row) => (
        <span className="flex gap-1">
          <Button
            size="sm"
            variant="ghost"
            disabled={moving || row.rank === 1}
            aria-label={t('levels.moveUp', { name: row.name })}
            onClick={() => move(row.rank - 1, -1)}
          >
            ↑
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={moving || row.rank === count}
            aria-label={t('levels.moveDown', { name: row.name })}
            onClick={() => move(row.rank - 1, 1)}
          >
            ↓
          </Button>
        </span>
      ),
    },
  ];
}

/**
 * The ten member levels: their order (rank 1 is where new members start and what guests read),
 * and one form per level. A save applies to the level's members' next bet.
 */
export function LevelsPage() {
  const { t } = useTranslation('admin');
  const levels = useAdminLevels();
  const save = useSaveLevel();
  const reorder = useReorderLevels();
  const [orderError, setOrderError] = useState<string | null>(null);

  function move(index: number, by: -1 | 1) {
    const ids = (levels.data ?? []).map((level) => level.id);
    const other = index + by;
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    setOrderError(null);
    reorder.mutate(ids, {
      onError: (error) => setOrderError(failureText(error, t('levels.reorderFailed'))),
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <title>{t('levels.documentTitle')}</title>
      <PageHeader title={t('levels.title')} description={t('levels.description')} />
      {levels.isError && <p className="text-sm text-ruby-500">{t('levels.loadFailed')}</p>}
      {levels.data && (
        <>
          <DataTable
            label={t('levels.tableLabel')}
            columns={levelColumns(t, move, levels.data.length, reorder.isPending)}
            rows={levels.data}
            rowKey={(row) => String(row.id)}
          />
          {orderError && (
            <p role="alert" className="text-sm text-ruby-500">
              {orderError}
            </p>
          )}
          <div className="grid gap-5 xl:grid-cols-2">
            {levels.data.map((level) => (
              <SpecForm
                key={level.id}
                id={`level-${level.id}`}
                title={level.name}
                description={t('levels.formDescription', { rank: level.rank })}
                fields={LEVEL_FIELDS}
                schema={adminLevelUpdateSchema}
                value={valueOf(level)}
                save={async (value) => {
                  // SpecForm hands over the value its schema, this one, has checked.
                  const saved = await save.mutateAsync({ id: level.id, value: value as AdminLevelUpdate });
                  return valueOf(saved.find((entry) => entry.id === level.id)!);
                }}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
