import { createPostRequestSchema, TEXT_LIMITS, type AdminPost } from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format';
import { fieldErrorsOf } from '@/lib/validation';
import { CsvDownloadButton } from '../components/csv-download-button';
import { fetchPostsCsv, useAdminPosts, useSavePost } from './content-api';
import { EditorActions, EditRowButton, PublishedBadge, PublishedCheckbox } from './editor-parts';
import { MarkdownEditor } from './markdown-editor';
import { useEditorErrors } from './use-editor-errors';

type Draft = { title: string; body: string; published: boolean };
const emptyDraft: Draft = { title: '', body: '', published: true };

/** A new notice (`post` null) or changes to one; the body is markdown with a live preview. */
function NoticeEditor({ post, onDone }: { post: AdminPost | null; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(
    post ? { title: post.title, body: post.body, published: post.published } : emptyDraft,
  );
  const { t } = useTranslation('adminContent');
  const { fieldErrors, setFieldErrors, showFieldErrors, error, setError, saveCallbacks } = useEditorErrors(onDone);
  const save = useSavePost();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const parsed = createPostRequestSchema.safeParse(draft);
    if (!parsed.success) {
      showFieldErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setFieldErrors({});
    const { title, body, published } = parsed.data;
    save.mutate({ id: post?.id ?? null, data: { title, body, published } }, saveCallbacks);
  }

  return (
    <form
      noValidate
      aria-label={post ? t('notices.editNotice') : t('notices.newNotice')}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-850 p-4"
    >
      <h2 className="text-base font-bold text-ink-100">
        {post ? t('notices.editNoticeTitle', { id: post.id }) : t('notices.newNotice')}
      </h2>
      <TextField
        name="title"
        label={t('notices.fields.title')}
        maxLength={TEXT_LIMITS.title}
        value={draft.title}
        error={fieldErrors.title}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
      />
      <MarkdownEditor
        name="body"
        label={t('notices.fields.body')}
        maxLength={TEXT_LIMITS.postBody}
        value={draft.body}
        error={fieldErrors.body}
        onChange={(body) => setDraft({ ...draft, body })}
      />
      <PublishedCheckbox checked={draft.published} onChange={(published) => setDraft({ ...draft, published })}>
        {t('notices.fields.published')}
      </PublishedCheckbox>
      <EditorActions error={error} saving={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** Notices, published or hidden, newest first; write a new one or change one. */
export function NoticesPage() {
  const { t } = useTranslation('adminContent');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminPost | 'new' | null>(null);
  const posts = useAdminPosts(page);

  const columns: DataTableColumn<AdminPost>[] = [
    { id: 'id', header: t('notices.columns.id'), cell: (row) => row.id },
    {
      id: 'title',
      header: t('notices.columns.title'),
      cell: (row) => <span className="block max-w-96 truncate">{row.title}</span>,
    },
    {
      id: 'published',
      header: t('notices.columns.published'),
      cell: (row) => <PublishedBadge published={row.published} />,
    },
    { id: 'views', header: t('notices.columns.views'), cell: (row) => formatNumber(row.view_count) },
    { id: 'date', header: t('notices.columns.date'), cell: (row) => formatDateTime(row.created_at) },
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
          {posts.data ? t('notices.count', { count: posts.data.count, notices: formatNumber(posts.data.count) }) : ''}
        </p>
        <div className="flex gap-2">
          <CsvDownloadButton name="notices" fetchCsv={fetchPostsCsv} />
          <Button onClick={() => setEditing('new')}>{t('notices.newNotice')}</Button>
        </div>
      </div>
      {editing && (
        <NoticeEditor
          key={editing === 'new' ? 'new' : editing.id}
          post={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {posts.isError && <p className="text-sm text-ruby-500">{t('notices.loadFailed')}</p>}
      <DataTable
        label={t('notices.tableLabel')}
        columns={columns}
        rows={posts.data?.results ?? []}
        rowKey={(row) => String(row.id)}
        loading={posts.isFetching}
        pagination={{ page, totalPages: posts.data?.total_pages ?? 0, onPageChange: setPage }}
      />
    </div>
  );
}
