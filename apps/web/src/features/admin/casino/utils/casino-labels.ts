import type { CasinoRoundStatus, GameCategory } from '@hanpan/contract';
import type { BadgeTone } from '@/components/ui/badge';

export const CATEGORY_LABELS: Record<GameCategory, string> = {
  'live-casino': '라이브 카지노',
  slots: '슬롯',
  'mini-games': '미니게임',
};

export const ROUND_STATUS: Record<CasinoRoundStatus, { label: string; tone: BadgeTone }> = {
  open: { label: '진행 중', tone: 'yellow' },
  closed: { label: '종료', tone: 'green' },
  rolled_back: { label: '취소', tone: 'neutral' },
};

export const TRANSACTION_KIND_LABELS = { bet: '베팅', win: '당첨', rollback: '취소' } as const;
