import type { BetHistoryItem, Language, SportsbookRules } from '@hanpan/contract';
import { startOfKoreanDay } from '@hanpan/rules';
import { notFound } from '../../lib/errors';
import { priceOf } from '../sportsbook';
import { HOUSE_ACCOUNTS, type MoneyCaller } from '../wallet';
import type { SelectionRow, SlipRow } from './betting.repository';
import { refuse } from './betting-refusals';
import type { BettingContext } from './betting-context';
import type { CashOut } from './cash-out';

type BetHistory = { results: BetHistoryItem[]; total_pages: number };

/** Why a slip can no longer be cancelled, or null when it can (product rules section 3). */
export function cancellationBlocker(
  slip: { status: string; created_at: Date },
  earliestKickoff: Date,
  cancelsToday: number,
  rules: SportsbookRules,
  at: Date,
): string | null {
  if (slip.status !== 'PENDING') return '이미 처리된 베팅은 취소할 수 없습니다.';
  if (at.getTime() - slip.created_at.getTime() > rules.cancel_window_minutes * 60_000) {
    return `베팅 후 ${rules.cancel_window_minutes}분이 지나 취소할 수 없습니다.`;
  }
  if (earliestKickoff.getTime() - at.getTime() < rules.cancel_kickoff_buffer_minutes * 60_000) {
    return `경기 시작 ${rules.cancel_kickoff_buffer_minutes}분 전부터는 취소할 수 없습니다.`;
  }
  if (cancelsToday >= rules.cancels_per_day) return `베팅 취소는 하루 ${rules.cancels_per_day}회까지 가능합니다.`;
  return null;
}

/** One selection of a slip as the history shows it: the bet, its market, its fixture and result. */
const toHistorySelection = (leg: SelectionRow): BetHistoryItem['selections'][number] => ({
  bet_selection: {
    id: leg.bet_id,
    name: leg.name,
    korean_name: leg.bet_name,
    line: leg.line,
    price: priceOf(leg.price_x100),
    settlement: leg.settlement,
    market: {
      name: leg.market_name,
      fixture: {
        id: leg.fixture_id,
        game_name: `${leg.home_name} vs ${leg.away_name}`,
        participants: [{ participant_name: leg.home_name }, { participant_name: leg.away_name }],
        league_name: leg.league_name,
        start_date: leg.start_date.toISOString(),
        live_score:
          leg.score_home === null || leg.score_away === null ? null : { home: leg.score_home, away: leg.score_away },
      },
    },
  },
});

const toHistoryItem = (
  slip: SlipRow,
  legs: SelectionRow[],
  cancellable: boolean,
  cashOutOffer: number | null,
): BetHistoryItem => ({
  id: slip.id,
  bet_type: slip.bet_type,
  status: slip.status,
  stake: slip.stake,
  potential_payout: slip.potential_payout,
  payout: slip.payout,
  total_odds: priceOf(slip.total_odds_x100),
  bonus_multiplier: slip.bonus_multiplier_x100 / 100,
  created_at: slip.created_at.toISOString(),
  settled_at: slip.settled_at?.toISOString() ?? null,
  cancellable,
  cash_out_offer: cashOutOffer,
  selections: legs.map(toHistorySelection),
});

/** The member's slips: their history, and cancelling one while the rules allow. */
export function createBetHistory(
  { db, repository, wallet, settings, events, now }: BettingContext,
  cashOut: Pick<CashOut, 'cashOutOffers'>,
) {
  return {
    /** The member's own bets, newest first, with every selection's market, fixture and result, named in `language`. */
    async history(userId: number, query: { page: number; size: number }, language: Language): Promise<BetHistory> {
      const rules = await settings.get('sportsbookRules');
      const at = now();
      const { rows, count } = await repository.slipsOf(db, userId, query);
      const selections = await repository.selectionsOf(
        db,
        rows.map((row) => row.id),
        language,
      );
      const cancelsToday = await repository.countCancellationsSince(db, userId, startOfKoreanDay(at));
      const offers = await cashOut.cashOutOffers(rows);
      return {
        total_pages: Math.ceil(count / query.size),
        results: rows.map((slip) => {
          const legs = selections.filter((selection) => selection.slip_id === slip.id);
          const earliest = new Date(Math.min(...legs.map((leg) => leg.start_date.getTime())));
          const cancellable = cancellationBlocker(slip, earliest, cancelsToday, rules, at) === null;
          return toHistoryItem(slip, legs, cancellable, offers.get(slip.id) ?? null);
        }),
      };
    },

    /** Cancels a pending pre-match bet inside the window; the stake comes back through the ledger. */
    async cancel(
      caller: MoneyCaller,
      slipId: number,
    ): Promise<{ id: number; status: 'CANCELLED'; new_balance: number }> {
      const rules = await settings.get('sportsbookRules');
      return wallet.moneyCall(caller, 'cancel-bet', { slipId }, async (trx) => {
        // The member's lock before anything is counted: their cancellations queue here, so each
        // counts the ones committed before it and the daily limit holds against a burst.
        await wallet.lockedBalance(trx, caller.userId, 'cash');
        const slip = await repository.lockSlip(trx, slipId);
        if (!slip || slip.user_id !== caller.userId) throw notFound('베팅을 찾을 수 없습니다.');
        const at = now();
        const blocker = cancellationBlocker(
          slip,
          await repository.earliestKickoff(trx, slipId),
          await repository.countCancellationsSince(trx, caller.userId, startOfKoreanDay(at)),
          rules,
          at,
        );
        if (blocker) throw refuse('not_cancellable', blocker);
        const cash = await wallet.postHouseTransfer(trx, {
          userId: caller.userId,
          account: 'cash',
          amount: slip.stake,
          kind: 'sports_cancel',
          house: HOUSE_ACCOUNTS.sportsbook,
          reference: { type: 'bet_slip', id: slipId },
        });
        await repository.markCancelled(trx, slipId, at);
        events.publish(trx, 'slip.cancelled', { userId: caller.userId, slipId });
        return { id: slipId, status: 'CANCELLED' as const, new_balance: cash };
      });
    },
  };
}
