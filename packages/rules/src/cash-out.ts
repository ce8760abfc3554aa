import { BASIS_POINTS } from './payout';

// A cash-out buys an open slip back at what it is worth now, less the operator's margin. Its value
// is what the slip pays if it wins, times the chance the legs still open all win at their current
// prices (1.00 / price each). Rounded down once, at the end, in the house's favour.

/** A leg of an open slip: still to play at a current price (or suspended), or settled. */
export type CashOutLeg =
  | { state: 'open'; placedPriceX100: number; currentPriceX100: number; suspended: boolean }
  | { state: 'won'; placedPriceX100: number }
  | { state: 'lost'; placedPriceX100: number }
  | { state: 'void'; placedPriceX100: number };

/** A slip as placed: its stake, legs, multi-folder bonus and the payout it was promised (whole won). */
export type CashOutSlip = { stake: number; legs: CashOutLeg[]; bonusX100: number; potentialPayout: number };

/** The lowest price a leg can have: 1.01. */
const MINIMUM_PRICE_X100 = 101;

function assertSlip(slip: CashOutSlip, marginBp: number): void {
  const wholeAtLeast = (value: number, minimum: number) => Number.isSafeInteger(value) && value >= minimum;
  if (!wholeAtLeast(slip.stake, 1)) throw new RangeError(`stake must be a positive whole number, got ${slip.stake}`);
  if (!wholeAtLeast(slip.potentialPayout, 0)) {
    throw new RangeError(`potential payout must be a whole number, got ${slip.potentialPayout}`);
  }
  if (!wholeAtLeast(slip.bonusX100, 100)) throw new RangeError(`bonus must be x1.00 or more, got ${slip.bonusX100}`);
  if (!wholeAtLeast(marginBp, 0) || marginBp >= BASIS_POINTS) {
    throw new RangeError(`margin must be 0 to ${BASIS_POINTS - 1} basis points, got ${marginBp}`);
  }
  if (slip.legs.length === 0) throw new RangeError('a slip has at least one leg');
  for (const leg of slip.legs) {
    const prices = leg.state === 'open' ? [leg.placedPriceX100, leg.currentPriceX100] : [leg.placedPriceX100];
    if (!prices.every((price) => wholeAtLeast(price, MINIMUM_PRICE_X100))) {
      throw new RangeError(`prices must be whole hundredths of 1.01 or more, got ${prices.join(', ')}`);
    }
  }
}

/**
 * What the operator offers now to close an open sports slip (single or multi, pre-match or
 * in-play), in whole won, or null when none is offered: a leg lost (the slip is lost), a leg
 * suspended (no price to value it at), no leg open (the slip is decided: settlement pays it), or
 * an offer that rounds to nothing.
 *
 * Its fair value is the stake times the price of every won leg and, for every open leg, its
 * placed price over its current price (placed price × win chance now), times the bonus as placed;
 * a void leg counts 1.00 (as at settlement). With every price unchanged it is the stake times the
 * bonus. The offer is that less the margin (basis points, 500 = 5 %), rounded down once, and never
 * more than the potential payout.
 *
 * Throws a RangeError on input no slip can have: amounts or prices not whole, prices under 1.01,
 * a bonus under x1.00, a margin outside 0 to 9,999 bp, no legs.
 */
export function cashOutOffer(slip: CashOutSlip, marginBp: number): number | null {
  assertSlip(slip, marginBp);
  const { legs } = slip;
  if (legs.some((leg) => leg.state === 'lost')) return null;
  const open = legs.filter((leg) => leg.state === 'open');
  if (open.length === 0 || open.some((leg) => leg.suspended)) return null;
  const won = legs.filter((leg) => leg.state === 'won');

  // Valued from the stake, not the potential payout, which was rounded down twice at placement.
  const numerator =
    BigInt(slip.stake) *
    won.reduce((product, leg) => product * BigInt(leg.placedPriceX100), 1n) *
    open.reduce((product, leg) => product * BigInt(leg.placedPriceX100), 1n) *
    BigInt(slip.bonusX100) *
    BigInt(BASIS_POINTS - marginBp);
  const denominator =
    100n ** BigInt(won.length) *
    open.reduce((product, leg) => product * BigInt(leg.currentPriceX100), 1n) *
    100n *
    BigInt(BASIS_POINTS);
  const offer = Math.min(Number(numerator / denominator), slip.potentialPayout);
  return offer > 0 ? offer : null;
}
