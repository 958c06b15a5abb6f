import { MONTHS, MSG, type ZGenerateMonthlyBillsRequest } from '@safestay/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { badRequest, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { listBills } from './bill-queries';

/**
 * One bill per tenant for (year, month) at the apartment's rent: every tenant's, or the one
 * tenant's of `input.tenantId` (404 when not a tenant of the caller's apartment). The UNIQUE constraint with
 * ON CONFLICT DO NOTHING makes a repeat, or twenty at once, harmless (docs/reliability.md §26).
 */
export async function generateMonthlyBills(
  db: Kysely<DB>,
  caller: Caller,
  input: z.output<typeof ZGenerateMonthlyBillsRequest>,
) {
  const month = MONTHS.indexOf(input.month) + 1;
  // One transaction: a thousand tenants cost one commit (one fsync), and no other request sees half a month.
  const { created, tenantCount } = await db.transaction().execute(async (trx) => {
    const apartment = await trx
      .selectFrom('apartments')
      .select(['rent_cents'])
      .where('id', '=', caller.apartmentId)
      .executeTakeFirst();
    if (!apartment) throw notFound('Apartment not found.');
    const tenants = await trx
      .selectFrom('users')
      .select('id')
      .where('apartment_id', '=', caller.apartmentId)
      .where('role', '=', 'Tenant')
      .$if(input.tenantId !== undefined, (q) => q.where('id', '=', input.tenantId ?? ''))
      // The same order in every call: concurrent generations on PostgreSQL cannot deadlock.
      .orderBy('id')
      .execute();
    if (tenants.length === 0) {
      throw input.tenantId ? notFound('Tenant not found.') : badRequest(MSG.noTenantsToBill);
    }
    const now = nowIso();
    const rows = tenants.map((t) => ({
      id: newId(),
      apartment_id: caller.apartmentId,
      tenant_id: t.id,
      description: `Rent for ${input.month} ${input.year}`,
      amount_cents: Number(apartment.rent_cents),
      due_date: input.dueDate,
      period_year: input.year,
      period_month: month,
      created_at: now,
      updated_at: now,
    }));
    let inserted = 0;
    // Chunks keep each statement well under the bound-parameter limits of both databases.
    for (let i = 0; i < rows.length; i += 500) {
      const result = await trx
        .insertInto('bills')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) => oc.columns(['tenant_id', 'period_year', 'period_month']).doNothing())
        .returning('id')
        .execute();
      inserted += result.length;
    }
    return { created: inserted, tenantCount: tenants.length };
  });
  const period = { year: input.year, month };
  const { items: bills } = await listBills(db, caller, { filter: 'all', period, tenantId: input.tenantId });
  const existing = Math.max(0, tenantCount - created);
  const message = MSG.monthlyBillsResult(created, existing, `${input.month} ${input.year}`);
  return { message, bills, created, existing };
}
