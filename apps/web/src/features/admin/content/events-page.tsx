import { createEventRequestSchema, TEXT_LIMITS, type AdminEvent } from '@hanpan/contract';
import { fromKoreanInput, toKoreanInput } from '@hanpan/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format';
import { fieldErrorsOf } from '@/lib/validation';
import { CsvDownloadButton } from '../components/csv-download-button';
import { fetchEventsCsv, useAdminEvents, useSaveEvent } from './content-api';
import { EditorActions, EditRowButton, PublishedBadge, PublishedCheckbox } from './editor-parts';
import { MarkdownEditor } from './markdown-editor';
import { useEditorErrors } from './use-editor-errors';

type Draft = {
  slug: string;
  title: string;
  summary: string;
  description: string;
  starts_at: string;
  ends_at: string;
  published: boolean;
};

const draftOf = (event: AdminEvent | null): Draft =>
  event
    ? {
        slug: event.slug,
        title: event.title,
        summary: event.summary ?? '',
        description: event.description,
        starts_at: toKoreanInput(event.date),
        ends_at: toKoreanInput(event.ends_at),
        published: event.published,
      }
    : { slug: '', title: '', summary: '', description: '', starts_at: '', ends_at: '', published: true };

/**
 * A new event or changes to one. The description is markdown with a live preview; image paths are
 * left to the server (its own drawn art for a new slug, the stored ones on a change).
 */
function EventEditor({ event, onDone }: { event: AdminEvent | null; onDone: () => void }) {
  const { t } = useTranslation('adminContent');
  const [draft, setDraft] = useState(() => draftOf(event));
  const { fieldErrors, setFieldErrors, showFieldErrors, error, setError, saveCallbacks } = useEditorErrors(onDone);
  const save = useSaveEvent();
  const edit = (changes: Partial<Draft>) => setDraft({ ...draft, ...changes });

  function submit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    setError(null);
    const parsed = createEventRequestSchema.safeParse({
      slug: draft.slug,
      title: draft.title,
      summary: draft.summary.trim() ? draft.summary : null,
      description: draft.description,
      starts_at: fromKoreanInput(draft.starts_at),
      ends_at: draft.ends_at ? fromKoreanInput(draft.ends_at) : null,
      published: draft.published,
    });
    if (!parsed.success) {
      showFieldErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setFieldErrors({});
    save.mutate({ id: event?.id ?? null, data: parsed.data }, saveCallbacks);
  }

  return (
    <form
      noValidate
      aria-label={event ? t('events.editEvent') : t('events.newEvent')}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-850 p-4"
    >
      <h2 className="text-base font-bold text-ink-100">
        {event ? t('events.editEventTitle', { id: event.id }) : t('events.newEvent')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          name="title"
          label={t('events.fields.title')}
          maxLength={TEXT_LIMITS.title}
          value={draft.title}
          error={fieldErrors.title}
          onChange={(change) => edit({ title: change.target.value })}
        />
        <TextField
          name="slug"
          label={t('events.fields.slug')}
          hint={t('events.fields.slugHint')}
          maxLength={60}
          value={draft.slug}
          error={fieldErrors.slug}
          onChange={(change) => edit({ slug: change.target.value })}
        />
        <TextField
          name="starts_at"
          label={t('events.fields.startsAt')}
          type="datetime-local"
          value={draft.starts_at}
          error={fieldErrors.starts_at}
          onChange={(change) => edit({ starts_at: change.target.value })}
        />
        <TextField
          name="ends_at"
          label={t('events.fields.endsAt')}
          type="datetime-local"
          value={draft.ends_at}
          error={fieldErrors.ends_at}
          onChange={(change) => edit({ ends_at: change.target.value })}
        />
      </div>
      <TextField
        name="summary"
        label={t('events.fields.summary')}
        maxLength={TEXT_LIMITS.eventSummary}
        value={draft.summary}
        error={fieldErrors.summary}
        onChange={(change) => edit({ summary: change.target.value })}
      />
      <MarkdownEditor
        name="description"
        label={t('events.fields.description')}
        maxLength={TEXT_LIMITS.eventDescription}
        value={draft.description}
        error={fieldErrors.description}
        onChange={(description) => edit({ description })}
      />
      <PublishedCheckbox checked={draft.published} onChange={(published) => edit({ published })}>
        {t('events.fields.published')}
      </PublishedCheckbox>
      <EditorActions error={error} saving={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** Every event, published or hidden, latest start first. */
export function EventsPage() {
  const { t } = useTranslation('adminContent');
  const [editing, setEditing] = useState<AdminEvent | 'new' | null>(null);
  const events = useAdminEvents();

  const columns: DataTableColumn<AdminEvent>[] = [
    { id: 'id', header: t('events.columns.id'), cell: (row) => row.id },
    {
      id: 'title',
      header: t('events.columns.title'),
      cell: (row) => <span className="block max-w-80 truncate">{row.title}</span>,
    },
    { id: 'slug', header: t('events.columns.slug'), cell: (row) => row.slug },
    {
      id: 'period',
      header: t('events.columns.period'),
      cell: (row) => `${formatDateTime(row.date)} ~ ${row.ends_at ? formatDateTime(row.ends_at) : ''}`,
    },
    {
      id: 'published',
      header: t('events.columns.published'),
      cell: (row) => <PublishedBadge published={row.published} />,
    },
    {
      id: 'edit',
      header: '',
      cell: (row) => <EditRowButton onEdit={() => setEditing(row)} />,
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <p className="text-sm text-ink-300">
          {events.data
            ? t('events.count', {
                count: events.data.results.length,
                events: formatNumber(events.data.results.length),
              })
            : ''}
        </p>
        <div className="flex gap-2">
          <CsvDownloadButton name="events" fetchCsv={fetchEventsCsv} />
          <Button onClick={() => setEditing('new')}>{t('events.newEvent')}</Button>
        </div>
      </div>
      {editing && (
        <EventEditor
          key={editing === 'new' ? 'new' : editing.id}
          event={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {events.isError && <p className="text-sm text-ruby-500">{t('events.loadFailed')}</p>}
      <DataTable
        label={t('events.tableLabel')}
        columns={columns}
        rows={events.data?.results ?? []}
        rowKey={(row) => String(row.id)}
        loading={events.isFetching}
      />
    </div>
  );
}
