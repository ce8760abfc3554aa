import type { Executor } from '../../db/database';
import type { AppError } from '../../lib/errors';

/** Cool-off and self-exclusion: a restricted member may neither launch nor bet. */
export type PlayRules = {
  assertMayPlay(executor: Executor, userId: number): Promise<void>;
  /** The refusal for a restriction the bet's own statement found in force. */
  restrictionError(restriction: { kind: 'cool_off' | 'self_exclusion'; ends_at: Date }): AppError;
};
