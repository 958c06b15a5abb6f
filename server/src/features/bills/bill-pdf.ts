import { formatDay, formatKsh, PDF_TEXT as T } from '@safestay/contracts';
import { toCents, toKes } from '../../lib/money';
import { ensureSpace, field, MUTED, rule, section, startDocument } from '../../lib/pdf-document';
import type { BillDocument, DocumentKind } from './bill-document';

/** The last line: a receipt thanks, a paid bill says so, an open bill asks for payment. */
export function closingLine(kind: DocumentKind, bill: BillDocument['bill']): string {
  if (kind === 'receipt') return T.receiptConfirms;
  if (bill.status === 'Paid') return T.billPaidOn(formatDay(bill.paymentDate));
  return T.pleasePay;
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
  const title = kind === 'bill' ? T.rentBill : T.paymentReceipt;
  const { doc, done, left, width } = await startDocument(
    title,
    kind === 'bill' ? T.billNumber : T.receiptNumber,
    number,
    issuedAt,
  );

  section(doc, T.from);
  field(doc, T.apartment, data.apartmentName);
  field(doc, T.landlord, data.landlordName);

  section(doc, kind === 'bill' ? T.billedTo : T.receivedFrom);
  field(doc, T.tenant, bill.tenant.name);
  field(doc, T.phone, data.tenantPhone);
  field(doc, T.nationalId, data.tenantNationalId);

  section(doc, T.bill);
  field(doc, T.description, bill.description);
  field(doc, T.period, data.period ?? 'N/A');
  field(doc, T.dueDate, formatDay(bill.dueDate));
  field(doc, T.status, T.billStatus(bill.status));

  section(doc, T.amounts);
  const paid = Math.round((bill.amount - bill.remainingAmount) * 100) / 100;
  field(doc, T.amount, formatKsh(bill.amount));
  field(doc, T.paid, formatKsh(paid));
  field(doc, T.remaining, formatKsh(bill.remainingAmount), true);

  section(doc, T.paymentHistory);
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
    doc.font('Body').fontSize(10).fillColor(MUTED).text(T.noPaymentsYet, left, doc.y);
    return;
  }
  const header = () => {
    const y = doc.y;
    doc.font('Bold').fontSize(9).fillColor(MUTED);
    doc.text('#', cols[0], y);
    doc.text(T.date, cols[1], y);
    doc.text(T.method, cols[2], y);
    doc.text(T.amount, cols[3], y, { width: right - cols[3], align: 'right' });
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
    doc
      .font('Body')
      .fontSize(10)
      .fillColor(MUTED)
      .text(T.earlierPayments(earlier, earlierTotal), left, doc.y, { width: right - left });
  }
}
