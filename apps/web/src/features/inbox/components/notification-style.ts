import type { NotificationType } from '@hanpan/contract';
import { Bell, Gamepad2, Gift, Info, Mail, ShieldAlert, Trophy, Wallet, Wrench, type LucideIcon } from 'lucide-react';
import { NOTIFICATION_TYPE_LABELS } from '@/lib/format-labels';

export interface NotificationStyle {
  icon: LucideIcon;
  /** What the icon says to a screen reader. */
  label: string;
  /** Icon colour and its tile. */
  className: string;
}

/** A type's icon and colour, and its Korean name for screen readers. */
const styleOf = (type: NotificationType, icon: LucideIcon, className: string): NotificationStyle => ({
  icon,
  label: NOTIFICATION_TYPE_LABELS[type],
  className,
});

/** Spec section 3: each notification type has its colour and icon. */
export const NOTIFICATION_STYLES: Readonly<Record<string, NotificationStyle>> = {
  game_update: styleOf('game_update', Gamepad2, 'bg-indigo-500/15 text-indigo-300'),
  promotion: styleOf('promotion', Gift, 'bg-gold-500/15 text-gold-300'),
  maintenance: styleOf('maintenance', Wrench, 'bg-orange-500/15 text-orange-300'),
  win: styleOf('win', Trophy, 'bg-emerald-500/15 text-emerald-300'),
  deposit_withdrawal: styleOf('deposit_withdrawal', Wallet, 'bg-cyan-500/15 text-cyan-300'),
  security: styleOf('security', ShieldAlert, 'bg-ruby-500/15 text-ruby-500'),
  message: styleOf('message', Mail, 'bg-violet-500/15 text-violet-300'),
  info: styleOf('info', Info, 'bg-sky-500/15 text-sky-300'),
};

/** Spec section 3: any other type is grey. */
export const UNKNOWN_NOTIFICATION_STYLE: NotificationStyle = {
  icon: Bell,
  label: '알림',
  className: 'bg-ink-700 text-ink-300',
};

export const notificationStyleOf = (type: string): NotificationStyle =>
  Object.hasOwn(NOTIFICATION_STYLES, type)
    ? (NOTIFICATION_STYLES[type] ?? UNKNOWN_NOTIFICATION_STYLE)
    : UNKNOWN_NOTIFICATION_STYLE;
