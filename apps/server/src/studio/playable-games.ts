import type { RoundBet, RoundOutcome, StudioGame } from '@hanpan/contract';
import { artVersion } from '../art/game-art';
import { slotSymbolsSvg } from '../art/slot-symbols';
import { AppError } from '../lib/errors';
import { findStudioGame, slotModelOf } from './catalog';
import { ENGINES } from './engines';
import { EngineRuleError, type Engine } from './engines/engine';
import { SLOT_ENGINES } from './engines/slot';
import type { RandomStream } from './fairness';

const gameNotFound = () => new AppError(404, 'game_not_found', '게임을 찾을 수 없습니다.');

/** The engine of a game, typed loosely: bets are checked against it before use. */
export type AnyEngine = {
  config: Engine<'slot'>['config'];
  validate(bet: RoundBet): string | null;
  stake(bet: RoundBet): number;
  outcome(stream: RandomStream, bet: RoundBet): RoundOutcome;
  payout(bet: RoundBet, outcome: RoundOutcome): number;
};

/** The catalog's game of this slug and its engine, or 404. */
export function playable(slug: string) {
  const game = findStudioGame(slug);
  if (!game) throw gameNotFound();
  // A slot title runs its own model's engine; every other game its engine kind's.
  const model = slotModelOf(slug);
  const engine = model ? SLOT_ENGINES[model] : ENGINES[game.engine];
  return { game, engine: engine as unknown as AnyEngine };
}

/** The engine's outcome of a bet; a bet the draw makes impossible (a blackjack decision the hand does not allow) is a 422. */
export function drawOutcome(engine: AnyEngine, stream: RandomStream, bet: RoundBet): RoundOutcome {
  try {
    return engine.outcome(stream, bet);
  } catch (error) {
    if (error instanceof EngineRuleError) throw new AppError(422, 'invalid_action', error.message);
    throw error;
  }
}

/** The bet must be of the game's engine and within its rules and limits. */
export function checkedBet(slug: string, bet: RoundBet) {
  const { game, engine } = playable(slug);
  if (bet.engine !== game.engine) throw new AppError(422, 'invalid_bet', '이 게임에서 할 수 없는 베팅입니다.');
  const problem = engine.validate(bet);
  if (problem) throw new AppError(422, 'invalid_bet', problem);
  return { game, engine };
}

export function studioGame(slug: string): StudioGame {
  const { game, engine } = playable(slug);
  return {
    slug: game.slug,
    name: game.name,
    title: game.title,
    category: game.category,
    provider_name: game.provider_name,
    color: game.color,
    rtp_percent: game.rtp_percent,
    config: engine.config(),
    symbol_sheet: game.category === 'slots' ? `/studio/api/games/${game.slug}/symbols.svg?v=${artVersion(game)}` : null,
  };
}

/** A slot title's themed symbols (art/slot-symbols.ts); 404 for a title that is no slot. */
export function slotSymbolSheet(slug: string): string {
  const { game } = playable(slug);
  if (game.category !== 'slots') throw gameNotFound();
  return slotSymbolsSvg(game);
}
