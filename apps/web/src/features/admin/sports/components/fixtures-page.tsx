import { ADMIN_FIXTURE_STATES, type AdminFixtureSummary } from '@hanpan/contract';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/format-date';
import { formatWon } from '@/lib/format';
import { CsvDownloadButton } from '../../components/csv-download-button';
import { FilterSelect, QueryErrorMessage } from '../../components/filter-fields';
import { useFilterForm } from '../../utils/use-filter-form';
import { fetchFixturesCsv, useAdminFixtures, useSportsCatalog, type FixtureFilter } from '../api/sports-admin-api';
import { FIXTURE_STATE_LABELS, FIXTURE_STATUS_LABELS } from '../utils/sports-labels';
import { sportsAdminPaths } from '../utils/sports-admin-paths';
import { SportsTabs } from './sports-tabs';

const STATE_OPTIONS = ADMIN_FIXTURE_STATES.map((value) => ({ value, label: FIXTURE_STATE_LABELS[value] }));

export function FixtureStatusBadge({ status }: { status: number }) {
  const shown = FIXTURE_STATUS_LABELS[status] ?? { label: String(status), tone: 'neutral' as const };
  return <Badge tone={shown.tone}>{shown.label}</Badge>;
}

const columns: DataTableColumn<AdminFixtureSummary>[] = [
  { id: 'start', header: '시작', cell: (fixture) => formatDateTime(fixture.start_date) },
  { id: 'league', header: '리그', cell: (fixture) => `${fixture.sport.name} · ${fixture.league.name}` },
  {
    id: 'game',
    header: '경기',
    cell: (fixture) => (
      <Link className="text-gold-300 hover:underline" to={sportsAdminPaths.fixture(fixture.id)}>
        {`${fixture.home.name} vs ${fixture.away.name}`}
      </Link>
    ),
  },
  {
    id: 'score',
    header: '스코어',
    cell: (fixture) => (fixture.score ? `${fixture.score.home} : ${fixture.score.away}` : '-'),
    className: 'tabular-nums',
  },
  {
    id: 'status',
    header: '상태',
    cell: (fixture) => (
      <span className="flex flex-wrap gap-1">
        <FixtureStatusBadge status={fixture.status} />
        {fixture.operator_suspended && (
          <Badge tone="yellow" variant="outline">
            운영자 정지
          </Badge>
        )}
        {fixture.operator_result && (
          <Badge tone="purple" variant="outline">
            운영자 결과
          </Badge>
        )}
      </span>
    ),
  },
  {
    id: 'slips',
    header: '진행중 베팅',
    cell: (fixture) => fixture.exposure.pending_slips.toLocaleString('ko-KR'),
    className: 'text-right tabular-nums',
  },
  {
    id: 'liability',
    header: '최대 지급 위험',
    cell: (fixture) => formatWon(fixture.exposure.potential_payouts),
    className: 'text-right tabular-nums',
  },
];

const emptyFilter: FixtureFilter = { sport_id: '', league_id: '', state: '', search: '', page: 1 };

/** Fixtures by sport, league and state, filtered and paged on the server, with each one's liability. */
export function SportsFixturesPage() {
  const { draft, setDraft, filter, setFilter, search } = useFilterForm(emptyFilter);
  const fixtures = useAdminFixtures(filter);
  const catalog = useSportsCatalog();
  const sports = catalog.data?.sports ?? [];
  const leagues =
    sports.find((sport) => String(sport.id) === draft.sport_id)?.leagues ?? sports.flatMap((sport) => sport.leagues);

  return (
    <div className="flex flex-col gap-5">
      <title>스포츠 | 관리자 | 한판</title>
      <PageHeader
        title="스포츠 경기"
        description={fixtures.data ? `${fixtures.data.count.toLocaleString('ko-KR')}경기` : undefined}
        actions={<CsvDownloadButton name="sports-fixtures" fetchCsv={() => fetchFixturesCsv(filter)} />}
      />
      <SportsTabs />
      <form
        role="search"
        aria-label="경기 검색"
        onSubmit={search}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
      >
        <FilterSelect
          name="sport"
          label="종목"
          options={sports.map((sport) => ({ value: String(sport.id), label: sport.name }))}
          value={draft.sport_id}
          onChange={(sport_id) => setDraft({ ...draft, sport_id, league_id: '' })}
        />
        <FilterSelect
          name="league"
          label="리그"
          options={leagues.map((league) => ({ value: String(league.id), label: league.name }))}
          value={draft.league_id}
          onChange={(league_id) => setDraft({ ...draft, league_id })}
        />
        <FilterSelect
          name="state"
          label="상태"
          options={STATE_OPTIONS}
          value={draft.state}
          onChange={(state) => setDraft({ ...draft, state })}
        />
        <TextField
          name="search"
          label="검색"
          placeholder="팀, 리그, 경기 번호"
          value={draft.search}
          onChange={(event) => setDraft({ ...draft, search: event.target.value })}
        />
        <div className="flex items-end">
          <Button type="submit">검색</Button>
        </div>
      </form>
      <QueryErrorMessage query={fixtures} fallback="경기를 불러오지 못했습니다." />
      <DataTable
        label="경기"
        columns={columns}
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
