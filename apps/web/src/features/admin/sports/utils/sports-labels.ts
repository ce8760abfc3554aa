import type { AdminBetSlip, AdminFixtureState } from '@hanpan/contract';
import type { BadgeTone } from '@/components/ui/badge';

// The server's codes as an operator reads them: each text's key in `adminSports`, and the badge's tone.

export const FIXTURE_STATE_KEYS = {
  not_started: 'fixtureStates.notStarted',
  in_play: 'fixtureStates.inPlay',
  finished: 'fixtureStates.finished',
  cancelled: 'fixtureStates.cancelled',
  postponed: 'fixtureStates.postponed',
} as const satisfies Record<AdminFixtureState, string>;

/** The feed's fixture statuses, as an operator reads them. */
export const FIXTURE_STATUS_LABELS = {
  1: { labelKey: 'fixtureStatuses.notStarted', tone: 'neutral' },
  2: { labelKey: 'fixtureStatuses.inPlay', tone: 'green' },
  3: { labelKey: 'fixtureStatuses.finished', tone: 'purple' },
  4: { labelKey: 'fixtureStatuses.cancelled', tone: 'red' },
  5: { labelKey: 'fixtureStatuses.postponed', tone: 'yellow' },
  6: { labelKey: 'fixtureStatuses.interrupted', tone: 'yellow' },
  7: { labelKey: 'fixtureStatuses.abandoned', tone: 'red' },
  8: { labelKey: 'fixtureStatuses.coverageLost', tone: 'yellow' },
  9: { labelKey: 'fixtureStatuses.aboutToStart', tone: 'neutral' },
} as const satisfies Record<number, { labelKey: string; tone: BadgeTone }>;

/** A market's or a selection's status. */
export const BET_STATUS_LABELS = {
  1: { labelKey: 'marketStatuses.open', tone: 'green' },
  2: { labelKey: 'marketStatuses.suspended', tone: 'yellow' },
  3: { labelKey: 'marketStatuses.settled', tone: 'neutral' },
} as const satisfies Record<number, { labelKey: string; tone: BadgeTone }>;

export const SETTLEMENT_KEYS = {
  [-1]: 'settlements.cancelled',
  1: 'settlements.lost',
  2: 'settlements.won',
  3: 'settlements.refunded',
  4: 'settlements.halfLost',
  5: 'settlements.halfWon',
} as const satisfies Record<number, string>;

export const SLIP_STATUS_LABELS = {
  PENDING: { labelKey: 'slipStatuses.pending', tone: 'yellow' },
  WON: { labelKey: 'slipStatuses.won', tone: 'green' },
  LOST: { labelKey: 'slipStatuses.lost', tone: 'red' },
  REFUNDED: { labelKey: 'slipStatuses.refunded', tone: 'purple' },
  CANCELLED: { labelKey: 'slipStatuses.cancelled', tone: 'neutral' },
  CASHED_OUT: { labelKey: 'slipStatuses.cashedOut', tone: 'purple' },
} as const satisfies Record<AdminBetSlip['status'], { labelKey: string; tone: BadgeTone }>;

/** A lookup by a number the feed may send beyond the ones known: undefined for an unknown one. */
export function byCode<Value>(table: Readonly<Record<number, Value>>, code: number): Value | undefined {
  return (table as Readonly<Record<number, Value | undefined>>)[code];
}
