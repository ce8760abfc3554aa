import type { Game } from '@hanpan/contract';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openLogin } from '@/lib/auth/auth-dialogs';
import { useSession } from '@/lib/auth/session';
import { isLanguage } from '@/lib/i18n/languages';
import { gameEnglishNameOf, gameTitleOf } from '../utils/game-names';

export const gamePath = (slug: string) => `/game/${encodeURIComponent(slug)}`;

/**
 * Spec section 2: a game card opens /game/{id} for a member; a visitor gets the login dialog.
 * In Korean it reads Korean first: the title, the English name under it, then the provider; in
 * English, the English name, then the provider. The art is our
 * own SVG; a game without it (the fallback samples) or whose art fails to load shows its colour
 * instead.
 */
/** `priority`: a card of the first screenful, whose art is the page's largest paint: fetched at once, first. */
export function GameCard({ game, priority = false }: { game: Game; priority?: boolean }) {
  const { t, i18n } = useTranslation('casino');
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const [artFailed, setArtFailed] = useState(false);
  const showArt = game.image !== '' && !artFailed;
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  const title = gameTitleOf(game, language);
  const englishName = gameEnglishNameOf(game, language);
  const newBadge = t('card.newBadge');

  return (
    <button
      type="button"
      aria-label={[title, englishName, game.provider_name, game.is_new ? newBadge : null].filter(Boolean).join(' ')}
      onClick={() => {
        if (isLoggedIn) void navigate(gamePath(game.slug));
        else openLogin();
      }}
      className="group flex w-full flex-col overflow-hidden rounded-xl border border-ink-700 bg-ink-850 text-left transition-[border-color,transform] hover:-translate-y-0.5 hover:border-[var(--game-color)] focus-visible:border-[var(--game-color)]"
      style={{ '--game-color': game.color } as CSSProperties}
    >
      <span className="relative block aspect-[4/3] overflow-hidden" style={{ backgroundColor: `${game.color}33` }}>
        {showArt ? (
          <img
            src={game.image}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            onError={() => setArtFailed(true)}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-full items-center justify-center p-3 text-center text-lg font-black tracking-tight text-ink-950"
            style={{ background: `linear-gradient(135deg, ${game.color}, ${game.color}88)` }}
          >
            {title}
          </span>
        )}
        {game.is_new && (
          <span className="absolute top-2 left-2 rounded-md bg-rose-700 px-1.5 py-0.5 text-[10px] font-black tracking-wider text-white shadow">
            {newBadge}
          </span>
        )}
      </span>
      <span className="flex min-w-0 flex-col gap-0.5 border-t-2 px-2.5 py-2" style={{ borderTopColor: game.color }}>
        <span className="truncate text-sm font-semibold text-ink-100">{title}</span>
        {englishName && <span className="truncate text-xs text-ink-300">{englishName}</span>}
        <span className="truncate text-xs text-ink-400">{game.provider_name}</span>
      </span>
    </button>
  );
}
