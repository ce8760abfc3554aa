import type { NotificationType } from '@hanpan/contract';
import { Bell, Gamepad2, Gift, Info, Mail, ShieldAlert, Trophy, Wallet, Wrench, type LucideIcon } from 'lucide-react';
import { i18n } from '@/lib/i18n/i18n';

export interface NotificationStyle {
  icon: LucideIcon;
  /** What the icon says to a screen reader: the type's name in the shown language. */
  label: string;
  /** Icon colour and its tile. */
  className: string;
}

type TypeKey =
  'gameUpdate' | 'promotion' | 'maintenance' | 'win' | 'depositWithdrawal' | 'security' | 'message' | 'info';

interface TypeStyle {
  icon: LucideIcon;
  /** The type's name under inbox:types. */
  key: TypeKey | 'other';
  className: string;
}

/** Spec section 3: each notification type has its colour and icon. */
const TYPE_STYLES: Readonly<Record<NotificationType, TypeStyle>> = {
  game_update: { icon: Gamepad2, key: 'gameUpdate', className: 'bg-indigo-500/15 text-indigo-300' },
  promotion: { icon: Gift, key: 'promotion', className: 'bg-gold-500/15 text-gold-300' },
  maintenance: { icon: Wrench, key: 'maintenance', className: 'bg-orange-500/15 text-orange-300' },
  win: { icon: Trophy, key: 'win', className: 'bg-emerald-500/15 text-emerald-300' },
  deposit_withdrawal: { icon: Wallet, key: 'depositWithdrawal', className: 'bg-cyan-500/15 text-cyan-300' },
  security: { icon: ShieldAlert, key: 'security', className: 'bg-ruby-500/15 text-ruby-500' },
  message: { icon: Mail, key: 'message', className: 'bg-violet-500/15 text-violet-300' },
  info: { icon: Info, key: 'info', className: 'bg-sky-500/15 text-sky-300' },
};

/** Spec section 3: any other type is grey. */
const UNKNOWN_TYPE_STYLE: TypeStyle = { icon: Bell, key: 'other', className: 'bg-ink-700 text-ink-300' };

/** A type's icon and colour, and its name for screen readers, read when rendered (so in the shown language). */
export function notificationStyleOf(type: string): NotificationStyle {
  const style = Object.hasOwn(TYPE_STYLES, type)
    ? (TYPE_STYLES[type as NotificationType] ?? UNKNOWN_TYPE_STYLE)
    : UNKNOWN_TYPE_STYLE;
  return { icon: style.icon, label: i18n.t(`inbox:types.${style.key}`), className: style.className };
}
