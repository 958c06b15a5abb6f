import type { AppDeps } from '../../app-deps';
import type { Caller } from '../../lib/caller';

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
    name: 'M-Pesa (automatic)',
    sessionId: 'mpesa',
    tenancy: null,
  };
}

/** The calendar day in Nairobi (UTC+3, no daylight saving) of an instant. */
export function nairobiDate(iso: string): string {
  return new Date(Date.parse(iso) + 3 * 3600_000).toISOString().slice(0, 10);
}
