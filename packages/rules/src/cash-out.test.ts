import { describe, expect, it } from 'vitest';
import { cashOutOffer, type CashOutLeg, type CashOutSlip } from './cash-out';

const open = (placedPriceX100: number, currentPriceX100: number): Extract<CashOutLeg, { state: 'open' }> => ({
  state: 'open',
  placedPriceX100,
  currentPriceX100,
  suspended: false,
});
/** A single at 2.00 for 10,000 won, no bonus: it pays 20,000. */
const single = (currentPriceX100: number): CashOutSlip => ({
  stake: 10_000,
  legs: [open(200, currentPriceX100)],
  bonusX100: 100,
  potentialPayout: 20_000,
});

describe('cash-out offer', () => {
  it('values a single at its payout times its win chance now, less the margin, rounded down', () => {
    // 20,000 × 1/1.50 = 13,333.33…; × 95 % = 12,666.66… → 12,666
    expect(cashOutOffer(single(150), 500)).toBe(12_666);
    // 20,000 × 1/4.00 = 5,000; × 95 % = 4,750
    expect(cashOutOffer(single(400), 500)).toBe(4_750);
    // Unchanged at 2.00: the stake back, less the margin.
    expect(cashOutOffer(single(200), 0)).toBe(10_000);
    expect(cashOutOffer(single(200), 500)).toBe(9_500);
  });

  it('counts a won leg at its price, a void leg at 1.00 and the bonus as placed', () => {
    const slip: CashOutSlip = {
      stake: 10_000,
      legs: [{ state: 'won', placedPriceX100: 180 }, { state: 'void', placedPriceX100: 250 }, open(210, 140)],
      bonusX100: 103,
      // 1.80 × 2.50 × 2.10 = 9.45; × 1.03 = 9.7335 → 9.73
      potentialPayout: 97_300,
    };
    // 10,000 × 1.80 × 1.00 × 2.10/1.40 × 1.03 = 27,810; × 95 % = 26,419.5 → 26,419
    expect(cashOutOffer(slip, 500)).toBe(26_419);
  });

  it('never offers more than the potential payout, which placement rounded down', () => {
    const slip: CashOutSlip = {
      stake: 10_000,
      legs: [{ state: 'won', placedPriceX100: 102 }, open(129, 101)],
      bonusX100: 103,
      // 1.02 × 1.29 = 1.3158 → 1.31; × 1.03 = 1.3493 → 1.34
      potentialPayout: 13_400,
    };
    // 10,000 × 1.02 × 1.29/1.01 × 1.03 = 13,418.55…, over the 13,400 promised
    expect(cashOutOffer(slip, 0)).toBe(13_400);
    // × 99 % = 13,284.36… → 13,284
    expect(cashOutOffer(slip, 100)).toBe(13_284);
  });

  it('offers nothing on a lost, suspended or decided slip, or an offer that rounds to nothing', () => {
    expect(cashOutOffer({ ...single(150), legs: [{ state: 'lost', placedPriceX100: 150 }, open(200, 150)] }, 500)).toBe(
      null,
    );
    expect(cashOutOffer({ ...single(150), legs: [{ ...open(200, 150), suspended: true }] }, 500)).toBeNull();
    expect(cashOutOffer({ ...single(150), legs: [{ state: 'won', placedPriceX100: 200 }] }, 500)).toBeNull();
    expect(cashOutOffer({ ...single(150), legs: [{ state: 'void', placedPriceX100: 200 }] }, 500)).toBeNull();
    // 1 won at 2.00, now 50.00: 0.04 won
    expect(cashOutOffer({ stake: 1, legs: [open(200, 5_000)], bonusX100: 100, potentialPayout: 2 }, 0)).toBeNull();
  });

  it('refuses input no slip can have', () => {
    expect(() => cashOutOffer({ ...single(150), stake: 0 }, 500)).toThrow(RangeError);
    expect(() => cashOutOffer({ ...single(150), stake: 10.5 }, 500)).toThrow(RangeError);
    expect(() => cashOutOffer({ ...single(150), potentialPayout: -1 }, 500)).toThrow(RangeError);
    expect(() => cashOutOffer({ ...single(150), bonusX100: 99 }, 500)).toThrow(RangeError);
    expect(() => cashOutOffer({ ...single(150), legs: [] }, 500)).toThrow(RangeError);
    expect(() => cashOutOffer(single(100), 500)).toThrow(RangeError);
    expect(() => cashOutOffer(single(150.5), 500)).toThrow(RangeError);
    expect(() => cashOutOffer({ ...single(150), legs: [{ state: 'won', placedPriceX100: 100 }] }, 500)).toThrow(
      RangeError,
    );
    expect(() => cashOutOffer(single(150), -1)).toThrow(RangeError);
    expect(() => cashOutOffer(single(150), 10_000)).toThrow(RangeError);
    expect(() => cashOutOffer(single(150), 2.5)).toThrow(RangeError);
  });
});
