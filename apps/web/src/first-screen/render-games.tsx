import type { GamesFirstScreen } from '@hanpan/contract/page-answers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { PageColumn } from '@/app/layout/page-column';
import { GAME_CATEGORIES } from '@/config/paths';
import { casinoKeys } from '@/features/casino/api/casino-keys';
import { GameBrowser } from '@/features/casino/components/game-browser';
import { I18N_OPTIONS } from '@/lib/i18n/languages';
import { writeQueryData } from '@/lib/query-client';
import enCasino from '@/locales/en/casino.json';
import enCommon from '@/locales/en/common.json';
import koCasino from '@/locales/ko/casino.json';
import koCommon from '@/locales/ko/common.json';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_TAPS_SCRIPT } from './first-screen';

const RESOURCES = {
  ko: { common: koCommon, casino: koCasino },
  en: { common: enCommon, casino: enCasino },
};

/**
 * A games page's first screen, drawn on the server by the components the client draws it with
 * (the page column, the game browser and its cards, at a phone's width), from the answers sent
 * with the page. The server puts it under index.html's header; its largest paint, the first
 * card's art, then needs no script. Nothing in it works before the client has drawn over it.
 */
export function renderGamesFirstScreen({ url, category, language, slots, casino }: GamesFirstScreen): string {
  const i18n = createInstance({ ...I18N_OPTIONS, lng: language, resources: RESOURCES, initAsync: false });
  void i18n.init();
  const queryClient = new QueryClient();
  writeQueryData(queryClient, casinoKeys.slotLists, slots);
  writeQueryData(queryClient, casinoKeys.casinoLists, casino);
  const title = GAME_CATEGORIES.find((item) => item.value === category)?.label ?? category;
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <div className="flex" {...{ [FIRST_SCREEN_ATTRIBUTE]: '' }}>
            <script async src={FIRST_SCREEN_TAPS_SCRIPT} />
            {/* The sidebar's place on a tablet or wider, as wide as it opens. */}
            <div aria-hidden="true" className="hidden w-64 shrink-0 md:block" />
            <PageColumn>
              <GameBrowser category={category} title={title} />
            </PageColumn>
          </div>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
