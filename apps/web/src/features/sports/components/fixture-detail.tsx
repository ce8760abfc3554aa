import type { FixtureDetail as FixtureDetailData } from '@hanpan/contract';
import { clsx } from 'clsx';
import { Tabs } from 'radix-ui';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FixtureKind } from '../api/sports-keys';
import { useFixture } from '../api/get-fixture';
import { fixtureTitle, formatFixtureTime, isLive, participantsOf, teamsOf } from '../utils/fixture-format';
import { LiveBadge } from './live-badge';
import { MarketCard } from './market-card';
import { TeamLogo } from './team-logo';

function DetailHeader({ fixture }: { fixture: FixtureDetailData }) {
  const { t } = useTranslation('sports');
  const { home, away } = participantsOf(fixture);
  const live = isLive(fixture);
  return (
    <header className="rounded-xl border border-ink-700 bg-linear-to-br from-ink-800 to-ink-850 p-4">
      <div className="flex items-center justify-between gap-2 text-xs text-ink-300">
        <span className="truncate">
          {fixture.location.name} · {fixture.league.name}
        </span>
        {live ? (
          <LiveBadge clock={fixture.live_score?.clock} />
        ) : (
          <span className="shrink-0 tabular-nums">{formatFixtureTime(fixture.start_date)}</span>
        )}
      </div>
      <h2 className="sr-only">{fixtureTitle(fixture)}</h2>
      <div aria-hidden="true" className="mt-3 grid grid-cols-[1fr_auto_1fr] items-center gap-3">
        <div className="flex min-w-0 flex-col items-center gap-1.5 text-center">
          <TeamLogo src={home?.logo} className="size-10" />
          <span className="line-clamp-2 text-sm font-bold text-ink-100">{home?.name}</span>
        </div>
        <span className={clsx('text-xl font-black tabular-nums', live ? 'text-gold-300' : 'text-ink-400')}>
          {fixture.live_score ? `${fixture.live_score.home} : ${fixture.live_score.away}` : t('fixtureDetail.versus')}
        </span>
        <div className="flex min-w-0 flex-col items-center gap-1.5 text-center">
          <TeamLogo src={away?.logo} className="size-10" />
          <span className="line-clamp-2 text-sm font-bold text-ink-100">{away?.name}</span>
        </div>
      </div>
    </header>
  );
}

function DetailMarkets({ fixture }: { fixture: FixtureDetailData }) {
  const { t } = useTranslation('sports');
  const categories = fixture.market_categories.filter((category) => category.markets.length > 0);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  // A category the new fixture lacks falls back to the first.
  const active = categories.some((category) => category.name === chosen) ? chosen : categories[0]?.name;
  const teams = teamsOf(fixture);

  if (!active) return <p className="py-10 text-center text-sm text-ink-400">{t('fixtureDetail.noMarkets')}</p>;

  return (
    <Tabs.Root value={active} onValueChange={setChosen} className="flex flex-col gap-3">
      <Tabs.List
        aria-label={t('fixtureDetail.categoriesLabel')}
        className="flex gap-1.5 overflow-x-auto pb-1 [scrollbar-width:thin]"
      >
        {categories.map((category) => (
          <Tabs.Trigger
            key={category.name}
            value={category.name}
            className="h-8 shrink-0 rounded-full border border-ink-600 px-3.5 text-xs font-semibold text-ink-300 transition-colors hover:text-ink-100 data-[state=active]:border-gold-400 data-[state=active]:bg-gold-500/15 data-[state=active]:text-gold-300"
          >
            {category.name}
            <span className="ml-1.5 text-ink-400">{category.markets.length}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {categories.map((category) => (
        <Tabs.Content
          key={category.name}
          value={category.name}
          className="flex flex-col gap-2.5 focus-visible:outline-none"
        >
          {category.markets.map((market) => (
            <MarketCard key={market.id} market={market} teams={teams} />
          ))}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** The middle area: the selected fixture, its markets in tabs per category (spec section 2). */
export function FixtureDetailPanel({ fixtureId, kind }: { fixtureId: number | undefined; kind: FixtureKind }) {
  const { t } = useTranslation('sports');
  const { data: fixture, isPending, isError } = useFixture(fixtureId, kind);
  // The markets are most of the screen's rendering: drawn in a render of their own, after the
  // header, so neither the first paint nor a tap waits for them. Only ever the header's fixture's:
  // prices under another fixture's teams would invite a wrong pick.
  const deferred = useDeferredValue(fixture ?? null, null);
  const markets = deferred && deferred.id === fixture?.id ? deferred : null;

  let body;
  if (fixtureId === undefined)
    body = <p className="py-16 text-center text-sm text-ink-400">{t('fixtureDetail.selectFixture')}</p>;
  else if (fixture) {
    body = (
      <div className="flex flex-col gap-3">
        <DetailHeader fixture={fixture} />
        {markets && <DetailMarkets key={markets.id} fixture={markets} />}
      </div>
    );
  } else if (isError) body = <p className="py-16 text-center text-sm text-ink-400">{t('fixtureDetail.notFound')}</p>;
  else if (isPending) body = <p className="py-16 text-center text-sm text-ink-400">{t('fixtureDetail.loading')}</p>;

  return (
    <section aria-label={t('fixtureDetail.regionLabel')} className="flex min-w-0 flex-col">
      {body}
    </section>
  );
}
