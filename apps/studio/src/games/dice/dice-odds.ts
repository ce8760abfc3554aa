/** The roll is 0.00 to 99.99: ten thousand equally likely hundredths. */
const ROLLS = 10_000;
/** The multiplier is 99 / chance (in percent): a 1% edge. */
const RETURN_PERCENT = 99;

/** Win chance in percent: a roll strictly under (or over) the target wins. */
export function diceWinChance(target: number, direction: 'under' | 'over'): number {
  const winningRolls = direction === 'under' ? target : ROLLS - 1 - target;
  return (winningRolls / ROLLS) * 100;
}

export function diceMultiplier(target: number, direction: 'under' | 'over'): number {
  return RETURN_PERCENT / diceWinChance(target, direction);
}

export function diceRollWins(roll: number, target: number, direction: 'under' | 'over'): boolean {
  return direction === 'under' ? roll < target : roll > target;
}
