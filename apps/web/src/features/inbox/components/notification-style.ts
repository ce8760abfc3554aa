import type { NotificationType } from '@hanpan/contract';
import { Bell, Gamepad2, Gift, Info, Mail, ShieldAlert, Trophy, Wallet, Wrench, type LucideIcon } from 'lucide-react';
import { notificationTypeLabel } from '@/lib/format-labels';
import { i18n } from '@/lib/i18n/i18n';

export interface NotificationStyle {
  icon: LucideIcon;
  /** What the icon says to a screen reader: the type's name in the shown language. */
  label: string;
  /** Icon colour and its tile. */
  className: string;
}

interface TypeStyle {
  icon: LucideIcon;
  className: string;
}

/** Spec section 3: each notification type has its colour and icon. */
const TYPE_STYLES: Readonly<Record<NotificationType, TypeStyle>> = {
  game_update: { icon: Gamepad2, className: 'bg-indigo-500/15 text-indigo-300' },
  promotion: { icon: Gift, className: 'bg-gold-500/15 text-gold-300' },
  maintenance: { icon: Wrench, className: 'bg-orange-500/15 text-orange-300' },
  win: { icon: Trophy, className: 'bg-emerald-500/15 text-emerald-300' },
  deposit_withdrawal: { icon: Wallet, className: 'bg-cyan-500/15 text-cyan-300' },
  security: { icon: ShieldAlert, className: 'bg-ruby-500/15 text-ruby-500' },
  message: { icon: Mail, className: 'bg-violet-500/15 text-violet-300' },
  info: { icon: Info, className: 'bg-sky-500/15 text-sky-300' },
};

/** Spec section 3: any other type is grey. */
const UNKNOWN_TYPE_STYLE: TypeStyle = { icon: Bell, className: 'bg-ink-700 text-ink-300' };

/** A type's icon and colour, and its name for screen readers, read when rendered (so in the shown language). */
export function notificationStyleOf(type: string): NotificationStyle {
  if (!Object.hasOwn(TYPE_STYLES, type)) {
    return { ...UNKNOWN_TYPE_STYLE, label: i18n.t('inbox:otherType') };
  }
  return { ...TYPE_STYLES[type as NotificationType], label: notificationTypeLabel(type as NotificationType) };
}
