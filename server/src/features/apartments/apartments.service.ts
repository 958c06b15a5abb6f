import type { Apartment, AvailableApartment, ZUpdateApartmentRequest } from '@safestay/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { toKes } from '../../lib/money';

/**
 * Apartments a new tenant may choose: public data only (name, area, rent, landlord's name).
 * Invite-only apartments are not listed: their tenants come with a code.
 */
export async function listAvailableApartments(db: Db): Promise<AvailableApartment[]> {
  const rows = await db
    .selectFrom('apartments as a')
    .innerJoin('users as l', 'l.id', 'a.landlord_id')
    .select(['a.id', 'a.name', 'a.area', 'a.rent_cents', 'l.name as landlord_name'])
    .where('a.join_policy', '!=', 'invite_only')
    .orderBy('a.name_key')
    .limit(1000)
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    rentAmount: toKes(r.rent_cents),
    landlordName: r.landlord_name,
    area: r.area,
  }));
}

/** A building's name and its landlord's, as documents and messages name them. */
export async function buildingOf(db: Db, apartmentId: string): Promise<{ name: string; landlordName: string }> {
  return db
    .selectFrom('apartments as a')
    .innerJoin('users as l', 'l.id', 'a.landlord_id')
    .select(['a.name', 'l.name as landlordName'])
    .where('a.id', '=', apartmentId)
    .executeTakeFirstOrThrow();
}

/** The landlord's own apartment and its join policy. */
export async function getOwnApartment(db: Db, caller: Caller): Promise<Apartment> {
  const row = await db
    .selectFrom('apartments')
    .select(['id', 'name', 'area', 'rent_cents', 'join_policy'])
    .where('id', '=', caller.apartmentId)
    .executeTakeFirstOrThrow();
  return {
    _id: row.id,
    name: row.name,
    area: row.area,
    rentAmount: toKes(row.rent_cents),
    joinPolicy: row.join_policy,
  };
}

export async function updateOwnApartment(
  db: Db,
  caller: Caller,
  input: z.output<typeof ZUpdateApartmentRequest>,
): Promise<Apartment> {
  await db
    .updateTable('apartments')
    .set({
      ...(input.joinPolicy !== undefined ? { join_policy: input.joinPolicy } : {}),
      ...(input.area !== undefined ? { area: input.area } : {}),
    })
    .where('id', '=', caller.apartmentId)
    .execute();
  return getOwnApartment(db, caller);
}
