import { CHANNELS, STORED_TEXT } from '@safestay/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { OutboxTable } from '../../db/schema';
import type { BuildingAccounts } from './accounts';
import type { Channel, Provider, SendResult } from './providers/provider';

export interface DeliveryOptions {
  /** The server's own providers (AT_*, SMTP_URL): for messages of buildings without one of their own. */
  providers: Partial<Record<Channel, Provider>>;
  /** The buildings' own accounts (accounts.ts): a building's message goes through its own when it has one. */
  accounts?: Pick<BuildingAccounts, 'forBatch'>;
  /** Rows claimed at once. */
  batchSize?: number;
  /** Messages of a batch sent at the same time. */
  concurrency?: number;
  /**
   * At most this many sends a second per channel (none by default), evenly spaced: a thousand
   * reminders go out over seconds rather than in one burst that the API's requests queue behind.
   */
  ratePerSecond?: number;
  /** How long a claim holds: a process that dies mid-send gives its rows back after this. */
  lockMs?: number;
  /** Waits after the 1st, 2nd, … failed attempt; after the last the message is failed. */
  retryDelaysMs?: number[];
  /** Told of each message kept because no provider is set up (development). */
  onHeld?: (row: OutboxTable) => void;
  onError?: (error: unknown) => void;
}

/** 30 s, 2 min, 10 min, 1 h, 6 h: six attempts over about seven hours, then failed. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000];

interface Outcome {
  row: OutboxTable;
  result: SendResult | 'held';
  provider: string | null;
}

/** Stored in English (docs/languages.md "Stored words"); the Messages screen reads it in its reader's language. */
const NOT_SET_UP: Record<Channel, string> = {
  sms: STORED_TEXT.noSmsProvider,
  email: STORED_TEXT.noEmailServer,
};

/**
 * Sends what the outbox holds (docs/notifications.md "Delivery"). Each pass claims a batch of due
 * rows with one conditional update: on PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED, so
 * two processes never claim the same row; on SQLite the update is one write transaction. A claim
 * holds for lockMs: a row whose process died mid-send is claimed again once it runs out, so a
 * restart loses none. Providers never throw; their answer is written back to the row.
 */
