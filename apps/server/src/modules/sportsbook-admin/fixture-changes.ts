import type { PushFixtureEvent } from '@hanpan/contract';
import type { Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import type { AuditActor } from '../audit';
import { scoreOf, toOverrideState } from './admin-fixture-rows';
import { conflict, fixtureNotFound, type SportsbookAdminDeps } from './sportsbook-admin-context';

/**
 * How every operator change runs: the fixture locked, one transaction with its audit entry, then
 * (after commit) the fixture pushed to watching browsers and a settlement tick if asked; it
 * answers the fixture's id, whose detail the route answers in the operator's language. `release`
 * is the one change shared by every kind of hold.
 */
export function createFixtureChanges({ db, repository, audit, push, settlement }: SportsbookAdminDeps) {
  /** Tells browsers watching the fixture its state and every bet's price and status, as committed. */
  async function publishFixture(fixtureId: number): Promise<void> {
    const [fixture, bets] = await Promise.all([
      repository.fixtureState(db, fixtureId),
      repository.betsOfFixture(db, fixtureId),
    ]);
    if (!fixture) return;
    const score = scoreOf(fixture);
    const event: PushFixtureEvent = {
      id: fixtureId,
      status: fixture.status,
      live_score: score ? { ...score, clock: fixture.clock ?? '' } : null,
      bets: bets.map((bet) => ({ id: bet.id, price: bet.price_x100 / 100, status: bet.status })),
    };
    await push.publish([{ topic: `fixture:${fixtureId}`, event: 'fixture', data: event }]);
  }

  /** Locks the fixture first, as the feed sync does, so an operator's change and a feed turn queue rather than deadlock. */
  async function lockFixture(trx: Executor, id: number) {
    const fixture = await repository.lockFixture(trx, id);
    if (!fixture) throw fixtureNotFound();
    return fixture;
  }

  async function marketFixtureId(id: number): Promise<number> {
    const market = await repository.findMarket(db, id);
    if (!market) throw notFound('마켓을 찾을 수 없습니다.');
    return market.fixture_id;
  }

  async function betFixtureId(id: number): Promise<number> {
    const bet = await repository.findBet(db, id);
    if (!bet) throw notFound('배당을 찾을 수 없습니다.');
    return bet.fixture_id;
  }

  /** Runs one operator change, then (after commit) pushes the fixture and settles if asked; answers the fixture's id. */
  async function change(
    fixtureId: number,
    work: (trx: Executor) => Promise<void>,
    options: { settle?: boolean } = {},
  ): Promise<number> {
    await inTransaction(db, work);
    await publishFixture(fixtureId);
    // The settlement worker's own tick: if another process is settling now, it settles this next.
    if (options.settle) await settlement.tick();
    return fixtureId;
  }

  /**
   * Lets go of a decision: the feed's own state comes back with its next turn. Until then the
   * rows stay as the operator left them (a released market reopens only if the feed has it open).
   */
  async function release(
    actor: AuditActor,
    key: { kind: 'suspend' | 'price' | 'result'; type: 'fixture' | 'market' | 'bet'; id: number },
    action: string,
    reason: string,
  ) {
    const fixtureId =
      key.type === 'fixture'
        ? key.id
        : key.type === 'market'
          ? await marketFixtureId(key.id)
          : await betFixtureId(key.id);
    return change(fixtureId, async (trx) => {
      await lockFixture(trx, fixtureId);
      const held = await repository.findOverride(trx, { kind: key.kind, target_type: key.type, target_id: key.id });
      if (!held) {
        throw key.kind === 'suspend'
          ? conflict('not_suspended', '운영자가 정지한 대상이 아닙니다.')
          : key.kind === 'price'
            ? conflict('no_operator_price', '운영자가 바꾼 배당이 아닙니다.')
            : conflict('no_operator_result', '운영자가 입력한 결과가 없습니다.');
      }
      await repository.deleteOverride(trx, held.id);
      await audit.record(trx, {
        actorId: actor.userId,
        action,
        targetType: key.type,
        targetId: key.id,
        before: toOverrideState(held),
        after: null,
        reason,
        requestId: actor.requestId,
      });
    });
  }

  return { change, lockFixture, marketFixtureId, betFixtureId, release };
}

export type FixtureChanges = ReturnType<typeof createFixtureChanges>;
