import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOutOffer, type CashOutLeg, type CashOutSlip } from './cash-out';
import { boostedOddsX100, combinedOddsX100, payoutAt } from './odds';
import { BASIS_POINTS } from './payout';

/** A price in hundredths, 1.01 to 20.00 (six of them, boosted, times the largest stake, pay a safe integer). */
const price = fc.integer({ min: 101, max: 2_000 });
const openLeg = fc.record({
  state: fc.constant('open' as const),
  placedPriceX100: price,
  currentPriceX100: price,
  suspended: fc.constant(false),
});
const settledLeg = fc.record({ state: fc.constantFrom('won' as const, 'void' as const), placedPriceX100: price });
/** Legs in any order, at least one of them open and none suspended: a slip that is offered. */
const legs = fc
  .tuple(fc.array(openLeg, { minLength: 1, maxLength: 3 }), fc.array(settledLeg, { maxLength: 2 }))
  .chain(([open, settled]) =>
    fc.shuffledSubarray<CashOutLeg>([...open, ...settled], { minLength: open.length + settled.length }),
  );
const stake = fc.integer({ min: 1, max: 1_000_000 });
const bonus = fc.integer({ min: 100, max: 120 });
const margin = fc.integer({ min: 0, max: BASIS_POINTS - 1 });

/** What placement promised for these legs (the server's own arithmetic). */
const potentialPayoutOf = (stakeAmount: number, placed: CashOutLeg[], bonusX100: number) =>
  payoutAt(stakeAmount, boostedOddsX100(combinedOddsX100(placed.map((leg) => leg.placedPriceX100)), bonusX100));
const slip = fc.record({ stake, legs, bonusX100: bonus }).map((terms): CashOutSlip => ({
  ...terms,
  potentialPayout: potentialPayoutOf(terms.stake, terms.legs, terms.bonusX100),
}));

/** No offer counts as nothing, so offers compare as amounts. */
const amount = (offer: number | null) => offer ?? 0;
const openIndexes = (all: CashOutLeg[]) => all.flatMap((leg, index) => (leg.state === 'open' ? [index] : []));
type OpenLeg = Extract<CashOutLeg, { state: 'open' }>;
/**
 * The slip with its won legs gone and its open legs back at their placed prices: what is left to
 * play is worth what it was staked at.
 */
const atPlacedPrices = (terms: CashOutSlip): CashOutSlip => {
  const unchanged = terms.legs
    .filter((leg) => leg.state !== 'won')
    .map((leg) => (leg.state === 'open' ? { ...leg, currentPriceX100: leg.placedPriceX100 } : leg));
  return { ...terms, legs: unchanged, potentialPayout: potentialPayoutOf(terms.stake, unchanged, terms.bonusX100) };
};
const replaced = (all: CashOutLeg[], at: number, leg: CashOutLeg) =>
  all.map((each, index) => (index === at ? leg : each));

