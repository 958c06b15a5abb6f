import { LEDGER_MSG } from '@safestay/contracts';
import { type Expression, type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Dialect } from '../../db/database';
import type { AllocationsTable, DB } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { ledgerMoved } from './announce';
import { paidCents, statusIs } from './bill-status';

// The ledger's one engine (docs/ledger.md). Every change of money on a tenancy runs inside one
// transaction that first locks the tenancy (so changes of one tenancy queue, on PostgreSQL by a
// row lock, on SQLite because Kysely runs one transaction at a time on its connection), changes
// what it changes, then calls `settle`, which lays confirmed money not yet allocated onto open
// charges. Nothing else writes allocations, so "oldest due first, credit used by the next
// charge" holds for payments, claims, voids, reversals, edits and new charges alike.

export interface LockedTenancy {
  id: string;
  tenant_id: string;
  apartment_id: string;
  status: string;
  account_ref: string;
  unit_code: string | null;
  tenant_name: string;
}

/** The tenancy of the caller's apartment, locked for the rest of the transaction, or a 404. */
export async function lockTenancy(
  trx: Transaction<DB>,
  dialect: Dialect,
  apartmentId: string,
  tenancyId: string,
): Promise<LockedTenancy> {
  const row = (await lockTenancies(trx, dialect, apartmentId, [tenancyId])).get(tenancyId);
  if (!row) throw notFound(LEDGER_MSG.tenancyNotFound);
  return row;
}

/**
 * `lockTenancy` for many tenancies of the apartment at once (a statement import), in id order
 * and in chunks; a 404 when one of them is not the apartment's (or is pending).
 */
export async function lockTenancies(
  trx: Transaction<DB>,
  dialect: Dialect,
  apartmentId: string,
  tenancyIds: string[],
): Promise<Map<string, LockedTenancy>> {
  const ids = [...new Set(tenancyIds)].sort();
  const found = new Map<string, LockedTenancy>();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    if (dialect === 'postgres') {
      // Lock the rows alone (FOR UPDATE cannot sit on the outer side of the joins below), in id order.
      await trx
        .selectFrom('tenancies')
        .select('id')
        .where('id', 'in', chunk)
        .where('apartment_id', '=', apartmentId)
        .orderBy('id')
        .forUpdate()
        .execute();
    }
    const rows = await trx
      .selectFrom('tenancies as t')
      .innerJoin('users as u', 'u.id', 't.tenant_id')
      .leftJoin('units', 'units.id', 't.unit_id')
      .select([
        't.id',
        't.tenant_id',
        't.apartment_id',
        't.status',
        't.account_ref',
        'units.code as unit_code',
        'u.name as tenant_name',
      ])
      .where('t.id', 'in', chunk)
      .where('t.apartment_id', '=', apartmentId)
      .where('t.status', 'in', ['active', 'ended'])
      .execute();
    for (const row of rows) found.set(row.id, row);
  }
  if (found.size < ids.length) throw notFound(LEDGER_MSG.tenancyNotFound);
  // Whatever the transaction changes on them, their open screens hear after the commit (announce.ts).
  for (const row of found.values())
    ledgerMoved(trx, { apartmentId: row.apartment_id, tenancyId: row.id, tenantId: row.tenant_id });
  return found;
}

/**
 * The tenancy of a bill or payment of the apartment, locked: every ledger change on an existing
 * row finds its tenancy, locks it, and only then reads the row (which may have changed while it
 * waited). A 404 with `missing` when the row is not the apartment's.
 */
export async function lockTenancyOf(
  trx: Transaction<DB>,
  dialect: Dialect,
  apartmentId: string,
  row: { table: 'bills' | 'payments'; id: string; missing: string },
): Promise<LockedTenancy> {
  const found = await trx
    .selectFrom(row.table)
    .select('tenancy_id')
    .where('id', '=', row.id)
    .where('apartment_id', '=', apartmentId)
    .executeTakeFirst();
  if (!found) throw notFound(row.missing);
  return lockTenancy(trx, dialect, apartmentId, found.tenancy_id);
}

/** Which charge is paid first among those due the same day: rent, then utilities, then other, then penalties. */
const kindOrder = sql<number>`case bills.kind when 'penalty' then 3 when 'other' then 2
  when 'water' then 1 when 'electricity' then 1 when 'service' then 1 when 'garbage' then 1
  when 'security' then 1 else 0 end`;

