import type { ReferralRow } from '@hanpan/contract';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useLastLoaded } from '@/hooks/use-last-loaded';
import { usePageParam } from '@/hooks/use-page-param';
import { showAlert } from '@/lib/alerts';
import { formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { useReferrals } from '../api/account';

export const REFERRALS_TITLE = '추천내역';
export const REFERRALS_EMPTY_TEXT = '아직 내 추천 코드로 가입한 회원이 없습니다.';
const COPY_FAILED = '복사하지 못했습니다. 코드를 직접 선택해 복사해주세요.';

const columns: readonly DataTableColumn<ReferralRow>[] = [
  { id: 'nickname', header: '회원', cell: (row) => <span className="font-semibold text-ink-100">{row.nickname}</span> },
  {
    id: 'joined',
    header: '가입일',
    cell: (row) => formatDateTime(row.joined_at),
    className: 'whitespace-nowrap tabular-nums text-ink-300',
  },
  {
    id: 'reward',
    header: '추천 보상',
    className: 'w-px whitespace-nowrap text-right',
    cell: (row) =>
      row.reward_points > 0 ? (
        <span className="font-semibold text-gold-300 tabular-nums">+{formatNumber(row.reward_points)}P</span>
      ) : (
        <Badge>첫 입금 대기</Badge>
      ),
  },
];

interface ReferralsPageProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** /referrals: my code to share, and the members who joined with it, with what each earned me. */
export function ReferralsPage({ page, onPageChange }: ReferralsPageProps) {
  const query = useReferrals(page);
  const shown = useLastLoaded(query.data);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copyCode() {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.referral_code);
      setCopied(true);
    } catch {
      void showAlert(COPY_FAILED);
    }
  }

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <title>{`${REFERRALS_TITLE} | 한판`}</title>
      <PageHeader
        title={REFERRALS_TITLE}
        description={
          shown
            ? `추천한 회원의 첫 입금이 승인되면 ${formatNumber(shown.reward_points)}P를 드립니다 (회원당 한 번).`
            : '내 추천 코드로 가입한 회원과 받은 보상을 확인하세요.'
        }
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-2 rounded-2xl border border-ink-700 bg-ink-850 p-5 sm:col-span-2">
          <p className="text-xs text-ink-400">내 추천 코드</p>
          <div className="flex items-center justify-between gap-3">
            <span className="font-mono text-2xl font-bold tracking-[0.2em] text-gold-300" data-testid="referral-code">
              {shown?.referral_code ?? '-'}
            </span>
            <Button variant="outline" size="sm" disabled={!shown} onClick={() => void copyCode()}>
              {copied ? <Check className="size-4" /> : <Copy className="size-4" />}
              {copied ? '복사됨' : '복사'}
            </Button>
          </div>
          <p className="text-xs leading-relaxed text-ink-400">
            친구가 회원가입할 때 추천 코드란에 이 코드를 입력하면 추천 회원으로 등록됩니다.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-1">
          <div className="rounded-2xl border border-ink-700 bg-ink-850 p-4">
            <p className="text-xs text-ink-400">추천 회원</p>
            <p className="text-lg font-bold text-ink-100 tabular-nums">
              {shown ? `${formatNumber(shown.count)}명` : '-'}
            </p>
          </div>
          <div className="rounded-2xl border border-ink-700 bg-ink-850 p-4">
            <p className="text-xs text-ink-400">받은 보상</p>
            <p className="text-lg font-bold text-gold-300 tabular-nums">
              {shown ? `${formatNumber(shown.total_earned)}P` : '-'}
            </p>
          </div>
        </div>
      </div>
      <DataTable
        label={REFERRALS_TITLE}
        columns={columns}
        rows={shown?.results ?? []}
        rowKey={(row) => `${row.nickname}-${row.joined_at}`}
        emptyText={REFERRALS_EMPTY_TEXT}
        loading={query.isFetching && !shown}
        pagination={{ page, totalPages: shown?.total_pages ?? 0, onPageChange }}
      />
    </section>
  );
}

/** The route: the page number lives in the address (?page=N). */
export function ReferralsRoute() {
  const [page, setPage] = usePageParam();
  return <ReferralsPage page={page} onPageChange={setPage} />;
}
