import { formatDay, formatKsh } from '@safestay/contracts';
import { toCents, toKes } from '../../lib/money';
import { ensureSpace, field, MUTED, rule, section, startDocument } from '../../lib/pdf-document';
import type { BillDocument, DocumentKind } from './bill-document';

/** The last line: a receipt thanks, a paid bill says so, an open bill asks for payment. */
export function closingLine(kind: DocumentKind, bill: BillDocument['bill']): string {
  if (kind === 'receipt') return 'This receipt confirms that the bill above has been paid in full. Thank you.';
  if (bill.status === 'Paid') {
    return `This bill was paid in full on ${formatDay(bill.paymentDate)}. Keep it for your records.`;
  }
  return 'Please pay by the due date. Keep this bill for your records.';
}

/** A short, stable reference printed on the document, e.g. BILL-7F3A9C21D4. */
export function documentNumber(kind: DocumentKind, billId: string): string {
  const tail = billId.replace(/-/g, '').slice(-10).toUpperCase();
  return `${kind === 'bill' ? 'BILL' : 'RCPT'}-${tail}`;
}

export function pdfFileName(kind: DocumentKind, billId: string): string {
  return `${documentNumber(kind, billId).toLowerCase()}.pdf`;
}

/**
 * A bill or receipt a landlord could hand over. Every user-supplied string goes through
 * pdfkit's text(), which escapes it; the document has no scripts, actions or links.
 */
export async function renderBillPdf(kind: DocumentKind, data: BillDocument, issuedAt = new Date()): Promise<Buffer> {
  const { bill } = data;
  const number = documentNumber(kind, bill._id);
  const title = kind === 'bill' ? 'Rent Bill' : 'Payment Receipt';
  const { doc, done, left, width } = await startDocument(
    title,
    kind === 'bill' ? 'Bill number' : 'Receipt number',
    number,
    issuedAt,
  );

  section(doc, 'From');
  field(doc, 'Apartment', data.apartmentName);
  field(doc, 'Landlord', data.landlordName);

  section(doc, kind === 'bill' ? 'Billed to' : 'Received from');
  field(doc, 'Tenant', bill.tenant.name);
  field(doc, 'Phone', data.tenantPhone);
  field(doc, 'National ID', data.tenantNationalId);

  section(doc, 'Bill');
  field(doc, 'Description', bill.description);
  field(doc, 'Period', data.period ?? 'N/A');
  field(doc, 'Due date', formatDay(bill.dueDate));
  field(doc, 'Status', bill.status);

  section(doc, 'Amounts');
  const paid = Math.round((bill.amount - bill.remainingAmount) * 100) / 100;
  field(doc, 'Amount', formatKsh(bill.amount));
  field(doc, 'Paid', formatKsh(paid));
  field(doc, 'Remaining', formatKsh(bill.remainingAmount), true);

  section(doc, 'Payment history');
  paymentTable(doc, bill.paymentHistory);

  doc.moveDown(2);
  doc.font('Body').fontSize(9).fillColor(MUTED).text(closingLine(kind, bill), left, doc.y, { width });
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;
type Payments = BillDocument['bill']['paymentHistory'];

/**
 * A bill paid in thousands of small amounts would otherwise be a hundred pages drawn for one
 * download: the latest lines are listed, the earlier ones summed in one line.
 */
export const MAX_PAYMENT_LINES = 50;

/** The payments listed (the latest), and what the earlier ones add up to. */
export function latestPayments(payments: Payments, max = MAX_PAYMENT_LINES) {
  const from = Math.max(0, payments.length - max);
  const earlier = payments.slice(0, from);
  const earlierCents = earlier.reduce((sum, p) => sum + toCents(p.amount), 0);
  return { from, listed: payments.slice(from), earlier: earlier.length, earlierTotal: toKes(earlierCents) };
}

function paymentTable(doc: Doc, payments: Payments) {
  const left = doc.page.margins.left;
  const cols = [left, left + 40, left + 220, left + 340];
  const right = doc.page.width - doc.page.margins.right;
  if (payments.length === 0) {
    doc.font('Body').fontSize(10).fillColor(MUTED).text('No payments yet.', left, doc.y);
    return;
  }
  const header = () => {
    const y = doc.y;
    doc.font('Bold').fontSize(9).fillColor(MUTED);
    doc.text('#', cols[0], y);
    doc.text('Date', cols[1], y);
    doc.text('Method', cols[2], y);
    doc.text('Amount', cols[3], y, { width: right - cols[3], align: 'right' });
    rule(doc, y + 14);
  };
  header();
  const { from, listed, earlier, earlierTotal } = latestPayments(payments);
  listed.forEach((p, i) => {
    if (ensureSpace(doc, 20)) header();
    const y = doc.y;
    doc.font('Body').fontSize(10).fillColor('#111827');
    // Numbered as in the full history, so the first line listed (say 4951) says how many came before.
    doc.text(String(from + i + 1), cols[0], y);
    doc.text(formatDay(p.date), cols[1], y);
    doc.text(p.method, cols[2], y);
    doc.text(formatKsh(p.amount), cols[3], y, { width: right - cols[3], align: 'right' });
    doc.y = y + 18;
  });
  if (earlier > 0) {
    ensureSpace(doc, 20);
    const count = `${earlier.toLocaleString('en-US')} earlier ${earlier === 1 ? 'payment' : 'payments'}`;
    doc
      .font('Body')
      .fontSize(10)
      .fillColor(MUTED)
      .text(`and ${count} totalling ${formatKsh(earlierTotal)}`, left, doc.y, { width: right - left });
  }
}
