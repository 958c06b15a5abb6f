import type { AppDeps } from '../../app-deps';
import { insertMany } from '../../db/insert-many';
import type { MpesaEventsTable } from '../../db/schema';
import { nextTurn } from '../../lib/concurrency';
import { newId, nowIso } from '../../lib/ids';

export type EventKind = 'confirmation' | 'validation' | 'stk';

export interface IncomingEvent {
  apartmentId: string;
  kind: EventKind;
  body: string;
  sourceIp: string;
  /** Set when the event is refused on arrival (e.g. rejected_ip); otherwise it is 'received'. */
  outcome?: string;
  detail?: string;
}

function rowOf(event: IncomingEvent): MpesaEventsTable {
  const now = nowIso();
  return {
    id: newId(),
    apartment_id: event.apartmentId,
    kind: event.kind,
    body: event.body,
    source_ip: event.sourceIp,
    received_at: now,
    outcome: event.outcome ?? 'received',
    detail: event.detail ?? null,
    trans_id: null,
    amount_cents: null,
    payment_id: null,
    processed_at: event.outcome ? now : null,
  };
}

/**
 * Step one of every callback (docs/mpesa.md "Nothing is lost"): the body exactly as it came, who
 * sent it and when, committed before the answer goes back. Callbacks that arrive together (the
 * first of the month) share one transaction, so a thousand of them cost a few commits rather
 * than a thousand: each waits for the commit that holds it, never longer than one batch.
 */
/** Processing starts once no callback has arrived for this long (a burst is answered first)… */
const QUIET_MS = 50;
/** …but never waits longer than this, so a steady stream is still processed. */
const MAX_DEFER_MS = 2000;

export function createEventInbox(deps: Pick<AppDeps, 'db'>) {
  let waiting: { row: MpesaEventsTable; done: (error?: unknown) => void }[] = [];
  let flushing: Promise<void> | null = null;
  let lastArrival = 0;

  async function flush() {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await insertMany(
          deps.db,
          'mpesa_events',
          batch.map((w) => ({ ...w.row })),
        );
        for (const w of batch) w.done();
      } catch (error) {
        for (const w of batch) w.done(error);
      }
    }
    flushing = null;
  }

  return {
    /**
     * Resolves when nothing waits to be stored and no callback came in the last QUIET_MS:
     * processing gives way to the answers. On SQLite a payment's transaction blocks the event
     * loop; interleaved with a burst, it held a thousand answers back for seconds.
     */
    async idle(): Promise<void> {
      const started = Date.now();
      for (;;) {
        if (flushing) {
          await flushing;
          continue;
        }
        const quietFor = Date.now() - lastArrival;
        if (quietFor >= QUIET_MS || Date.now() - started >= MAX_DEFER_MS) return;
        await new Promise((resolve) => setTimeout(resolve, QUIET_MS - quietFor));
      }
    },
    /** Resolves with the stored event's id once it is committed. */
    store(event: IncomingEvent): Promise<string> {
      lastArrival = Date.now();
      const row = rowOf(event);
      const stored = new Promise<string>((resolve, reject) => {
        waiting.push({ row, done: (error) => (error ? reject(error) : resolve(row.id)) });
      });
      flushing ??= nextTurn().then(flush);
      return stored;
    },
  };
}

/**
 * One stored event at a time, in arrival order, each only once no callback waits to be stored:
 * on SQLite's single connection a payment's transaction would otherwise hold up the answers
 * Daraja is waiting for. Each event starts on a turn of the event loop of its own: on SQLite the
 * queue otherwise ran as one block until it was empty, and on a platform of a hundred buildings a
 * burst of 1,000 confirmations held every request, callbacks and pages alike, for 20-25 s.
 */
export function createProcessQueue(
  process: (id: string) => Promise<void>,
  onError: (error: unknown, id: string) => void,
  storingDone: () => Promise<void>,
) {
  const queue: string[] = [];
  let running = false;
  async function drain() {
    while (queue.length > 0) {
      await nextTurn();
      await storingDone();
      const id = queue.shift() as string;
      try {
        await process(id);
      } catch (error) {
        // Left 'received': the next start replays it.
        onError(error, id);
      }
    }
    running = false;
  }
  return {
    push(id: string) {
      queue.push(id);
      // Marked at once: a batch of stored callbacks is pushed in one go, before a drain could
      // start, and each push used to start one, a thousand side by side in the same turns.
      if (running) return;
      running = true;
      void drain();
    },
  };
}
