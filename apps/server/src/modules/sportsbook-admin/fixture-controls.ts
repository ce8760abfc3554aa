import { FIXTURE_STATUS } from '@hanpan/contract';
import { notFound } from '../../lib/errors';
import type { AuditActor } from '../audit';
import type { FixtureChanges } from './fixture-changes';
import { conflict, type SportsbookAdminDeps } from './sportsbook-admin-context';

/** The operator's holds against the feed: a fixture or market suspended, a selection's price; each answers the fixture's id. */
export function createFixtureControls(
  { repository, audit, now }: SportsbookAdminDeps & { now: () => Date },
  { change, lockFixture, marketFixtureId, betFixtureId, release }: FixtureChanges,
) {
  const closedFixture = (status: number) =>
    status === FIXTURE_STATUS.finished ||
    status === FIXTURE_STATUS.cancelled ||
    status === FIXTURE_STATUS.postponed ||
    status === FIXTURE_STATUS.abandoned;

  /** Holds the fixture or one market suspended against the feed. */
  async function suspend(actor: AuditActor, target: { type: 'fixture' | 'market'; id: number }, reason: string) {
    const fixtureId = target.type === 'fixture' ? target.id : await marketFixtureId(target.id);
    return change(fixtureId, async (trx) => {
      const fixture = await lockFixture(trx, fixtureId);
      if (target.type === 'fixture' && closedFixture(fixture.status))
        throw conflict('fixture_closed', '종료되었거나 취소된 경기는 정지할 수 없습니다.');
      const market = target.type === 'market' ? await repository.lockMarket(trx, target.id) : undefined;
      if (market && market.status === 3) throw conflict('market_settled', '정산된 마켓은 정지할 수 없습니다.');
      if (await repository.findOverride(trx, { kind: 'suspend', target_type: target.type, target_id: target.id })) {
        throw conflict(
          'already_suspended',
          target.type === 'fixture' ? '이미 정지된 경기입니다.' : '이미 정지된 마켓입니다.',
        );
      }
      await repository.putOverride(trx, {
        fixture_id: fixtureId,
        kind: 'suspend',
        target_type: target.type,
        target_id: target.id,
        reason,
        created_by: actor.userId,
        created_at: now(),
      });
      await repository.suspendMarkets(trx, target.type === 'fixture' ? { fixtureId } : { marketId: target.id });
      await audit.record(trx, {
        actorId: actor.userId,
        action: `sports.${target.type}_suspend`,
        targetType: target.type,
        targetId: target.id,
        before: { status: market?.status ?? fixture.status, operator_suspended: false },
        after: { status: market ? 2 : fixture.status, operator_suspended: true },
        reason,
        requestId: actor.requestId,
      });
    });
  }

  return {
    suspendFixture: (actor: AuditActor, id: number, reason: string) => suspend(actor, { type: 'fixture', id }, reason),
    reopenFixture: (actor: AuditActor, id: number, reason: string) =>
      release(actor, { kind: 'suspend', type: 'fixture', id }, 'sports.fixture_reopen', reason),
    suspendMarket: (actor: AuditActor, id: number, reason: string) => suspend(actor, { type: 'market', id }, reason),
    reopenMarket: (actor: AuditActor, id: number, reason: string) =>
      release(actor, { kind: 'suspend', type: 'market', id }, 'sports.market_reopen', reason),

    /** Holds the selection at the operator's price; members with the old price in their cart are asked to accept it. */
    async changePrice(actor: AuditActor, betId: number, price: number, reason: string): Promise<number> {
      const fixtureId = await betFixtureId(betId);
      const priceX100 = Math.round(price * 100);
      return change(fixtureId, async (trx) => {
        await lockFixture(trx, fixtureId);
        const bet = await repository.lockBet(trx, betId);
        if (!bet) throw notFound('배당을 찾을 수 없습니다.');
        if (bet.status === 3) throw conflict('selection_settled', '정산된 배당은 바꿀 수 없습니다.');
        if (bet.price_x100 === priceX100) throw conflict('price_unchanged', '현재 배당과 같습니다.');
        const held = await repository.findOverride(trx, { kind: 'price', target_type: 'bet', target_id: betId });
        await repository.putOverride(trx, {
          fixture_id: fixtureId,
          kind: 'price',
          target_type: 'bet',
          target_id: betId,
          price_x100: priceX100,
          reason,
          created_by: actor.userId,
          created_at: now(),
        });
        await repository.setPrice(trx, betId, priceX100);
        await audit.record(trx, {
          actorId: actor.userId,
          action: 'sports.price_change',
          targetType: 'bet',
          targetId: betId,
          before: { price: bet.price_x100 / 100, operator_price: held !== undefined },
          after: { price: priceX100 / 100, operator_price: true },
          reason,
          requestId: actor.requestId,
        });
      });
    },
    releasePrice: (actor: AuditActor, betId: number, reason: string) =>
      release(actor, { kind: 'price', type: 'bet', id: betId }, 'sports.price_release', reason),
  };
}