/** What confirmed payments hold beyond their allocations: credit that `settle` lays on open charges. */
const unallocatedRest = sql<boolean>`coalesce(sum(a.amount_cents), 0) < p.amount_cents`;

/**
 * Which of the `among` tenancies of the apartment hold credit (confirmed money not yet allocated),
 * in one grouped query: a month's bills settle only those (features/bills/monthly-bills.ts).
 */
export async function tenanciesWithCredit(
  trx: Transaction<DB>,
  apartmentId: string,
  among: Set<string>,
): Promise<string[]> {
  if (among.size === 0) return [];
  const rows = await trx
    .selectFrom('payments as p')
    .leftJoin('allocations as a', 'a.payment_id', 'p.id')
    .select('p.tenancy_id')
    .where('p.apartment_id', '=', apartmentId)
    .where('p.status', '=', 'confirmed')
    .groupBy(['p.tenancy_id', 'p.id', 'p.amount_cents'])
    .having(unallocatedRest)
    .execute();
  return [...new Set(rows.map((r) => r.tenancy_id).filter((id) => among.has(id)))].sort();
}

/**
 * Allocates every confirmed payment's unallocated rest to the tenancy's open charges: payments in
 * the order the money came, each to the oldest due first (rent before other charges due the same
 * day). What no charge needs stays as credit until the next charge. Returns the allocations made.
 */
export async function settle(trx: Transaction<DB>, tenancyId: string) {
  return settleMany(trx, [tenancyId]);
}

/**
 * `settle` for many tenancies at once (a statement import): the same rule for each, their free
 * money and open charges read a chunk of tenancies per query rather than one.
 */
export async function settleMany(trx: Transaction<DB>, tenancyIds: string[]) {
  const made: Insertable<AllocationsTable>[] = [];
  const ids = [...new Set(tenancyIds)];
  for (let i = 0; i < ids.length; i += 500) made.push(...(await settleChunk(trx, ids.slice(i, i + 500))));
  return made;
}

async function settleChunk(trx: Transaction<DB>, tenancyIds: string[]) {
  const free = await trx
    .selectFrom('payments as p')
    .leftJoin('allocations as a', 'a.payment_id', 'p.id')
    .select(['p.id', 'p.tenancy_id', 'p.bill_id', 'p.amount_cents', 'p.tenant_id', 'p.apartment_id'])
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('a.amount_cents'), eb.lit(0)).as('allocated'))
    .where('p.tenancy_id', 'in', tenancyIds)
    .where('p.status', '=', 'confirmed')
    .groupBy([
      'p.id',
      'p.tenancy_id',
      'p.bill_id',
      'p.amount_cents',
      'p.tenant_id',
      'p.apartment_id',
      'p.received_at',
      'p.created_at',
    ])
    .having(unallocatedRest)
    .orderBy('p.received_at')
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
  if (free.length === 0) return [];
  // Their open charges: what each has been paid is kept beside it (bills.paid_cents, bill-status.ts).
  const open = await trx
    .selectFrom('bills')
    .select(['bills.id', 'bills.tenancy_id', 'bills.amount_cents', paidCents.as('paid')])
    .where('bills.tenancy_id', 'in', [...new Set(free.map((p) => p.tenancy_id))])
    .where('bills.voided_at', 'is', null)
    .where(statusIs('unpaid'))
    .orderBy('bills.due_date')
    .orderBy(kindOrder)
    .orderBy('bills.id')
    .execute();
  // Each tenancy's open charges, oldest due first (the order read).
  const owedOf = new Map<string, Map<string, number>>();
  for (const b of open) {
    const owed = owedOf.get(b.tenancy_id) ?? new Map<string, number>();
    owed.set(b.id, Number(b.amount_cents) - Number(b.paid));
    owedOf.set(b.tenancy_id, owed);
  }
  const now = nowIso();
  const made: Insertable<AllocationsTable>[] = [];
  for (const payment of free) {
    const owed = owedOf.get(payment.tenancy_id);
    if (!owed) continue;
    let rest = Number(payment.amount_cents) - Number(payment.allocated);
    // Oldest due first, whatever screen the money came from: a payment's bill is the payer's
    // intent (shown on the receipt), never the order (docs/ledger.md "One engine").
    for (const billId of owed.keys()) {
      if (rest <= 0) break;
      const need = owed.get(billId) ?? 0;
      if (need <= 0) continue;
      const amount = Math.min(need, rest);
      owed.set(billId, need - amount);
      rest -= amount;
      made.push({
        id: newId(),
        payment_id: payment.id,
        bill_id: billId,
        tenancy_id: payment.tenancy_id,
        tenant_id: payment.tenant_id,
        apartment_id: payment.apartment_id,
        amount_cents: amount,
        created_at: now,
      });
    }
  }
  // 8 columns a row: 1,000 rows stay under both databases' limits of bound parameters.
  for (let i = 0; i < made.length; i += 1000)
    await trx
      .insertInto('allocations')
      .values(made.slice(i, i + 1000))
      .execute();
  return made;
}

