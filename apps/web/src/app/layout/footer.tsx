import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { GAME_PROVIDERS } from './game-providers';
import { ProviderLogo } from './provider-logo';

/** The strip scrolls by half its width per cycle; the list is drawn twice so it loops seamlessly. */
function ProviderStrip() {
  return (
    <div className="group relative overflow-hidden py-4 [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
      <div className="flex w-max animate-marquee group-hover:[animation-play-state:paused]">
        {[0, 1].map((copy) => (
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
