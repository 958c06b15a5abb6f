import { formatDay, formatKsh, type Statement } from '@safestay/contracts';
import { ensureSpace, field, MUTED, rule, section, startDocument } from '../../lib/pdf-document';

/** The statement a tenant prints for a bank or a new landlord: who, where, and every entry with its running balance. */
export async function renderStatementPdf(statement: Statement, issuedAt = new Date()): Promise<Buffer> {
  const number = `ST-${statement.tenancy.accountRef}`;
  const { doc, done, left, width } = await startDocument('Tenant Statement', 'Account', number, issuedAt);
  section(doc, 'Tenancy');
  field(doc, 'Tenant', statement.tenant.name);
  field(doc, 'Apartment', statement.apartment.name);
  field(doc, 'Landlord', statement.apartment.landlord);
  field(doc, 'Unit', statement.tenancy.unit ?? 'Not assigned');
  field(doc, 'Moved in', formatDay(statement.tenancy.moveInDate));
  if (statement.tenancy.moveOutDate) field(doc, 'Moved out', formatDay(statement.tenancy.moveOutDate));
  field(
    doc,
    'Period',
    `${statement.from ? formatDay(statement.from) : 'From the start'} to ${statement.to ? formatDay(statement.to) : formatDay(issuedAt.toISOString())}`,
  );

  section(doc, 'Entries');
  const cols = [left, left + 75, left + 290, left + 365, left + 440];
  const right = left + width;
  const header = () => {
    const y = doc.y;
    doc.font('Bold').fontSize(9).fillColor(MUTED);
    doc.text('Date', cols[0], y);
    doc.text('Description', cols[1], y);
    doc.text('Charge', cols[2], y, { width: cols[3] - cols[2] - 5, align: 'right' });
    doc.text('Paid', cols[3], y, { width: cols[4] - cols[3] - 5, align: 'right' });
    doc.text('Balance', cols[4], y, { width: right - cols[4], align: 'right' });
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
  const money = (kes: number) => (kes ? formatKsh(kes).replace('KSH ', '') : '');
  line(
    '',
    statement.summarised ? 'Balance brought forward (earlier entries summarised)' : 'Opening balance',
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
  line('', 'Closing balance', '', '', formatKsh(statement.closingBalance), true);

  doc.moveDown(1.5);
  const closing =
    statement.closingBalance > 0
      ? `${statement.tenant.name} owes ${formatKsh(statement.closingBalance)}.`
      : statement.closingBalance < 0
        ? `${statement.tenant.name} is ${formatKsh(-statement.closingBalance)} in credit.`
        : `${statement.tenant.name} owes nothing.`;
  doc.font('Body').fontSize(10).fillColor('#111827').text(closing, left, doc.y, { width });
  doc
    .font('Body')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      'A positive balance is owed by the tenant; a negative balance is credit held for them. Computed from SafeStay records.',
      left,
      doc.y + 6,
      { width },
    );
  doc.end();
  return done;
}
