const KST_OFFSET_MS = 9 * 3_600_000;

/** An instant as a `datetime-local` value in Korean time (`2026-12-01T10:00`). */
export function toKoreanInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + KST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Korean time, as the API takes it (`2026-12-01T10:00:00+09:00`); empty stays empty. */
export function fromKoreanInput(value: string): string {
  return value ? `${value}:00+09:00` : '';
}
