import type { GameEngine } from '@hanpan/contract';
import type { ComponentType } from 'react';
import { BaccaratGame } from './baccarat/baccarat-game';
import { BlackjackGame } from './blackjack/blackjack-game';
import { DiceGame } from './dice/dice-game';
import type { EngineProps } from './engine-props';
import { PowerballGame } from './powerball/powerball-game';
import { RouletteGame } from './roulette/roulette-game';
import { SlotGame } from './slot/slot-game';

const GAMES: Record<GameEngine, ComponentType<EngineProps>> = {
  slot: SlotGame,
  baccarat: BaccaratGame,
  blackjack: BlackjackGame,
  roulette: RouletteGame,
  powerball: PowerballGame,
  dice: DiceGame,
};

/** The game UI of the session's engine. */
export function EngineGame(props: EngineProps) {
  const Game = GAMES[props.config.engine];
  return <Game {...props} />;
}
