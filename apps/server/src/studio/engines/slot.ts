import { formatNumber } from '../../lib/format';
import type { RandomStream } from '../fairness';
import { stakeProblem, type BetOf, type Engine } from './engine';
import { classicModel } from './slot-classic';
import { freeSpinsModel } from './slot-free-spins';
import { holdModel } from './slot-hold';
import type { SlotModel, SlotModelId, SlotOutcome } from './slot-model';
import { scatterPaysModel } from './slot-scatter-pays';
import { waysModel } from './slot-ways';

/**
 * The slot engine runs one of five mathematical models per game (slot-*.ts): the catalog gives
 * each slot title its model. The bet is the line bet (coin value); the stake is the line bet
 * times the model's bet multiplier, and every pay is a whole multiple of the line bet.
 */

export const SLOT_MODELS: { readonly [Id in SlotModelId]: SlotModel } = {
  classic: classicModel,
  free_spins: freeSpinsModel,
  ways: waysModel,
  hold_and_win: holdModel,
  scatter_pays: scatterPaysModel,
};

const MIN_LINE_BET = 100;
const MAX_LINE_BET = 10_000;

type SlotBet = BetOf<'slot'>;

/** The engine of one slot model. */
export function slotEngineOf(model: SlotModel): Engine<'slot'> {
  const stake = (bet: SlotBet) => bet.line_bet * model.betMultiplier;
  return {
    engine: 'slot',
    rtpPercent: model.rtpPercent,
    config() {
      return {
        engine: 'slot',
        min_stake: MIN_LINE_BET * model.betMultiplier,
        max_stake: MAX_LINE_BET * model.betMultiplier,
        rules: {
          model: model.id,
          model_name: model.name,
          volatility: model.volatility,
          bet_multiplier: model.betMultiplier,
          ...model.rules(),
          min_line_bet: MIN_LINE_BET,
          max_line_bet: MAX_LINE_BET,
          rtp_percent: model.rtpPercent,
        },
      };
    },
    validate(bet: SlotBet) {
      if (!Number.isSafeInteger(bet.line_bet) || bet.line_bet < MIN_LINE_BET)
        return `최소 라인 베팅은 ${formatNumber(MIN_LINE_BET)}원입니다.`;
      if (bet.line_bet > MAX_LINE_BET) return `최대 라인 베팅은 ${formatNumber(MAX_LINE_BET)}원입니다.`;
      return stakeProblem(stake(bet), MIN_LINE_BET * model.betMultiplier, MAX_LINE_BET * model.betMultiplier);
    },
    stake,
    outcome: (stream: RandomStream, bet: SlotBet) => model.draw(stream, bet.line_bet),
    payout(bet: SlotBet, outcome: SlotOutcome) {
      // The one rounding of the round: recomputed from the symbols (never from the wins an outcome
      // lists), in line bets, then floored once. Pays are whole line bets, so it never rounds today.
      return Math.floor(model.pays(outcome) * bet.line_bet);
    },
  };
}

/** Each model's engine, made once. */
export const SLOT_ENGINES: { readonly [Id in SlotModelId]: Engine<'slot'> } = {
  classic: slotEngineOf(classicModel),
  free_spins: slotEngineOf(freeSpinsModel),
  ways: slotEngineOf(waysModel),
  hold_and_win: slotEngineOf(holdModel),
  scatter_pays: slotEngineOf(scatterPaysModel),
};

/** The engine kind's default: the 20-line game the studio started with, now with free spins. */
export const slotEngine = SLOT_ENGINES.free_spins;
