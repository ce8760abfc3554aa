import { Maximize, Minimize, Play, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { openLogin } from '@/lib/auth/auth-dialogs';
import { useSession } from '@/lib/auth/session';
import { gameCategoryLabel } from '@/lib/format-labels';
import { isLanguage } from '@/lib/i18n/languages';
import { findGame, useGameLists } from '../api/get-game-lists';
import { NO_LAUNCH_URL_MESSAGE, useLaunchGame, withMode } from '../api/launch-game';
import { gameEnglishNameOf, gameTitleOf } from '../utils/game-names';

/** Spec section 9: what the embedded game may do. */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-forms';

type PlayMode = 'fun' | 'real';

/** Whether `element` is the page's fullscreen element, kept in step with the browser. */
function useFullscreen(element: HTMLElement | null) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () => setActive(element !== null && document.fullscreenElement === element);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [element]);
  const toggle = () => {
    if (!element) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void element.requestFullscreen?.().catch(() => undefined);
  };
  return { active, toggle };
}

/**
 * Spec section 2, "Game launch": the launch call runs on arrival ("Loading game..." meanwhile); the
 * 16:9 player shows an overlay with Fun Play and Real Play until one is chosen; then the sandboxed
 * frame loads the launch URL with that mode. A failed launch leaves the URL empty (spec section 8),
 * and a response without one is "No launch URL provided" (spec section 5).
 */
export function GameLaunch({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('casino');
  const { isLoggedIn } = useSession();
  const { games } = useGameLists();
  const game = findGame(games, slug);
  const launch = useLaunchGame(slug);
  const [mode, setMode] = useState<PlayMode | null>(null);
  const [player, setPlayer] = useState<HTMLDivElement | null>(null);
  const fullscreen = useFullscreen(player);

  const launchUrl = launch.data ?? '';
  // In Korean, Korean first: the title heads the page, the English name sits under it with the
  // provider. In English, the English name heads it.
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  const title = game ? gameTitleOf(game, language) : slug;
  const englishName = game ? gameEnglishNameOf(game, language) : null;
  const loading = t('launch.loading');

  let stage;
  if (mode === null) {
    stage = (
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-ink-950/75 p-4 text-center backdrop-blur-md">
        {/* The art carries the game's English name; without art (a sample game), the title is written. */}
        {game?.image ? (
          <img src={game.image} alt={title} className="w-32 rounded-xl shadow-2xl shadow-black/60 sm:w-44 md:w-56" />
        ) : (
          <p className="text-lg font-bold text-ink-100 sm:text-2xl">{title}</p>
        )}
        <div className="flex flex-wrap justify-center gap-3">
          <Button variant="outline" size="lg" onClick={() => setMode('fun')}>
            <Sparkles className="size-4" aria-hidden="true" />
            {t('launch.funPlay')}
          </Button>
          <Button size="lg" onClick={() => setMode('real')}>
            <Play className="size-4" aria-hidden="true" />
            {t('launch.realPlay')}
          </Button>
        </div>
        {launch.isPending && <p className="text-sm text-ink-300">{loading}</p>}
      </div>
    );
  } else if (launch.isPending) {
    stage = <p className="absolute inset-0 flex items-center justify-center text-sm text-ink-300">{loading}</p>;
  } else if (launchUrl === '') {
    const noUrl = launch.error?.message === NO_LAUNCH_URL_MESSAGE;
    stage = (
      <div
        role="alert"
        className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-sm text-ink-300"
      >
        <p>{noUrl ? t('launch.noLaunchUrl') : isLoggedIn ? t('launch.failed') : t('launch.loginToPlay')}</p>
        {!isLoggedIn && (
          <Button size="sm" onClick={openLogin}>
            {t('launch.login')}
          </Button>
        )}
      </div>
    );
  } else {
    stage = (
      <iframe
        title={title}
        src={withMode(launchUrl, mode)}
        sandbox={GAME_FRAME_SANDBOX}
        allow="fullscreen"
        className="absolute inset-0 size-full border-0"
      />
    );
  }

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <title>{t('launch.documentTitle', { game: title })}</title>
      <header className="flex items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="truncate text-xl font-bold text-ink-100 sm:text-2xl">{title}</h1>
          {game && (
            <p className="mt-0.5 truncate text-sm text-ink-400">
              {englishName && <>{englishName} · </>}
              {game.provider_name}
            </p>
          )}
        </div>
        <Button variant="outline" size="sm" onClick={fullscreen.toggle} aria-pressed={fullscreen.active}>
          {fullscreen.active ? (
            <Minimize className="size-4" aria-hidden="true" />
          ) : (
            <Maximize className="size-4" aria-hidden="true" />
          )}
          {fullscreen.active ? t('launch.exitFullscreen') : t('launch.fullscreen')}
        </Button>
      </header>
      <div
        ref={setPlayer}
        aria-label={t('launch.playerLabel')}
        role="region"
        // Spec section 9: 16:9 at every width; on a phone the fullscreen toggle gives the game the screen.
        className="relative aspect-video w-full overflow-hidden rounded-2xl border border-ink-700 bg-ink-900 bg-cover bg-center"
        style={game?.image ? { backgroundImage: `url("${game.image}")` } : undefined}
      >
        {stage}
      </div>
      {game && (
        <dl className="grid grid-cols-2 gap-3 rounded-2xl border border-ink-700 bg-ink-850 p-4 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs text-ink-400">{t('launch.details.provider')}</dt>
            <dd className="text-ink-100">{game.provider_name}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-400">{t('launch.details.name')}</dt>
            <dd className="text-ink-100">{title}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-400">{t('launch.details.category')}</dt>
            <dd className="text-ink-100">{gameCategoryLabel(game.category)}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-400">{t('launch.details.rtp')}</dt>
            <dd className="text-ink-100 tabular-nums">{game.rtp_percent.toFixed(2)}%</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
