import type { ApplicationStatus, GameCategory, NotificationType } from '@hanpan/contract';
import { i18n } from './i18n/i18n';

// What a member or an operator reads for the server's codes, one key map per code (texts in the
// `common` namespace), shared by the member site and the back office so both say the same word.
// The labels are read when called, in the language shown then. Type-only contract imports: no zod here.

/** A deposit or withdrawal application (and the transactions table's status), as the back office has always said. */
export const APPLICATION_STATUS_KEYS = {
  pending: 'status.pending',
  completed: 'status.completed',
  rejected: 'status.rejected',
} as const satisfies Readonly<Record<ApplicationStatus, string>>;

export const GAME_CATEGORY_KEYS = {
  'live-casino': 'gameCategory.liveCasino',
  slots: 'gameCategory.slots',
  'mini-games': 'gameCategory.miniGames',
} as const satisfies Readonly<Record<GameCategory, string>>;

export const NOTIFICATION_TYPE_KEYS = {
  game_update: 'notificationType.gameUpdate',
  promotion: 'notificationType.promotion',
  maintenance: 'notificationType.maintenance',
  win: 'notificationType.win',
  deposit_withdrawal: 'notificationType.depositWithdrawal',
  security: 'notificationType.security',
  message: 'notificationType.message',
  info: 'notificationType.info',
} as const satisfies Readonly<Record<NotificationType, string>>;

export const applicationStatusLabel = (status: ApplicationStatus): string =>
  i18n.t(APPLICATION_STATUS_KEYS[status], { ns: 'common' });

export const gameCategoryLabel = (category: GameCategory): string =>
  i18n.t(GAME_CATEGORY_KEYS[category], { ns: 'common' });

export const notificationTypeLabel = (type: NotificationType): string =>
  i18n.t(NOTIFICATION_TYPE_KEYS[type], { ns: 'common' });
