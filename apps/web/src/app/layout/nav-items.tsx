import {
  Dices,
  Gift,
  Headset,
  History,
  Megaphone,
  MessageCircleQuestion,
  Radio,
  Sparkles,
  Trophy,
  Tv,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { SportIcon } from '@/components/sport-icon';
import { paths } from '@/config/paths';

export interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string }>;
  /** Active only on the exact path, not below it. */
  end?: boolean;
}

/** Header links (spec section 2, Layout). */
export const HEADER_LINKS: readonly NavItem[] = [
  { to: paths.live, label: 'Live', icon: Radio },
  { to: paths.games('slots'), label: 'Slots', icon: Sparkles },
  { to: paths.games('mini-games'), label: 'Mini', icon: Dices },
];

export const SIDEBAR_GAMES: readonly NavItem[] = [
  { to: paths.games('live-casino'), label: 'Live Casino', icon: Tv },
  { to: paths.games('slots'), label: 'Slots', icon: Sparkles },
  { to: paths.games('mini-games'), label: 'Mini Games', icon: Dices },
];

export const SIDEBAR_HOME: readonly NavItem[] = [
  { to: paths.notice, label: 'Notice', icon: Megaphone },
  { to: paths.events, label: 'Event', icon: Gift },
];

/** Fixed entries of the Sports section; one group per sport follows them. */
export const SIDEBAR_SPORTS: readonly NavItem[] = [
  { to: paths.live, label: 'Live', icon: Radio },
  { to: paths.sports, label: 'All Sports', icon: Trophy, end: true },
];

export const SIDEBAR_SUPPORT: readonly NavItem[] = [
  { to: paths.inquire, label: 'Inquire', icon: MessageCircleQuestion },
  { to: paths.history, label: 'History', icon: History },
  { to: paths.contact, label: 'Contact', icon: Headset },
];

function SoccerIcon({ className }: { className?: string }) {
  return <SportIcon sportName="Soccer" className={className} />;
}

/** Spec section 2: the mobile bottom bar holds exactly these five. */
export const BOTTOM_BAR_ITEMS: readonly NavItem[] = [
  { to: paths.notice, label: 'Notice', icon: Megaphone },
  { to: paths.events, label: 'Event', icon: Gift },
  { to: paths.live, label: 'Live', icon: Radio },
  { to: paths.games('slots'), label: 'Slots', icon: Sparkles },
  { to: paths.sport('soccer'), label: 'Soccer', icon: SoccerIcon },
];
