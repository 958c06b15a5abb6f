import {
  formatDay,
  formatDayTime,
  formatKesFigure,
  formatKsh,
  formatMonth,
  REPORT_MSG as T,
} from '@safestay/contracts';
import { toKes } from '../../lib/money';
import { ensureSpace, field, MUTED, rule, section, startDocument } from '../../lib/pdf-document';
import type { IncomeReport } from './rental-income';

/**
 * The month's Monthly Rental Income as a PDF for filing on iTax: the figures, the rate and its date,
 * and every unit's rent received with the tenant's whole PIN (docs/reports.md).
 */
export async function renderRentalIncomePdf(report: IncomeReport, issuedAt = new Date()): Promise<Buffer> {
  const month = `${report.year}-${String(report.month).padStart(2, '0')}`;
  const { doc, done, left, width } = await startDocument(T.mriTitle, T.period, formatMonth(month), issuedAt);
  doc.font('Body').fontSize(10).fillColor(MUTED).text(T.mriSubtitle, left, doc.y, { width });
  section(doc, T.landlord);
  field(doc, T.landlord, report.landlord.name);
  field(doc, T.landlordPin, report.landlord.kraPin ?? T.notSet);
  field(doc, T.properties, placeText(report.propertyNames));
  section(doc, T.period);
  field(doc, T.gross, formatKsh(report.gross), true);
  field(doc, T.rate, T.rateSince(report.rate, formatDay(report.rateFrom)));
  field(doc, T.tax, formatKsh(report.tax));
  field(doc, T.taxWithheld, formatKsh(report.taxWithheld));
  field(doc, T.taxDue, formatKsh(report.taxDue), true);
  field(doc, T.dueDate, formatDay(report.dueDate), true);
  const notes = [
    report.grossCents === 0 ? T.nilMonth : null,
    report.band === 'below' ? T.bandBelow(report.yearToDate) : null,
    report.band === 'above' ? T.bandAbove(report.yearToDate) : null,
  ].filter((n): n is string => n !== null);
  for (const note of notes)
    doc
      .font('Bold')
      .fontSize(10)
      .fillColor('#111827')
      .text(note, left, doc.y + 4, { width });

  if (report.lines.length > 0) {
    section(doc, T.lines);
    const cols = [left, left + 130, left + 200, left + 345, left + 430];
    const right = left + width;
    const header = () => {
      const y = doc.y;
      doc.font('Bold').fontSize(9).fillColor(MUTED);
      doc.text(T.property, cols[0], y, { width: cols[1] - cols[0] - 5 });
      doc.text(T.unit, cols[1], y, { width: cols[2] - cols[1] - 5 });
      doc.text(T.tenant, cols[2], y, { width: cols[3] - cols[2] - 5 });
      doc.text(T.tenantPin, cols[3], y, { width: cols[4] - cols[3] - 5 });
      doc.text(T.received, cols[4], y, { width: right - cols[4], align: 'right' });
      rule(doc, y + 14);
    };
    header();
    const row = (cells: string[], bold = false) => {
      if (ensureSpace(doc, 30)) header();
      const y = doc.y;
      doc
        .font(bold ? 'Bold' : 'Body')
        .fontSize(9)
        .fillColor('#111827');
      let bottom = y + 12;
      cells.slice(0, 4).forEach((cell, i) => {
        doc.text(cell, cols[i], y, { width: (cols[i + 1] as number) - (cols[i] as number) - 5 });
        bottom = Math.max(bottom, doc.y);
      });
      doc.text(cells[4] as string, cols[4], y, { width: right - (cols[4] as number), align: 'right' });
      doc.y = bottom + 4;
    };
    for (const l of report.lines) {
      row([l.property, l.unit, l.tenantName, l.tenantKraPin ?? '', formatKesFigure(toKes(l.receivedCents))]);
    }
    row(['', '', T.total, '', formatKesFigure(report.gross)], true);
  }
  doc.moveDown(1);
  doc.font('Body').fontSize(8).fillColor(MUTED).text(T.finalTax, left, doc.y, { width });
  doc.text(T.drawnAt(formatDayTime(report.drawnAt)), left, doc.y + 4, { width });
  doc.end();
  return done;
}

/** The buildings a document is about: one name, or "all N buildings you own". */
export function placeText(names: string[]): string {
  return names.length === 1 ? (names[0] as string) : T.allBuildings(names.length);
}
