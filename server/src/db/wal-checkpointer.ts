import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Copies SQLite's write-ahead log back into the database file from a thread of its own.
 *
 * Left to SQLite, the commit that brings the WAL to 1,000 pages runs the checkpoint itself, and
 * with better-sqlite3 that is on the event loop: that request, and every request queued behind it,
 * waits while the pages are written into the database file and the file is synced. On a large
 * platform a payment dirties pages far apart in a large file, so those waits grew with the
 * platform (docs/performance.md "Cost flat with data").
 *
 * Here a thread with its own connection runs a PASSIVE checkpoint every `everyMs` (100 ms). PASSIVE
 * takes no lock the server's reads or writes wait for (a stronger mode takes the write lock, and a
 * transaction that has read cannot wait for that lock: it fails at once with SQLITE_BUSY). While
 * the server writes without pause, though, a PASSIVE checkpoint never finds the WAL quite empty,
 * and only a checkpoint that copied everything lets the next write start the WAL over. So the
 * server's own connection still checkpoints in a commit, at 4,096 pages instead of 1,000
 * (database.ts): by then the thread has copied all but the last 100 ms, so that commit copies
 * little, and the WAL starts over. If the thread stops, that same checkpoint keeps the WAL bounded
 * (docs/reliability.md §28b). Nothing committed waits for a checkpoint: a commit is durable once
 * it is in the WAL (synchronous = FULL).
 */
export interface WalCheckpointer {
  /** Resolves after the thread's next checkpoint (tests and `close` use it). */
  flush(): Promise<CheckpointResult>;
  /** A last checkpoint, then the thread closes its connection and exits. */
  close(): Promise<void>;
}

/** What `PRAGMA wal_checkpoint` answers: pages in the WAL, and how many of them are in the file now. */
export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

/** The thread's code: plain CommonJS, so the same text runs under tsx, vitest and the bundle. */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
// Its waits for another process's lock are on this thread, never on the server's event loop.
const db = new SQLite(workerData.file, { fileMustExist: true, timeout: workerData.busyTimeoutMs });
db.pragma('synchronous = FULL');
db.pragma('journal_size_limit = ' + workerData.journalSizeLimit);
let failed = false;
const checkpoint = () => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    failed = false;
    return result;
  } catch (error) {
    if (!failed) parentPort.postMessage({ error: String(error && error.message || error) });
    failed = true;
    return null;
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message === 'flush') parentPort.postMessage({ flushed: checkpoint() });
  if (message === 'stop') {
    clearInterval(timer);
    checkpoint();
    db.close();
    parentPort.close();
  }
});
`;

export interface CheckpointerOptions {
  everyMs?: number;
  journalSizeLimit: number;
  /** How long its connection waits for another's lock (opening the file, reading the WAL's index). */
  busyTimeoutMs?: number;
}

export function startWalCheckpointer(file: string, options: CheckpointerOptions): WalCheckpointer {
  const worker = new Worker(THREAD, {
    eval: true,
    workerData: {
      file,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      everyMs: options.everyMs ?? 100,
      journalSizeLimit: options.journalSizeLimit,
      busyTimeoutMs: options.busyTimeoutMs ?? 5_000,
    },
  });
  // A server with nothing else to do exits; the thread does not hold it open.
  worker.unref();
  const waiting: Array<{ resolve: (result: CheckpointResult) => void; reject: (error: Error) => void }> = [];
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      exited = true;
      for (const { reject } of waiting.splice(0)) reject(new Error('the checkpoint thread has stopped'));
      resolve();
    }),
  );
  worker.on('message', (message: { error?: string; flushed?: CheckpointResult | null }) => {
    if (message.error) console.warn(`SQLite checkpoint thread: ${message.error}`);
    if (!('flushed' in message)) return;
    const next = waiting.shift();
    if (message.flushed) next?.resolve(message.flushed);
    else next?.reject(new Error('the checkpoint failed'));
  });
  worker.on('error', (error) => console.warn(`SQLite checkpoint thread stopped: ${error.message}`));
  return {
    flush() {
      if (exited) return Promise.reject(new Error('the checkpoint thread has stopped'));
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        worker.postMessage('flush');
      });
    },
    async close() {
      if (exited) return;
      worker.postMessage('stop');
      const late = setTimeout(() => void worker.terminate(), 5000);
      await exit;
      clearTimeout(late);
    },
  };
}
