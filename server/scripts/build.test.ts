import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { expect, it } from 'vitest';
import type { BillDocument } from '../src/features/bills/bill-document';
import type { PdfJob } from '../src/lib/pdf-pool';
import { buildServer, PDF_WORKER, SERVER_NODE_FLAGS } from './build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scripts = (file: string) =>
  (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { scripts: Record<string, string> }).scripts;

// npm scripts cannot import a constant: the two that start the production server must carry the
// flags the crash tests and the benchmark run it with, or the figures would describe another server.
it('starts the production server with SERVER_NODE_FLAGS from both package.json files', () => {
  const flags = SERVER_NODE_FLAGS.join(' ');
  expect(scripts('package.json').serve).toBe(`node ${flags} server/dist/server.mjs`);
  expect(scripts('server/package.json').start).toBe(`node ${flags} dist/server.mjs`);
});

// The PDF threads load dist/pdf-worker.mjs with plain node (no tsx): it must be built beside the
// server with the fonts, import no TypeScript, and draw a document on a thread of its own.
it('bundles the PDF worker beside the server with the fonts, and it draws a PDF on a thread', async () => {
  const out = path.join(root, 'node_modules/.cache', `safestay-build-${process.pid}`);
  try {
    await buildServer(path.join(out, 'server.mjs'));
    const files = ['server.mjs', `${PDF_WORKER}.mjs`, 'fonts/DejaVuSans.ttf', 'fonts/DejaVuSans-Bold.ttf'];
    expect(files.filter((f) => !existsSync(path.join(out, f)))).toEqual([]);
    const pool = new Piscina<PdfJob, Uint8Array>({
      filename: path.join(out, `${PDF_WORKER}.mjs`),
      maxThreads: 1,
      execArgv: [],
    });
    try {
      const pdf = await pool.run({ kind: 'bill', data: billDocument });
      expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await pool.destroy();
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}, 60_000);

const billDocument: BillDocument = {
  bill: {
    _id: '0195f0a2-7c1e-7abc-8def-0123456789ab',
    description: 'Rent for March 2026',
    amount: 15000,
    remainingAmount: 15000,
    dueDate: '2026-03-05',
    status: 'Pending',
    tenant: { _id: 't1', name: 'Amina Wanjiru' },
    paymentHistory: [],
    paymentDate: null,
    createdAt: '2026-02-25T09:00:00.000Z',
    kind: 'rent',
    overdue: false,
    tenancyId: 't1-tenancy',
    unit: 'A4',
    voidedAt: null,
    voidReason: null,
  },
  period: 'March 2026',
  apartmentName: 'Kilimani Heights',
  landlordName: 'Joseph Otieno',
  tenantPhone: '+254 700 000 001',
  tenantNationalId: 'ID-12345678',
};
