import { useTranslation } from 'react-i18next';
import { ContactChannels } from '@/features/contact/components/contact-channels';

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6">
      <title>{t('pages.contact.documentTitle')}</title>
      <header>
        <h1 className="text-2xl font-bold text-ink-100">{t('pages.contact.heading')}</h1>
        <p className="mt-1 text-sm text-ink-300">{t('pages.contact.description')}</p>
      </header>
      <ContactChannels />
    </section>
  );
}
