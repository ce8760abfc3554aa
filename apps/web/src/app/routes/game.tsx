import { useParams } from 'react-router';
import { GameLaunch } from '@/features/casino/components/game-launch';

/** /game/:slug: the game launch page (spec section 2), open to visitors too. */
export function GamePage() {
  const { slug = '' } = useParams();
  // Keyed: another game starts with the overlay again.
  return <GameLaunch key={slug} slug={slug} />;
}
