import {
  FIXTURE_STATUS,
  type BetLimits,
  type Language,
  type MultiFolderBonus,
  type PlaceBetResponse,
  type SameFixtureCombinations,
  type placeBetRequestSchema,
} from '@hanpan/contract';
import {
  betTypeOf,
  bonusMultiplierX100,
  boostedOddsX100,
  combinedOddsX100,
  parseStake,
  payoutAt,
  payoutRefusal,
  stakeRefusal,
  type BetType,
} from '@hanpan/rules';
import { balancesSchema } from '@hanpan/contract';
import type { z } from 'zod';
import { retryingAborted } from '../../db/transaction';
import { AppError, databaseRefusal, unauthorized, type PlayRestrictionFound } from '../../lib/errors';
import { priceOf } from '../sportsbook';
import {
  HOUSE_ACCOUNTS,
  idempotencyKeyReused,
  insufficientFunds,
  isBalanceFloorViolation,
  replayAnswer,
  requestHashOf,
  type MemberMoneyCaller,
} from '../wallet';
import type { BetRow, BettingRepository, PlacementCaller } from './betting.repository';
import { betNotFound, payoutRefused, refuse, stakeRefused } from './betting-refusals';
import type { BettingContext } from './betting-context';
import { createKeptSelections, type KeptSelection } from './kept-selections';
import { forbiddenSameFixturePair, sameFixtureRefusal } from './same-fixture';

type PlaceBetInput = z.output<typeof placeBetRequestSchema>;

/** The operation a placement's idempotency key is claimed for. */
const PLACE_BET = 'place-bet';

/** The request, read once: its distinct selections, their bet type, and the stake as whole won (null: none). */
type Placement = { betIds: number[]; betType: BetType; stake: number | null };

/** The operator's settings placement applies, read before its snapshot. */
type PlacementSettings = {
  bonus: MultiFolderBonus;
  combinations: SameFixtureCombinations;
  liveAcceptanceDelayMs: number;
};

/** The member placing: their session, key and the level their session last read. */
export type PlacingMember = MemberMoneyCaller & { levelId: number };

/** The terms a slip is accepted on, in integer hundredths and whole won. */
type SlipTerms = { totalOddsX100: number; bonusX100: number; potentialPayout: number };

export function parsePlacement(request: PlaceBetInput): Placement {
  const betIds = [...new Set(request.bet_selection_ids)];
  return { betIds, betType: betTypeOf(betIds.length), stake: parseStake(request.stake) };
}

/** The request's own refusal, before any selection is read: no selections, then the stake's limits. */
function checkPlacement({ betIds, betType, stake }: Placement, limits: BetLimits): number {
  if (betIds.length === 0) throw refuse('empty_cart', '베팅 옵션을 선택해주세요.');
  if (stake === null) throw stakeRefused({ reason: 'invalid_stake' });
  const refusal = stakeRefusal(stake, betType, limits);
  if (refusal) throw stakeRefused(refusal);
  return stake;
}

/**
 * The selections' refusal (product rules section 3, in order): one pick per market, allowed
 * same-fixture pairs, every pick still in the cart, and no price moved unless accepted.
 */
function checkSelections(
  bets: BetRow[],
  cartPrices: Map<number, number>,
  combinations: SameFixtureCombinations,
  acceptPriceChanges: boolean,
): void {
  if (new Set(bets.map((bet) => bet.market_id)).size !== bets.length) {
    throw refuse('same_market', '같은 마켓에서는 하나의 베팅만 선택할 수 있습니다.');
  }
  const clash = forbiddenSameFixturePair(bets, combinations);
  if (clash) throw sameFixtureRefusal(clash);
  if (bets.some((bet) => !cartPrices.has(bet.bet_id)))
    throw refuse('not_in_cart', '베팅카드에 없는 항목이 있습니다. 베팅카드를 새로고침해주세요.', 409);
  const moved = bets.filter((bet) => cartPrices.get(bet.bet_id) !== bet.price_x100);
  if (moved.length > 0 && !acceptPriceChanges) {
    const changes = moved.map(
      (bet) =>
        `${bet.bet_name} ${priceOf(cartPrices.get(bet.bet_id)!).toFixed(2)} → ${priceOf(bet.price_x100).toFixed(2)}`,
    );
    throw refuse('price_changed', `배당이 변경되었습니다: ${changes.join(', ')}`, 409);
  }
}

