import { SETTLEMENT, type MultiFolderBonus } from '@hanpan/contract';
import { bonusMultiplierX100, cappedPayout } from '@hanpan/rules';

/**
 * Settlement rules: what each bet of a finished fixture earns, and what a slip pays. Pure
 * functions of the final score and the prices, so the worker, the tests and a resettlement all
 * agree.
 */

export type FinalScore = { home: number; away: number };
export type BetToSettle = { marketTypeId: number; name: string; line: string | null; baseLine: string | null };

type Half = typeof SETTLEMENT.won | typeof SETTLEMENT.lost | typeof SETTLEMENT.refund;

/** A margin bet on a whole or half line: above zero wins, zero refunds, below loses. */
const byMargin = (margin: number): Half =>
  margin > 0 ? SETTLEMENT.won : margin < 0 ? SETTLEMENT.lost : SETTLEMENT.refund;

/** A quarter line is half the stake on each neighbouring line; the halves combine. */
function onLine(line: number, settleAt: (line: number) => Half): number {
  if (Math.abs((line * 4) % 2) !== 1) return settleAt(line);
  const [low, high] = [settleAt(line - 0.25), settleAt(line + 0.25)];
  if (low === high) return low;
  const results = new Set([low, high]);
  if (results.has(SETTLEMENT.won) && results.has(SETTLEMENT.refund)) return SETTLEMENT.halfWon;
  if (results.has(SETTLEMENT.lost) && results.has(SETTLEMENT.refund)) return SETTLEMENT.halfLost;
  throw new Error(`quarter line ${line} cannot both win and lose`);
}

const outcome = (won: boolean) => (won ? SETTLEMENT.won : SETTLEMENT.lost);

export function settleBet(bet: BetToSettle, score: FinalScore): number {
  const { home, away } = score;
  const total = home + away;
  switch (bet.marketTypeId) {
    case 1: // 1X2
    case 52: // 12: the final score includes any extra time
      return outcome(
        (bet.name === '1' && home > away) || (bet.name === 'X' && home === away) || (bet.name === '2' && away > home),
      );
    case 2: {
      const line = Number(bet.line);
      return onLine(line, (at) => byMargin(bet.name === 'Over' ? total - at : at - total));
    }
    case 3: {
      // `line` is from the selection's side: the home bet adds it to home's margin, the away bet to away's.
      const line = Number(bet.line);
      const margin = bet.name === '1' ? home - away : away - home;
      return onLine(line, (at) => byMargin(margin + at));
    }
    case 6: {
      if (bet.name === 'Any Other Score') return outcome(home > 4 || away > 4);
      const [h, a] = bet.name.split('-').map(Number);
      return outcome(h === home && a === away);
    }
    case 7:
      return outcome(
        (bet.name === '1X' && home >= away) ||
          (bet.name === '12' && home !== away) ||
          (bet.name === 'X2' && away >= home),
      );
    case 17:
      return outcome((home > 0 && away > 0) === (bet.name === 'Yes'));
    case 5:
      return outcome((total % 2 === 1) === (bet.name === 'Odd'));
    default:
      throw new Error(`no settlement rule for market type ${bet.marketTypeId}`);
  }
}

/** A leg's factor on the stake in thousandths: won pays the price, half won half of it, void 1.00. */
export function legFactorX1000(settlement: number, priceX100: number): bigint {
  switch (settlement) {
    case SETTLEMENT.won:
      return BigInt(priceX100 * 10);
    case SETTLEMENT.halfWon:
      return BigInt(priceX100 * 5 + 500);
    case SETTLEMENT.refund:
    case SETTLEMENT.cancelled:
      return 1000n;
    case SETTLEMENT.halfLost:
      return 500n;
    case SETTLEMENT.lost:
      return 0n;
    default:
      throw new Error(`unknown settlement ${settlement}`);
  }
}

const isVoid = (settlement: number) => settlement === SETTLEMENT.refund || settlement === SETTLEMENT.cancelled;

export type SlipLeg = { settlement: number; priceX100: number };
export type SlipOutcome = { status: 'WON' | 'LOST' | 'REFUNDED'; payout: number };

/**
 * What a slip pays once every leg is settled: LOST if any leg lost; REFUNDED (the stake) if every
 * leg is void; otherwise the stake times the settled factors, times the multi-folder bonus if the
 * legs still in play still earn it (never more than was promised at placement), capped.
 */
export function settleSlip(
  slip: { stake: number; bonusMultiplierX100: number },
  legs: SlipLeg[],
  bonusRules: MultiFolderBonus,
  maximumPayout: number,
): SlipOutcome {
  if (legs.some((leg) => leg.settlement === SETTLEMENT.lost)) return { status: 'LOST', payout: 0 };
  if (legs.every((leg) => isVoid(leg.settlement))) return { status: 'REFUNDED', payout: slip.stake };
  const live = legs.filter((leg) => !isVoid(leg.settlement));
  const earned = bonusMultiplierX100(
    live.map((leg) => leg.priceX100),
    bonusRules,
  );
  const bonusX100 = BigInt(Math.min(slip.bonusMultiplierX100, earned));
  const factor = legs.reduce((product, leg) => product * legFactorX1000(leg.settlement, leg.priceX100), 1n);
  const scale = 1000n ** BigInt(legs.length) * 100n;
  const payout = Number((BigInt(slip.stake) * factor * bonusX100) / scale);
  return { status: 'WON', payout: cappedPayout(payout, maximumPayout) };
}
