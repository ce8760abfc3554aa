import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundPage({ title }: { title?: string }) {
  const { t } = useTranslation();
  const heading = title ?? t('pages.notFound.title');
  return (
    <section className="flex flex-col items-center gap-4 px-6 py-24 text-center">
      <title>{t('documentTitle', { page: heading })}</title>
      <p className="text-6xl font-black text-gold-400">404</p>
      <h1 className="text-2xl font-bold text-ink-100">{heading}</h1>
      <p className="text-sm text-ink-300">{t('pages.notFound.description')}</p>
      <Link to={paths.home} className={buttonClasses({ className: 'mt-2' })}>
        {t('actions.goHome')}
      </Link>
    </section>
  );
}