/** In-play selections by bet id: what an in-play bet is judged on (price, states, its fixture's score). */
type LiveStates = Map<number, string>;

const liveStatesOf = (bets: BetRow[]): LiveStates =>
  new Map(
    bets
      .filter((bet) => bet.fixture_status === FIXTURE_STATUS.inPlay)
      .map((bet) => [
        bet.bet_id,
        JSON.stringify([bet.price_x100, bet.status, bet.market_status, bet.score_home, bet.score_away]),
      ]),
  );

const liveChanged = () =>
  refuse('live_changed', '경기 상황이나 배당이 바뀌어 베팅이 접수되지 않았습니다. 다시 확인해주세요.', 409);

/**
 * How many times a pre-match placement is judged again when its selections or cart moved between
 * its snapshot and its write (a feed update in between); then it is refused as changed.
 */
const MAX_JUDGEMENTS = 3;

/** Combined odds with the multi-folder bonus, and what the stake returns at them (rules package). */
function slipTerms(bets: BetRow[], stake: number, bonus: MultiFolderBonus): SlipTerms {
  const prices = bets.map((bet) => bet.price_x100);
  const bonusX100 = bonusMultiplierX100(prices, bonus);
  const totalOddsX100 = boostedOddsX100(combinedOddsX100(prices), bonusX100);
  return { totalOddsX100, bonusX100, potentialPayout: payoutAt(stake, totalOddsX100) };
}

type Snapshot = Awaited<ReturnType<BettingRepository['placementSnapshot']>>;
/** What the judgement decided: the slip's terms, on the snapshot's selections. */
type Judgement = { snapshot: Snapshot; stake: number; terms: SlipTerms; inPlay: LiveStates };

/**
 * Placing selections as one bet: `place` reads the request once, then judges a snapshot read
 * without locks by every rule of the product rules in their order (the pure ones from the rules
 * package), and hands the decided slip to one database function (`place_bet_slip_in_session`,
 * migrations 0026 and 0029) that checks the session, takes the locks, checks that nothing the
 * judgement read has moved, and writes the slip, its selections, the stake's debit and the key's
 * answer. Moved: judged again on a fresh snapshot. Selections that snapshots read are kept per
 * catalogue version (`kept-selections.ts`): a pre-match placement on kept selections is first
 * judged on them with no snapshot at all, and only what that cannot decide goes the long way. The
 * cart stays as it is (the client clears it on success), so the same selections may be placed
 * again.
 */
