/**
 * The worker-thread side of the PDF pool (lib/pdf-pool.ts): one job in, the document's bytes out.
 * It sits beside server.ts, not in lib/, because it is where every feature's renderer meets.
 * It imports only the renderers (pdfkit, the fonts, the contracts' formatting), never the
 * database or Fastify, so a worker stays small. Bundled to dist/pdf-worker.mjs for production.
 */
import type { Locale, Statement } from '@safestay/contracts';
import type { BillDocument } from './features/bills/bill-document';
import { renderBillPdf } from './features/bills/bill-pdf';
import { type ReceiptData, renderReceiptPdf } from './features/payments/receipt-pdf';
import type { IncomeReport } from './features/reports/rental-income';
import { renderRentalIncomePdf } from './features/reports/rental-income-pdf';
import type { YearPack } from './features/reports/year-pack';
import { renderYearPackPdf } from './features/reports/year-pack-pdf';
import { renderStatementPdf } from './features/statements/statement-pdf';
import { inLocale } from './lib/locale';

/**
 * Everything a document shows, loaded by the route on the main thread; plain data only (structured
 * clone). `locale` is the reader's: the document's words, money and dates are written in it.
 */
export type PdfJob = { issuedAt?: Date; locale?: Locale } & (
  | { kind: 'bill' | 'bill-receipt'; data: BillDocument }
  | { kind: 'payment-receipt'; data: ReceiptData }
  | { kind: 'statement'; data: Statement }
  | { kind: 'rental-income'; data: IncomeReport }
  | { kind: 'year-pack'; data: YearPack }
);

export default function renderPdfJob(job: PdfJob): Promise<Uint8Array> {
  return inLocale(job.locale, () => render(job));
}

function render(job: PdfJob): Promise<Uint8Array> {
  const issuedAt = job.issuedAt ?? new Date();
  switch (job.kind) {
    case 'bill':
      return renderBillPdf('bill', job.data, issuedAt);
    case 'bill-receipt':
      return renderBillPdf('receipt', job.data, issuedAt);
    case 'payment-receipt':
      return renderReceiptPdf(job.data, issuedAt);
    case 'statement':
      return renderStatementPdf(job.data, issuedAt);
    case 'rental-income':
      return renderRentalIncomePdf(job.data, issuedAt);
    case 'year-pack':
      return renderYearPackPdf(job.data, issuedAt);
    default:
      return Promise.reject(new Error(`No renderer for PDF kind ${(job as { kind: string }).kind}`));
  }
}
