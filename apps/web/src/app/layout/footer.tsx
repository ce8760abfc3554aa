import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { useNearScreen } from '@/hooks/use-near-screen';
import { GAME_PROVIDERS } from './game-providers';
import { ProviderLogo } from './provider-logo';

/** How far below the screen the strip is drawn, so it is there before it scrolls in. */
const DRAW_AHEAD_PX = 400;

/**
 * The strip scrolls by half its width per cycle; the list is drawn twice so it loops seamlessly.
 * Drawn once near the screen: its ~240 elements on every page otherwise join the first render and
 * layout of whatever page a visit starts on. The same height before, so nothing moves.
 */
function ProviderStrip() {
  const { ref, isNear } = useNearScreen<HTMLDivElement>(DRAW_AHEAD_PX);
  return (
    <div
      ref={ref}
      className="group relative overflow-hidden py-4 [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]"
    >
      <div className="flex h-10 w-max animate-marquee group-hover:[animation-play-state:paused]">
        {isNear &&
          [0, 1].map((copy) => (
            <ul
              key={copy}
              aria-hidden={copy === 1 ? true : undefined}
              className="flex shrink-0 items-center gap-10 pr-10"
            >
              {GAME_PROVIDERS.map((provider) => (
                <li key={provider.name} className="opacity-70 transition-opacity hover:opacity-100">
                  <ProviderLogo provider={provider} />
                </li>
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}

/** The providers' strip, the age and responsible-play line, the copyright, and the language switch (visitors' way to it). */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-12 border-t border-ink-700/80">
      <section aria-label={t('footer.providers')}>
        <ProviderStrip />
      </section>
      <div className="flex flex-col items-center gap-1 border-t border-ink-700/60 px-4 py-6 text-center text-xs text-ink-400">
        <LanguageSwitch className="mb-2" />
        <p>{t('footer.responsibleGaming')}</p>
        <p>{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
