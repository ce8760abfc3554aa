import type { EventCard } from '@hanpan/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useEvents } from '../api/get-events';
import { EventArt } from './event-art';

function EventCardLink({ event }: { event: EventCard }) {
  return (
    <li>
      {/* Spec section 2: a card navigates to /event/{id}. */}
      <Link
        to={paths.event(event.id)}
        className="group flex h-full flex-col overflow-hidden rounded-2xl border border-ink-700 bg-ink-850 transition-colors hover:border-gold-400/60 focus-visible:border-gold-400"
      >
        <EventArt
          src={event.thumbnail_image_url}
          seed={event.id}
          width={640}
          height={360}
          alt=""
          className="transition-transform duration-300 group-hover:scale-[1.02]"
        />
        <div className="flex flex-1 flex-col gap-1.5 p-4">
          <h2 className="line-clamp-2 text-base font-bold text-ink-100 group-hover:text-gold-300">{event.name}</h2>
          <p className="line-clamp-3 text-sm leading-relaxed text-ink-300">{event.description}</p>
        </div>
      </Link>
    </li>
  );
}

function CardSkeleton() {
  return (
    <li className="overflow-hidden rounded-2xl border border-ink-700 bg-ink-850">
      <Skeleton className="aspect-video bg-ink-800" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-4 w-2/3 rounded bg-ink-700" />
        <Skeleton className="h-3 w-full rounded bg-ink-800" />
      </div>
    </li>
  );
}

/**
 * Spec section 2, Events: the events as cards, one, two or three a row as the space allows
 * (container width, so the sidebar's state counts). A failed load is only logged.
 */
export function EventGrid() {
  const { t } = useTranslation('events');
  const { data: events, isPending } = useEvents();
  const list = events ?? [];

  return (
    <section className="@container mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader title={t('list.title')} description={t('list.description')} />
      {isPending ? (
        <>
          <p role="status" className="sr-only">
            {t('list.loading')}
          </p>
          <ul aria-hidden="true" className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
            <CardSkeleton />
            <CardSkeleton />
            <CardSkeleton />
          </ul>
        </>
      ) : list.length === 0 ? (
        <p className="rounded-2xl border border-ink-700 bg-ink-850 px-4 py-14 text-center text-sm font-semibold text-ink-400">
          {t('list.empty')}
        </p>
      ) : (
        <ul aria-label={t('list.label')} className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
          {list.map((event) => (
            <EventCardLink key={event.id} event={event} />
          ))}
        </ul>
      )}
    </section>
  );
}
