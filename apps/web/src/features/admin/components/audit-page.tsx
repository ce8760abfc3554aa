import type { AuditEntry } from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format';
import { fetchAuditCsv, useAudit, type AuditFilter } from '../api/admin-api';
import { SETTING_SPECS } from '../settings/setting-specs';
import { useFilterForm } from '../utils/use-filter-form';
import { CsvDownloadButton } from './csv-download-button';
import { FilterTextFields, QueryErrorMessage, type FilterTextField } from './filter-fields';

/** Every action the server audits, in the words of the buttons that do it; a new code shows as itself. */
const ACTION_KEYS = {
  'member.suspend': 'memberSuspend',
  'member.reinstate': 'memberReinstate',
  'member.adjustment': 'memberAdjustment',
  'member.level': 'memberLevel',
  'member_level.update': 'levelUpdate',
  'member_level.reorder': 'levelReorder',
  'deposit.approve': 'depositApprove',
  'deposit.reject': 'depositReject',
  'withdrawal.approve': 'withdrawalApprove',
  'withdrawal.reject': 'withdrawalReject',
  'post.create': 'postCreate',
  'post.update': 'postUpdate',
  'event.create': 'eventCreate',
  'event.update': 'eventUpdate',
  'inquiry.reply': 'inquiryReply',
  'inquiry.close': 'inquiryClose',
  'message.send': 'messageSend',
  'notification.send': 'notificationSend',
  'setting.update': 'settingUpdate',
  'casino_provider.enable': 'casinoProviderEnable',
  'casino_provider.disable': 'casinoProviderDisable',
  'casino_game.update': 'casinoGameUpdate',
  'sports.fixture_suspend': 'fixtureSuspend',
  'sports.fixture_reopen': 'fixtureReopen',
  'sports.market_suspend': 'marketSuspend',
  'sports.market_reopen': 'marketReopen',
  'sports.price_change': 'priceChange',
  'sports.price_release': 'priceRelease',
  'sports.result_enter': 'resultEnter',
  'sports.result_correct': 'resultCorrect',
  'sports.result_release': 'resultRelease',
  'sports.fixture_void': 'fixtureVoid',
} as const;

/** What an entry acted on (the filter still takes the code, as its placeholder shows). */
const TARGET_TYPE_KEYS = {
  member: 'member',
  all_members: 'allMembers',
  member_level: 'memberLevel',
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  post: 'post',
  event: 'event',
  inquiry: 'inquiry',
  setting: 'setting',
  casino_provider: 'casinoProvider',
  casino_game: 'casinoGame',
  fixture: 'fixture',
  market: 'market',
  bet: 'bet',
} as const;

const isKeyOf = <Keys extends object>(keys: Keys, code: string): code is Extract<keyof Keys, string> =>
  Object.hasOwn(keys, code);

const actionText = (t: TFunction<'admin'>, action: string) =>
  isKeyOf(ACTION_KEYS, action) ? t(`audit.actions.${ACTION_KEYS[action]}`) : action;

/** "Member #12", "Setting · Deposit account", "All members": the kind, and the one it names. */
function targetText(t: TFunction<'admin'>, entry: AuditEntry): string {
  const kind = isKeyOf(TARGET_TYPE_KEYS, entry.target_type)
    ? t(`audit.targetTypes.${TARGET_TYPE_KEYS[entry.target_type]}`)
    : entry.target_type;
  if (entry.target_id === 'all') return kind;
  if (entry.target_type === 'setting') {
    const spec = SETTING_SPECS.find((setting) => setting.key === entry.target_id);
    return t('audit.target.setting', {
      kind,
      setting: spec ? t(`settings.specs.${spec.key}.title`) : entry.target_id,
    });
  }
  return t('audit.target.withId', { kind, id: entry.target_id });
}

const json = (value: unknown) => (value === null || value === undefined ? '-' : JSON.stringify(value));

function auditColumns(t: TFunction<'admin'>): DataTableColumn<AuditEntry>[] {
  return [
    { id: 'date', header: t('audit.columns.date'), cell: (row) => formatDateTime(row.created_at) },
    { id: 'actor', header: t('audit.columns.actor'), cell: (row) => row.actor.username },
    { id: 'action', header: t('audit.columns.action'), cell: (row) => actionText(t, row.action) },
    { id: 'target', header: t('audit.columns.target'), cell: (row) => targetText(t, row) },
    {
      id: 'reason',
      header: t('audit.columns.reason'),
      cell: (row) => <span className="block max-w-64 truncate">{row.reason ?? '-'}</span>,
    },
  ];
}

function Details({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  return (
    <dl className="grid gap-2 text-xs sm:grid-cols-2">
      <div>
        <dt className="text-ink-400">{t('audit.details.before')}</dt>
        <dd className="font-mono break-all text-ink-100">{json(entry.before)}</dd>
      </div>
      <div>
        <dt className="text-ink-400">{t('audit.details.after')}</dt>
        <dd className="font-mono break-all text-ink-100">{json(entry.after)}</dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-ink-400">{t('audit.details.reasonAndRequest')}</dt>
        <dd className="break-all text-ink-100">{`${entry.reason ?? '-'} · ${entry.request_id ?? '-'}`}</dd>
      </div>
    </dl>
  );
}

const emptyFilter: AuditFilter = { action: '', actor: '', target_type: '', target_id: '', from: '', to: '', page: 1 };
const filterFields = (t: TFunction<'admin'>): FilterTextField<Exclude<keyof AuditFilter, 'page'>>[] => [
  { name: 'action', label: t('audit.filters.action'), placeholder: 'member.adjustment' },
  { name: 'actor', label: t('audit.filters.actor') },
  { name: 'target_type', label: t('audit.filters.targetType'), placeholder: 'member' },
  { name: 'target_id', label: t('audit.filters.targetId') },
  { name: 'from', label: t('audit.filters.from'), type: 'date' },
  { name: 'to', label: t('audit.filters.to'), type: 'date' },
];

/** Who changed what and when: filtered and paged on the server, downloadable as CSV. */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const { draft, setDraft, filter, setFilter, search } = useFilterForm(emptyFilter);
  const audit = useAudit(filter);

  return (
    <div className="flex flex-col gap-5">
      <title>{t('audit.documentTitle')}</title>
      <PageHeader
        title={t('audit.title')}
        description={
          audit.data
            ? t('audit.count', { count: audit.data.count, entries: formatNumber(audit.data.count) })
            : undefined
        }
        actions={<CsvDownloadButton name="audit-log" fetchCsv={() => fetchAuditCsv(filter)} />}
      />
      <form role="search" onSubmit={search} className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <FilterTextFields
          fields={filterFields(t)}
          draft={draft}
          onChange={(name, value) => setDraft({ ...draft, [name]: value })}
        />
        <Button type="submit" className="sm:col-span-3 lg:col-span-6 lg:justify-self-start">
          {t('filters.search')}
        </Button>
      </form>
      <QueryErrorMessage query={audit} fallback={t('audit.loadFailed')} />
      <DataTable
        label={t('audit.tableLabel')}
        columns={auditColumns(t)}
        rows={audit.data?.results ?? []}
        rowKey={(row) => String(row.id)}
        renderDetails={(row) => <Details entry={row} />}
        loading={audit.isFetching}
        pagination={{
          page: filter.page,
          totalPages: audit.data?.total_pages ?? 0,
          onPageChange: (page) => setFilter({ ...filter, page }),
        }}
      />
    </div>
  );
}
