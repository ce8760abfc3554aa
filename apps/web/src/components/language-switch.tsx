import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@/lib/i18n/languages';

/** The site's languages side by side, each named in itself; the one shown is pressed. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const shown = isLanguage(i18n.language) ? i18n.language : 'ko';
  return (
    <div role="group" aria-label={t('language.label')} className={clsx('flex items-center gap-1', className)}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === shown}
          onClick={() => void changeLanguage(language)}
          className="rounded-md px-2 py-1 text-xs font-semibold text-ink-300 transition-colors hover:text-ink-100 aria-pressed:bg-ink-700 aria-pressed:text-gold-300"
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
