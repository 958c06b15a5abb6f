import type { FastifyReply } from 'fastify';

/**
 * CSV for people to open in a spreadsheet (RFC 4180, CRLF lines). A cell a spreadsheet would run
 * as a formula (starting with = + - @, a tab or a carriage return) is prefixed with a quote
 * mark, so it shows as the text it is; cells with commas, quotes or line breaks are quoted.
 */
export function escapeCsvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the header first) as one CSV text. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `${rows.map((row) => row.map(escapeCsvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * A CSV answer: downloaded under `fileName`, never cached (it carries personal data). The UTF-8
 * byte-order mark lets a spreadsheet read names with accents as they are.
 */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(`\uFEFF${csv}`);
}
