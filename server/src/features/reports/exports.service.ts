import {
  billDescription,
  CHARGE_KIND_LABELS,
  COLLECTION_MSG,
  type LedgerPaymentStatus,
  maskIdNumber,
  PAYMENT_METHOD_LABELS,
  type Statement,
} from '@safestay/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { toCsv } from '../../lib/csv';
import { dayOf } from '../../lib/dates';
import { toKes } from '../../lib/money';
import { paidCents } from '../ledger/bill-status';
import { balanceOf, receiptLabel } from '../ledger/ledger';

/** A stored day or instant as the Nairobi day `YYYY-MM-DD` a spreadsheet sorts by. */
const day = (value: string | null) =>
  value === null ? null : /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : dayOf(value);

function billStatus(amount: number, paid: number, voided: boolean): string {
  if (voided) return COLLECTION_MSG.billVoided;
  if (paid >= amount) return COLLECTION_MSG.billPaid;
  return paid > 0 ? COLLECTION_MSG.billPartial : COLLECTION_MSG.billOpen;
}

const PAYMENT_STATUS: Record<LedgerPaymentStatus, () => string> = {
  pending: () => COLLECTION_MSG.paymentPending,
  confirmed: () => COLLECTION_MSG.paymentConfirmed,
  rejected: () => COLLECTION_MSG.paymentRejected,
  reversed: () => COLLECTION_MSG.paymentReversed,
};

/** Every charge of the building, voided ones too, oldest due first (docs/reports.md "Exports"). */
export async function billsCsv(db: Kysely<DB>, caller: Caller): Promise<string> {
  const rows = await db
    .selectFrom('bills')
    .innerJoin('users as u', 'u.id', 'bills.tenant_id')
    .innerJoin('tenancies as t', 't.id', 'bills.tenancy_id')
    .leftJoin('units as n', 'n.id', 't.unit_id')
    .where('bills.apartment_id', '=', caller.apartmentId)
    .select([
      'bills.due_date',
      'u.name',
      'n.code',
      'bills.description',
      'bills.kind',
      'bills.amount_cents',
      // What its allocations put on it, kept beside it (ledger/bill-status.ts).
      paidCents.as('paid_cents'),
      'bills.voided_at',
      'bills.void_reason',
    ])
    .orderBy('bills.due_date')
    .orderBy('bills.id')
    .execute();
  return toCsv([
    [
      COLLECTION_MSG.dueDate,
      COLLECTION_MSG.tenant,
      COLLECTION_MSG.unit,
      COLLECTION_MSG.description,
      COLLECTION_MSG.kind,
      COLLECTION_MSG.amount,
      COLLECTION_MSG.paid,
      COLLECTION_MSG.owed,
      COLLECTION_MSG.status,
      COLLECTION_MSG.voidedOn,
      COLLECTION_MSG.voidReason,
    ],
    ...rows.map((r) => {
      const amount = Number(r.amount_cents);
      const paid = Number(r.paid_cents);
      const voided = r.voided_at !== null;
      return [
        r.due_date,
        r.name,
        r.code,
        billDescription(r.kind, r.description),
        CHARGE_KIND_LABELS[r.kind],
        toKes(amount),
        toKes(paid),
        toKes(voided ? 0 : amount - paid),
        billStatus(amount, paid, voided),
        day(r.voided_at),
        r.void_reason,
      ];
    }),
  ]);
}

/** Every payment and claim of the building, oldest received first, with its receipt number. */
export async function paymentsCsv(db: Kysely<DB>, caller: Caller): Promise<string> {
  const rows = await db
    .selectFrom('payments as p')
    .innerJoin('users as u', 'u.id', 'p.tenant_id')
    .innerJoin('tenancies as t', 't.id', 'p.tenancy_id')
    .leftJoin('units as n', 'n.id', 't.unit_id')
    .where('p.apartment_id', '=', caller.apartmentId)
    .select([
      'p.received_at',
      'p.receipt_number',
      'u.name',
      'n.code',
      'p.amount_cents',
      'p.method',
      'p.reference',
      'p.status',
      'p.reason',
    ])
    .orderBy('p.received_at')
    .orderBy('p.id')
    .execute();
  return toCsv([
    [
      COLLECTION_MSG.receivedOn,
      COLLECTION_MSG.receipt,
      COLLECTION_MSG.tenant,
      COLLECTION_MSG.unit,
      COLLECTION_MSG.amount,
      COLLECTION_MSG.method,
      COLLECTION_MSG.reference,
      COLLECTION_MSG.status,
      COLLECTION_MSG.reason,
    ],
    ...rows.map((r) => [
      day(r.received_at),
      receiptLabel(r.receipt_number),
      r.name,
      r.code,
      toKes(Number(r.amount_cents)),
      PAYMENT_METHOD_LABELS[r.method] ?? r.method,
      r.reference,
      PAYMENT_STATUS[r.status](),
      r.reason,
    ]),
  ]);
}

/**
 * The tenants living in the building now, by name, with what each owes (negative: credit). The
 * national ID is masked: the owner reveals one at a time (`/tenancies/:id/identity`, docs/privacy.md).
 */
export async function tenantsCsv(db: Kysely<DB>, caller: Caller): Promise<string> {
  const rows = await db
    .selectFrom('tenancies as t')
    .innerJoin('users as u', 'u.id', 't.tenant_id')
    .leftJoin('units as n', 'n.id', 't.unit_id')
    .where('t.apartment_id', '=', caller.apartmentId)
    .where('t.status', '=', 'active')
    .select([
      'u.name',
      'n.code',
      'u.primary_phone',
      'u.email',
      'u.id_number',
      't.move_in_date',
      't.rent_cents',
      balanceOf(sql.ref('t.id'), sql.ref('t.apartment_id')).as('balance_cents'),
    ])
    .orderBy('u.name')
    .orderBy('t.id')
    .execute();
  return toCsv([
    [
      COLLECTION_MSG.tenant,
      COLLECTION_MSG.unit,
      COLLECTION_MSG.phone,
      COLLECTION_MSG.email,
      COLLECTION_MSG.nationalId,
      COLLECTION_MSG.movedIn,
      COLLECTION_MSG.rent,
      COLLECTION_MSG.balance,
    ],
    ...rows.map((r) => [
      r.name,
      r.code,
      r.primary_phone,
      r.email,
      maskIdNumber(r.id_number),
      r.move_in_date,
      toKes(Number(r.rent_cents)),
      toKes(Number(r.balance_cents)),
    ]),
  ]);
}

/** A statement as CSV: the opening balance, then each entry with the balance after it. */
export function statementCsv(statement: Statement): string {
  return toCsv([
    [
      COLLECTION_MSG.date,
      COLLECTION_MSG.entry,
      COLLECTION_MSG.reference,
      COLLECTION_MSG.charge,
      COLLECTION_MSG.payment,
      COLLECTION_MSG.balance,
    ],
    [statement.from, COLLECTION_MSG.openingBalance, null, null, null, statement.openingBalance],
    ...statement.entries.map((e) => [
      e.date,
      e.description,
      e.reference,
      e.debit === 0 ? null : e.debit,
      e.credit === 0 ? null : e.credit,
      e.balance,
    ]),
  ]);
}
