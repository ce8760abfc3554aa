import type { Executor } from '../../db/database';

/** Cool-off and self-exclusion: a restricted member may neither launch nor bet. */
export type PlayRules = { assertMayPlay(executor: Executor, userId: number): Promise<void> };
