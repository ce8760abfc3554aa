import type { ReferralRow } from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { Check, Copy } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The referred members' columns, headed in the shown language. */
const columnsOf = (t: TFunction<'account'>): readonly DataTableColumn<ReferralRow>[] => [
  {
    id: 'nickname',
    header: t('referrals.columns.member'),
    cell: (row) => <span className="font-semibold text-ink-100">{row.nickname}</span>,
  },
  {
    id: 'joined',
    header: t('referrals.columns.joinedAt'),
    cell: (row) => formatDateTime(row.joined_at),
    className: 'whitespace-nowrap tabular-nums text-ink-300',
  },
  {
    id: 'reward',
    header: t('referrals.columns.reward'),
    className: 'w-px whitespace-nowrap text-right',
    cell: (row) =>
      row.reward_points > 0 ? (
        <span className="font-semibold text-gold-300 tabular-nums">
          {t('referrals.rewardPoints', { points: formatNumber(row.reward_points) })}
        </span>
      ) : (
        <Badge>{t('referrals.awaitingFirstDeposit')}</Badge>
      ),
  },
];

interface ReferralsPageProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** /referrals: my code to share, and the members who joined with it, with what each earned me. */
export function ReferralsPage({ page, onPageChange }: ReferralsPageProps) {
  const { t } = useTranslation('account');
  const columns = useMemo(() => columnsOf(t), [t]);
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
      void showAlert(t('referrals.copyFailed'));
    }
  }

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <title>{t('referrals.documentTitle')}</title>
      <PageHeader
        title={t('referrals.title')}
        description={
          shown ? t('referrals.reward', { points: formatNumber(shown.reward_points) }) : t('referrals.description')
        }
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-2 rounded-2xl border border-ink-700 bg-ink-850 p-5 sm:col-span-2">
          <p className="text-xs text-ink-400">{t('referrals.codeLabel')}</p>
          <div className="flex items-center justify-between gap-3">
            <span className="font-mono text-2xl font-bold tracking-[0.2em] text-gold-300" data-testid="referral-code">
              {shown?.referral_code ?? '-'}
            </span>
            <Button variant="outline" size="sm" disabled={!shown} onClick={() => void copyCode()}>
              {copied ? <Check className="size-4" /> : <Copy className="size-4" />}
              {copied ? t('referrals.copied') : t('referrals.copy')}
            </Button>
          </div>
          <p className="text-xs leading-relaxed text-ink-400">{t('referrals.codeHint')}</p>
        </div>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-1">
          <div className="rounded-2xl border border-ink-700 bg-ink-850 p-4">
            <p className="text-xs text-ink-400">{t('referrals.referredMembers')}</p>
            <p className="text-lg font-bold text-ink-100 tabular-nums">
              {shown ? t('referrals.memberCount', { count: shown.count, members: formatNumber(shown.count) }) : '-'}
            </p>
          </div>
          <div className="rounded-2xl border border-ink-700 bg-ink-850 p-4">
            <p className="text-xs text-ink-400">{t('referrals.rewardsEarned')}</p>
            <p className="text-lg font-bold text-gold-300 tabular-nums">
              {shown ? t('referrals.points', { points: formatNumber(shown.total_earned) }) : '-'}
            </p>
          </div>
        </div>
      </div>
      <DataTable
        label={t('referrals.title')}
        columns={columns}
        rows={shown?.results ?? []}
        rowKey={(row) => `${row.nickname}-${row.joined_at}`}
        emptyText={t('referrals.empty')}
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
