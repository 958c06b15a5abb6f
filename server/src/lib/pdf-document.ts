import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDay, PDF_TEXT, printableLine } from '@safestay/contracts';
import type { FastifyReply } from 'fastify';

// DejaVu Sans is embedded (subset) so names in Latin, Cyrillic, Greek, Arabic and more render;
// the standard PDF fonts only cover Western European text.
const fontsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');

/**
 * pdfkit and the two fonts are loaded on the first document a thread draws, not at start-up
 * (pdfkit alone is ~20 MB of memory), and the font files are read once rather than for every
 * document. Documents are drawn on the PDF pool's threads (pdf-pool.ts), one at a time each.
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

export const BRAND = '#047857';
export const MUTED = '#4b5563';
export const LINE = '#d1d5db';

/**
 * A new A4 document with SafeStay's header (title and number on the right) and a promise of its
 * bytes once `doc.end()` is called. Every user-supplied string goes through pdfkit's text(),
 * which escapes it; documents have no scripts, actions or links.
 */
export async function startDocument(title: string, numberLabel: string, number: string, issuedAt: Date) {
  const { PDFDocument, regular, bold } = await loadToolkit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `SafeStay ${title} ${number}`, Author: 'SafeStay', Creator: 'SafeStay' },
  });
  doc.registerFont('Body', regular);
  doc.registerFont('Bold', bold);
  onePrintableLine(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font('Bold').fontSize(24).fillColor(BRAND).text('SafeStay', left, 50);
  doc.font('Body').fontSize(10).fillColor(MUTED).text(PDF_TEXT.tagline);
  doc.font('Bold').fontSize(16).fillColor('#111827').text(title, left, 50, { width, align: 'right' });
  doc
    .font('Body')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${numberLabel}: ${number}`, { width, align: 'right' })
    .text(PDF_TEXT.dateIssued(formatDay(issuedAt.toISOString())), { width, align: 'right' });
  rule(doc, Math.max(doc.y, 100) + 10);
  return { doc, done, left, width };
}

export type Doc = PDFKit.PDFDocument;

/**
 * Every text drawn on a document passes one sanitizer (contracts `printableLine`): whatever a
 * person typed (a reference, a name, a description) prints as one line and cannot draw a fake
 * "Paid in full" line below it or reverse what follows (docs/reliability.md §74). SafeStay's own
 * texts are single lines too, so nothing it writes is changed.
 */
function onePrintableLine(doc: Doc): void {
  const draw = doc.text.bind(doc) as (text: unknown, ...rest: unknown[]) => Doc;
  doc.text = ((text: unknown, ...rest: unknown[]) =>
    draw(typeof text === 'string' ? printableLine(text) : text, ...rest)) as Doc['text'];
}

export function rule(doc: Doc, y: number) {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc.y = y + 10;
}

export function section(doc: Doc, heading: string) {
  ensureSpace(doc, 60);
  doc.moveDown(0.6);
  doc.font('Bold').fontSize(11).fillColor(BRAND).text(heading.toUpperCase(), doc.page.margins.left, doc.y);
  doc.moveDown(0.3);
}

export function field(doc: Doc, label: string, value: string, strong = false) {
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

/** Starts a new page when less than `needed` points remain; true when it did. */
export function ensureSpace(doc: Doc, needed: number): boolean {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    return true;
  }
  return false;
}

/** A PDF answer: downloaded under `fileName`, never cached (it carries personal data). */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}
