import type { BlackjackAction, PlayedRound, RoundBet, StudioGame } from '@hanpan/contract';

/** What every engine's game UI gets from the play page. */
export interface EngineProps {
  config: StudioGame['config'];
  /** The title's themed slot symbols (`StudioGame.symbol_sheet`). */
  symbolSheet?: string | null;
  /** A round is in flight: controls are locked. */
  busy: boolean;
  /** The last round played in this session, to draw its outcome. */
  lastRound: PlayedRound | null;
  onPlay: (bet: RoundBet) => void;
  /** A decision in the open round (`lastRound`, blackjack): sent as its next step. */
  onDecide: (action: BlackjackAction) => void;
}

/** The outcome of a given engine out of a played round, or null when it is another engine's. */
export function outcomeOf<E extends PlayedRound['outcome']['engine']>(
  round: PlayedRound | null,
  engine: E,
): Extract<PlayedRound['outcome'], { engine: E }> | null {
  if (!round || round.outcome.engine !== engine) return null;
  return round.outcome as Extract<PlayedRound['outcome'], { engine: E }>;
}
