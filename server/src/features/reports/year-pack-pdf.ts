import { formatDay, formatKesFigure, formatMonth, REPORT_MSG as T } from '@safestay/contracts';
import { toKes } from '../../lib/money';
import { type Doc, ensureSpace, field, MUTED, rule, section, startDocument } from '../../lib/pdf-document';
import { placeText } from './rental-income-pdf';
import type { YearPack } from './year-pack';

/** A table: column titles, their left edges, and the first column of figures (right-aligned from there on). */
function table(doc: Doc, titles: string[], edges: number[], figuresFrom: number) {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const xs = edges.map((e) => left + e);
  const draw = (cells: string[], bold: boolean, muted = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'Bold' : 'Body')
      .fontSize(9)
      .fillColor(muted ? MUTED : '#111827');
    let bottom = y + 12;
    cells.forEach((cell, i) => {
      const x = xs[i] as number;
      const end = i + 1 < xs.length ? (xs[i + 1] as number) - 5 : right;
      doc.text(cell, x, y, { width: end - x, align: i >= figuresFrom ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 3;
  };
  const header = () => {
    const y = doc.y;
    draw(titles, true, true);
    rule(doc, Math.max(doc.y, y + 14));
  };
  header();
  return (cells: string[], bold = false) => {
    if (ensureSpace(doc, 28)) header();
    draw(cells, bold);
  };
}

const kes = (cents: number) => formatKesFigure(toKes(cents));

/** The year pack: collected per month, rent roll per unit, the twelve MRI lines, arrears at year end. */
export async function renderYearPackPdf(pack: YearPack, issuedAt = new Date()): Promise<Buffer> {
  const { doc, done, left, width } = await startDocument(T.yearPackTitle, T.yearLabel, String(pack.year), issuedAt);
  field(doc, T.landlord, pack.landlord.name);
  field(doc, T.landlordPin, pack.landlord.kraPin ?? T.notSet);
  field(doc, T.properties, placeText(pack.properties));

  section(doc, T.collectedPerMonth);
  const collected = table(doc, [T.month, T.collected], [0, 250], 1);
  for (const m of pack.collected) collected([formatMonth(m.month), kes(m.cents)]);
  collected([T.total, kes(pack.collected.reduce((sum, m) => sum + m.cents, 0))], true);

  section(doc, T.rentRoll);
  if (pack.rentRoll.length === 0) doc.font('Body').fontSize(9).text(T.nothingYet, left, doc.y, { width });
  else {
    const roll = table(doc, [T.property, T.unit, T.tenant, T.rentCharged, T.rentReceived], [0, 120, 185, 330, 415], 3);
    for (const l of pack.rentRoll) roll([l.property, l.unit, l.tenantName, kes(l.chargedCents), kes(l.receivedCents)]);
    roll(
      [
        T.total,
        '',
        '',
        kes(pack.rentRoll.reduce((s, l) => s + l.chargedCents, 0)),
        kes(pack.rentRoll.reduce((s, l) => s + l.receivedCents, 0)),
      ],
      true,
    );
  }

  section(doc, T.mriLines);
  const mri = table(
    doc,
    [T.month, T.gross, T.rate, T.tax, T.taxWithheld, T.taxDue, T.dueDate],
    [0, 85, 175, 215, 280, 355, 430],
    1,
  );
  for (const m of pack.mri) {
    mri([
      formatMonth(m.month),
      kes(m.grossCents),
      `${m.rate.percent}%`,
      kes(m.taxCents),
      kes(m.withheldCents),
      kes(m.dueCents),
      formatDay(m.dueDate),
    ]);
  }

  section(doc, T.arrearsAtYearEnd(formatDay(`${pack.year}-12-31`)));
  if (pack.arrears.length === 0) doc.font('Body').fontSize(9).text(T.noArrears, left, doc.y, { width });
  else {
    const arrears = table(doc, [T.property, T.unit, T.tenant, T.owed], [0, 150, 230, 400], 3);
    for (const a of pack.arrears) arrears([a.property, a.unit, a.tenantName, kes(a.owedCents)]);
    arrears([T.total, '', '', kes(pack.arrears.reduce((s, a) => s + a.owedCents, 0))], true);
  }
  doc.moveDown(1);
  doc.font('Body').fontSize(8).fillColor(MUTED).text(T.finalTax, left, doc.y, { width });
  doc.end();
  return done;
}
