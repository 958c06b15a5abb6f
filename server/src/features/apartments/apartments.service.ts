import {
  type Apartment,
  type AvailableApartment,
  apartmentNameKey,
  BUILDING_SEARCH_RESULTS,
  type ZUpdateApartmentRequest,
} from '@safestay/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { toKes } from '../../lib/money';

/** Buildings a new tenant may choose: invite-only ones are not listed (their tenants come with a code). */
function availableApartments(db: Db) {
  return db
    .selectFrom('apartments as a')
    .innerJoin('users as l', 'l.id', 'a.landlord_id')
    .select(['a.id', 'a.name', 'a.area', 'a.rent_cents', 'l.name as landlord_name'])
    .where('a.join_policy', '!=', 'invite_only');
}

/**
 * The list clients written for docs/product.md §7 read: up to 1,000 buildings by name. Our
 * sign-up screen searches instead (searchAvailableApartments), since anyone may register
 * buildings whose names sort first.
 */
export async function listAvailableApartments(db: Db): Promise<AvailableApartment[]> {
  const rows = await availableApartments(db).orderBy('a.name_key').orderBy('a.id').limit(1000).execute();
  return rows.map(toAvailable);
}

/** `text` as a LIKE pattern that matches it literally (with ESCAPE '\\'). */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The ten buildings whose name or area best match what a tenant typed (docs/reliability.md §61):
 * the name itself, then names starting with it, then names with a word starting with it, then
 * areas the same way, then names and areas holding it anywhere; by name within each. Matching is
 * on the search keys (case, compatibility forms and invisible characters ignored), so a building
 * is found by its whole name first, whatever else was registered.
 */
export async function searchAvailableApartments(db: Db, query: string): Promise<AvailableApartment[]> {
  const key = apartmentNameKey(query);
  const escaped = literal(key);
  const starts = `${escaped}%`;
  const word = `% ${escaped}%`;
  const anywhere = `%${escaped}%`;
  const like = (column: 'a.name_key' | 'a.area_key', pattern: string) =>
    sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
  const rank = sql<number>`case
    when a.name_key = ${key} then 0
    when ${like('a.name_key', starts)} then 1
    when ${like('a.name_key', word)} then 2
    when a.area_key = ${key} or ${like('a.area_key', starts)} then 3
    when ${like('a.area_key', word)} then 4
    else 5 end`;
  const rows = await availableApartments(db)
    .where((eb) => eb.or([like('a.name_key', anywhere), like('a.area_key', anywhere)]))
    .orderBy(rank)
    .orderBy('a.name_key')
    .orderBy('a.id')
    .limit(BUILDING_SEARCH_RESULTS)
    .execute();
  return rows.map(toAvailable);
}

function toAvailable(r: { id: string; name: string; area: string | null; rent_cents: number; landlord_name: string }) {
  return {
    _id: r.id,
    name: r.name,
    rentAmount: toKes(r.rent_cents),
    landlordName: r.landlord_name,
    area: r.area,
  };
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
      ...(input.area !== undefined
        ? { area: input.area, area_key: input.area === null ? null : apartmentNameKey(input.area) }
        : {}),
    })
    .where('id', '=', caller.apartmentId)
    .execute();
  return getOwnApartment(db, caller);
}
