import { PageHeader } from '@/components/page-header';
import { SportsBetsTable } from './bets-table';
import { SportsTabs } from './sports-tabs';

/** Every member's bet slips, filtered and paged on the server, downloadable as CSV. */
export function SportsBetsPage() {
  return (
    <div className="flex flex-col gap-5">
      <title>베팅 내역 | 스포츠 | 관리자 | 한판</title>
      <PageHeader title="스포츠 베팅 내역" />
      <SportsTabs />
      <SportsBetsTable />
    </div>
  );
}
