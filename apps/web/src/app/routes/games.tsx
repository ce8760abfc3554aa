import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GAME_CATEGORIES } from '@/config/paths';
import { GameBrowser } from '@/features/casino/components/game-browser';
import { NotFoundPage } from './not-found';

/** /games/:category: a known category's games, or "Game not found" (spec section 2). */
export function GamesPage() {
  const { t } = useTranslation();
  const { category } = useParams();
  const known = GAME_CATEGORIES.find((item) => item.value === category);
  if (!known) return <NotFoundPage title={t('pages.games.notFound')} />;
  return (
    <>
      {/* The category names are the spec's, the same in both languages. */}
      <title>{t('documentTitle', { page: known.label })}</title>
      {/* Keyed: another category starts with a clear search and all providers. */}
      <GameBrowser key={known.value} category={known.value} title={known.label} />
    </>
  );
}
