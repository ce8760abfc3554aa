import { Bell, Gamepad2, Gift, Info, Mail, ShieldAlert, Trophy, Wallet, Wrench, type LucideIcon } from 'lucide-react';

export interface NotificationStyle {
  icon: LucideIcon;
  /** What the icon says to a screen reader. */
  label: string;
  /** Icon colour and its tile. */
  className: string;
}

/** Spec section 3: each notification type has its colour and icon. */
export const NOTIFICATION_STYLES: Readonly<Record<string, NotificationStyle>> = {
  game_update: { icon: Gamepad2, label: '게임 소식', className: 'bg-indigo-500/15 text-indigo-300' },
  promotion: { icon: Gift, label: '프로모션', className: 'bg-gold-500/15 text-gold-300' },
  maintenance: { icon: Wrench, label: '점검', className: 'bg-orange-500/15 text-orange-300' },
  win: { icon: Trophy, label: '당첨', className: 'bg-emerald-500/15 text-emerald-300' },
  deposit_withdrawal: { icon: Wallet, label: '입출금', className: 'bg-cyan-500/15 text-cyan-300' },
  security: { icon: ShieldAlert, label: '보안', className: 'bg-ruby-500/15 text-ruby-500' },
  message: { icon: Mail, label: '메시지', className: 'bg-violet-500/15 text-violet-300' },
  info: { icon: Info, label: '안내', className: 'bg-sky-500/15 text-sky-300' },
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
