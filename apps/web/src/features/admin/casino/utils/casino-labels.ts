import type { CasinoRoundStatus } from '@hanpan/contract';
import type { BadgeTone } from '@/components/ui/badge';

export const ROUND_STATUS: Record<CasinoRoundStatus, { label: string; tone: BadgeTone }> = {
  open: { label: '진행 중', tone: 'yellow' },
  closed: { label: '종료', tone: 'green' },
  rolled_back: { label: '취소', tone: 'neutral' },
};

export const TRANSACTION_KIND_LABELS = { bet: '베팅', win: '당첨', rollback: '취소' } as const;
