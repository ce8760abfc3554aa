import { createContext, useContext } from 'react';

export interface BetSelection {
  /** Bet ids in the cart. */
  selectedIds: ReadonlySet<number>;
  toggle: (betId: number) => void;
}

const noSelection: BetSelection = { selectedIds: new Set(), toggle: () => undefined };

/** Lets every bet button (list cards and the detail panel) read and change the one cart. */
export const BetSelectionContext = createContext<BetSelection>(noSelection);

export const useBetSelection = () => useContext(BetSelectionContext);
