import type { ApplicationStatus, GameCategory, NotificationType } from '@hanpan/contract';

// The Korean a member or an operator reads for the server's codes, one map per code, shared by the
// member site and the back office so both say the same word. Type-only imports: no zod here.

/** A deposit or withdrawal application (and the transactions table's status), as the back office has always said. */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  pending: '대기',
  completed: '완료',
  rejected: '반려',
};

export const GAME_CATEGORY_LABELS: Readonly<Record<GameCategory, string>> = {
  'live-casino': '라이브 카지노',
  slots: '슬롯',
  'mini-games': '미니게임',
};

export const NOTIFICATION_TYPE_LABELS: Readonly<Record<NotificationType, string>> = {
  game_update: '게임 소식',
  promotion: '프로모션',
  maintenance: '점검',
  win: '당첨',
  deposit_withdrawal: '입출금',
  security: '보안',
  message: '메시지',
  info: '안내',
};
