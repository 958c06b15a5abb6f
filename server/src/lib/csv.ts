import type { FastifyReply } from 'fastify';

/** A cell of an export: text, a KES amount (written with two decimals), or nothing. */
export type CsvCell = string | number | null;

/**
 * A text cell a spreadsheet reads as text, never as a formula: one that starts with = + - @, a tab
 * or a carriage return gets a leading apostrophe (OWASP "CSV injection"); then a cell holding a
 * comma, a quote or a line break is quoted, its quotes doubled (RFC 4180).
 */
export function escapeCsvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV text: CRLF between records, amounts as plain numbers with two decimals. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  const cell = (value: CsvCell) =>
    value === null ? '' : typeof value === 'number' ? value.toFixed(2) : escapeCsvCell(value);
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/**
 * A CSV download. The byte-order mark makes Excel read it as UTF-8 (names and Kiswahili keep
 * their letters); every other spreadsheet skips it.
 */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(`\uFEFF${csv}`);
}
