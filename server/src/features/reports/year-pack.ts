import type { ZYearPackQuery } from '@safestay/contracts';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { compareHouseCodes } from '../../lib/house-codes';
import { nowIso } from '../../lib/ids';
import { monthKey, mriMonth, rentReceivedByMonth, reportBuildings, withheldByMonth } from './rental-income';

/** A tenancy's line of the year pack: where, who, and an amount in cents (or two). */
export interface PackLine {
  property: string;
  unit: string;
  tenantName: string;
  chargedCents: number;
  receivedCents: number;
}

/** GET /reports/year.pdf: what the document draws, in cents (docs/reports.md "Year pack"). */
export interface YearPack {
  year: number;
  landlord: { name: string; kraPin: string | null };
  properties: string[];
  /** Confirmed payments received each month (every kind of charge, and credit), January first. */
  collected: { month: string; cents: number }[];
  rentRoll: PackLine[];
  mri: ReturnType<typeof mriMonth>[];
  /** Per tenancy: charges due by 31 December less payments received by then, when positive. */
  arrears: { property: string; unit: string; tenantName: string; owedCents: number }[];
  drawnAt: string;
}

export async function loadYearPack(
  db: Kysely<DB>,
  caller: Caller,
  query: z.output<typeof ZYearPackQuery>,
): Promise<YearPack> {
  const { year } = query;
  const ids = await reportBuildings(db, caller, query.scope);
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const [rent, withheld, collected, tenancies, charged, received, owedCharges, paidBefore, landlord, buildings] =
    await Promise.all([
      rentReceivedByMonth(db, ids, year),
      withheldByMonth(db, ids, year),
      db
        .selectFrom('payments')
        .where('apartment_id', 'in', ids)
        .where('status', '=', 'confirmed')
        .where('received_at', '>=', first)
        .where('received_at', '<=', last)
        .groupBy(sql`substr(received_at, 1, 7)`)
        .select([sql<string>`substr(received_at, 1, 7)`.as('month'), sql<number>`sum(amount_cents)`.as('cents')])
        .execute(),
      db
        .selectFrom('tenancies as t')
        .innerJoin('users as u', 'u.id', 't.tenant_id')
        .innerJoin('apartments as a', 'a.id', 't.apartment_id')
        .leftJoin('units as n', 'n.id', 't.unit_id')
        .where('t.apartment_id', 'in', ids)
        .select(['t.id', 'a.name as property', 'n.code', 't.account_ref', 'u.name'])
        .execute(),
      perTenancy(
        db
          .selectFrom('bills')
          .where('apartment_id', 'in', ids)
          .where('kind', '=', 'rent')
          .where('voided_at', 'is', null)
          .where('due_date', '>=', first)
          .where('due_date', '<=', last)
          .where('tenancy_id', 'is not', null)
          .groupBy('tenancy_id')
          .select(['tenancy_id', sql<number>`sum(amount_cents)`.as('cents')])
          .execute(),
      ),
      perTenancy(
        db
          .selectFrom('allocations as al')
          .innerJoin('payments as p', 'p.id', 'al.payment_id')
          .innerJoin('bills as b', 'b.id', 'al.bill_id')
          .where('p.apartment_id', 'in', ids)
          .where('p.status', '=', 'confirmed')
          .where('p.received_at', '>=', first)
          .where('p.received_at', '<=', last)
          .where('b.kind', '=', 'rent')
          .where('b.voided_at', 'is', null)
          .groupBy('al.tenancy_id')
          .select(['al.tenancy_id', sql<number>`sum(al.amount_cents)`.as('cents')])
          .execute(),
      ),
      perTenancy(
        db
          .selectFrom('bills')
          .where('apartment_id', 'in', ids)
          .where('voided_at', 'is', null)
          .where('due_date', '<=', last)
          .where('tenancy_id', 'is not', null)
          .groupBy('tenancy_id')
          .select(['tenancy_id', sql<number>`sum(amount_cents)`.as('cents')])
          .execute(),
      ),
      perTenancy(
        db
          .selectFrom('payments')
          .where('apartment_id', 'in', ids)
          .where('status', '=', 'confirmed')
          .where('received_at', '<=', last)
          .groupBy('tenancy_id')
          .select(['tenancy_id', sql<number>`sum(amount_cents)`.as('cents')])
          .execute(),
      ),
      db.selectFrom('users').select(['name', 'kra_pin']).where('id', '=', caller.userId).executeTakeFirstOrThrow(),
      db.selectFrom('apartments').select('name').where('id', 'in', ids).orderBy('name').execute(),
    ]);
  const collectedBy = new Map(collected.map((r) => [r.month, Number(r.cents)]));
  const months = Array.from({ length: 12 }, (_, i) => monthKey(year, i + 1));
  const who = tenancies
    .map((t) => ({ id: t.id, property: t.property, unit: t.code ?? t.account_ref, tenantName: t.name }))
    .sort((x, y) => x.property.localeCompare(y.property) || compareHouseCodes(x.unit, y.unit));
  return {
    year,
    landlord: { name: landlord.name, kraPin: landlord.kra_pin },
    properties: buildings.map((b) => b.name),
    collected: months.map((month) => ({ month, cents: collectedBy.get(month) ?? 0 })),
    rentRoll: who
      .map(({ id, ...line }) => ({ ...line, chargedCents: charged.get(id) ?? 0, receivedCents: received.get(id) ?? 0 }))
      .filter((l) => l.chargedCents > 0 || l.receivedCents > 0),
    mri: months.map((month) => mriMonth(rent, withheld, month)),
    arrears: who
      .map(({ id, ...line }) => ({ ...line, owedCents: (owedCharges.get(id) ?? 0) - (paidBefore.get(id) ?? 0) }))
      .filter((l) => l.owedCents > 0),
    drawnAt: nowIso(),
  };
}

async function perTenancy(rows: Promise<{ tenancy_id: string | null; cents: number }[]>) {
  return new Map((await rows).map((r) => [r.tenancy_id as string, Number(r.cents)]));
}
