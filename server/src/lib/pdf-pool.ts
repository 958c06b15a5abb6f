import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentLocale, type Locale } from '@safestay/contracts';
import { Piscina } from 'piscina';

/**
 * A document to draw: which renderer (`kind`) and its plain data. The worker (src/pdf-worker.ts,
 * beside server.ts because it combines every feature's renderers) checks the kind; lib knows none.
 */
export interface PdfJob {
  kind: string;
  data: unknown;
  issuedAt?: Date;
  /** The reader's language (docs/languages.md); the request's when the route does not say. */
  locale?: Locale;
}

/**
 * PDFs are drawn on worker threads, never on the event loop: a statement of 400 entries takes a
 * CPU for a few hundred milliseconds, and on the loop every other request (even /api/health)
 * would wait behind it (docs/architecture.md §2, docs/reliability.md §40). Routes load the data
 * on the main thread and hand the pool a plain object; the pool answers with the bytes.
 *
 * At most two threads, and one fewer than the CPUs, so the event loop keeps a core of its own;
 * each thread draws one document at a time, which bounds the memory PDFs take (a thread with
 * pdfkit and the fonts loaded holds tens of MB). Jobs beyond that wait in the pool's queue, and
 * each user's PDFs per minute are limited on the routes (lib/rate-limit.ts pdfLimit).
 */
const THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));

/** An idle thread is kept this long, so a burst of downloads does not pay for a new thread each time. */
const IDLE_MS = 60_000;

let pool: Piscina<PdfJob, Uint8Array> | undefined;
let rendering = 0;

/**
 * The worker's file. The production bundle has dist/pdf-worker.mjs beside dist/server.mjs
 * (scripts/build.ts); from the sources (tsx, vitest) it is src/pdf-worker.ts, loaded through tsx.
 */
function workerFile(): { filename: string; execArgv: string[] } {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, 'pdf-worker.mjs');
  if (existsSync(bundled)) return { filename: bundled, execArgv: [] };
  return { filename: path.join(here, '../pdf-worker.ts'), execArgv: ['--import', 'tsx'] };
}

/** Created on the first document, not at start-up: a server nobody asks for a PDF starts no thread. */
function thePool(): Piscina<PdfJob, Uint8Array> {
  pool ??= new Piscina<PdfJob, Uint8Array>({
    ...workerFile(),
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: IDLE_MS,
    // Without it a job that finds the thread busy goes to the back of the queue, again and again
    // under steady load: one download of four waited 4-10 s on a single thread.
    stricterFIFO: true,
  });
  return pool;
}

/** The document's bytes, drawn on a worker thread. */
export async function renderPdf(job: PdfJob): Promise<Buffer> {
  rendering += 1;
  try {
    // A worker thread has no request: the document's language travels with the job.
    const bytes = await thePool().run({ ...job, locale: job.locale ?? currentLocale() });
    // The structured clone arrives as a Uint8Array; a Buffer view over it costs no copy.
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } finally {
    rendering -= 1;
  }
}

/** Documents handed to the pool and not yet back (the tests watch it to know a render is under way). */
export function pdfsInFlight(): number {
  return rendering;
}

/**
 * Stops the threads once the documents under way are done (the app's onClose). The next
 * document starts a new pool, so an app built after another one closed still renders.
 */
export async function closePdfPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
