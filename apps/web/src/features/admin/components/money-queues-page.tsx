import { DEPOSIT_BONUS_OPTIONS, rejectRequestSchema, type ApplicationStatus } from '@hanpan/contract';
import { clsx } from 'clsx';
import { useState, type FormEvent } from 'react';
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
import { APPLICATION_STATUS_LABELS } from '@/lib/format-labels';
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
import { CsvDownloadButton } from './csv-download-button';
import { FilterSelect } from './filter-fields';
import { MemberName } from './member-name';

const KIND_LABELS: Record<QueueKind, string> = { deposits: '입금', withdrawals: '출금' };
const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = { pending: 'yellow', completed: 'green', rejected: 'red' };
const STATUS_OPTIONS = (Object.keys(STATUS_TONES) as ApplicationStatus[]).map((value) => ({
  value,
  label: APPLICATION_STATUS_LABELS[value],
}));

function RejectDialog({
  kind,
  application,
  onClose,
}: {
  kind: QueueKind;
  application: Application;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [idempotencyKey] = useState(createIdempotencyKey);
  const decision = useDecision();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (decision.isPending) return;
    const parsed = rejectRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error).reason);
      return;
    }
    decision.mutate(
      { kind, id: application.id, decision: 'reject', reason: parsed.data.reason, idempotencyKey },
      {
        onSuccess: onClose,
        onError: (failure) =>
          setError(failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : '반려하지 못했습니다.'),
      },
    );
  }

  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${KIND_LABELS[kind]} 반려`}
      description={`${application.user_info.username} · ${formatWon(application.amount)}`}
      className="max-w-md"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextAreaField
          name="reject-reason"
          label="사유"
          rows={3}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" disabled={decision.isPending}>
          반려하기
        </Button>
      </form>
    </DialogShell>
  );
}

/** Deposit and withdrawal applications: approve, or reject with a reason (the member is notified). */
export function MoneyQueuesPage() {
  const [kind, setKind] = useState<QueueKind>('deposits');
  const [status, setStatus] = useState<ApplicationStatus | ''>('pending');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Application | null>(null);
  const queue = useQueue(kind, status, page);
  const decision = useDecision();

  async function approve(application: Application) {
    if (
      !(await confirmAction(
        `${application.user_info.username} 회원의 ${KIND_LABELS[kind]} ${formatWon(application.amount)}을 승인하시겠습니까?`,
      ))
    )
      return;
    decision.mutate(
      { kind, id: application.id, decision: 'approve', reason: '', idempotencyKey: createIdempotencyKey() },
      {
        onError: (failure) => {
          const text = failureText(failure, '승인하지 못했습니다.');
          if (text) void showAlert(text);
        },
      },
    );
  }

  const columns: DataTableColumn<Application>[] = [
    { id: 'id', header: '번호', cell: (row) => row.id },
    { id: 'created', header: '신청일시', cell: (row) => formatDateTime(row.created_at) },
    {
      id: 'member',
      header: '회원',
      cell: (row) => <MemberName username={row.user_info.username} nickname={row.user_info.nickname} />,
    },
    { id: 'amount', header: '금액', cell: (row) => formatWon(row.amount), className: 'text-right tabular-nums' },
    {
      id: 'detail',
      header: kind === 'deposits' ? '입금자명 · 보너스' : '출금 계좌',
      cell: (row) =>
        'depositor_name' in row
          ? `${row.depositor_name} · ${DEPOSIT_BONUS_OPTIONS[row.bonus].title}`
          : `${row.bank} ${row.account_number} ${row.account_holder}`,
    },
    {
      id: 'status',
      header: '상태',
      cell: (row) => <Badge tone={STATUS_TONES[row.status]}>{APPLICATION_STATUS_LABELS[row.status]}</Badge>,
    },
    { id: 'reason', header: '사유', cell: (row) => row.reason ?? '-' },
    {
      id: 'actions',
      header: '처리',
      cell: (row) =>
        row.status === 'pending' ? (
          <div className="flex gap-2">
            <Button
              size="sm"
              onClick={() => void approve(row)}
              disabled={decision.isPending}
              aria-label={`${row.id}번 승인`}
            >
              승인
            </Button>
            <Button size="sm" variant="outline" onClick={() => setRejecting(row)} aria-label={`${row.id}번 반려`}>
              반려
            </Button>
          </div>
        ) : (
          formatDateTime(row.processed_at)
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-5">
      <title>입출금 | 관리자 | 한판</title>
      <PageHeader
        title="입출금 신청"
        actions={<CsvDownloadButton name={kind} fetchCsv={() => fetchQueueCsv(kind, status)} />}
      />
      <div className="flex flex-wrap items-end gap-3">
        <div
          role="tablist"
          aria-label="신청 종류"
          className="flex gap-1 rounded-xl border border-ink-700 bg-ink-850 p-1"
        >
          {(Object.keys(KIND_LABELS) as QueueKind[]).map((value) => (
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
              {KIND_LABELS[value]}
            </button>
          ))}
        </div>
        <FilterSelect
          name="queue-status"
          label="상태"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          fieldClassName="w-32"
        />
      </div>
      <DataTable<Application>
        label={`${KIND_LABELS[kind]} 신청`}
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