export function createPlaceBet(context: BettingContext) {
  const { db, repository, settings, levels, sportsbook, now, wait, isAvailable, events, wallet } = context;
  const kept = createKeptSelections(() => sportsbook.catalogVersion());

  async function placementSettings(): Promise<PlacementSettings> {
    const read = await settings.getMany(['multiFolderBonus', 'sportsbookRules', 'sameFixtureCombinations']);
    return {
      bonus: read.multiFolderBonus,
      combinations: read.sameFixtureCombinations,
      liveAcceptanceDelayMs: read.sportsbookRules.live_acceptance_delay_ms,
    };
  }

  /**
   * The key's earlier answer, if its call committed one: the same request replays it. Nothing is
   * answered on a session that ended after the route found it (in the process's cache).
   */
  function earlierAnswer(snapshot: Snapshot): PlaceBetResponse | null {
    const { sessionLive, prior } = snapshot;
    if (!sessionLive) throw unauthorized();
    if (!prior || prior.response === null) return null;
    if (!prior.same_request) throw idempotencyKeyReused();
    return replayAnswer<PlaceBetResponse>(prior.response);
  }

  /**
   * Every rule, in the product rules' order, on the snapshot: the member's restriction, the
   * request (by the snapshot's level's limits), the selections (found, open and, in play, unmoved
   * since `live`: their states before the acceptance delay, null when not waited), the cart, the
   * cash and the payout.
   */
  function judge(
    snapshot: Snapshot,
    request: PlaceBetInput,
    placement: Placement,
    rules: PlacementSettings,
    live: LiveStates | null,
    at: Date,
  ): Judgement {
    const { bets, restriction, limits } = snapshot;
    if (restriction) throw context.responsiblePlay.restrictionError(restriction);
    const stake = checkPlacement(placement, limits);
    for (const id of placement.betIds) {
      if (!bets.some((bet) => bet.bet_id === id)) throw betNotFound(id);
    }
    const closed = bets.filter((bet) => !isAvailable(bet, at));
    if (closed.length > 0) {
      throw refuse(
        'bet_unavailable',
        `마감되었거나 일시 중지된 베팅이 있습니다: ${closed.map((bet) => `${bet.fixture_name} ${bet.bet_name}`).join(', ')}`,
      );
    }
    const inPlay = liveStatesOf(bets);
    if (live !== null && [...live].some(([betId, state]) => inPlay.get(betId) !== state)) throw liveChanged();
    const cartPrices = new Map(
      bets.flatMap((bet) => (bet.cart_price_x100 === null ? [] : [[bet.bet_id, bet.cart_price_x100] as const])),
    );
    checkSelections(bets, cartPrices, rules.combinations, request.accept_price_changes === true);
    const terms = slipTerms(bets, stake, rules.bonus);
    if (snapshot.cash < stake) throw insufficientFunds();
    const tooMuch = payoutRefusal(terms.potentialPayout, limits);
    if (tooMuch) throw payoutRefused(tooMuch);
    return { snapshot, stake, terms, inPlay };
  }

  /** The refusal the function raised, in the member's words; 'moved' when the snapshot no longer holds. */
  function refusalOf(error: unknown): AppError | 'moved' | undefined {
    const refusal = databaseRefusal(error);
    if (refusal?.code === 'moved') return 'moved';
    if (refusal?.code === 'session_ended') return unauthorized();
    if (refusal?.code === 'insufficient_funds' || isBalanceFloorViolation(error)) return insufficientFunds();
    if (refusal?.code === 'play_restricted') {
      return context.responsiblePlay.restrictionError(JSON.parse(refusal.detail!) as PlayRestrictionFound);
    }
    return undefined;
  }

  /** The judged slip written, or 'moved'; its balance and the placed slip announced once written. */
  async function write(
    caller: MemberMoneyCaller,
    key: PlacementCaller['key'],
    placement: Placement,
    { snapshot, stake, terms }: Judgement,
  ): Promise<PlaceBetResponse | 'moved'> {
    const { bets } = snapshot;
    let placed;
    try {
      placed = await retryingAborted(() =>
        repository.placeBetSlip(db, {
          userId: caller.userId,
          sessionId: caller.sessionId,
          key,
          betIds: bets.map((bet) => bet.bet_id),
          states: bets.map((bet) => bet.state),
          cartPrices: bets.map((bet) => bet.cart_price_x100!),
          stake,
          betType: placement.betType,
          totalOddsX100: terms.totalOddsX100,
          bonusX100: terms.bonusX100,
          potentialPayout: terms.potentialPayout,
          // The member is paid on these terms even if an operator lowers the limit before settlement;
          // the function checks they are the level's limits at the write.
          maximumPayout: snapshot.limits.maximum_payout,
          // The write's own time, not the judgement's: a cool-off begun in between is in force by then.
          at: now(),
          house: HOUSE_ACCOUNTS.sportsbook,
          answer: {
            bet_type: placement.betType,
            total_odds: priceOf(terms.totalOddsX100),
            bonus_multiplier: terms.bonusX100 / 100,
            potential_payout: terms.potentialPayout,
          },
        }),
      );
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === 'moved') return refusal;
      throw refusal ?? error;
    }
    if (placed.outcome === 'key_reused') throw idempotencyKeyReused();
    if (placed.outcome === 'placed') {
      const { userId } = caller;
      const balances = balancesSchema.parse(placed.balances);
      await events.announce('balance.changed', { userId, balances, version: placed.transactionId! });
      const fixtureIds = [...new Set(bets.map((bet) => bet.fixture_id))];
      await events.announce('slip.placed', { userId, slipId: placed.slipId!, fixtureIds });
    }
    return replayAnswer<PlaceBetResponse>(placed.response);
  }

  /**
   * The placement judged on kept selections, assuming what its write checks (the cart holds each
   * at its current price, the cash covers the stake, no restriction, no earlier answer, the
   * session's level with the limits this process keeps) and written; null when that cannot decide
   * it: a rule refuses (the long way judges in the rules' order, and may find an earlier answer),
   * a selection is in play, or something judged moved.
   */
  async function placeOnKept(
    caller: PlacingMember,
    key: PlacementCaller['key'],
    request: PlaceBetInput,
    placement: Placement,
    rules: PlacementSettings,
    selections: KeptSelection[],
  ): Promise<PlaceBetResponse | null> {
    const level = (await levels.definitions()).byId.get(caller.levelId);
    if (!level) return null;
    const assumed: Snapshot = {
      sessionLive: true,
      bets: selections.map((selection) => ({ ...selection, cart_price_x100: selection.price_x100 })),
      cash: Number.MAX_SAFE_INTEGER,
      restriction: null,
      limits: level.limits,
      prior: null,
    };
    let judged: Judgement;
    try {
      judged = judge(assumed, request, placement, rules, null, now());
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
    if (judged.inPlay.size > 0) return null;
    const written = await write(caller, key, placement, judged);
    return written === 'moved' ? null : written;
  }

  /**
   * A refusal is the key's answer too: a repeat, or an earlier attempt still in flight, is refused
   * the same. A refusal names selections in `language`.
   */
  return async function place(
    caller: PlacingMember,
    request: PlaceBetInput,
    language: Language,
  ): Promise<PlaceBetResponse> {
    const requestHash = requestHashOf(PLACE_BET, request);
    try {
      return await decide(
        caller,
        request,
        caller.idempotencyKey ? { key: caller.idempotencyKey, operation: PLACE_BET, requestHash } : null,
        language,
      );
    } catch (error) {
      return wallet.keepRefusal(caller, PLACE_BET, requestHash, error);
    }
  };

  async function decide(
    caller: PlacingMember,
    request: PlaceBetInput,
    key: PlacementCaller['key'],
    language: Language,
  ): Promise<PlaceBetResponse> {
    const placement = parsePlacement(request);
    const rules = await placementSettings();
    const keptSelections = kept.find(await kept.version(), placement.betIds);
    if (keptSelections) {
      const placed = await placeOnKept(caller, key, request, placement, rules, keptSelections);
      if (placed) return placed;
    }
    // In play, the bet waits out the acceptance delay and is taken only if nothing moved meanwhile:
    // the first judgement finds its selections in play, waits, and the next compares.
    let live: LiveStates | null = null;
    for (let judgement = 1; ; judgement++) {
      const at = now();
      const { userId, sessionId } = caller;
      const version = await kept.version();
      const snapshot = await repository.placementSnapshot(
        db,
        { userId, sessionId, at, key },
        placement.betIds,
        language,
      );
      kept.keep(
        version,
        snapshot.bets.map(({ cart_price_x100, ...selection }) => selection),
      );
      const answered = earlierAnswer(snapshot);
      if (answered) return answered;
      const judged = judge(snapshot, request, placement, rules, live, at);
      if (live === null && judged.inPlay.size > 0 && rules.liveAcceptanceDelayMs > 0) {
        live = judged.inPlay;
        await wait(rules.liveAcceptanceDelayMs);
        continue;
      }
      const written = await write(caller, key, placement, judged);
      if (written !== 'moved') return written;
      // After the delay nothing may move; before a kick-off a feed update is judged again.
      if (live !== null || judgement >= MAX_JUDGEMENTS) throw liveChanged();
    }
  }
}
