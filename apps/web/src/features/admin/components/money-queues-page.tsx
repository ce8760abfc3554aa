import { DEPOSIT_BONUS_OPTIONS, rejectRequestSchema, type ApplicationStatus } from '@hanpan/contract';
import { clsx } from 'clsx';
import type { TFunction } from 'i18next';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DialogShell } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-field';
import { confirmAction, showAlert } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatWon } from '@/lib/format';
import { createIdempotencyKey } from '@/lib/idempotency';
import { fieldErrorsOf } from '@/lib/validation';
import {
  ADMIN_PAGE_SIZE,
  fetchQueueCsv,
  useDecision,
  useQueue,
  type Application,
  type QueueKind,
} from '../api/admin-api';
import { failureText } from '../utils/failure-text';
import { shownMessage } from '../utils/shown-message';
import { CsvDownloadButton } from './csv-download-button';
import { FilterSelect } from './filter-fields';
import { MemberName } from './member-name';

const KINDS: readonly QueueKind[] = ['deposits', 'withdrawals'];
const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = { pending: 'yellow', completed: 'green', rejected: 'red' };
const STATUSES = Object.keys(STATUS_TONES) as ApplicationStatus[];

function RejectDialog({
  kind,
  application,
  onClose,
}: {
  kind: QueueKind;
  application: Application;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [idempotencyKey] = useState(createIdempotencyKey);
  const decision = useDecision();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (decision.isPending) return;
    const parsed = rejectRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(shownMessage(fieldErrorsOf(parsed.error).reason));
      return;
    }
    decision.mutate(
      { kind, id: application.id, decision: 'reject', reason: parsed.data.reason, idempotencyKey },
      {
        onSuccess: onClose,
        onError: (failure) =>
          setError(
            failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : t('money.rejectDialog.failed'),
          ),
      },
    );
  }

  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`money.rejectDialog.title.${kind}`)}
      description={`${application.user_info.username} · ${formatWon(application.amount)}`}
      className="max-w-md"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextAreaField
          name="reject-reason"
          label={t('money.rejectDialog.reason')}
          rows={3}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" disabled={decision.isPending}>
          {t('money.rejectDialog.submit')}
        </Button>
      </form>
    </DialogShell>
  );
}

function queueColumns(
  t: TFunction<'admin'>,
  kind: QueueKind,
  actions: (row: Application) => ReactNode,
): DataTableColumn<Application>[] {
  return [
    { id: 'id', header: t('money.columns.id'), cell: (row) => row.id },
    { id: 'created', header: t('money.columns.created'), cell: (row) => formatDateTime(row.created_at) },
    {
      id: 'member',
      header: t('money.columns.member'),
      cell: (row) => <MemberName username={row.user_info.username} nickname={row.user_info.nickname} />,
    },
    {
      id: 'amount',
      header: t('money.columns.amount'),
      cell: (row) => formatWon(row.amount),
      className: 'text-right tabular-nums',
    },
    {
      id: 'detail',
      header: kind === 'deposits' ? t('money.columns.depositDetail') : t('money.columns.withdrawalDetail'),
      cell: (row) =>
        'depositor_name' in row
          ? `${row.depositor_name} · ${shownMessage(DEPOSIT_BONUS_OPTIONS[row.bonus].title)}`
          : `${shownMessage(row.bank)} ${row.account_number} ${row.account_holder}`,
    },
    {
      id: 'status',
      header: t('money.columns.status'),
      cell: (row) => <Badge tone={STATUS_TONES[row.status]}>{t(`money.statuses.${row.status}`)}</Badge>,
    },
    { id: 'reason', header: t('money.columns.reason'), cell: (row) => row.reason ?? '-' },
    { id: 'actions', header: t('money.columns.actions'), cell: actions },
  ];
}

/** Deposit and withdrawal applications: approve, or reject with a reason (the member is notified). */
export function MoneyQueuesPage() {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<QueueKind>('deposits');
  const [status, setStatus] = useState<ApplicationStatus | ''>('pending');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Application | null>(null);
  const queue = useQueue(kind, status, page);
  const decision = useDecision();

  async function approve(application: Application) {
    if (
      !(await confirmAction(
        t(`money.confirmApprove.${kind}`, {
          username: application.user_info.username,
          amount: formatWon(application.amount),
        }),
      ))
    )
      return;
    decision.mutate(
      { kind, id: application.id, decision: 'approve', reason: '', idempotencyKey: createIdempotencyKey() },
      {
        onError: (failure) => {
          const text = failureText(failure, t('money.approveFailed'));
          if (text) void showAlert(text);
        },
      },
    );
  }

  const columns = queueColumns(t, kind, (row) =>
    row.status === 'pending' ? (
      <div className="flex gap-2">
        <Button
          size="sm"
          onClick={() => void approve(row)}
          disabled={decision.isPending}
          aria-label={t('money.approveLabel', { id: row.id })}
        >
          {t('money.approve')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setRejecting(row)}
          aria-label={t('money.rejectLabel', { id: row.id })}
        >
          {t('money.reject')}
        </Button>
      </div>
    ) : (
      formatDateTime(row.processed_at)
    ),
  );

  return (
    <div className="flex flex-col gap-5">
      <title>{t('money.documentTitle')}</title>
      <PageHeader
        title={t('money.title')}
        actions={<CsvDownloadButton name={kind} fetchCsv={() => fetchQueueCsv(kind, status)} />}
      />
      <div className="flex flex-wrap items-end gap-3">
        <div
          role="tablist"
          aria-label={t('money.kindsLabel')}
          className="flex gap-1 rounded-xl border border-ink-700 bg-ink-850 p-1"
        >
          {KINDS.map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={kind === value}
              onClick={() => {
                setKind(value);
                setPage(1);
              }}
              className={clsx(
                'rounded-lg px-4 py-2 text-sm font-semibold',
                kind === value ? 'bg-gold-400 text-ink-950' : 'text-ink-200 hover:bg-ink-700',
              )}
            >
              {t(`money.kinds.${value}`)}
            </button>
          ))}
        </div>
        <FilterSelect
          name="queue-status"
          label={t('filters.status')}
          options={STATUSES.map((value) => ({ value, label: t(`money.statuses.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          fieldClassName="w-32"
        />
      </div>
      <DataTable<Application>
        label={t(`money.tableLabel.${kind}`)}
        columns={columns}
        rows={queue.data?.results ?? []}
        rowKey={(row) => String(row.id)}
        loading={queue.isFetching}
        pagination={{ page, totalPages: Math.ceil((queue.data?.count ?? 0) / ADMIN_PAGE_SIZE), onPageChange: setPage }}
      />
      {rejecting && <RejectDialog kind={kind} application={rejecting} onClose={() => setRejecting(null)} />}
    </div>
  );
}
