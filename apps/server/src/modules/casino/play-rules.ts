import type { Executor } from '../../db/database';
import type { AppError, PlayRestrictionFound } from '../../lib/errors';

/** Cool-off and self-exclusion: a restricted member may neither launch nor bet. */
export type PlayRules = {
  assertMayPlay(executor: Executor, userId: number): Promise<void>;
  /** The refusal for a restriction the bet's own statement found in force (its end as the JSON detail has it). */
  restrictionError(restriction: PlayRestrictionFound): AppError;
};
