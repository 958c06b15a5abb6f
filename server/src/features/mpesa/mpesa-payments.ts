import { STORED_TEXT } from '@safestay/contracts';
import type { AppDeps } from '../../app-deps';
import type { Caller } from '../../lib/caller';
import { dayOf } from '../../lib/dates';

/** M-Pesa acting for the landlord: payments it records are theirs, and the log says who did it. */
export async function mpesaActor(deps: Pick<AppDeps, 'db'>, apartmentId: string): Promise<Caller> {
  const landlord = await deps.db
    .selectFrom('apartments')
    .select('landlord_id')
    .where('id', '=', apartmentId)
    .executeTakeFirstOrThrow();
  return {
    userId: landlord.landlord_id,
    role: 'Landlord',
    apartmentId,
    name: STORED_TEXT.mpesaActor,
    sessionId: 'mpesa',
    tenancy: null,
  };
}

/** The calendar day in Nairobi of an instant (lib/dates.ts). */
export const nairobiDate = dayOf;

/** A tenant's pending "I paid by M-Pesa" claim, as the matcher and the unmatched queue weigh it. */
export interface PendingClaim {
  id: string;
  tenancyId: string;
  amountCents: number;
  tenantName: string;
  unit: string | null;
}

/**
 * The tenants' pending M-Pesa claims that hold any of these codes in the building, by code (a code
 * is held by at most one pending or confirmed payment: index payments_mpesa_code).
 */
export async function pendingClaims(
  deps: Pick<AppDeps, 'db'>,
  apartmentId: string,
  codes: string[],
): Promise<Map<string, PendingClaim>> {
  if (codes.length === 0) return new Map();
  const rows = await deps.db
    .selectFrom('payments as p')
    .innerJoin('users as u', 'u.id', 'p.tenant_id')
    .innerJoin('tenancies as t', 't.id', 'p.tenancy_id')
    .leftJoin('units as n', 'n.id', 't.unit_id')
    .select(['p.id', 'p.reference', 'p.tenancy_id', 'p.amount_cents', 'u.name', 'n.code as unit'])
    .where('p.apartment_id', '=', apartmentId)
    .where('p.method', '=', 'mpesa')
    .where('p.status', '=', 'pending')
    .where('p.reference', 'in', codes)
    .execute();
  return new Map(
    rows.map((r) => [
      r.reference as string,
      { id: r.id, tenancyId: r.tenancy_id, amountCents: Number(r.amount_cents), tenantName: r.name, unit: r.unit },
    ]),
  );
}
