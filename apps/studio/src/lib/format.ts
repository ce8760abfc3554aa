const wholeNumber = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** 1234567 → "1,234,567원" */
export function formatWon(amountWon: number): string {
  return `${wholeNumber.format(amountWon)}원`;
}

/** Hundredths as a two-decimal number: 4950 → "49.50". */
export function formatHundredths(value: number): string {
  return (value / 100).toFixed(2);
}
