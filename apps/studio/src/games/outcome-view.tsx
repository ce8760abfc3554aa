import type { RoundBet, RoundOutcome } from '@hanpan/contract';
import { BaccaratOutcomeView } from './baccarat/baccarat-outcome';
import { BlackjackOutcomeView } from './blackjack/blackjack-outcome';
import { DiceOutcomeView } from './dice/dice-outcome';
import { DrawOutcomeView } from './draws/draw-lists';
import { PowerballOutcomeView } from './powerball/powerball-outcome';
import { RouletteOutcomeView } from './roulette/roulette-outcome';
import { SlotFeature } from './slot/slot-feature';
import { SlotReels } from './slot/slot-reels';

/** Any engine's outcome drawn on its own (the verify page), with the bet when it is known. */
export function OutcomeView({ outcome, bet }: { outcome: RoundOutcome; bet?: RoundBet | undefined }) {
  switch (outcome.engine) {
    case 'slot':
      return (
        <div className="flex flex-col gap-2">
          <SlotReels reels={outcome.reels} paylines={[]} wins={outcome.wins} expandedReels={outcome.expanded_reels} />
          <SlotFeature outcome={outcome} />
        </div>
      );
    case 'baccarat':
      return <BaccaratOutcomeView outcome={outcome} />;
    case 'blackjack':
      return <BlackjackOutcomeView outcome={outcome} />;
    case 'roulette':
      return <RouletteOutcomeView number={outcome.number} bets={bet?.engine === 'roulette' ? bet.bets : undefined} />;
    case 'powerball':
      return <PowerballOutcomeView outcome={outcome} />;
    case 'odd_even':
    case 'ladder':
      return <DrawOutcomeView outcome={outcome} />;
    case 'dice':
      return <DiceOutcomeView outcome={outcome} bet={bet?.engine === 'dice' ? bet : undefined} />;
  }
}
