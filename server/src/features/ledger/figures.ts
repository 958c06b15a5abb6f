import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/** A building's money this month, in cents (docs/ledger.md "Figures"). */
export interface MonthFigures {
  /** Non-voided charges due this month. */
  expected: number;
  /** Confirmed payments received this month (their received date). */
  collected: number;
  /** Still owed on non-voided charges due before today. */
  overdue: number;
  /** Still owed on non-voided charges due today or later. */
  dueSoon: number;
  /** Tenants' claims waiting for a yes or a no. */
  toConfirm: number;
}

const NONE: MonthFigures = { expected: 0, collected: 0, overdue: 0, dueSoon: 0, toConfirm: 0 };

/**
 * The figures of the dashboard and the portfolio, defined here once and computed for many buildings
 * in one grouped query per table (`today` is Nairobi's, YYYY-MM-DD). Every building asked for has
 * a line, zeros where nothing happened.
 */
export async function monthFigures(
  db: Kysely<DB>,
  apartmentIds: string[],
  today: string,
): Promise<Map<string, MonthFigures>> {
  const figures = new Map(apartmentIds.map((id) => [id, { ...NONE }]));
  if (apartmentIds.length === 0) return figures;
  const first = `${today.slice(0, 7)}-01`;
  const last = `${today.slice(0, 7)}-31`;
  const [expected, collected, owed, pending] = await Promise.all([
    db
      .selectFrom('bills')
      .where('apartment_id', 'in', apartmentIds)
      .where('voided_at', 'is', null)
      .where('due_date', '>=', first)
      .where('due_date', '<=', last)
      .groupBy('apartment_id')
      .select((eb) => ['apartment_id', eb.fn.sum<number>('amount_cents').as('cents')])
      .execute(),
    db
      .selectFrom('payments')
      .where('apartment_id', 'in', apartmentIds)
      .where('status', '=', 'confirmed')
      .where('received_at', '>=', first)
      .where('received_at', '<=', last)
      .groupBy('apartment_id')
      .select((eb) => ['apartment_id', eb.fn.sum<number>('amount_cents').as('cents')])
      .execute(),
    // What each open charge still owes: its amount less what confirmed payments put on it, summed
    // on each side of today. Allocations are grouped once per bill, then joined.
    db
      .selectFrom('bills')
      .leftJoin(
        db
          .selectFrom('allocations')
          .where('allocations.apartment_id', 'in', apartmentIds)
          .groupBy('allocations.bill_id')
          .select((eb) => ['allocations.bill_id', eb.fn.sum<number>('allocations.amount_cents').as('cents')])
          .as('paid'),
        'paid.bill_id',
        'bills.id',
      )
      .where('bills.apartment_id', 'in', apartmentIds)
      .where('bills.voided_at', 'is', null)
      .groupBy('bills.apartment_id')
      .select([
        'bills.apartment_id',
        sql<number>`coalesce(sum(case when bills.due_date < ${today} then bills.amount_cents - coalesce(paid.cents, 0) else 0 end), 0)`.as(
          'overdue',
        ),
        sql<number>`coalesce(sum(case when bills.due_date >= ${today} then bills.amount_cents - coalesce(paid.cents, 0) else 0 end), 0)`.as(
          'due_soon',
        ),
      ])
      .execute(),
    db
      .selectFrom('payments')
      .where('apartment_id', 'in', apartmentIds)
      .where('status', '=', 'pending')
      .groupBy('apartment_id')
      .select((eb) => ['apartment_id', eb.fn.countAll<number>().as('n')])
      .execute(),
  ]);
  const line = (id: string) => figures.get(id) as MonthFigures;
  for (const r of expected) line(r.apartment_id).expected = Number(r.cents);
  for (const r of collected) line(r.apartment_id).collected = Number(r.cents);
  for (const r of owed)
    Object.assign(line(r.apartment_id), { overdue: Number(r.overdue), dueSoon: Number(r.due_soon) });
  for (const r of pending) line(r.apartment_id).toConfirm = Number(r.n);
  return figures;
}
