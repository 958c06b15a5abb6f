import { formatDay, formatKesFigure, formatKsh, type Statement, PDF_TEXT as T } from '@safestay/contracts';
import { ensureSpace, field, MUTED, rule, section, startDocument } from '../../lib/pdf-document';

/** The statement a tenant prints for a bank or a new landlord: who, where, and every entry with its running balance. */
export async function renderStatementPdf(statement: Statement, issuedAt = new Date()): Promise<Buffer> {
  const number = `ST-${statement.tenancy.accountRef}`;
  const { doc, done, left, width } = await startDocument(T.tenantStatement, T.account, number, issuedAt);
  section(doc, T.tenancy);
  field(doc, T.tenant, statement.tenant.name);
  field(doc, T.apartment, statement.apartment.name);
  field(doc, T.landlord, statement.apartment.landlord);
  field(doc, T.unit, statement.tenancy.unit ?? T.notAssigned);
  field(doc, T.movedIn, formatDay(statement.tenancy.moveInDate));
  if (statement.tenancy.moveOutDate) field(doc, T.movedOut, formatDay(statement.tenancy.moveOutDate));
  field(
    doc,
    T.period,
    T.periodFromTo(
      statement.from ? formatDay(statement.from) : T.fromTheStart,
      formatDay(statement.to ?? issuedAt.toISOString()),
    ),
  );

  section(doc, T.entries);
  const cols = [left, left + 75, left + 290, left + 365, left + 440];
  const right = left + width;
  const header = () => {
    const y = doc.y;
    doc.font('Bold').fontSize(9).fillColor(MUTED);
    doc.text(T.date, cols[0], y);
    doc.text(T.description, cols[1], y);
    doc.text(T.charge, cols[2], y, { width: cols[3] - cols[2] - 5, align: 'right' });
    doc.text(T.paid, cols[3], y, { width: cols[4] - cols[3] - 5, align: 'right' });
    doc.text(T.balance, cols[4], y, { width: right - cols[4], align: 'right' });
    rule(doc, y + 14);
  };
  header();
  const line = (date: string, text: string, debit: string, credit: string, balance: string, bold = false) => {
    if (ensureSpace(doc, 30)) header();
    const y = doc.y;
    doc
      .font(bold ? 'Bold' : 'Body')
      .fontSize(9)
      .fillColor('#111827');
    doc.text(date, cols[0], y, { width: cols[1] - cols[0] - 5 });
    doc.text(text, cols[1], y, { width: cols[2] - cols[1] - 10 });
    const after = doc.y;
    doc.text(debit, cols[2], y, { width: cols[3] - cols[2] - 5, align: 'right' });
    doc.text(credit, cols[3], y, { width: cols[4] - cols[3] - 5, align: 'right' });
    doc.text(balance, cols[4], y, { width: right - cols[4], align: 'right' });
    doc.y = Math.max(after, y + 12) + 4;
  };
  const money = (kes: number) => (kes ? formatKesFigure(kes) : '');
  line(
    '',
    statement.summarised ? T.broughtForward : T.openingBalance,
    '',
    '',
    formatKsh(statement.openingBalance),
    true,
  );
  for (const e of statement.entries) {
    line(
      formatDay(e.date),
      e.reference ? `${e.description} · ${e.reference}` : e.description,
      money(e.debit),
      money(e.credit),
      formatKsh(e.balance),
    );
  }
  line('', T.closingBalance, '', '', formatKsh(statement.closingBalance), true);

  doc.moveDown(1.5);
  const closing =
    statement.closingBalance > 0
      ? T.owes(statement.tenant.name, statement.closingBalance)
      : statement.closingBalance < 0
        ? T.isInCredit(statement.tenant.name, -statement.closingBalance)
        : T.owesNothing(statement.tenant.name);
  doc.font('Body').fontSize(10).fillColor('#111827').text(closing, left, doc.y, { width });
  doc
    .font('Body')
    .fontSize(8)
    .fillColor(MUTED)
    .text(T.balanceNote, left, doc.y + 6, { width });
  doc.end();
  return done;
}
