import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EventDetailView } from '@/features/events/components/event-detail';
import { EventGrid } from '@/features/events/components/event-grid';

/** Spec section 2: /event (public). */
export function EventsPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('pages.events.documentTitle')}</title>
      <EventGrid />
    </>
  );
}

/** Spec section 2: /event/{slug} (public); the list's cards link with the id, which the server also accepts. */
export function EventPage() {
  const { slug = '' } = useParams();
  // Keyed: another event starts from its own loading state. (The view sets the page title.)
  return <EventDetailView key={slug} slug={slug} />;
}
