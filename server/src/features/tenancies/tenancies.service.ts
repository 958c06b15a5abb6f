import { randomInt } from 'node:crypto';
import type { Db } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';

/** Crockford's base32: no I, L, O or U, so a code read over the phone is not misheard. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** T and four characters: the account number of a tenancy without a unit. */
function randomAccountRef(): string {
  let ref = 'T';
  for (let i = 0; i < 4; i += 1) ref += CROCKFORD[randomInt(CROCKFORD.length)];
  return ref;
}

/** An account number no tenancy of the apartment has (a unique constraint backs the check). */
async function freeAccountRef(db: Db, apartmentId: string): Promise<string> {
  for (;;) {
    const ref = randomAccountRef();
    const taken = await db
      .selectFrom('tenancies')
      .select('id')
      .where('apartment_id', '=', apartmentId)
      .where('account_ref', '=', ref)
      .executeTakeFirst();
    if (!taken) return ref;
  }
}

/**
 * A tenant joining an apartment that lets tenants in at once: an active tenancy in no unit yet,
 * at the apartment's rent, from the move-in date. Runs inside the registration's transaction.
 */
export async function openTenancy(db: Db, input: { apartmentId: string; tenantId: string; moveInDate: string }) {
  const apartment = await db
    .selectFrom('apartments')
    .select('rent_cents')
    .where('id', '=', input.apartmentId)
    .executeTakeFirst();
  if (!apartment) throw notFound('Apartment not found.');
  const now = nowIso();
  await db
    .insertInto('tenancies')
    .values({
      id: newId(),
      apartment_id: input.apartmentId,
      tenant_id: input.tenantId,
      unit_id: null,
      status: 'active',
      rent_cents: Number(apartment.rent_cents),
      deposit_cents: 0,
      move_in_date: input.moveInDate,
      move_out_date: null,
      account_ref: await freeAccountRef(db, input.apartmentId),
      created_at: now,
      updated_at: now,
    })
    .execute();
}
