import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { GameHistory } from '@/features/history/components/game-history';

/** ?page=N, a whole number from 1 (anything else is page 1). */
function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Spec section 2: /results and /history, the same screen (members only, guarded by the route
 * table), titled by the route table ("Game History", 게임 내역 in Korean). The page number is in the
 * address, on whichever of the two paths the member came by.
 */
export function HistoryPage({ title }: { title?: string }) {
  const { t } = useTranslation();
  const heading = title ?? t('pages.history.title');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const page = pageOf(search);

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <title>{t('documentTitle', { page: heading })}</title>
      <header>
        <h1 className="text-2xl font-bold text-ink-100">{heading}</h1>
        <p className="mt-1 text-sm text-ink-300">{t('pages.history.description')}</p>
      </header>
      <GameHistory
        page={page}
        onPageChange={(next) => {
          void navigate(next === 1 ? pathname : `${pathname}?page=${next}`);
          window.scrollTo({ top: 0 });
        }}
      />
    </section>
  );
}
