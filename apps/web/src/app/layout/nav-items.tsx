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
import type koCommon from '@/locales/ko/common.json';

/** A navigation label: a key of `common:nav`, read where the item renders (so it follows the language). */
export type NavLabelKey = `nav.${keyof (typeof koCommon)['nav']}`;

export interface NavItem {
  to: string;
  labelKey: NavLabelKey;
  icon: ComponentType<{ className?: string }>;
  /** Active only on the exact path, not below it. */
  end?: boolean;
}

/** Header links (spec section 2, Layout). */
export const HEADER_LINKS: readonly NavItem[] = [
  { to: paths.live, labelKey: 'nav.live', icon: Radio },
  { to: paths.games('slots'), labelKey: 'nav.slots', icon: Sparkles },
  { to: paths.games('mini-games'), labelKey: 'nav.mini', icon: Dices },
];

export const SIDEBAR_GAMES: readonly NavItem[] = [
  { to: paths.games('live-casino'), labelKey: 'nav.liveCasino', icon: Tv },
  { to: paths.games('slots'), labelKey: 'nav.slots', icon: Sparkles },
  { to: paths.games('mini-games'), labelKey: 'nav.miniGames', icon: Dices },
];

export const SIDEBAR_HOME: readonly NavItem[] = [
  { to: paths.notice, labelKey: 'nav.notice', icon: Megaphone },
  { to: paths.events, labelKey: 'nav.event', icon: Gift },
];

/** Fixed entries of the Sports section; one group per sport follows them. */
export const SIDEBAR_SPORTS: readonly NavItem[] = [
  { to: paths.live, labelKey: 'nav.live', icon: Radio },
  { to: paths.sports, labelKey: 'nav.allSports', icon: Trophy, end: true },
];

export const SIDEBAR_SUPPORT: readonly NavItem[] = [
  { to: paths.inquire, labelKey: 'nav.inquire', icon: MessageCircleQuestion },
  { to: paths.history, labelKey: 'nav.history', icon: History },
  { to: paths.contact, labelKey: 'nav.contact', icon: Headset },
];

function SoccerIcon({ className }: { className?: string }) {
  return <SportIcon sportName="Soccer" className={className} />;
}

/** Spec section 2: the mobile bottom bar holds exactly these five. */
export const BOTTOM_BAR_ITEMS: readonly NavItem[] = [
  { to: paths.notice, labelKey: 'nav.notice', icon: Megaphone },
  { to: paths.events, labelKey: 'nav.event', icon: Gift },
  { to: paths.live, labelKey: 'nav.live', icon: Radio },
  { to: paths.games('slots'), labelKey: 'nav.slots', icon: Sparkles },
  { to: paths.sport('soccer'), labelKey: 'nav.soccer', icon: SoccerIcon },
];
