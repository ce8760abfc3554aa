import type { AdminBetSlip, AdminFixtureState } from '@hanpan/contract';
import type { BadgeTone } from '@/components/ui/badge';

export const FIXTURE_STATE_LABELS: Record<AdminFixtureState, string> = {
  not_started: '경기 전',
  in_play: '진행중',
  finished: '종료',
  cancelled: '취소',
  postponed: '연기',
};

/** The feed's fixture statuses, as an operator reads them. */
export const FIXTURE_STATUS_LABELS: Record<number, { label: string; tone: BadgeTone }> = {
  1: { label: '경기 전', tone: 'neutral' },
  2: { label: '진행중', tone: 'green' },
  3: { label: '종료', tone: 'purple' },
  4: { label: '취소', tone: 'red' },
  5: { label: '연기', tone: 'yellow' },
  6: { label: '중단', tone: 'yellow' },
  7: { label: '무효', tone: 'red' },
  8: { label: '중계 끊김', tone: 'yellow' },
  9: { label: '시작 임박', tone: 'neutral' },
};

export const BET_STATUS_LABELS: Record<number, { label: string; tone: BadgeTone }> = {
  1: { label: '열림', tone: 'green' },
  2: { label: '정지', tone: 'yellow' },
  3: { label: '정산', tone: 'neutral' },
};

export const SETTLEMENT_LABELS: Record<number, string> = {
  [-1]: '취소',
  1: '낙첨',
  2: '적중',
  3: '적특',
  4: '반낙첨',
  5: '반적중',
};

export const SLIP_STATUS_LABELS: Record<AdminBetSlip['status'], { label: string; tone: BadgeTone }> = {
  PENDING: { label: '진행중', tone: 'yellow' },
  WON: { label: '당첨', tone: 'green' },
  LOST: { label: '낙첨', tone: 'red' },
  REFUNDED: { label: '적중특례', tone: 'purple' },
  CANCELLED: { label: '취소', tone: 'neutral' },
};
