import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The 403 page of an area the session's role does not open (the back office, the agent portal). */
export function Forbidden({ description }: { description: string }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-4 px-6 py-24 text-center">
      <title>{t('pages.forbidden.documentTitle')}</title>
      <p className="text-6xl font-black text-gold-400">403</p>
      {/* Rules §7: the same text as every 403 (the contract's FORBIDDEN_MESSAGE, not imported to keep zod out of this chunk). */}
      <h1 className="text-2xl font-bold text-ink-100">{t('pages.forbidden.heading')}</h1>
      <p className="text-sm text-ink-300">{description}</p>
      <Link to={paths.home} className={buttonClasses({ className: 'mt-2' })}>
        {t('actions.goHome')}
      </Link>
    </section>
  );
}