describe('cash-out offer properties', () => {
  it('is a positive whole amount, never more than the potential payout, even one promised lower', () => {
    fc.assert(
      fc.property(slip, margin, fc.nat(2_000_000), (terms, marginBp, lower) => {
        for (const potentialPayout of [terms.potentialPayout, Math.min(lower, terms.potentialPayout)]) {
          const offer = cashOutOffer({ ...terms, potentialPayout }, marginBp);
          if (offer === null) continue;
          expect(Number.isSafeInteger(offer) && offer > 0).toBe(true);
          expect(offer).toBeLessThanOrEqual(potentialPayout);
        }
      }),
    );
  });

  it('never falls when an open leg shortens (is likelier to win)', () => {
    fc.assert(
      fc.property(slip, margin, fc.nat(), fc.integer({ min: 1, max: 1_899 }), (terms, marginBp, pick, shortening) => {
        const at = openIndexes(terms.legs)[pick % openIndexes(terms.legs).length]!;
        const leg = terms.legs[at] as OpenLeg;
        const shorter = { ...leg, currentPriceX100: Math.max(101, leg.currentPriceX100 - shortening) };
        const after = cashOutOffer({ ...terms, legs: replaced(terms.legs, at, shorter) }, marginBp);
        expect(amount(after)).toBeGreaterThanOrEqual(amount(cashOutOffer(terms, marginBp)));
      }),
    );
  });

  it('never rises with a larger margin', () => {
    fc.assert(
      fc.property(slip, margin, margin, (terms, one, other) => {
        const [smaller, larger] = one <= other ? [one, other] : [other, one];
        expect(amount(cashOutOffer(terms, larger))).toBeLessThanOrEqual(amount(cashOutOffer(terms, smaller)));
      }),
    );
  });

  it('is none while any open leg is suspended, or once any leg is lost', () => {
    fc.assert(
      fc.property(slip, margin, fc.nat(), fc.nat(), price, (terms, marginBp, pick, position, lostPrice) => {
        const at = openIndexes(terms.legs)[pick % openIndexes(terms.legs).length]!;
        const suspended = { ...terms.legs[at]!, suspended: true } as CashOutLeg;
        expect(cashOutOffer({ ...terms, legs: replaced(terms.legs, at, suspended) }, marginBp)).toBeNull();
        const withLost = [...terms.legs];
        withLost.splice(position % (withLost.length + 1), 0, { state: 'lost', placedPriceX100: lostPrice });
        expect(cashOutOffer({ ...terms, legs: withLost }, marginBp)).toBeNull();
      }),
    );
  });

  it('is none once no leg is open: the slip is decided', () => {
    fc.assert(
      fc.property(
        stake,
        fc.array(settledLeg, { minLength: 1, maxLength: 5 }),
        bonus,
        margin,
        (amountStaked, settled, bonusX100, marginBp) => {
          const potentialPayout = potentialPayoutOf(amountStaked, settled, bonusX100);
          expect(cashOutOffer({ stake: amountStaked, legs: settled, bonusX100, potentialPayout }, marginBp)).toBeNull();
        },
      ),
    );
  });

  it('at unchanged prices and no margin is the stake times the bonus, rounded down, void legs or not', () => {
    fc.assert(
      fc.property(slip, (terms) => {
        expect(cashOutOffer(atPlacedPrices(terms), 0)).toBe(Math.floor((terms.stake * terms.bonusX100) / 100));
      }),
    );
  });

  it('is a k-th of that, rounded down, once an open leg drifts to k times its price (k times less likely)', () => {
    fc.assert(
      fc.property(slip, fc.nat(), fc.integer({ min: 2, max: 10 }), (terms, pick, times) => {
        const placed = atPlacedPrices(terms);
        const at = openIndexes(placed.legs)[pick % openIndexes(placed.legs).length]!;
        const leg = placed.legs[at] as OpenLeg;
        const drifted = { ...leg, currentPriceX100: leg.placedPriceX100 * times };
        const offer = cashOutOffer({ ...placed, legs: replaced(placed.legs, at, drifted) }, 0);
        expect(amount(offer)).toBe(Math.floor((terms.stake * terms.bonusX100) / (100 * times)));
      }),
    );
  });

  it('is at least as much with a leg won as with that leg still open', () => {
    fc.assert(
      fc.property(slip, margin, fc.nat(), openLeg, (terms, marginBp, position, leg) => {
        const at = position % (terms.legs.length + 1);
        const withLeg = (added: CashOutLeg) => [...terms.legs.slice(0, at), added, ...terms.legs.slice(at)];
        const slipWith = (added: CashOutLeg) => ({
          ...terms,
          legs: withLeg(added),
          potentialPayout: potentialPayoutOf(terms.stake, withLeg(added), terms.bonusX100),
        });
        const won = cashOutOffer(slipWith({ state: 'won', placedPriceX100: leg.placedPriceX100 }), marginBp);
        expect(amount(won)).toBeGreaterThanOrEqual(amount(cashOutOffer(slipWith(leg), marginBp)));
      }),
    );
  });
});
