import { useTranslation } from 'react-i18next';
import { STUDIO_BASE } from '@/lib/paths';
import { verifyHref } from '@/lib/verify-link';
import { PlayPage } from './play-page';
import { VerifyPage } from './verify-page';

/** Two pages, picked by path under the /studio/ base: no router needed. */
export function App() {
  const { t } = useTranslation();
  const { pathname, search } = window.location;
  const page = pathname.slice(STUDIO_BASE.length).replace(/\/$/, '');
  if (page === 'play') return <PlayPage search={search} />;
  if (page === 'verify') return <VerifyPage search={search} />;
  return (
    <main className="grid min-h-dvh place-items-center p-4 text-center">
      <div className="flex flex-col gap-2">
        <h1 className="text-lg font-bold text-gold-300">Hanpan Studio</h1>
        <p className="text-sm text-ink-300">{t('home.startFromSite')}</p>
        <a href={verifyHref({})} className="text-sm text-gold-300 underline">
          {t('home.verifyLink')}
        </a>
      </div>
    </main>
  );
}