/**
 * Gives a payment just confirmed (and settled) the next receipt number of its apartment, inside
 * the confirming transaction: no gaps, no reuse. Taken as late as the transaction allows, since
 * the apartment's counter row stays locked from here to the commit (PostgreSQL), and every
 * payment of the building waits for it; on PostgreSQL one statement bumps it and writes it on
 * the payment. Returns the number.
 */
export async function takeReceiptNumber(
  trx: Transaction<DB>,
  dialect: Dialect,
  apartmentId: string,
  paymentId: string,
): Promise<number> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ receipt_number: number }>`with taken as (
        update apartments set receipts_issued = receipts_issued + 1 where id = ${apartmentId} returning receipts_issued)
      update payments set receipt_number = taken.receipts_issued from taken where payments.id = ${paymentId}
      returning payments.receipt_number`.execute(trx);
    if (!rows[0]) throw new Error(`takeReceiptNumber: no payment ${paymentId}`);
    return Number(rows[0].receipt_number);
  }
  const { receipts_issued } = await trx
    .updateTable('apartments')
    .set((eb) => ({ receipts_issued: eb('receipts_issued', '+', 1) }))
    .where('id', '=', apartmentId)
    .returning('receipts_issued')
    .executeTakeFirstOrThrow();
  await trx.updateTable('payments').set({ receipt_number: receipts_issued }).where('id', '=', paymentId).execute();
  return Number(receipts_issued);
}

/** R-000001: how a receipt number is printed. */
export function receiptLabel(n: number | null): string | null {
  return n === null ? null : `R-${String(n).padStart(6, '0')}`;
}

/**
 * What a tenancy owes now, in cents (negative is credit), for the tenancy `tenancyId` of the
 * apartment `apartmentId` refer to: Σ non-void charges − Σ confirmed payments. The one definition
 * of a balance (docs/ledger.md). Both sums are the tenancy's line of the ledger's running totals
 * (`ledger_totals`, kept by the database in every money transaction, migration 0045), so a balance
 * is one probe of its primary key however long the history; no line yet is nothing owed. The
 * ledger model test holds the lines equal to the rows on every run.
 */
export function balanceOf(tenancyId: Expression<string>, apartmentId: Expression<string>) {
  return sql<number>`coalesce((select ${balanceOnLine('lt')} from ledger_totals lt
    where lt.apartment_id = ${apartmentId} and lt.tenancy_id = ${tenancyId}), 0)`;
}

/**
 * `balanceOf` for a query that already holds the tenancy's line of the running totals (`line`, an
 * alias of ledger_totals): a correlated look-up of the same line again cost a list of 50 tenants
 * more than the rest of their figures together on SQLite.
 */
export function balanceOnLine(line: string) {
  return sql<number>`${sql.ref(`${line}.charged_cents`)} - ${sql.ref(`${line}.confirmed_cents`)}`;
}

/** Owed now on one tenancy (cents; negative is credit). */
export async function tenancyBalance(db: Kysely<DB>, tenancyId: string): Promise<number> {
  return (await tenancyBalances(db, [tenancyId])).get(tenancyId) ?? 0;
}

/** `tenancyBalance` of many tenancies (cents by tenancy id), a chunk of them per query. */
export async function tenancyBalances(db: Kysely<DB>, tenancyIds: string[]): Promise<Map<string, number>> {
  const ids = [...new Set(tenancyIds)];
  const out = new Map<string, number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('tenancies as t')
      .select(['t.id', balanceOf(sql.ref('t.id'), sql.ref('t.apartment_id')).as('cents')])
      .where('t.id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) out.set(r.id, Number(r.cents ?? 0));
  }
  return out;
}