export function createDeliverer(deps: Pick<AppDeps, 'db' | 'dialect'>, options: DeliveryOptions) {
  const concurrency = options.concurrency ?? 10;
  const lockMs = options.lockMs ?? 60_000;
  // A paced batch must be sent well within its claim, or another process would claim it again.
  const paceLimit = options.ratePerSecond ? Math.max(1, Math.floor((options.ratePerSecond * lockMs) / 2000)) : 50;
  const batchSize = Math.min(options.batchSize ?? 50, paceLimit);
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const spacingMs = options.ratePerSecond ? 1000 / options.ratePerSecond : 0;
  /** Per channel, the earliest moment the next send may start, and when the last one started. */
  const nextSlot: Partial<Record<Channel, number>> = {};
  const lastStart: Partial<Record<Channel, number>> = {};

  /**
   * Waits for this channel's next free slot (a no-op without a rate). A rate ceiling is a gap
   * between two sends, so a send that starts late (the event loop was busy) pushes the next one
   * back; and timers fire by the loop's clock, which can be a little behind, so the slot is
   * checked against the real one before the send starts.
   */
  async function paced(channel: Channel) {
    if (spacingMs === 0) return;
    const slot = Math.max(performance.now(), nextSlot[channel] ?? 0);
    nextSlot[channel] = slot + spacingMs;
    for (;;) {
      const wait = Math.max(slot, (lastStart[channel] ?? Number.NEGATIVE_INFINITY) + spacingMs) - performance.now();
      if (wait <= 0) break;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const started = performance.now();
    lastStart[channel] = started;
    nextSlot[channel] = Math.max(nextSlot[channel] ?? 0, started + spacingMs);
  }

  async function claim(channel: Channel, now: Date): Promise<OutboxTable[]> {
    const at = now.toISOString();
    const until = new Date(now.getTime() + lockMs).toISOString();
    const dueRows = () =>
      deps.db
        .selectFrom('outbox')
        .select('id')
        .where('channel', '=', channel)
        // Written out, not bound: SQLite uses the partial index outbox_due (migration 0022) only for
        // a query that repeats its condition as written. Bound, every look scanned and sorted the
        // whole outbox, every message ever sent included, once a second.
        .where(sql<boolean>`status in ('queued', 'sending')`)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', at)]),
            eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', at)]),
          ]),
        )
        .orderBy('next_attempt_at');
    // Most looks find nothing: a read first, so an idle loop never takes SQLite's write lock.
    if (!(await dueRows().limit(1).executeTakeFirst())) return [];
    let due = dueRows().limit(batchSize);
    if (deps.dialect === 'postgres') due = due.forUpdate().skipLocked();
    return deps.db
      .updateTable('outbox')
      .set({ status: 'sending', locked_until: until, attempts: sql`attempts + 1` })
      .where('id', 'in', due)
      .returningAll()
      .execute();
  }

  /**
   * Writes what became of each message of a batch in one transaction (one commit, not one per
   * message), and the messages sent (nearly all of them) in one statement: the rows of a claim
   * share its lock, and only their provider ids differ.
   */
  async function record(outcomes: Outcome[]) {
    if (outcomes.length === 0) return;
    const now = new Date();
    const sent = new Map<string, { lock: string | null; provider: string | null; rows: [string, string | null][] }>();
    const rest: Outcome[] = [];
    for (const outcome of outcomes) {
      const { row, result, provider } = outcome;
      if (result === 'held' || !result.ok) {
        rest.push(outcome);
        continue;
      }
      const key = `${row.locked_until}|${provider}`;
      const group = sent.get(key) ?? { lock: row.locked_until, provider, rows: [] };
      group.rows.push([row.id, result.providerId]);
      sent.set(key, group);
    }
    await deps.db.transaction().execute(async (trx) => {
      const mine = (ids: string[], lock: string | null) =>
        trx
          .updateTable('outbox')
          .where('id', 'in', ids)
          .where('status', '=', 'sending')
          .where('locked_until', '=', lock);
      for (const { lock, provider, rows } of sent.values()) {
        const providerIds = sql.join(
          rows.map(([id, providerId]) => sql`when ${id} then ${providerId}`),
          sql` `,
        );
        await mine(
          rows.map(([id]) => id),
          lock,
        )
          .set({
            status: 'sent',
            locked_until: null,
            provider,
            provider_message_id: sql<string | null>`case id ${providerIds} end`,
            last_error: null,
            sent_at: now.toISOString(),
          })
          .execute();
      }
      for (const { row, result, provider } of rest) {
        if (result === 'held') {
          await mine([row.id], row.locked_until)
            .set({ status: 'held', locked_until: null, last_error: NOT_SET_UP[row.channel] })
            .execute();
          continue;
        }
        if (result.ok) continue;
        const wait = delays[row.attempts - 1];
        const giveUp = result.permanent || wait === undefined;
        await mine([row.id], row.locked_until)
          .set({
            status: giveUp ? 'failed' : 'queued',
            locked_until: null,
            provider,
            last_error: result.error.slice(0, 500),
            next_attempt_at: giveUp ? row.next_attempt_at : new Date(now.getTime() + wait).toISOString(),
          })
          .execute();
      }
    });
    for (const o of outcomes) if (o.result === 'held') options.onHeld?.(o.row);
  }

  async function send(row: OutboxTable, own: Map<string, Provider>): Promise<Outcome> {
    const provider = (row.apartment_id ? own.get(row.apartment_id) : undefined) ?? options.providers[row.channel];
    if (!provider) return { row, result: 'held', provider: null };
    await paced(row.channel);
    const result = await provider.send({
      id: row.id,
      channel: row.channel,
      to: row.to_address,
      subject: row.subject,
      body: row.body,
    });
    return { row, result, provider: provider.name };
  }

  /** One batch of a channel: claimed, sent (a few at a time), recorded. Returns how many were claimed. */
  async function deliverBatch(channel: Channel, now = new Date()): Promise<number> {
    const rows = await claim(channel, now);
    const outcomes: Outcome[] = [];
    // Each building's own account, looked up once for the batch; a failed look leaves the rows
    // 'sending', claimed again when their lock runs out (never sent through the wrong account).
    let own: Map<string, Provider>;
    try {
      own = options.accounts
        ? await options.accounts.forBatch(
            channel,
            rows.flatMap((r) => (r.apartment_id ? [r.apartment_id] : [])),
          )
        : new Map();
    } catch (error) {
      options.onError?.(error);
      return rows.length;
    }
    let next = 0;
    const lanes = Array.from({ length: Math.min(concurrency, rows.length) }, async () => {
      while (next < rows.length) {
        const row = rows[next++];
        try {
          outcomes.push(await send(row, own));
        } catch (error) {
          // Left 'sending': claimed again when its lock runs out.
          options.onError?.(error);
        }
      }
    });
    await Promise.all(lanes);
    await record(outcomes);
    return rows.length;
  }

  /** A channel's batches until nothing of it is due. */
  async function deliverChannel(channel: Channel, now?: () => Date): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await deliverBatch(channel, now?.());
      total += n;
      if (n < batchSize) return total;
    }
  }

  return {
    /**
     * Everything due, each channel on its own: a slow mail server (a new SMTP conversation per
     * message) never holds up the SMS behind it, nor a backlog of mail the reminders of the morning.
     */
    async deliverDue(now?: () => Date): Promise<number> {
      const sent = await Promise.all(CHANNELS.map((channel) => deliverChannel(channel, now)));
      return sent.reduce((a, b) => a + b, 0);
    },
  };
}

export type Deliverer = ReturnType<typeof createDeliverer>;
