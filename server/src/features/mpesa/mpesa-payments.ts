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
    name: 'M-Pesa (automatic)',
    sessionId: 'mpesa',
    tenancy: null,
  };
}

/** The calendar day in Nairobi of an instant (lib/dates.ts). */
export const nairobiDate = dayOf;
