import { type Kysely, sql } from 'kysely';
import type { DB } from '../schema';

// A receipt never changes (docs/ledger.md "Receipts"): what it said when the payment was confirmed
// is what it says a year later. `receipts` holds that snapshot, one row per receipt number: the
// amount, what it paid (each charge's kind, description and amount, oldest first as the payment
// paid them), the credit it left and the tenancy's balance right after it. Later changes (credit
// laid on a new charge, a void, a reversal) show on the statement, never on an old receipt.
//
// Receipts issued before are computed once, here, from their allocations (a reversed payment's
// from the allocations its reversal took away, kept in the activity log), and their balance as
// the statement showed it that day, counting as well any later charge the money had paid (so a
// receipt never says it paid December's rent and left the same money as credit).

interface Line {
  billId: string;
  kind: string;
  description: string;
  cents: number;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('receipts')
    .addColumn('payment_id', 'text', (c) => c.primaryKey().references('payments.id').onDelete('cascade'))
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('credit_cents', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_cents', 'bigint', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();
  await backfill(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('receipts').execute();
}

async function backfill(untyped: Kysely<unknown>) {
  // The tables as they stand at this migration (none of them has changed since).
  const db = untyped as unknown as Kysely<DB>;
  const payments = await db
    .selectFrom('payments as p')
    .select([
      'p.id',
      'p.apartment_id',
      'p.receipt_number',
      'p.amount_cents',
      'p.status',
      'p.decided_at',
      'p.created_at',
    ])
    .select(
      sql<number>`(select coalesce(sum(b.amount_cents), 0) from bills b
          where b.tenancy_id = p.tenancy_id and b.voided_at is null
            and (b.due_date <= p.received_at or exists (
              select 1 from allocations a join payments q on q.id = a.payment_id
              where a.bill_id = b.id
                and (q.received_at < p.received_at or (q.received_at = p.received_at and q.id <= p.id)))))
        - (select coalesce(sum(q.amount_cents), 0) from payments q
          where q.tenancy_id = p.tenancy_id and (q.status = 'confirmed' or q.id = p.id)
            and (q.received_at < p.received_at or (q.received_at = p.received_at and q.id <= p.id)))`.as('balance'),
    )
    .where('p.receipt_number', 'is not', null)
    .execute();
  if (payments.length === 0) return;
  const allocations = await db
    .selectFrom('allocations')
    .select(['payment_id', 'bill_id', 'amount_cents'])
    .orderBy('id')
    .execute();
  const reversals = await db
    .selectFrom('audit_events')
    .select(['entity_id', 'before'])
    .where('action', '=', 'payment.reversed')
    .execute();
  const bills = new Map(
    (await db.selectFrom('bills').select(['id', 'kind', 'description']).execute()).map((b) => [b.id, b]),
  );
  const paid = new Map<string, { billId: string; cents: number }[]>();
  for (const a of allocations)
    paid.set(a.payment_id, [...(paid.get(a.payment_id) ?? []), { billId: a.bill_id, cents: Number(a.amount_cents) }]);
  for (const r of reversals) {
    const before = r.before ? (JSON.parse(r.before) as { allocations?: { billId: string; cents: number }[] }) : {};
    if (before.allocations) paid.set(r.entity_id, before.allocations);
  }
  const rows = payments.map((p) => {
    const lines: Line[] = (paid.get(p.id) ?? []).map((a) => ({
      billId: a.billId,
      kind: bills.get(a.billId)?.kind ?? 'other',
      description: bills.get(a.billId)?.description ?? '',
      cents: Number(a.cents),
    }));
    const allocated = lines.reduce((sum, l) => sum + l.cents, 0);
    return {
      payment_id: p.id,
      apartment_id: p.apartment_id,
      number: Number(p.receipt_number),
      amount_cents: Number(p.amount_cents),
      lines: JSON.stringify(lines),
      credit_cents: Math.max(0, Number(p.amount_cents) - allocated),
      balance_after_cents: Number(p.balance),
      issued_at: p.decided_at ?? p.created_at,
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('receipts')
      .values(rows.slice(i, i + 200))
      .execute();
}
