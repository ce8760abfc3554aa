/**
 * Every PostgreSQL advisory lock key the server takes, in one list so no two jobs share a key by
 * accident (two once did: the content seed and the feed leader). Any fixed numbers work: every
 * API process agrees on them.
 */
export const ADVISORY_LOCKS = {
  /** Session lock: one process migrates at a time. */
  migration: 7_241_901,
  /** Transaction lock: one process seeds the demo data. */
  demoSeed: 7_241_902,
  /** Transaction lock, tried: one process applies the feed each tick. */
  feedLeader: 7_241_903,
  /** Transaction lock, tried: one process settles each tick. */
  settlementLeader: 7_241_904,
  /** Transaction lock: one process seeds the demo content. */
  demoContent: 7_241_905,
  /** Transaction lock: one process syncs a provider's game list (processes start together). */
  casinoCatalog: 7_241_906,
  /** Transaction lock, tried: one process runs the daily level evaluation at a time. */
  growthLeader: 7_241_907,
} as const;
