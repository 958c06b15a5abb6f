import { formatDay, formatKsh, type LedgerPayment, PAYMENT_METHOD_LABELS } from '@safestay/contracts';
import { kesInWords } from '../../lib/amount-words';
import { toCents, toKes } from '../../lib/money';
import { type Doc, field, MUTED, section, startDocument } from '../../lib/pdf-document';

export interface ReceiptData {
  payment: LedgerPayment;
  apartmentName: string;
  landlordName: string;
  /** Owed on the tenancy once this payment counted (KES; negative is credit). */
  balanceAfter: number;
}

/** The receipt of one confirmed payment: its number, who paid, how much in figures and words, what it paid, the balance after. */
export async function renderReceiptPdf(data: ReceiptData, issuedAt = new Date()): Promise<Buffer> {
  const { payment } = data;
  const number = payment.receiptNumber ?? '';
  const { doc, done, left, width } = await startDocument('Payment Receipt', 'Receipt number', number, issuedAt);
  section(doc, 'From');
  field(doc, 'Apartment', data.apartmentName);
  field(doc, 'Landlord', data.landlordName);
  section(doc, 'Received from');
  field(doc, 'Tenant', payment.tenant.name);
  field(doc, 'Unit', payment.tenancy.unit ?? 'Not assigned');
  section(doc, 'Payment');
  field(doc, 'Amount', formatKsh(payment.amount), true);
  field(doc, 'In words', kesInWords(toCents(payment.amount)));
  field(doc, 'Method', PAYMENT_METHOD_LABELS[payment.method]);
  field(doc, 'Reference', payment.reference ?? 'None');
  field(doc, 'Received on', formatDay(payment.receivedAt));
  section(doc, 'What it paid');
  whatItPaid(doc, payment.allocations);
  if (payment.credit > 0) field(doc, 'Credit', formatKsh(payment.credit));
  section(doc, 'Balance');
  field(
    doc,
    'After this payment',
    data.balanceAfter > 0
      ? `${formatKsh(data.balanceAfter)} owed`
      : data.balanceAfter < 0
        ? `${formatKsh(-data.balanceAfter)} in credit`
        : 'Nothing owed',
    true,
  );
  doc.moveDown(2);
  doc
    .font('Body')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Thank you. Keep this receipt (${number}) for your records.`, left, doc.y, { width });
  doc.end();
  return done;
}

/**
 * One payment can clear hundreds of small charges: the first ones are listed (oldest first, as
 * the payment paid them) and the rest summed in one line, so a receipt stays a page or two.
 */
export const MAX_ALLOCATION_LINES = 50;

function whatItPaid(doc: Doc, allocations: LedgerPayment['allocations']) {
  if (allocations.length === 0) field(doc, 'Charges', 'Nothing was due: all of it is credit.');
  for (const a of allocations.slice(0, MAX_ALLOCATION_LINES)) field(doc, a.description, formatKsh(a.amount));
  const rest = allocations.slice(MAX_ALLOCATION_LINES);
  if (rest.length === 0) return;
  const cents = rest.reduce((sum, a) => sum + toCents(a.amount), 0);
  const label = `and ${rest.length.toLocaleString('en-US')} more ${rest.length === 1 ? 'charge' : 'charges'}`;
  field(doc, label, formatKsh(toKes(cents)));
}
