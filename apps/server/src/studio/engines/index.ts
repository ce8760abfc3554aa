import type { GameEngine } from '@hanpan/contract';
import { baccaratEngine } from './baccarat';
import { blackjackEngine } from './blackjack';
import { diceEngine } from './dice';
import type { Engine } from './engine';
import { ladderEngine } from './ladder';
import { oddEvenEngine } from './odd-even';
import { powerballEngine } from './powerball';
import { rouletteEngine } from './roulette';
import { slotEngine } from './slot';

/** Every engine by its kind. */
export const ENGINES: { [E in GameEngine]: Engine<E> } = {
  slot: slotEngine,
  baccarat: baccaratEngine,
  blackjack: blackjackEngine,
  roulette: rouletteEngine,
  powerball: powerballEngine,
  dice: diceEngine,
  odd_even: oddEvenEngine,
  ladder: ladderEngine,
};
