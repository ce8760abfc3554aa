import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** A page that failed to load or render; most often a stale chunk after a deploy, which a reload fixes. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('Route failed', error);

  return (
    <section role="alert" className="flex flex-col items-center gap-4 px-6 py-24 text-center">
      <h1 className="text-2xl font-bold text-ink-100">{t('pages.routeError.heading')}</h1>
      <p className="text-sm text-ink-300">{t('pages.routeError.description')}</p>
      <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
    </section>
  );
}
