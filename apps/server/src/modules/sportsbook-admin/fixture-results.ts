import { FIXTURE_STATUS } from '@hanpan/contract';
import type { Executor } from '../../db/database';
import type { AuditActor } from '../audit';
import { scoreOf } from './admin-fixture-rows';
import type { FixtureChanges } from './fixture-changes';
import { conflict, type SportsbookAdminDeps } from './sportsbook-admin-context';

/** A result the operator sets: finished on a score, or cancelled (void). */
type OperatorResult = { status: 3 | 4; home: number | null; away: number | null };
/** What an operator's result held already says. */
type HeldResult = { fixture_status: number | null; score_home: number | null; score_away: number | null };

/** The same result held already is refused, so a double submit cannot resettle twice. */
function repeatRefusal(held: HeldResult | undefined, result: OperatorResult) {
  const isVoid = result.status === FIXTURE_STATUS.cancelled;
  if (
    !held ||
    held.fixture_status !== result.status ||
    (!isVoid && (held.score_home !== result.home || held.score_away !== result.away))
  ) {
    return null;
  }
  return isVoid
    ? conflict('already_void', '이미 취소 처리된 경기입니다.')
    : conflict('result_unchanged', '같은 결과가 이미 입력되어 있습니다.');
}

/** The audit action of a result: a void, a correction (of an operator's or a settled result), or a first entry. */
const resultAction = (result: OperatorResult, held: HeldResult | undefined, fixture: { settled_at: Date | null }) =>
  result.status === FIXTURE_STATUS.cancelled
    ? 'sports.fixture_void'
    : held || fixture.settled_at
      ? 'sports.result_correct'
      : 'sports.result_enter';

/**
 * Settlement corrections: the operator's result held against the feed. The fixture finishes (or is
 * cancelled) on it and its bets settle, or resettle by reversing entries, in the settlement tick
 * the change runs after commit.
 */
export function createFixtureResults(
  { repository, audit, now }: SportsbookAdminDeps & { now: () => Date },
  { change, lockFixture, release }: FixtureChanges,
) {
  async function holdResult(
    trx: Executor,
    actor: AuditActor,
    fixtureId: number,
    result: OperatorResult,
    reason: string,
  ) {
    const fixture = await lockFixture(trx, fixtureId);
    const held = await repository.findOverride(trx, { kind: 'result', target_type: 'fixture', target_id: fixtureId });
    const repeated = repeatRefusal(held, result);
    if (repeated) throw repeated;
    // A void keeps whatever score the fixture had; a result replaces it.
    const score =
      result.status === FIXTURE_STATUS.cancelled
        ? { home: fixture.score_home, away: fixture.score_away }
        : { home: result.home, away: result.away };
    await repository.putOverride(trx, {
      fixture_id: fixtureId,
      kind: 'result',
      target_type: 'fixture',
      target_id: fixtureId,
      fixture_status: result.status,
      score_home: result.home,
      score_away: result.away,
      reason,
      created_by: actor.userId,
      created_at: now(),
    });
    await repository.setFixtureResult(trx, fixtureId, { status: result.status, ...score });
    await repository.suspendMarkets(trx, { fixtureId });
    await audit.record(trx, {
      actorId: actor.userId,
      action: resultAction(result, held, fixture),
      targetType: 'fixture',
      targetId: fixtureId,
      before: {
        status: fixture.status,
        score: scoreOf(fixture),
        settled: fixture.settled_at !== null,
        operator_result: held !== undefined,
      },
      after: {
        status: result.status,
        score: score.home === null || score.away === null ? null : score,
        operator_result: true,
      },
      reason,
      requestId: actor.requestId,
    });
  }

  const setResult = (actor: AuditActor, fixtureId: number, result: OperatorResult, reason: string) =>
    change(fixtureId, (trx) => holdResult(trx, actor, fixtureId, result, reason), { settle: true });

  return {
    /** Enters (or corrects) the final score: the fixture finishes on it and its bets settle, or resettle by reversing entries. */
    enterResult: (actor: AuditActor, fixtureId: number, score: { home: number; away: number }, reason: string) =>
      setResult(actor, fixtureId, { status: FIXTURE_STATUS.finished, home: score.home, away: score.away }, reason),
    /** Cancels the fixture: every selection on it is void (refunded, or counted 1.00 in a multi). */
    voidFixture: (actor: AuditActor, fixtureId: number, reason: string) =>
      setResult(actor, fixtureId, { status: FIXTURE_STATUS.cancelled, home: null, away: null }, reason),
    releaseResult: (actor: AuditActor, fixtureId: number, reason: string) =>
      release(actor, { kind: 'result', type: 'fixture', id: fixtureId }, 'sports.result_release', reason),
  };
}
