import { CASINO_CATEGORIES, type AdminCasinoGame, type AdminCasinoGameChange } from '@hanpan/contract';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/form-field';
import { showAlert } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { GAME_CATEGORY_LABELS } from '@/lib/format-labels';
import {
  fetchGamesCsv,
  useCasinoGames,
  useCasinoProviders,
  useUpdateGame,
  type GameFilter,
} from '../api/casino-admin-api';
import { CsvDownloadButton } from '../../components/csv-download-button';
import { FilterSelect, QueryErrorMessage } from '../../components/filter-fields';
import { useFilterForm } from '../../utils/use-filter-form';
import { CasinoTabs } from './casino-tabs';
import { ProvidersPanel } from './providers-panel';
import { SortOrderField } from './sort-order-field';
import { SwitchButton } from './switch-button';

const emptyFilter: GameFilter = { search: '', category: '', provider: '', enabled: '', is_new: '', page: 1 };
const CATEGORY_OPTIONS = CASINO_CATEGORIES.map((value) => ({ value, label: GAME_CATEGORY_LABELS[value] }));
const ENABLED_OPTIONS = [
  { value: 'true', label: '사용' },
  { value: 'false', label: '중지' },
] as const;
const NEW_OPTIONS = [
  { value: 'true', label: '신규' },
  { value: 'false', label: '일반' },
] as const;

/** The casino catalog in the back office: brands, then games filtered and paged on the server, with their switches and lobby order. */
export function CasinoGamesPage() {
  const { draft, setDraft, filter, setFilter, search } = useFilterForm(emptyFilter);
  const games = useCasinoGames(filter);
  const providers = useCasinoProviders();
  const update = useUpdateGame();

  function change(game: AdminCasinoGame, change: AdminCasinoGameChange) {
    update.mutate(
      { id: game.id, change },
      {
        onError: (error) =>
          void showAlert(error instanceof ApiError ? error.message : '게임 설정을 바꾸지 못했습니다.'),
      },
    );
  }

  const columns: DataTableColumn<AdminCasinoGame>[] = [
    {
      id: 'order',
      header: '로비 순서',
      cell: (game) => (
        <SortOrderField
          value={game.sort_order}
          gameName={game.title}
          disabled={update.isPending}
          onSave={(sort_order) => change(game, { sort_order })}
        />
      ),
    },
    {
      id: 'game',
      header: '게임',
      // Korean first, as the lobby's card: the title, then the English name and the slug.
      cell: (game) => (
        <span className="flex flex-col">
          <span className="text-ink-100">{game.title}</span>
          <span className="text-xs text-ink-400">{`${game.name} · ${game.slug}`}</span>
        </span>
      ),
    },
    { id: 'category', header: '카테고리', cell: (game) => GAME_CATEGORY_LABELS[game.category] },
    {
      id: 'provider',
      header: '제공사',
      cell: (game) => (
        <span className="flex items-center gap-2">
          {game.provider_name}
          {!game.provider_enabled && <Badge tone="red">제공사 중지</Badge>}
          {!game.listed && <Badge tone="neutral">목록 제외</Badge>}
        </span>
      ),
    },
    {
      id: 'rtp',
      header: 'RTP',
      cell: (game) => `${game.rtp_percent.toFixed(2)}%`,
      className: 'text-right tabular-nums',
    },
    {
      id: 'enabled',
      header: '사용',
      cell: (game) => (
        <SwitchButton
          checked={game.enabled}
          label={`${game.title} 사용`}
          onText="사용"
          offText="중지"
          disabled={update.isPending}
          onChange={(enabled) => change(game, { enabled })}
        />
      ),
    },
    {
      id: 'new',
      header: '신규',
      cell: (game) => (
        <SwitchButton
          checked={game.is_new}
          label={`${game.title} 신규`}
          onText="신규"
          offText="일반"
          disabled={update.isPending}
          onChange={(is_new) => change(game, { is_new })}
        />
      ),
    },
  ];

  const providerOptions = (providers.data?.results ?? []).map((provider) => ({
    value: provider.slug,
    label: provider.name,
  }));

  return (
    <div className="flex flex-col gap-5">
      <title>카지노 게임 | 관리자 | 한판</title>
      <PageHeader
        title="카지노"
        description={games.data ? `게임 ${games.data.count.toLocaleString('ko-KR')}개` : undefined}
        actions={<CsvDownloadButton name="casino-games" fetchCsv={() => fetchGamesCsv(filter)} />}
      />
      <CasinoTabs />
      <ProvidersPanel />
      <section aria-labelledby="casino-games-title" className="flex flex-col gap-3">
        <h2 id="casino-games-title" className="text-lg font-bold text-ink-100">
          게임
        </h2>
        <form role="search" onSubmit={search} className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <TextField
            name="search"
            label="검색"
            placeholder="이름, 제목, 슬러그"
            value={draft.search}
            onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          />
          <FilterSelect
            name="category"
            label="카테고리"
            options={CATEGORY_OPTIONS}
            value={draft.category}
            onChange={(category) => setDraft({ ...draft, category })}
          />
          <FilterSelect
            name="provider"
            label="제공사"
            options={providerOptions}
            value={draft.provider}
            onChange={(provider) => setDraft({ ...draft, provider })}
          />
          <FilterSelect
            name="enabled"
            label="사용"
            options={ENABLED_OPTIONS}
            value={draft.enabled}
            onChange={(enabled) => setDraft({ ...draft, enabled })}
          />
          <FilterSelect
            name="is_new"
            label="신규"
            options={NEW_OPTIONS}
            value={draft.is_new}
            onChange={(is_new) => setDraft({ ...draft, is_new })}
          />
          <Button type="submit" className="self-end">
            검색
          </Button>
        </form>
        <QueryErrorMessage query={games} fallback="게임 목록을 불러오지 못했습니다." />
        <DataTable
          label="게임"
          columns={columns}
          rows={games.data?.results ?? []}
          rowKey={(game) => String(game.id)}
          loading={games.isFetching}
          pagination={{
            page: filter.page,
            totalPages: games.data?.total_pages ?? 0,
            onPageChange: (page) => setFilter({ ...filter, page }),
          }}
        />
      </section>
    </div>
  );
}
