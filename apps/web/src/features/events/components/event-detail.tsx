import { ArrowLeft, CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Markdown } from '@/components/markdown/markdown';
import { paths } from '@/config/paths';
import { eventErrorMessage, useEvent } from '../api/get-events';
import { EventArt } from './event-art';

const pad = (value: number) => String(value).padStart(2, '0');
/** An ISO time → "yyyy-MM-dd" in the browser's time zone. */
function formatDay(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function BackLink() {
  const { t } = useTranslation('events');
  return (
    <Link
      to={paths.events}
      className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-ink-300 hover:text-gold-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('detail.backLink')}
    </Link>
  );
}

/**
 * Spec section 2, event detail: "Loading event..." while fetching, "Error: " and the message on
 * failure, else the 1000x500 poster, title, date and the description as markdown.
 */
export function EventDetailView({ slug }: { slug: string }) {
  const { t } = useTranslation('events');
  const { data: event, error, isPending, isError } = useEvent(slug);

  return (
    <article className="mx-auto flex w-full max-w-[1000px] flex-col gap-5">
      <title>{t('detail.documentTitle', { title: event?.title ?? t('detail.untitled') })}</title>
      <BackLink />
      {isPending ? (
        <p role="status" className="py-16 text-center text-sm text-ink-300">
          {t('detail.loading')}
        </p>
      ) : isError ? (
        <p
          role="alert"
          className="rounded-2xl border border-ruby-500/40 bg-ruby-500/10 px-4 py-10 text-center text-sm font-semibold text-ruby-500"
        >
          {t('detail.error', { message: eventErrorMessage(error) })}
        </p>
      ) : (
        <>
          <EventArt
            src={event.poster_image_url}
            seed={event.id}
            width={1000}
            height={500}
            alt={event.title}
            eager
            className="rounded-2xl"
          />
          <header className="flex flex-col gap-2">
            <h1 className="text-2xl font-bold text-ink-100 sm:text-3xl">{event.title}</h1>
            <p className="inline-flex items-center gap-1.5 text-sm text-ink-300">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={event.date}>{formatDay(event.date)}</time>
              {event.ends_at && (
                <>
                  {' ~ '}
                  <time dateTime={event.ends_at}>{formatDay(event.ends_at)}</time>
                </>
              )}
            </p>
          </header>
          <div className="rounded-2xl border border-ink-700 bg-ink-850 p-5 sm:p-7">
            <Markdown>{event.description}</Markdown>
          </div>
        </>
      )}
    </article>
  );
}
