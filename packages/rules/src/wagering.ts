/**
 * The stake a member must settle before withdrawing after a deposit: the rollover percent of the
 * deposit and its bonus, rounded up to whole won (a requirement never falls short of the rate).
 * Amounts are whole won and the percent a whole number, so the one division is exact enough:
 * a fraction of hundredths never rounds to a whole number below 2^46.
 */
export function wageringRequirement(deposit: number, bonus: number, rolloverPercent: number): number {
  return Math.ceil(((deposit + bonus) * rolloverPercent) / 100);
}
