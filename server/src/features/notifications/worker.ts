import type { AppDeps } from '../../app-deps';
import type { OutboxTable } from '../../db/schema';
import type { Realtime } from '../../realtime/hub';
import { createBuildingAccounts } from './accounts';
import { createBellWatch } from './bell';
import { DIGEST_AFTER_MS, sendChatDigests } from './chat-digest';
import { createDeliverer, type DeliveryOptions } from './delivery';
import { runDueReminders } from './reminders';

export interface NotificationWorkerOptions
  extends Pick<DeliveryOptions, 'providers' | 'retryDelaysMs' | 'lockMs' | 'ratePerSecond'> {
  /** How often to send what is due and tell open screens of news (default 1 s). */
  pollMs?: number;
  /** How often to look for reminders and digests that are due (default 1 minute). */
  scheduleMs?: number;
  /** Off: only deliver and watch (tests drive the schedule themselves). */
  schedule?: boolean;
  /**
   * Other features' daily jobs (the retention run of features/privacy), handed in by app.ts: run
   * with the reminders, each safe on several processes (scheduled runs) and told the time.
   */
  dailyJobs?: Array<(now: Date) => Promise<void>>;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * The one loop of notifications in a process (docs/notifications.md): every pollMs it sends what
 * the outbox holds that is due and tells this process's sockets of news; every scheduleMs it
 * queues the reminders and chat digests that are due. Each step is safe with several processes
 * running it (claims and dedupe keys), so every process may run the loop.
 */
export function startNotificationWorker(
  deps: Pick<AppDeps, 'db' | 'dialect' | 'secretBox' | 'smsApiBase'>,
  realtime: Pick<Realtime, 'notification'>,
  options: NotificationWorkerOptions,
) {
  const pollMs = options.pollMs ?? 1000;
  const scheduleMs = options.scheduleMs ?? 60_000;
  const log = options.log;
  const accounts = createBuildingAccounts(deps);
  const deliverer = createDeliverer(deps, {
    providers: options.providers,
    accounts,
    retryDelaysMs: options.retryDelaysMs,
    lockMs: options.lockMs,
    ratePerSecond: options.ratePerSecond,
    onHeld: (row: OutboxTable) =>
      log?.info(
        { channel: row.channel, to: row.to_address, kind: row.kind, body: row.body },
        'message kept in the outbox (no provider set up)',
      ),
    onError: (error) => log?.error({ err: error }, 'sending a message failed'),
  });
  const look = createBellWatch(deps.db, realtime);
  let lastSchedule = 0;
  /** Where this process's chat digests have looked up to (chat-digest.ts). */
  let digestsLookedThrough: Date | undefined;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  /** Sending runs beside the loop: a backlog being sent never keeps the bell from its news. */
  let delivering: Promise<void> | null = null;

  async function step() {
    const now = Date.now();
    if (options.schedule !== false && now - lastSchedule >= scheduleMs) {
      lastSchedule = now;
      await runDueReminders(deps, new Date(now));
      await sendChatDigests(deps, new Date(now), digestsLookedThrough);
      for (const job of options.dailyJobs ?? []) await job(new Date(now));
      // Only once the run has gone through: a failed one is looked at again next time.
      digestsLookedThrough = new Date(now - DIGEST_AFTER_MS);
    }
    delivering ??= deliverer
      .deliverDue()
      .then(() => undefined)
      .catch((error: unknown) => log?.error({ err: error }, 'sending the outbox failed; the next look retries'))
      .finally(() => {
        delivering = null;
      });
    await look();
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    running = step()
      .catch((error: unknown) => log?.error({ err: error }, 'the notifications loop failed; it goes on'))
      .finally(() => {
        running = null;
        if (stopped) return;
        if (again) {
          again = false;
          setImmediate(run);
        } else {
          timer = setTimeout(run, pollMs);
          timer.unref();
        }
      });
  }

  setImmediate(run);
  return {
    /** Look now rather than at the next poll (a message was just queued). */
    kick: run,
    /** One full pass, awaited (tests). */
    async runOnce(now = new Date()): Promise<void> {
      await runDueReminders(deps, now);
      await sendChatDigests(deps, now);
      for (const job of options.dailyJobs ?? []) await job(now);
      await deliverer.deliverDue();
      await look();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await delivering;
      await Promise.allSettled(Object.values(options.providers).map((p) => p?.close?.()));
      await accounts.close();
    },
  };
}

export type NotificationWorker = ReturnType<typeof startNotificationWorker>;
