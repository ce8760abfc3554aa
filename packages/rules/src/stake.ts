// A stake is whole won, typed into the slip's box and sent as text. It is read here once, into an
// integer, and carried as a number after that, so the slip and the server agree on what was typed.

/** The most digits a stake has (the stake box keeps no more, the server refuses more). */
export const STAKE_MAX_DIGITS = 12;

/** The largest stake the box can hold: twelve nines. */
export const LARGEST_STAKE = 10 ** STAKE_MAX_DIGITS - 1;

/** Whether an amount can be a stake at all: whole won, above zero, at most twelve digits. */
export const isStake = (amount: number): boolean => Number.isInteger(amount) && amount > 0 && amount <= LARGEST_STAKE;

/**
 * The digits of a typed amount: surrounding space trimmed, thousands separators (commas) dropped.
 * Null when anything else is there (a sign, a decimal point, a letter) or no digit at all.
 * " 12,000 " → "12000", "12a" → null, "-5" → null, "" → null.
 */
export function amountDigits(text: string): string | null {
  const digits = text.trim().replaceAll(',', '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** The stake a text says, in whole won; null when it is not one (see `amountDigits` and `isStake`). */
export function parseStake(text: string): number | null {
  const digits = amountDigits(text);
  if (digits === null || digits.length > STAKE_MAX_DIGITS) return null;
  const stake = Number(digits);
  return isStake(stake) ? stake : null;
}
