import { ERR_MSG, MONTHS, MSG, STORED_TEXT, type ZGenerateMonthlyBillsRequest } from '@safestay/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Dialect } from '../../db/database';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { badRequest, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { toKes } from '../../lib/money';
import { audit, auditSummary } from '../activity/audit';
import { type LedgerNews, ledgerMoved, ledgerTransaction } from '../ledger/announce';
import { lockTenancy, settle, tenanciesWithCredit } from '../ledger/ledger';
import { notifyNewBills } from '../notifications/news';
import { listBills } from './bill-queries';
import { insertBillsOnce } from './insert-once';
import { makeRecurringCharges } from './recurring-charges';

/**
 * One bill per tenancy living in the apartment during (year, month), at the tenancy's own rent:
 * every tenant's, or the one tenant's of `input.tenantId` (404 when not a tenant of the caller's
 * apartment). Never a month before the move-in date or after the move-out date. The UNIQUE
 * constraint with ON CONFLICT DO NOTHING makes a repeat, or twenty at once, harmless
 * (docs/reliability.md §26). Each house's recurring charges come with its rent, once
 * (recurring-charges.ts).
 */
export async function generateMonthlyBills(
  deps: { db: Kysely<DB>; dialect: Dialect; ledgerNews?: LedgerNews },
  caller: Caller,
  input: z.output<typeof ZGenerateMonthlyBillsRequest>,
) {
  const month = MONTHS.indexOf(input.month) + 1;
  const period = monthSpan(input.year, month);
  // One transaction: a thousand tenants cost one commit (one fsync), and no other request sees half a month.
  const { db, dialect } = deps;
  const { created, living, skipped } = await ledgerTransaction(deps, 'charge', async (trx) => {
    const tenancies = await trx
      .selectFrom('tenancies')
      .innerJoin('users', 'users.id', 'tenancies.tenant_id')
      .select([
        'tenancies.id',
        'tenancies.tenant_id',
        'tenancies.rent_cents',
        'tenancies.unit_id',
        'tenancies.move_in_date',
        'tenancies.move_out_date',
        'users.name',
      ])
      .where('tenancies.apartment_id', '=', caller.apartmentId)
      .where('tenancies.status', 'in', ['active', 'ended'])
      .$if(input.tenantId !== undefined, (q) => q.where('tenancies.tenant_id', '=', input.tenantId ?? ''))
      // The same order in every call: concurrent generations on PostgreSQL cannot deadlock.
      .orderBy('tenancies.tenant_id')
      .execute();
    if (tenancies.length === 0) {
      throw input.tenantId ? notFound(ERR_MSG.tenantNotFound) : badRequest(MSG.noTenantsToBill);
    }
    const inMonth = tenancies.filter(
      (t) => t.move_in_date <= period.last && (t.move_out_date === null || t.move_out_date >= period.first),
    );
    const now = nowIso();
    const rows = inMonth.map((t) => ({
      id: newId(),
      apartment_id: caller.apartmentId,
      tenant_id: t.tenant_id,
      tenancy_id: t.id,
      kind: 'rent' as const,
      description: STORED_TEXT.rentFor(input.year, month),
      amount_cents: Number(t.rent_cents),
      due_date: input.dueDate,
      period_year: input.year,
      period_month: month,
      created_at: now,
      updated_at: now,
    }));
    const rent = await insertBillsOnce(trx, rows, (oc) =>
      oc.columns(['tenant_id', 'period_year', 'period_month']).doNothing(),
    );
    const recurring = await makeRecurringCharges(trx, caller.apartmentId, { year: input.year, month }, inMonth);
    const made = [...rent, ...recurring];
    for (const r of made)
      ledgerMoved(trx, { apartmentId: r.apartment_id, tenancyId: r.tenancy_id, tenantId: r.tenant_id });
    await useCredit(trx, dialect, caller.apartmentId, new Set(made.map((r) => r.tenancy_id)));
    await audit(
      trx,
      caller,
      ...made.map((r) => ({
        action: 'bill.created',
        entity: 'bill' as const,
        entityId: r.id,
        tenantId: r.tenant_id,
        summary: auditSummary('billGenerated', {
          kind: r.kind,
          description: r.description,
          amount: toKes(r.amount_cents),
          dueDate: r.due_date,
        }),
        after: r,
      })),
    );
    await notifyNewBills(trx, caller.apartmentId, made);
    return { created: rent.length, living: inMonth.length, skipped: tenancies.length - inMonth.length };
  });
  const { items: bills } = await listBills(db, caller, {
    filter: 'all',
    period: { year: input.year, month },
    tenantId: input.tenantId,
  });
  const existing = Math.max(0, living - created);
  const message = MSG.monthlyBillsResult(created, existing, `${input.month} ${input.year}`, skipped);
  return { message, bills, created, existing, skipped };
}

/**
 * Credit pays the new charges at once: the tenancies among `billed` that hold confirmed money not
 * yet allocated (one grouped query) are settled; the others have nothing to lay down.
 */
async function useCredit(trx: Transaction<DB>, dialect: Dialect, apartmentId: string, billed: Set<string>) {
  // Locked in one order, as every ledger change locks its tenancy before settling (ledger/ledger.ts).
  for (const id of await tenanciesWithCredit(trx, apartmentId, billed)) {
    await lockTenancy(trx, dialect, apartmentId, id);
    await settle(trx, id);
  }
}

/** The first and last calendar dates of a month, as stored (YYYY-MM-DD). */
function monthSpan(year: number, month: number) {
  const mm = String(month).padStart(2, '0');
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${year}-${mm}-01`, last: `${year}-${mm}-${String(days).padStart(2, '0')}` };
}
