import { MEMBER_QUERY_SCOPE } from './query-client';

/**
 * Query keys that more than one feature reads or invalidates. Features never import each other,
 * so a key another feature depends on lives here, not in the feature that fetches it.
 */
export const sharedQueryKeys = {
  /** The member's three balances: the wallet shows them; a bet placement refreshes them. */
  balances: [MEMBER_QUERY_SCOPE, 'balances'] as const,
  /** The member's inbox: the inbox panel shows it; the push stream refetches it. */
  notifications: [MEMBER_QUERY_SCOPE, 'notifications'] as const,
  /** The member's level: my page shows it, the sportsbook's guides its bet limits; a level change notice refetches it. */
  myLevel: [MEMBER_QUERY_SCOPE, 'levels', 'me'] as const,
};
