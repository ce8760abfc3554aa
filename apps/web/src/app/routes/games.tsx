import { useParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';
import { GAME_CATEGORIES } from '@/config/paths';
import { NotFoundPage } from './not-found';

/** /games/:category: a known category (its list comes later) or "Game not found" (spec section 2). */
export function GamesPage() {
  const { category } = useParams();
  const known = GAME_CATEGORIES.find((item) => item.value === category);
  if (!known) return <NotFoundPage title="Game not found" />;
  return <ComingSoon title={known.label} />;
}
