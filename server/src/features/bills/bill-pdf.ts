import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDay, formatKsh } from '@safestay/contracts';
import { concurrencyLimit } from '../../lib/concurrency';
import type { BillDocument, DocumentKind } from './bill-document';

// DejaVu Sans is embedded (subset) so names in Latin, Cyrillic, Greek, Arabic and more render;
// the standard PDF fonts only cover Western European text.
const fontsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');

/**
 * pdfkit and the two fonts are loaded on the first document, not at start-up (pdfkit alone is
 * ~20 MB of memory), and the font files are read once rather than for every document.
 */
let toolkit: Promise<{ PDFDocument: typeof import('pdfkit'); regular: Buffer; bold: Buffer }> | undefined;
function loadToolkit() {
  toolkit ??= Promise.all([
    import('pdfkit'),
    readFile(path.join(fontsDir, 'DejaVuSans.ttf')),
    readFile(path.join(fontsDir, 'DejaVuSans-Bold.ttf')),
  ]).then(([pdfkit, regular, bold]) => ({ PDFDocument: pdfkit.default, regular, bold }));
  toolkit.catch(() => {
    toolkit = undefined;
  });
  return toolkit;
}

const BRAND = '#047857';
const MUTED = '#4b5563';
const LINE = '#d1d5db';

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
export function renderBillPdf(kind: DocumentKind, data: BillDocument, issuedAt = new Date()): Promise<Buffer> {
  return oneAtATime(() => render(kind, data, issuedAt));
}

/**
 * Documents are rendered one at a time: each parses both fonts afresh into short-lived objects and
 * rendering is CPU-bound on this thread anyway, so overlapping them only raises peak memory
 * without making more documents per second (docs/performance.md).
 */
const oneAtATime = concurrencyLimit(1);

async function render(kind: DocumentKind, data: BillDocument, issuedAt: Date): Promise<Buffer> {
  const { PDFDocument, regular, bold } = await loadToolkit();
  const { bill } = data;
  const number = documentNumber(kind, bill._id);
  const title = kind === 'bill' ? 'Rent Bill' : 'Payment Receipt';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `SafeStay ${title} ${number}`, Author: 'SafeStay', Creator: 'SafeStay' },
  });
  doc.registerFont('Body', regular);
  doc.registerFont('Bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  // Header
  doc.font('Bold').fontSize(24).fillColor(BRAND).text('SafeStay', left, 50);
  doc.font('Body').fontSize(10).fillColor(MUTED).text('Property management for landlords and tenants');
  doc.font('Bold').fontSize(16).fillColor('#111827').text(title, left, 50, { width, align: 'right' });
  doc
    .font('Body')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${kind === 'bill' ? 'Bill' : 'Receipt'} number: ${number}`, { width, align: 'right' })
    .text(`Date issued: ${formatDay(issuedAt.toISOString())}`, { width, align: 'right' });
  rule(doc, Math.max(doc.y, 100) + 10);

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

function rule(doc: Doc, y: number) {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc.y = y + 10;
}

function section(doc: Doc, heading: string) {
  ensureSpace(doc, 60);
  doc.moveDown(0.6);
  doc.font('Bold').fontSize(11).fillColor(BRAND).text(heading.toUpperCase(), doc.page.margins.left, doc.y);
  doc.moveDown(0.3);
}

function field(doc: Doc, label: string, value: string, strong = false) {
  ensureSpace(doc, 20);
  const left = doc.page.margins.left;
  const labelWidth = 110;
  const valueWidth = doc.page.width - doc.page.margins.right - left - labelWidth;
  const y = doc.y;
  doc
    .font('Body')
    .fontSize(10)
    .fillColor(MUTED)
    .text(label, left, y, { width: labelWidth - 10 });
  const afterLabel = doc.y;
  doc
    .font(strong ? 'Bold' : 'Body')
    .fontSize(10)
    .fillColor('#111827')
    .text(value, left + labelWidth, y, { width: valueWidth });
  doc.y = Math.max(doc.y, afterLabel) + 3;
}

function paymentTable(doc: Doc, payments: BillDocument['bill']['paymentHistory']) {
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
  payments.forEach((p, i) => {
    if (ensureSpace(doc, 20)) header();
    const y = doc.y;
    doc.font('Body').fontSize(10).fillColor('#111827');
    doc.text(String(i + 1), cols[0], y);
    doc.text(formatDay(p.date), cols[1], y);
    doc.text(p.method, cols[2], y);
    doc.text(formatKsh(p.amount), cols[3], y, { width: right - cols[3], align: 'right' });
    doc.y = y + 18;
  });
}

/** Starts a new page when less than `needed` points remain; true when it did. */
function ensureSpace(doc: Doc, needed: number): boolean {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    return true;
  }
  return false;
}
