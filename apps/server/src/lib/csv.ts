import { translateLabel, type Language } from '@hanpan/contract';
import type { FastifyReply } from 'fastify';

/** Excel (Korean Windows included) reads a CSV as UTF-8 only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';
const LINE_END = '\r\n';

/**
 * One CSV field (RFC 4180), as the member site's history CSV writes it: quoted when it holds a
 * comma, a quote, a line break or edge spaces; text a spreadsheet would run as a formula gets a
 * leading apostrophe, so text typed by an operator or a member can never become one.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]./s.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * BOM, header line, CRLF line ends (and a final one). The headings, written in Korean, are put in
 * `language` (the request's); the rows come as they should read, coded values already labelled.
 */
export function buildCsv(
  headers: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
  language: Language,
): string {
  const headings = headers.map((heading) => translateLabel(heading, language));
  const lines = [headings, ...rows].map((fields) => fields.map(csvField).join(','));
  return `${UTF8_BOM}${lines.join(LINE_END)}${LINE_END}`;
}

/** Answers with `csv` as a file download named `fileName` (every back-office list's `format=csv`). */
export const sendCsvFile = (reply: FastifyReply, fileName: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
