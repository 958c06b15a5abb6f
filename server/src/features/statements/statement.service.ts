import {
  billDescription,
  CHARGE_KIND_LABELS,
  LEDGER_MSG,
  PAYMENT_METHOD_LABELS,
  STATEMENT_MSG,
  type Statement,
  type StatementEntry,
} from '@safestay/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { dayOf } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { toKes } from '../../lib/money';
import { receiptLabel } from '../ledger/ledger';

/** More entries than this and the oldest fold into the opening balance (a PDF stays a few pages). */
export const MAX_STATEMENT_ENTRIES = 400;

interface Entry {
  date: string;
  /** Charges before payments on one day, then voids and reversals. */
  order: number;
  id: string;
  kind: StatementEntry['kind'];
  /** What happened, without the mark of a void or reversal. */
  detail: string;
  reference: string | null;
  /** + the tenant owes more, − less (cents). */
  cents: number;
}

/**
 * A tenancy's running account (docs/ledger.md "Statement"), computed from the ledger, never stored:
 * every charge (and its void), every confirmed payment (and its reversal), oldest first, with the
 * balance after each. A landlord reads any tenancy of the apartment; a tenant only their own.
 */
export async function loadStatement(
  db: Kysely<DB>,
  caller: Caller,
  tenancyId: string,
  range: { from?: string; to?: string } = {},
): Promise<Statement> {
  const tenancy = await db
    .selectFrom('tenancies as t')
    .innerJoin('users as u', 'u.id', 't.tenant_id')
    .innerJoin('apartments as a', 'a.id', 't.apartment_id')
    .innerJoin('users as l', 'l.id', 'a.landlord_id')
    .leftJoin('units', 'units.id', 't.unit_id')
    .select([
      't.id',
      't.status',
      't.move_in_date',
      't.move_out_date',
      't.account_ref',
      't.tenant_id',
      'u.name as tenant_name',
      'a.name as apartment_name',
      'l.name as landlord_name',
      'units.code as unit_code',
    ])
    .where('t.id', '=', tenancyId)
    .where('t.apartment_id', '=', caller.apartmentId)
    .where('t.status', 'in', ['active', 'ended'])
    .$if(caller.role === 'Tenant', (q) => q.where('t.tenant_id', '=', caller.userId))
    .executeTakeFirst();
  if (!tenancy) throw notFound(LEDGER_MSG.tenancyNotFound);

  const [bills, payments] = await Promise.all([
    db
      .selectFrom('bills')
      .select(['id', 'kind', 'description', 'amount_cents', 'due_date', 'voided_at', 'void_reason', 'recurring_month'])
      .where('tenancy_id', '=', tenancyId)
      .execute(),
    db
      .selectFrom('payments')
      .select([
        'id',
        'method',
        'reference',
        'amount_cents',
        'received_at',
        'status',
        'receipt_number',
        'reason',
        'decided_at',
      ])
      .where('tenancy_id', '=', tenancyId)
      .where('status', 'in', ['confirmed', 'reversed'])
      .execute(),
  ]);

  const entries: Entry[] = [];
  for (const b of bills) {
    // SafeStay's own words name their kind ("Service charge for March 2026"); a typed description
    // (or a meter's arithmetic) gets the kind's label before it.
    const words = billDescription(b.kind, b.description);
    const label =
      b.kind === 'rent' || b.kind === 'opening_balance' || b.recurring_month !== null
        ? words
        : STATEMENT_MSG.charge(CHARGE_KIND_LABELS[b.kind], words);
    entries.push({
      date: b.due_date,
      order: 0,
      id: b.id,
      kind: 'charge',
      detail: label,
      reference: null,
      cents: Number(b.amount_cents),
    });
    if (b.voided_at) {
      entries.push({
        // The Nairobi day of the void (an instant), as every date of the statement (lib/dates.ts).
        date: dayOf(b.voided_at),
        order: 2,
        id: b.id,
        kind: 'void',
        detail: STATEMENT_MSG.withReason(label, b.void_reason),
        reference: null,
        cents: -Number(b.amount_cents),
      });
    }
  }
  for (const p of payments) {
    const receipt = receiptLabel(p.receipt_number === null ? null : Number(p.receipt_number));
    const method = PAYMENT_METHOD_LABELS[p.method];
    entries.push({
      date: p.received_at,
      order: 1,
      id: p.id,
      kind: 'payment',
      detail: STATEMENT_MSG.payment(method, receipt),
      reference: p.reference,
      cents: -Number(p.amount_cents),
    });
    if (p.status === 'reversed') {
      entries.push({
        date: p.decided_at ? dayOf(p.decided_at) : p.received_at.slice(0, 10),
        order: 3,
        id: p.id,
        kind: 'reversal',
        detail: STATEMENT_MSG.withReason(STATEMENT_MSG.reversedPayment(receipt), p.reason),
        reference: p.reference,
        cents: Number(p.amount_cents),
      });
    }
  }
  entries.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : x.order - y.order || (x.id < y.id ? -1 : 1)));

  let opening = 0;
  const shown: Entry[] = [];
  for (const e of entries) {
    if (range.to && e.date > range.to) break;
    if (range.from && e.date < range.from) opening += e.cents;
    else shown.push(e);
  }
  const summarised = shown.length > MAX_STATEMENT_ENTRIES;
  const folded = summarised ? shown.splice(0, shown.length - MAX_STATEMENT_ENTRIES) : [];
  for (const e of folded) opening += e.cents;

  let balance = opening;
  const lines = shown.map((e): StatementEntry => {
    balance += e.cents;
    return {
      date: e.date,
      kind: e.kind,
      description: marked(e.kind, e.detail),
      detail: e.detail,
      reference: e.reference,
      debit: e.cents > 0 ? toKes(e.cents) : 0,
      credit: e.cents < 0 ? toKes(-e.cents) : 0,
      balance: toKes(balance),
    };
  });
  return {
    tenancy: {
      _id: tenancy.id,
      unit: tenancy.unit_code,
      status: tenancy.status,
      moveInDate: tenancy.move_in_date,
      moveOutDate: tenancy.move_out_date,
      accountRef: tenancy.account_ref,
    },
    tenant: { _id: tenancy.tenant_id, name: tenancy.tenant_name },
    apartment: { name: tenancy.apartment_name, landlord: tenancy.landlord_name },
    from: summarised ? (shown[0]?.date ?? null) : (range.from ?? null),
    to: range.to ?? null,
    openingBalance: toKes(opening),
    entries: lines,
    closingBalance: toKes(balance),
    summarised,
  };
}

/** The whole line: a void or reversal says so first. */
function marked(kind: StatementEntry['kind'], detail: string): string {
  if (kind === 'void') return STATEMENT_MSG.voided(detail);
  if (kind === 'reversal') return STATEMENT_MSG.reversed(detail);
  return detail;
}

/** The calling tenant's latest tenancy (a tenant who moved out still reads theirs). */
export function ownTenancyId(caller: Caller): string {
  if (!caller.tenancy) throw notFound(LEDGER_MSG.tenancyNotFound);
  return caller.tenancy.id;
}
