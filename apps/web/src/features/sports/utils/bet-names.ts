import type { Bet, Market } from '@hanpan/contract';
import { i18n } from '@/lib/i18n/i18n';
import { formatLine, formatPrice, type Teams } from './fixture-format';

/** Whose bet it is: a side's ('1' home, '2' away) by its team, any other by its fixture ("A vs B"). */
export function betOwner(bet: Pick<Bet, 'name'>, teams: Teams): string {
  if (bet.name === '1') return teams.home;
  if (bet.name === '2') return teams.away;
  return `${teams.home} vs ${teams.away}`;
}

/**
 * A bet as an announcement names it: a side's win by its team ("맨시티 승"), any other bet by
 * whose it is and what it is ("맨시티 홈 -0.5", "맨시티 vs 리버풀 오버 2.5").
 */
export function spokenBetName(
  market: Pick<Market, 'parlay_subgroup'>,
  bet: Pick<Bet, 'name' | 'korean_name' | 'line'>,
  teams: Teams,
): string {
  if (market.parlay_subgroup === 'moneyline' && (bet.name === '1' || bet.name === '2'))
    return i18n.t('sports:priceChanges.win', { team: betOwner(bet, teams) });
  const line = formatLine(bet.line, market.parlay_subgroup === 'handicap');
  return [betOwner(bet, teams), bet.korean_name || bet.name, line].filter(Boolean).join(' ');
}

/** A price a push moved on screen. */
export interface PriceChange {
  betId: number;
  /** As spokenBetName says it. */
  name: string;
  from: number;
  to: number;
}

/** One announcement names at most this many moves; the rest are counted. */
const ANNOUNCED_MOVES = 3;

/** "맨시티 승 1.85 → 1.92", several joined with commas, then how many were left out ("외 N건"). */
export function priceChangeAnnouncement(changes: readonly PriceChange[]): string {
  const named = changes
    .slice(0, ANNOUNCED_MOVES)
    .map((change) => `${change.name} ${formatPrice(change.from)} → ${formatPrice(change.to)}`);
  const more = changes.length - named.length;
  return more > 0 ? i18n.t('sports:priceChanges.more', { moves: named.join(', '), count: more }) : named.join(', ');
}
