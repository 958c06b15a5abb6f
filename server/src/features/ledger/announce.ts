import type { LedgerChangedPayload } from '@safestay/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

// The one announcer of money (docs/ledger.md "Live"). Every change of money or of a tenancy's
// standing runs in `ledgerTransaction`; inside it, `lockTenancy` (ledger.ts) notes each tenancy it
// locks, and writers that touch many tenancies without locking each (monthly bills, an approval's
// opening balance) note them with `ledgerMoved`. Only after the transaction commits are the open
// screens told, each tenant of their own tenancy and the landlord once: a rolled-back change tells
// nobody, and no route or service has to remember to.

export type LedgerWhat = LedgerChangedPayload['what'];

/** Where the news goes: the socket hub's `ledgerChanged` (realtime/hub.ts), handed in by app.ts. */
export type LedgerNews = (apartmentId: string, changes: LedgerChangedPayload[]) => void;

interface Pending {
  what: LedgerWhat;
  /** apartment id → tenancy id → change */
  changes: Map<string, Map<string, LedgerChangedPayload>>;
}

const open = new WeakMap<object, Pending>();

/** Notes, inside a ledger transaction, that a tenancy's money moved; told after the commit. */
export function ledgerMoved(
  trx: Transaction<DB>,
  tenancy: { apartmentId: string; tenancyId: string; tenantId: string },
  what?: LedgerWhat,
): void {
  const pending = open.get(trx);
  if (!pending) return;
  const ofApartment = pending.changes.get(tenancy.apartmentId) ?? new Map<string, LedgerChangedPayload>();
  pending.changes.set(tenancy.apartmentId, ofApartment);
  ofApartment.set(tenancy.tenancyId, {
    tenancyId: tenancy.tenancyId,
    tenantId: tenancy.tenantId,
    what: what ?? pending.what,
  });
}

/**
 * Runs `work` in one transaction; once it has committed, every tenancy it moved is announced
 * through `deps.ledgerNews` (absent in tests that call services without sockets: nobody to tell).
 */
export async function ledgerTransaction<T>(
  deps: { db: Kysely<DB>; ledgerNews?: LedgerNews },
  what: LedgerWhat,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const pending: Pending = { what, changes: new Map() };
  const result = await deps.db.transaction().execute(async (trx) => {
    pending.changes.clear(); // a retried transaction starts its news afresh
    open.set(trx, pending);
    return work(trx);
  });
  if (deps.ledgerNews)
    for (const [apartmentId, changes] of pending.changes) deps.ledgerNews(apartmentId, [...changes.values()]);
  return result;
}
