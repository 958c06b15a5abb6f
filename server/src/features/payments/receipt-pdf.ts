import { formatDay, formatKsh, type LedgerPayment, PAYMENT_METHOD_LABELS, PDF_TEXT as T } from '@safestay/contracts';
import { kesInWords } from '../../lib/amount-words';
import { toCents, toKes } from '../../lib/money';
import { type Doc, field, MUTED, section, startDocument } from '../../lib/pdf-document';
import type { ReceiptSnapshot } from '../ledger/receipts';

export interface ReceiptData {
  /** The payment, for who paid (their current name), how and when. */
  payment: LedgerPayment;
  /** What the receipt said when it was issued: what it paid, the credit it left, the balance after it. */
  receipt: ReceiptSnapshot;
  apartmentName: string;
  landlordName: string;
}

/**
 * The receipt of one confirmed payment: its number, who paid, how much in figures and words, what
 * it paid, the balance after: the figures as issued (ledger/receipts.ts), never recomputed.
 */
export async function renderReceiptPdf(data: ReceiptData, issuedAt = new Date()): Promise<Buffer> {
  const { payment, receipt } = data;
  const number = receipt.number;
  const { doc, done, left, width } = await startDocument(T.paymentReceipt, T.receiptNumber, number, issuedAt);
  section(doc, T.from);
  field(doc, T.apartment, data.apartmentName);
  field(doc, T.landlord, data.landlordName);
  section(doc, T.receivedFrom);
  field(doc, T.tenant, payment.tenant.name);
  field(doc, T.unit, payment.tenancy.unit ?? T.notAssigned);
  section(doc, T.payment);
  field(doc, T.amount, formatKsh(payment.amount), true);
  field(doc, T.inWords, kesInWords(toCents(payment.amount)));
  field(doc, T.method, PAYMENT_METHOD_LABELS[payment.method]);
  field(doc, T.reference, payment.reference ?? T.none);
  field(doc, T.receivedOn, formatDay(payment.receivedAt));
  section(doc, T.whatItPaid);
  whatItPaid(doc, receipt.paid);
  if (receipt.credit > 0) field(doc, T.credit, formatKsh(receipt.credit));
  section(doc, T.balance);
  const after = receipt.balanceAfter;
  field(doc, T.afterThisPayment, after > 0 ? T.owed(after) : after < 0 ? T.inCredit(-after) : T.nothingOwed, true);
  doc.moveDown(2);
  doc.font('Body').fontSize(9).fillColor(MUTED).text(T.keepReceipt(number), left, doc.y, { width });
  doc.end();
  return done;
}

/**
 * One payment can clear hundreds of small charges: the first ones are listed (oldest first, as
 * the payment paid them) and the rest summed in one line, so a receipt stays a page or two.
 */
export const MAX_ALLOCATION_LINES = 50;

function whatItPaid(doc: Doc, allocations: LedgerPayment['allocations']) {
  if (allocations.length === 0) field(doc, T.charges, T.nothingDue);
  for (const a of allocations.slice(0, MAX_ALLOCATION_LINES)) field(doc, a.description, formatKsh(a.amount));
  const rest = allocations.slice(MAX_ALLOCATION_LINES);
  if (rest.length === 0) return;
  const cents = rest.reduce((sum, a) => sum + toCents(a.amount), 0);
  field(doc, T.moreCharges(rest.length), formatKsh(toKes(cents)));
}
