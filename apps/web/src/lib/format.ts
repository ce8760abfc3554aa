const wholeNumber = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** 1234567 → "1,234,567" */
export function formatNumber(value: number): string {
  return wholeNumber.format(value);
}

/** 1234567 → "1,234,567원" */
export function formatWon(amountWon: number): string {
  return `${formatNumber(amountWon)}원`;
}
