import {
  ADMIN_CSV_MAXIMUM_ROWS,
  FIXTURE_STATUS,
  type AdminBetList,
  type AdminBetListQuery,
  type AdminBetSlip,
  type AdminExposure,
  type AdminFixtureDetail,
  type AdminFixtureList,
  type AdminFixtureListQuery,
  type AdminFixtureSummary,
  type AdminMarket,
  type AdminOverride,
  type AdminSportsCatalog,
  type PushFixtureEvent,
} from '@hanpan/contract';
import { koreanDayRange } from '@hanpan/rules';
import type { Database, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { buildCsv } from '../../lib/csv';
import { AppError, notFound } from '../../lib/errors';
import type { AuditActor } from '../audit/audit-actor';
import type { AuditService } from '../audit/audit.service';
import type { SettlementService } from '../betting/settlement.service';
import type { PushHub } from '../push/push-hub';
import type {
  AdminFixtureRow,
  AdminOverrideRow,
  BetSlipFilter,
  ExposureRow,
  SportsbookAdminRepository,
} from './sportsbook-admin.repository';

const fixtureNotFound = () => notFound('경기를 찾을 수 없습니다.');
const conflict = (code: string, message: string) => new AppError(409, code, message);
const NO_EXPOSURE: AdminExposure = { pending_slips: 0, stakes: 0, potential_payouts: 0 };

const exposureMap = (rows: ExposureRow[]) =>
  new Map(
    rows.map((row) => [
      Number(row.key),
      { pending_slips: row.pending_slips, stakes: row.stakes, potential_payouts: row.potential_payouts },
    ]),
  );

const scoreOf = (row: { score_home: number | null; score_away: number | null }) =>
  row.score_home === null || row.score_away === null ? null : { home: row.score_home, away: row.score_away };

const BET_CSV_HEADERS = [
  '번호',
  '일시',
  '회원',
  '회원 번호',
  '종류',
  '베팅금',
  '배당',
  '예상 당첨금',
  '상태',
  '지급액',
  '정산 일시',
  '선택',
] as const;
const SLIP_STATUS_LABELS: Record<AdminBetSlip['status'], string> = {
  PENDING: '진행중',
  WON: '당첨',
  LOST: '낙첨',
  REFUNDED: '적중특례',
  CANCELLED: '취소',
};

const FIXTURE_CSV_HEADERS = [
  '번호',
  '시작 일시',
  '종목',
  '국가',
  '리그',
  '홈',
  '원정',
  '상태',
  '스코어',
  '정산 일시',
  '진행중 베팅',
  '베팅금 합계',
  '최대 지급 위험',
  '운영자 정지',
  '운영자 결과',
] as const;
/** The feed's fixture statuses (1-9), as the back office's fixtures table labels them. */
const FIXTURE_STATUS_LABELS: Record<number, string> = {
  1: '경기 전',
  2: '진행중',
  3: '종료',
  4: '취소',
  5: '연기',
  6: '중단',
  7: '무효',
  8: '중계 끊김',
  9: '시작 임박',
};
const yesNo = (value: boolean) => (value ? '예' : '아니오');

function toOverride(row: AdminOverrideRow): AdminOverride {
  return {
    id: row.id,
    kind: row.kind,
    target_type: row.target_type,
    target_id: row.target_id,
    price: row.price_x100 === null ? null : row.price_x100 / 100,
    fixture_status: row.fixture_status,
    score: scoreOf(row),
    reason: row.reason,
    created_by: row.username,
    created_at: row.created_at.toISOString(),
  };
}

function toSummary(row: AdminFixtureRow, exposure: AdminExposure, overrides: AdminOverrideRow[]): AdminFixtureSummary {
  return {
    id: row.id,
    sport: { id: row.sport_id, slug: row.sport_slug, name: row.sport_name },
    location: { id: row.location_id, name: row.location_name },
    league: { id: row.league_id, name: row.league_name },
    home: { id: row.home_id, name: row.home_name },
    away: { id: row.away_id, name: row.away_name },
    start_date: row.start_date.toISOString(),
    status: row.status,
    score: scoreOf(row),
    clock: row.clock,
    settled_at: row.settled_at ? row.settled_at.toISOString() : null,
    exposure,
    operator_suspended: overrides.some((override) => override.kind === 'suspend' && override.target_type === 'fixture'),
    operator_result: overrides.some((override) => override.kind === 'result'),
  };
}

function filterOf(query: AdminBetListQuery): BetSlipFilter {
  return {
    userId: query.user_id,
    username: query.username,
    status: query.status,
    fixtureId: query.fixture_id,
    ...koreanDayRange(query.from, query.to),
    minStake: query.min_stake,
  };
}

/**
 * The sportsbook as operators run it: fixtures with exposure, and the controls that hold a
 * decision against the feed (a `sportsbook_overrides` row the feed sync lays over every snapshot)
 * until released. Each control is one transaction with its audit entry; watching browsers are
 * pushed the fixture's new state after it commits, and results settle through the settlement
 * worker's own tick.
 */
export function createSportsbookAdminService(deps: {
  db: Database;
  repository: SportsbookAdminRepository;
  audit: AuditService;
  push: PushHub;
  settlement: SettlementService;
  now?: () => Date;
}) {
  const { db, repository, audit, push, settlement } = deps;
  const now = deps.now ?? (() => new Date());

  async function detail(id: number): Promise<AdminFixtureDetail> {
    const row = await repository.findFixture(db, id);
    if (!row) throw fixtureNotFound();
    const [marketRows, fixtureExposure, selectionExposure, overrides] = await Promise.all([
      repository.marketsOf(db, id),
      repository.fixtureExposure(db, [id]),
      repository.selectionExposure(db, id),
      repository.overridesOf(db, [id]),
    ]);
    const bySelection = exposureMap(selectionExposure);
    const suspendedMarkets = new Set(
      overrides
        .filter((override) => override.kind === 'suspend' && override.target_type === 'market')
        .map((override) => override.target_id),
    );
    const pricedBets = new Set(
      overrides.filter((override) => override.kind === 'price').map((override) => override.target_id),
    );
    const markets = new Map<number, AdminMarket>();
    for (const bet of marketRows) {
      const market = markets.get(bet.market_id) ?? {
        id: bet.market_id,
        market_type_id: bet.market_type_id,
        name: bet.market_name,
        korean_name: bet.market_korean_name,
        status: bet.market_status,
        operator_suspended: suspendedMarkets.has(bet.market_id),
        bets: [],
      };
      market.bets.push({
        id: bet.id,
        name: bet.name,
        korean_name: bet.korean_name,
        line: bet.line,
        base_line: bet.base_line,
        price: bet.price_x100 / 100,
        status: bet.status,
        settlement: bet.settlement,
        operator_price: pricedBets.has(bet.id),
        exposure: bySelection.get(bet.id) ?? NO_EXPOSURE,
      });
      markets.set(bet.market_id, market);
    }
    return {
      ...toSummary(row, exposureMap(fixtureExposure).get(id) ?? NO_EXPOSURE, overrides),
      markets: [...markets.values()],
      overrides: overrides.map(toOverride),
    };
  }

  /** Tells browsers watching the fixture its state and every bet's price and status, as committed. */
  async function publishFixture(fixtureId: number): Promise<void> {
    const [fixture, bets] = await Promise.all([
      repository.findFixture(db, fixtureId),
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

  /** Runs one operator change, then (after commit) pushes the fixture, settles if asked, and answers its detail. */
  async function change(
    fixtureId: number,
    work: (trx: Executor) => Promise<void>,
    options: { settle?: boolean } = {},
  ): Promise<AdminFixtureDetail> {
    await inTransaction(db, work);
    await publishFixture(fixtureId);
    // The settlement worker's own tick: if another process is settling now, it settles this next.
    if (options.settle) await settlement.tick();
    return detail(fixtureId);
  }

  const closedFixture = (status: number) =>
    status === FIXTURE_STATUS.finished ||
    status === FIXTURE_STATUS.cancelled ||
    status === FIXTURE_STATUS.postponed ||
    status === FIXTURE_STATUS.abandoned;

  async function setResult(
    actor: AuditActor,
    fixtureId: number,
    result: { status: 3 | 4; home: number | null; away: number | null },
    reason: string,
  ) {
    return change(
      fixtureId,
      async (trx) => {
        const fixture = await lockFixture(trx, fixtureId);
        const held = await repository.findOverride(trx, {
          kind: 'result',
          target_type: 'fixture',
          target_id: fixtureId,
        });
        const isVoid = result.status === FIXTURE_STATUS.cancelled;
        if (
          held &&
          held.fixture_status === result.status &&
          (isVoid || (held.score_home === result.home && held.score_away === result.away))
        ) {
          throw isVoid
            ? conflict('already_void', '이미 취소 처리된 경기입니다.')
            : conflict('result_unchanged', '같은 결과가 이미 입력되어 있습니다.');
        }
        const score = isVoid
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
          action: isVoid
            ? 'sports.fixture_void'
            : held || fixture.settled_at
              ? 'sports.result_correct'
              : 'sports.result_enter',
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
      },
      { settle: true },
    );
  }

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

  const toOverrideState = (held: {
    kind: string;
    price_x100: number | null;
    fixture_status: number | null;
    score_home: number | null;
    score_away: number | null;
  }) => ({
    override: held.kind,
    ...(held.price_x100 === null ? {} : { price: held.price_x100 / 100 }),
    ...(held.fixture_status === null ? {} : { status: held.fixture_status, score: scoreOf(held) }),
  });

  /** A window of the filtered fixtures, each with its exposure and the operator's holds. */
  async function fixturePage(query: AdminFixtureListQuery, window: { limit: number; offset: number }) {
    const { rows, count } = await repository.listFixtures(
      db,
      { sportId: query.sport_id, leagueId: query.league_id, state: query.state, search: query.search || undefined },
      window,
    );
    const ids = rows.map((row) => row.id);
    const [exposure, overrides] = await Promise.all([
      repository.fixtureExposure(db, ids),
      repository.overridesOf(db, ids),
    ]);
    const byFixture = exposureMap(exposure);
    const overridesByFixture = new Map<number, AdminOverrideRow[]>();
    for (const override of overrides)
      overridesByFixture.set(override.fixture_id, [...(overridesByFixture.get(override.fixture_id) ?? []), override]);
    return {
      fixtures: rows.map((row) =>
        toSummary(row, byFixture.get(row.id) ?? NO_EXPOSURE, overridesByFixture.get(row.id) ?? []),
      ),
      count,
    };
  }

  async function slips(query: AdminBetListQuery, limit: number, cursor: number | undefined): Promise<AdminBetSlip[]> {
    const rows = await repository.listSlips(db, filterOf(query), { cursor, limit });
    const legs = await repository.slipSelections(
      db,
      rows.map((row) => row.id),
    );
    const bySlip = new Map<number, AdminBetSlip['selections']>();
    for (const leg of legs) {
      bySlip.set(leg.slip_id, [
        ...(bySlip.get(leg.slip_id) ?? []),
        {
          fixture_id: leg.fixture_id,
          game_name: `${leg.home_name} vs ${leg.away_name}`,
          league_name: leg.league_name,
          market_name: leg.market_name,
          bet_name: leg.bet_name,
          line: leg.line,
          price: leg.price_x100 / 100,
          settlement: leg.settlement,
        },
      ]);
    }
    return rows.map((row) => ({
      id: row.id,
      user: { id: row.user_id, username: row.username },
      bet_type: row.bet_type,
      stake: row.stake,
      total_odds: row.total_odds_x100 / 100,
      potential_payout: row.potential_payout,
      status: row.status,
      payout: row.payout,
      created_at: row.created_at.toISOString(),
      settled_at: row.settled_at ? row.settled_at.toISOString() : null,
      selections: bySlip.get(row.id) ?? [],
    }));
  }

  return {
    detail,

    async catalog(): Promise<AdminSportsCatalog> {
      const sports = new Map<number, AdminSportsCatalog['sports'][number]>();
      for (const row of await repository.catalog(db)) {
        const sport = sports.get(row.sport_id) ?? {
          id: row.sport_id,
          slug: row.slug,
          name: row.sport_name,
          leagues: [],
        };
        sport.leagues.push({ id: row.league_id, name: row.league_name });
        sports.set(row.sport_id, sport);
      }
      return { sports: [...sports.values()] };
    },

    async fixtures(query: AdminFixtureListQuery): Promise<AdminFixtureList> {
      const { fixtures, count } = await fixturePage(query, {
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      return { results: fixtures, count, total_pages: Math.ceil(count / query.size) };
    },

    /** The whole filtered fixtures list (in the list's order, up to the export limit) as a spreadsheet-ready CSV. */
    async fixturesCsv(query: AdminFixtureListQuery): Promise<string> {
      const { fixtures } = await fixturePage(query, { limit: ADMIN_CSV_MAXIMUM_ROWS, offset: 0 });
      return buildCsv(
        FIXTURE_CSV_HEADERS,
        fixtures.map((fixture) => [
          fixture.id,
          fixture.start_date,
          fixture.sport.name,
          fixture.location.name,
          fixture.league.name,
          fixture.home.name,
          fixture.away.name,
          FIXTURE_STATUS_LABELS[fixture.status] ?? String(fixture.status),
          fixture.score ? `${fixture.score.home}:${fixture.score.away}` : null,
          fixture.settled_at,
          fixture.exposure.pending_slips,
          fixture.exposure.stakes,
          fixture.exposure.potential_payouts,
          yesNo(fixture.operator_suspended),
          yesNo(fixture.operator_result),
        ]),
      );
    },

    suspendFixture: (actor: AuditActor, id: number, reason: string) => suspend(actor, { type: 'fixture', id }, reason),
    reopenFixture: (actor: AuditActor, id: number, reason: string) =>
      release(actor, { kind: 'suspend', type: 'fixture', id }, 'sports.fixture_reopen', reason),
    suspendMarket: (actor: AuditActor, id: number, reason: string) => suspend(actor, { type: 'market', id }, reason),
    reopenMarket: (actor: AuditActor, id: number, reason: string) =>
      release(actor, { kind: 'suspend', type: 'market', id }, 'sports.market_reopen', reason),

    /** Holds the selection at the operator's price; members with the old price in their cart are asked to accept it. */
    async changePrice(actor: AuditActor, betId: number, price: number, reason: string): Promise<AdminFixtureDetail> {
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

    /** Enters (or corrects) the final score: the fixture finishes on it and its bets settle, or resettle by reversing entries. */
    enterResult: (actor: AuditActor, fixtureId: number, score: { home: number; away: number }, reason: string) =>
      setResult(actor, fixtureId, { status: FIXTURE_STATUS.finished, home: score.home, away: score.away }, reason),
    /** Cancels the fixture: every selection on it is void (refunded, or counted 1.00 in a multi). */
    voidFixture: (actor: AuditActor, fixtureId: number, reason: string) =>
      setResult(actor, fixtureId, { status: FIXTURE_STATUS.cancelled, home: null, away: null }, reason),
    releaseResult: (actor: AuditActor, fixtureId: number, reason: string) =>
      release(actor, { kind: 'result', type: 'fixture', id: fixtureId }, 'sports.result_release', reason),

    /** A page of slips, newest first, after the `cursor` slip. */
    async bets(query: AdminBetListQuery): Promise<AdminBetList> {
      const rows = await slips(query, query.size + 1, query.cursor);
      const results = rows.slice(0, query.size);
      return { results, next_cursor: rows.length > query.size ? (results.at(-1)?.id ?? null) : null };
    },

    /** The whole filtered list (newest first, up to the export limit) as a spreadsheet-ready CSV. */
    async betsCsv(query: AdminBetListQuery): Promise<string> {
      const rows = await slips(query, ADMIN_CSV_MAXIMUM_ROWS, undefined);
      return buildCsv(
        BET_CSV_HEADERS,
        rows.map((row) => [
          row.id,
          row.created_at,
          row.user.username,
          row.user.id,
          row.bet_type === 'single' ? '단폴더' : '다폴더',
          row.stake,
          row.total_odds,
          row.potential_payout,
          SLIP_STATUS_LABELS[row.status],
          row.payout,
          row.settled_at,
          row.selections
            .map(
              (leg) =>
                `${leg.game_name} ${leg.market_name} ${leg.bet_name}${leg.line ? ` ${leg.line}` : ''} @${leg.price.toFixed(2)}`,
            )
            .join(' / '),
        ]),
      );
    },
  };
}

export type SportsbookAdminService = ReturnType<typeof createSportsbookAdminService>;
