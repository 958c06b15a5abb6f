import { STORED_TEXT } from '@safestay/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { insertBillsOnce } from './insert-once';

// A house's recurring fixed charges (docs/utilities.md "Recurring charges"), made with the month's
// rent in its transaction: each tenancy billed rent for the month gets one charge per charge its
// house has, due with that rent. `bills_recurring_once` (migration 0049) keeps a repeated or
// concurrent generation from making one twice; a charge the owner voided is not made again.

/**
 * The month's recurring charges of the `tenancies` living there, inserted once each: answers the
 * rows made now (the ones made before are left as they are).
 */
export async function makeRecurringCharges(
  trx: Transaction<DB>,
  apartmentId: string,
  period: { year: number; month: number },
  tenancies: { id: string; tenant_id: string; unit_id: string | null }[],
) {
  const housed = tenancies.filter((t) => t.unit_id !== null);
  if (housed.length === 0) return [];
  const [charges, rents] = await Promise.all([
    trx
      .selectFrom('unit_charges')
      .select(['unit_id', 'kind', 'amount_cents'])
      .where('apartment_id', '=', apartmentId)
      .orderBy('unit_id')
      .orderBy('kind')
      .execute(),
    // The month's rent of each tenancy (made now or by an earlier run): its due date is theirs.
    trx
      .selectFrom('bills')
      .select(['tenancy_id', 'due_date'])
      .where('apartment_id', '=', apartmentId)
      .where('period_year', '=', period.year)
      .where('period_month', '=', period.month)
      .where('kind', '=', 'rent')
      .execute(),
  ]);
  if (charges.length === 0) return [];
  const dueOf = new Map(rents.map((r) => [r.tenancy_id, r.due_date]));
  const chargesOf = new Map<string, typeof charges>();
  for (const c of charges) chargesOf.set(c.unit_id, [...(chargesOf.get(c.unit_id) ?? []), c]);
  const month = `${period.year}-${String(period.month).padStart(2, '0')}`;
  const now = nowIso();
  const rows = housed.flatMap((t) => {
    const due = dueOf.get(t.id);
    if (due === undefined) return [];
    return (chargesOf.get(t.unit_id as string) ?? []).map((c) => ({
      id: newId(),
      apartment_id: apartmentId,
      tenant_id: t.tenant_id,
      tenancy_id: t.id,
      kind: c.kind,
      description: STORED_TEXT.recurringFor(c.kind, period.year, period.month),
      amount_cents: Number(c.amount_cents),
      due_date: due,
      period_year: null,
      period_month: null,
      recurring_month: month,
      created_at: now,
      updated_at: now,
    }));
  });
  return insertBillsOnce(trx, rows, (oc) =>
    oc.columns(['tenancy_id', 'kind', 'recurring_month']).where('recurring_month', 'is not', null).doNothing(),
  );
}
