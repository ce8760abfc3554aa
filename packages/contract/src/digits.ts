/**
 * An integer with its thousands grouped by commas ("1,000,000"), as the schemas' Korean messages
 * write limits. Not `toLocaleString('ko-KR')`: that built an Intl formatter per message while the
 * contract loads, a cost every page that loads it paid before its first render.
 */
export function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
