import { z } from 'zod';
import { liveScoreSchema } from './sports';
import { balancesSchema } from './wallet';

/**
 * Topics any stream may ask for with `topics=`, with or without a session (a visitor's stream
 * carries only these): `activity` announces that the public Bets panel changed.
 */
export const PUBLIC_PUSH_TOPICS = ['activity'] as const;
export type PublicPushTopic = (typeof PUBLIC_PUSH_TOPICS)[number];

/**
 * What the push stream (`GET /api/push/stream?token=…&fixtures=1,2&topics=activity`) sends, by
 * SSE event name. `ready` opens the stream; after any reconnect the client re-fetches what it shows.
 */
export const pushEventSchemas = {
  ready: z.object({}),
  /**
   * The member's balances after money moved (their own action, an operator's, a settlement), and
   * the version of that move: a later move of the member's money always has a higher one, so a
   * client keeps the newest it heard (pushes from several server processes may cross).
   */
  balance: balancesSchema.extend({ version: z.number().int().positive() }),
  /** A new notification for the member: the client re-fetches its inbox. */
  notification: z.object({ id: z.number().int() }),
  /** A watched fixture changed: its state, score, and the bets whose price or status moved. */
  fixture: z.object({
    id: z.number().int(),
    status: z.number().int(),
    live_score: liveScoreSchema.nullable(),
    bets: z.array(z.object({ id: z.number().int(), price: z.number(), status: z.number().int() })),
  }),
  /** Topic `activity`: a bet was placed or settled, or a casino round closed; re-fetch the Bets panel. */
  activity: z.object({}),
} as const;
export type PushFixtureEvent = z.infer<(typeof pushEventSchemas)['fixture']>;
export type PushBalanceEvent = z.infer<(typeof pushEventSchemas)['balance']>;
