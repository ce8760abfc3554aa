import { PageHeader } from '@/components/page-header';
import { CasinoTabs } from './casino-tabs';
import { CasinoRoundsTable } from './rounds-table';

/** Every member's casino rounds. */
export function CasinoRoundsPage() {
  return (
    <div className="flex flex-col gap-5">
      <title>카지노 라운드 | 관리자 | 한판</title>
      <PageHeader title="카지노" description="라운드와 거래 내역, 공정성 정보" />
      <CasinoTabs />
      <CasinoRoundsTable />
    </div>
  );
}
