import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { DB } from '../../db/schema';
import { nextTurn } from '../../lib/concurrency';
import { addDays, nairobiClock } from '../../lib/dates';
import { toKes } from '../../lib/money';
import { paidCents } from '../ledger/bill-status';
import { type News, notify } from './notify';
import { claimRun, finishedRuns, finishRun } from './scheduled-runs';

export function parseReminderDays(text: string): number[] {
  return text
    .split(',')
    .filter((d) => d.trim() !== '')
    .map(Number)
    .filter(Number.isInteger);
}

/**
 * Queues today's rent reminders of every apartment whose hour (Nairobi) has come, once a day per
 * apartment across every process and restart (docs/notifications.md "Reminders"): the day's run
 * is a row that one process claims; each reminder's dedupe key (bill and day offset) makes a run
 * that is repeated after a crash queue nothing twice. Returns how many reminders were queued.
 */
export async function runDueReminders(deps: Pick<AppDeps, 'db'>, now = new Date()): Promise<number> {
  const { day: date, hour } = nairobiClock(now);
  const apartments = await deps.db
    .selectFrom('apartments')
    .select(['id', 'name', 'reminder_days', 'reminder_hour'])
    .where('reminders_enabled', '=', 1)
    .where('reminder_hour', '<=', hour)
    .execute();
  const done = await finishedRuns(deps.db, 'reminders', `${date}:`);
  let queued = 0;
  for (const apartment of apartments) {
    // A building's reminders are written as one block on SQLite (a few hundred ms for 1,000
    // tenants); between buildings, requests get their turn, or a platform's morning would hold
    // them all until every building was done (lib/concurrency.ts).
    await nextTurn();
    const runKey = `${date}:${apartment.id}`;
    if (done.has(runKey) || !(await claimRun(deps.db, 'reminders', runKey, now))) continue;
    queued += await queueReminders(deps.db, apartment, date);
    await finishRun(deps.db, 'reminders', runKey);
  }
  return queued;
}

async function queueReminders(
  db: Kysely<DB>,
  apartment: { id: string; name: string; reminder_days: string },
  today: string,
): Promise<number> {
  const offsets = parseReminderDays(apartment.reminder_days);
  if (offsets.length === 0) return 0;
  const byDueDate = new Map(offsets.map((offset) => [addDays(today, -offset), offset]));
  const paybill = await db
    .selectFrom('mpesa_settings')
    .select(['shortcode', 'shortcode_type'])
    .where('apartment_id', '=', apartment.id)
    .executeTakeFirst();
  const bills = await db
    .selectFrom('bills')
    .innerJoin('tenancies as t', 't.id', 'bills.tenancy_id')
    .select([
      'bills.id',
      'bills.tenant_id',
      'bills.due_date',
      'bills.amount_cents',
      't.account_ref',
      paidCents.as('paid'),
    ])
    .where('bills.apartment_id', '=', apartment.id)
    .where('bills.kind', '=', 'rent')
    .where('bills.voided_at', 'is', null)
    .where('bills.due_date', 'in', [...byDueDate.keys()])
    .where('t.status', '=', 'active')
    .execute();
  const news: News[] = [];
  for (const bill of bills) {
    const remaining = Number(bill.amount_cents) - Number(bill.paid);
    const offset = byDueDate.get(bill.due_date.slice(0, 10));
    if (remaining <= 0 || offset === undefined) continue;
    news.push({
      userId: bill.tenant_id,
      kind: 'reminder',
      link: '/bills',
      dedupeKey: `reminder:${bill.id}:${offset}`,
      params: {
        building: apartment.name,
        unit: bill.account_ref,
        amount: toKes(remaining),
        dueDate: bill.due_date,
        offset,
        paybill: paybill?.shortcode_type === 'paybill' ? paybill.shortcode : null,
      },
    });
  }
  await db.transaction().execute((trx) => notify(trx, news));
  return news.length;
}
