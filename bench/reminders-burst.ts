import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { insertMany } from '../server/src/db/insert-many';
import { runDueReminders } from '../server/src/features/notifications/reminders';
import { claimRun, finishRun } from '../server/src/features/notifications/scheduled-runs';
import { nairobiClock } from '../server/src/lib/dates';
import { newId } from '../server/src/lib/ids';
import type { ProviderFakes } from './fakes';
import { log, type Row, round } from './measure';

/**
 * A morning far from today, so the server's own daily run never takes this one (its run key is
 * that day): the first of `month` 2027 at 08:30 in Nairobi, rent due three days later (the "due in
 * 3 days" reminder). Each measurement of one run takes its own month.
 */
const morningOf = (month: number) => new Date(`2027-${String(month).padStart(2, '0')}-01T05:30:00Z`);
const dueOf = (month: number) => `2027-${String(month).padStart(2, '0')}-04`;

/**
 * Rent reminders for every tenant of the bench apartment (docs/notifications.md): a rent bill due
 * in three days for each tenancy, then the day's reminder run (the function the server's loop
 * calls each minute), timed; then the server's notifications loop sends the SMS to the local
 * Africa's Talking fake while `during` measures the API, and the rate is read off the fake.
 */
export async function measureReminders(opts: {
  databaseUrl?: string;
  dataDir: string;
  apartmentId: string;
  fakes: ProviderFakes;
  during: () => Promise<Row>;
  /** The month of 2027 whose reminders are sent (6 unless told). */
  month?: number;
}) {
  const month = opts.month ?? 6;
  const database = openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir });
  try {
    await migrateToLatest(database.db);
    const tenancies = await database.db
      .selectFrom('tenancies')
      .select(['id', 'tenant_id', 'rent_cents'])
      .where('apartment_id', '=', opts.apartmentId)
      .where('status', '=', 'active')
      .execute();
    const now = new Date().toISOString();
    const bills = tenancies.map((t) => ({
      id: newId(),
      apartment_id: opts.apartmentId,
      tenant_id: t.tenant_id,
      tenancy_id: t.id,
      kind: 'rent' as const,
      description: `Rent for month ${month} of 2027`,
      amount_cents: Number(t.rent_cents),
      due_date: dueOf(month),
      period_year: 2027,
      period_month: month,
      created_at: now,
      updated_at: now,
    }));
    await insertMany(database.db, 'bills', bills);

    // Earlier measurements' messages (the C2B bursts' receipts) go out first, so only the
    // reminders are counted.
    await outboxDrained(database.db);
    // On a platform of many buildings, the day's run of every other one is set aside as done
    // (each has nothing due that day here, and costs a claim and a commit, ~3 ms): what is timed is
    // the 1,000 reminders of this building, on either platform.
    const morning = morningOf(month);
    const others = await database.db
      .selectFrom('apartments')
      .select('id')
      .where('id', '!=', opts.apartmentId)
      .where('reminders_enabled', '=', 1)
      .execute();
    const day = nairobiClock(morning).day;
    for (const other of others) {
      const runKey = `${day}:${other.id}`;
      if (await claimRun(database.db, 'reminders', runKey, morning)) await finishRun(database.db, 'reminders', runKey);
    }
    const before = (await opts.fakes.counts()).sms;
    const t0 = performance.now();
    const queued = await runDueReminders(database, morning);
    const queueMs = performance.now() - t0;
    log(`reminders: ${queued} queued in ${round(queueMs, 0)} ms`);

    // The server's loop (every second) sends them; the API is measured meanwhile.
    const sent = waitForSms(opts.fakes, before, queued);
    const [api, delivery] = await Promise.all([opts.during(), sent]);
    const perSecond = round(queued / (delivery.ms / 1000), 0);
    log(
      `reminders: ${delivery.count} SMS at the fake in ${round(delivery.ms, 0)} ms (${perSecond}/s); API p99 meanwhile ${api.p99_ms} ms`,
    );
    return { queued, queueMs: round(queueMs, 0), sendMs: round(delivery.ms, 0), perSecond, api };
  } finally {
    await database.close();
  }
}

/** Until `count` more SMS have reached the fake (or none arrives for 30 s): how long, and how many. */
async function waitForSms(fakes: ProviderFakes, before: number, count: number) {
  const target = before + count;
  const t0 = performance.now();
  let last = -1;
  let stalledSince = performance.now();
  for (let taken = before; ; taken = (await fakes.counts()).sms) {
    if (taken >= target) return { ms: performance.now() - t0, count: taken - before };
    if (taken !== last) {
      last = taken;
      stalledSince = performance.now();
    } else if (performance.now() - stalledSince > 30_000) {
      return { ms: performance.now() - t0, count: taken - before };
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Until nothing in the outbox is waiting to be sent (or a minute has passed). */
export async function outboxDrained(db: ReturnType<typeof openDatabase>['db']) {
  for (let i = 0; i < 600; i += 1) {
    const waiting = await db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['queued', 'sending'])
      .executeTakeFirstOrThrow();
    if (Number(waiting.n) === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  log('reminders: the outbox was still sending after a minute; measuring anyway');
}
