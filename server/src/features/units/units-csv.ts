/** One record of a CSV text: its cells, trimmed, and the line of the text it starts on. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * CSV as spreadsheets write it (RFC 4180): cells separated by commas, records by CRLF, LF or CR.
 * A cell that starts with a double quote runs to the closing one and may hold commas, line
 * breaks and `""` for a quote; a line break inside one becomes a space, as a unit's label is one
 * line. A leading byte-order mark (Excel's "CSV UTF-8") is dropped. A quote left open swallows
 * the rest of the file, so it is refused with the line it opened on.
 */
export function parseCsv(text: string): { records: CsvRecord[] } | { openQuoteLine: number } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let quoteLine = 0;
  let line = 1;
  let start = 1;
  const endCell = () => {
    cells.push(cell.replace(/\s*(\r\n|\r|\n)\s*/g, ' ').trim());
    cell = '';
  };
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      } else {
        if (ch === '\n' || (ch === '\r' && source[i + 1] !== '\n')) line += 1;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      // Only a quote that opens a cell quotes it: `5" pipe` is a label with a quote in it.
      quoted = true;
      quoteLine = line;
      cell = '';
    } else if (ch === ',') {
      endCell();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i += 1;
      endCell();
      records.push({ line: start, cells });
      cells = [];
      line += 1;
      start = line;
    } else {
      cell += ch;
    }
  }
  if (quoted) return { openQuoteLine: quoteLine };
  endCell();
  records.push({ line: start, cells });
  return { records };
}

// Shillings as a spreadsheet or a person writes them: 25000, 25,000, 25,000.50, KES 25,000,
// Ksh. 25,000, KShs 25,000/= (a Kenyan way to say "no cents"). Groups of three only: 2,50,000
// and 25.000 are refused rather than guessed at.
// A minus sign is kept, so a negative amount is told the form's rule ("cannot be negative").
const AMOUNT = /^(-?)\s*(?:(?:kes|kshs?)\.?\s*)?(-?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(?:\s*\/[=-])?$/i;

/** An amount cell as plain shillings (`25000.50`), '' when blank, or null when it is not an amount. */
export function csvAmount(cell: string): string | null {
  if (cell === '') return '';
  const match = AMOUNT.exec(cell);
  if (!match) return null;
  const sign = match[1] || match[2] ? '-' : '';
  return `${sign}${match[3].replaceAll(',', '')}${match[4] ?? ''}`;
}
