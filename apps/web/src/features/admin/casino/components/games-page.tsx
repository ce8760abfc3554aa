import { CASINO_CATEGORIES, type AdminCasinoGame, type AdminCasinoGameChange } from '@hanpan/contract';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/form-field';
import { showAlert } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { gameCategoryLabel } from '@/lib/format-labels';
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

/** The casino catalog in the back office: brands, then games filtered and paged on the server, with their switches and lobby order. */
export function CasinoGamesPage() {
  const { draft, setDraft, filter, setFilter, search } = useFilterForm(emptyFilter);
  const games = useCasinoGames(filter);
  const providers = useCasinoProviders();
  const update = useUpdateGame();
  const { t } = useTranslation('adminCasino');
  const categoryOptions = CASINO_CATEGORIES.map((value) => ({ value, label: gameCategoryLabel(value) }));
  const enabledOptions = [
    { value: 'true', label: t('gamesPage.enabledOptions.enabled') },
    { value: 'false', label: t('gamesPage.enabledOptions.disabled') },
  ] as const;
  const newOptions = [
    { value: 'true', label: t('gamesPage.newOptions.new') },
    { value: 'false', label: t('gamesPage.newOptions.regular') },
  ] as const;

  function change(game: AdminCasinoGame, change: AdminCasinoGameChange) {
    update.mutate(
      { id: game.id, change },
      {
        onError: (error) => void showAlert(error instanceof ApiError ? error.message : t('gamesPage.updateError')),
      },
    );
  }

  const columns: DataTableColumn<AdminCasinoGame>[] = [
    {
      id: 'order',
      header: t('gamesPage.columns.order'),
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
      header: t('gamesPage.columns.game'),
      // Korean first, as the lobby's card: the title, then the English name and the slug.
      cell: (game) => (
        <span className="flex flex-col">
          <span className="text-ink-100">{game.title}</span>
          <span className="text-xs text-ink-400">{`${game.name} · ${game.slug}`}</span>
        </span>
      ),
    },
    { id: 'category', header: t('gamesPage.columns.category'), cell: (game) => gameCategoryLabel(game.category) },
    {
      id: 'provider',
      header: t('gamesPage.columns.provider'),
      cell: (game) => (
        <span className="flex items-center gap-2">
          {game.provider_name}
          {!game.provider_enabled && <Badge tone="red">{t('gamesPage.badges.providerDisabled')}</Badge>}
          {!game.listed && <Badge tone="neutral">{t('gamesPage.badges.unlisted')}</Badge>}
        </span>
      ),
    },
    {
      id: 'rtp',
      header: t('gamesPage.columns.rtp'),
      cell: (game) => `${game.rtp_percent.toFixed(2)}%`,
      className: 'text-right tabular-nums',
    },
    {
      id: 'enabled',
      header: t('gamesPage.columns.enabled'),
      cell: (game) => (
        <SwitchButton
          checked={game.enabled}
          label={t('gamesPage.enabledSwitch.label', { game: game.title })}
          onText={t('gamesPage.enabledSwitch.on')}
          offText={t('gamesPage.enabledSwitch.off')}
          disabled={update.isPending}
          onChange={(enabled) => change(game, { enabled })}
        />
      ),
    },
    {
      id: 'new',
      header: t('gamesPage.columns.new'),
      cell: (game) => (
        <SwitchButton
          checked={game.is_new}
          label={t('gamesPage.newSwitch.label', { game: game.title })}
          onText={t('gamesPage.newSwitch.on')}
          offText={t('gamesPage.newSwitch.off')}
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
      <title>{t('gamesPage.documentTitle')}</title>
      <PageHeader
        title={t('gamesPage.title')}
        description={
          games.data
            ? t('gamesPage.gameCount', { count: games.data.count, total: formatNumber(games.data.count) })
            : undefined
        }
        actions={<CsvDownloadButton name="casino-games" fetchCsv={() => fetchGamesCsv(filter)} />}
      />
      <CasinoTabs />
      <ProvidersPanel />
      <section aria-labelledby="casino-games-title" className="flex flex-col gap-3">
        <h2 id="casino-games-title" className="text-lg font-bold text-ink-100">
          {t('gamesPage.heading')}
        </h2>
        <form role="search" onSubmit={search} className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <TextField
            name="search"
            label={t('gamesPage.search.label')}
            placeholder={t('gamesPage.search.placeholder')}
            value={draft.search}
            onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          />
          <FilterSelect
            name="category"
            label={t('gamesPage.filters.category')}
            options={categoryOptions}
            value={draft.category}
            onChange={(category) => setDraft({ ...draft, category })}
          />
          <FilterSelect
            name="provider"
            label={t('gamesPage.filters.provider')}
            options={providerOptions}
            value={draft.provider}
            onChange={(provider) => setDraft({ ...draft, provider })}
          />
          <FilterSelect
            name="enabled"
            label={t('gamesPage.filters.enabled')}
            options={enabledOptions}
            value={draft.enabled}
            onChange={(enabled) => setDraft({ ...draft, enabled })}
          />
          <FilterSelect
            name="is_new"
            label={t('gamesPage.filters.isNew')}
            options={newOptions}
            value={draft.is_new}
            onChange={(is_new) => setDraft({ ...draft, is_new })}
          />
          <Button type="submit" className="self-end">
            {t('gamesPage.search.submit')}
          </Button>
        </form>
        <QueryErrorMessage query={games} fallback={t('gamesPage.loadError')} />
        <DataTable
          label={t('gamesPage.tableLabel')}
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
