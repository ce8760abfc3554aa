// Apart from format.ts, which the first page load carries: only pages with dates need this.

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time → "yyyy-MM-dd HH:mm" in the browser's time zone; "-" for a missing or unreadable one. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
