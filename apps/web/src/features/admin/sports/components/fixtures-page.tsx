import { ADMIN_FIXTURE_STATES, type AdminFixtureSummary } from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber, formatWon } from '@/lib/format';
import { CsvDownloadButton } from '../../components/csv-download-button';
import { FilterSelect, QueryErrorMessage } from '../../components/filter-fields';
import { useFilterForm } from '../../utils/use-filter-form';
import { fetchFixturesCsv, useAdminFixtures, useSportsCatalog, type FixtureFilter } from '../api/sports-admin-api';
import { sportLabel } from '@/lib/sport-names';
import { byCode, FIXTURE_STATE_KEYS, FIXTURE_STATUS_LABELS } from '../utils/sports-labels';
import { sportsAdminPaths } from '../utils/sports-admin-paths';
import { SportsTabs } from './sports-tabs';

export function FixtureStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('adminSports');
  const known = byCode(FIXTURE_STATUS_LABELS, status);
  return <Badge tone={known?.tone ?? 'neutral'}>{known ? t(known.labelKey) : String(status)}</Badge>;
}

const fixtureColumns = (t: TFunction<'adminSports'>): DataTableColumn<AdminFixtureSummary>[] => [
  { id: 'start', header: t('fixturesPage.columns.start'), cell: (fixture) => formatDateTime(fixture.start_date) },
  {
    id: 'league',
    header: t('fixturesPage.columns.league'),
    cell: (fixture) => `${sportLabel(fixture.sport.slug, fixture.sport.name)} · ${fixture.league.name}`,
  },
  {
    id: 'game',
    header: t('fixturesPage.columns.fixture'),
    cell: (fixture) => (
      <Link className="text-gold-300 hover:underline" to={sportsAdminPaths.fixture(fixture.id)}>
        {t('matchup', { home: fixture.home.name, away: fixture.away.name })}
      </Link>
    ),
  },
  {
    id: 'score',
    header: t('fixturesPage.columns.score'),
    cell: (fixture) => (fixture.score ? `${fixture.score.home} : ${fixture.score.away}` : '-'),
    className: 'tabular-nums',
  },
  {
    id: 'status',
    header: t('fixturesPage.columns.status'),
    cell: (fixture) => (
      <span className="flex flex-wrap gap-1">
        <FixtureStatusBadge status={fixture.status} />
        {fixture.operator_suspended && (
          <Badge tone="yellow" variant="outline">
            {t('badges.operatorSuspended')}
          </Badge>
        )}
        {fixture.operator_result && (
          <Badge tone="purple" variant="outline">
            {t('badges.operatorResult')}
          </Badge>
        )}
      </span>
    ),
  },
  {
    id: 'slips',
    header: t('fixturesPage.columns.pendingSlips'),
    cell: (fixture) => formatNumber(fixture.exposure.pending_slips),
    className: 'text-right tabular-nums',
  },
  {
    id: 'liability',
    header: t('fixturesPage.columns.liability'),
    cell: (fixture) => formatWon(fixture.exposure.potential_payouts),
    className: 'text-right tabular-nums',
  },
];

const emptyFilter: FixtureFilter = { sport_id: '', league_id: '', state: '', search: '', page: 1 };

/** Fixtures by sport, league and state, filtered and paged on the server, with each one's liability. */
export function SportsFixturesPage() {
  const { t } = useTranslation('adminSports');
  const { draft, setDraft, filter, setFilter, search } = useFilterForm(emptyFilter);
  const fixtures = useAdminFixtures(filter);
  const catalog = useSportsCatalog();
  const sports = catalog.data?.sports ?? [];
  const leagues =
    sports.find((sport) => String(sport.id) === draft.sport_id)?.leagues ?? sports.flatMap((sport) => sport.leagues);
  const stateOptions = ADMIN_FIXTURE_STATES.map((value) => ({ value, label: t(FIXTURE_STATE_KEYS[value]) }));

  return (
    <div className="flex flex-col gap-5">
      <title>{t('fixturesPage.documentTitle')}</title>
      <PageHeader
        title={t('fixturesPage.title')}
        description={
          fixtures.data
            ? t('fixturesPage.fixtureCount', { count: fixtures.data.count, total: formatNumber(fixtures.data.count) })
            : undefined
        }
        actions={<CsvDownloadButton name="sports-fixtures" fetchCsv={() => fetchFixturesCsv(filter)} />}
      />
      <SportsTabs />
      <form
        role="search"
        aria-label={t('fixturesPage.searchLabel')}
        onSubmit={search}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
      >
        <FilterSelect
          name="sport"
          label={t('fixturesPage.filters.sport')}
          options={sports.map((sport) => ({ value: String(sport.id), label: sportLabel(sport.slug, sport.name) }))}
          value={draft.sport_id}
          onChange={(sport_id) => setDraft({ ...draft, sport_id, league_id: '' })}
        />
        <FilterSelect
          name="league"
          label={t('fixturesPage.filters.league')}
          options={leagues.map((league) => ({ value: String(league.id), label: league.name }))}
          value={draft.league_id}
          onChange={(league_id) => setDraft({ ...draft, league_id })}
        />
        <FilterSelect
          name="state"
          label={t('fixturesPage.filters.state')}
          options={stateOptions}
          value={draft.state}
          onChange={(state) => setDraft({ ...draft, state })}
        />
        <TextField
          name="search"
          label={t('fixturesPage.filters.search')}
          placeholder={t('fixturesPage.filters.searchPlaceholder')}
          value={draft.search}
          onChange={(event) => setDraft({ ...draft, search: event.target.value })}
        />
        <div className="flex items-end">
          <Button type="submit">{t('fixturesPage.filters.submit')}</Button>
        </div>
      </form>
      <QueryErrorMessage query={fixtures} fallback={t('fixturesPage.loadError')} />
      <DataTable
        label={t('fixturesPage.tableLabel')}
        columns={fixtureColumns(t)}
        rows={fixtures.data?.results ?? []}
        rowKey={(fixture) => String(fixture.id)}
        loading={fixtures.isFetching}
        pagination={{
          page: filter.page,
          totalPages: fixtures.data?.total_pages ?? 0,
          onPageChange: (page) => setFilter({ ...filter, page }),
        }}
      />
    </div>
  );
}
