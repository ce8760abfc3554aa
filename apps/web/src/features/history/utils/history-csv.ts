import { i18n } from '@/lib/i18n/i18n';
import { toCompactDate } from './dates';
import { gameTypeLabel, resultLabel, type HistoryRow } from './history-row';

/** Excel (Korean Windows included) reads a CSV as UTF-8 only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';
const LINE_END = '\r\n';

const CSV_COLUMNS = [
  'date',
  'time',
  'gameName',
  'gameType',
  'player',
  'provider',
  'roundId',
  'stake',
  'win',
  'multiplier',
  'result',
] as const;

/** The header line's names, in the shown language. */
export const csvHeaders = (): string[] => CSV_COLUMNS.map((column) => i18n.t(`history:csv.${column}`));

/**
 * Text a spreadsheet must keep as written: an id of 12+ digits would otherwise show as a number in
 * scientific notation (3.00208E+12). Written as ="…", which Excel, LibreOffice and Google Sheets
 * all show as the text itself.
 */
export interface SpreadsheetText {
  text: string;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces,
 * quotes doubled. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a
 * leading apostrophe, so a team name can never become a formula (a lone "-" placeholder stays as it
 * is); numbers are written as they are; SpreadsheetText is written as ="…" (then quoted).
 */
export function csvField(value: string | number | SpreadsheetText): string {
  if (typeof value === 'number') return String(value);
  let text: string;
  if (typeof value === 'object') text = `="${value.text.replaceAll('"', '')}"`;
  else text = /^[=+\-@\t\r]./s.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(fields: readonly (string | number | SpreadsheetText)[]): string {
  return fields.map(csvField).join(',');
}

/** The rows as a CSV document: BOM, header line in the shown language, CRLF line ends (and a final one). */
export function buildHistoryCsv(rows: readonly HistoryRow[]): string {
  const lines = [
    csvLine(csvHeaders()),
    ...rows.map((row) =>
      csvLine([
        row.date,
        row.time,
        row.gameName,
        gameTypeLabel(row.gameType),
        row.playerName,
        row.provider,
        /^\d+$/.test(row.roundId) ? { text: row.roundId } : row.roundId,
        row.stake,
        row.winAmount,
        row.odds.toFixed(2),
        resultLabel(row.result),
      ]),
    ),
  ];
  return `${UTF8_BOM}${lines.join(LINE_END)}${LINE_END}`;
}

/** "game-history-20240505.csv" for the given day. */
export function historyCsvFileName(now: Date): string {
  return `game-history-${toCompactDate(now)}.csv`;
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns; let go of the data a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
