import type { AdminPaybackRow, Language } from '@hanpan/contract';
import { buildCsv } from '../../lib/csv';

/** A week's paybacks as the back office exports them (largest first), in `language`. */
export function paybacksCsv(weekStart: string, rows: readonly AdminPaybackRow[], language: Language): string {
  return buildCsv(
    ['주', '아이디', '닉네임', '등급', '순손실', '비율(%)', '페이백', '지급일시'],
    rows.map((row) => [
      weekStart,
      row.username,
      row.nickname,
      row.level.name,
      row.net_loss,
      row.rate_percent,
      row.amount,
      row.credited_at,
    ]),
    language,
  );
}
