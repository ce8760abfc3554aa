import type { GameEngine } from '@hanpan/contract';
import type { ComponentType } from 'react';
import { BlackjackGame } from './blackjack/blackjack-game';
import { DiceGame } from './dice/dice-game';
import { isDrawEngine, type DrawEngine } from './draws/draw-picks';
import type { EngineProps } from './engine-props';
import { PowerballGame } from './powerball/powerball-game';
import { RouletteGame } from './roulette/roulette-game';
import { SlotGame } from './slot/slot-game';

/** The engines played round by round; the scheduled ones have their own pages (games/draws, games/live-baccarat). */
const GAMES: Record<Exclude<GameEngine, DrawEngine | 'baccarat'>, ComponentType<EngineProps>> = {
  slot: SlotGame,
  blackjack: BlackjackGame,
  roulette: RouletteGame,
  powerball: PowerballGame,
  dice: DiceGame,
};

/** The game UI of the session's engine. */
export function EngineGame(props: EngineProps) {
  const { engine } = props.config;
  if (isDrawEngine(engine) || engine === 'baccarat') return null;
  const Game = GAMES[engine];
  return <Game {...props} />;
}
