import {
  type Apartment,
  type AvailableApartment,
  apartmentNameKey,
  BUILDING_SEARCH_RESULTS,
  ERR_MSG,
  type MemberRole,
  type OwnedApartment,
  type ZCreateApartmentRequest,
  type ZUpdateApartmentRequest,
} from '@safestay/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import { compiledQuery } from '../../db/compiled-query';
import type { DB, Db } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { type InCents, toKes } from '../../lib/money';
import { apartmentNameSkeleton } from '../../lib/name-skeleton';

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

/** A new building as its owner names it; `skeleton` is its name's (lib/name-skeleton.ts), checked free. */
export interface NewBuilding {
  name: string;
  skeleton: string;
  area: string | null;
  rentCents: number;
}

/**
 * Creates a building owned by `ownerId` (their first at sign-up, or another from the portfolio),
 * with their owner membership, in the caller's transaction. Returns its id.
 */
export async function createBuilding(trx: Transaction<DB>, ownerId: string, building: NewBuilding): Promise<string> {
  const apartmentId = newId();
  await trx
    .insertInto('apartments')
    .values({
      id: apartmentId,
      // New buildings let tenants in with the landlord's yes (docs/product.md §2 "Who may join").
      join_policy: 'approval',
      area: building.area,
      area_key: building.area === null ? null : apartmentNameKey(building.area),
      name: building.name,
      name_key: apartmentNameKey(building.name),
      name_skeleton: building.skeleton,
      rent_cents: building.rentCents,
      landlord_id: ownerId,
      created_at: nowIso(),
    })
    .execute();
  await addMember(trx, apartmentId, ownerId, 'owner');
  return apartmentId;
}

/** Makes `userId` a member of a building (docs/portfolio.md): what they may do there follows `role`. */
export async function addMember(trx: Transaction<DB>, apartmentId: string, userId: string, role: MemberRole) {
  await trx
    .insertInto('memberships')
    .values({ apartment_id: apartmentId, user_id: userId, role, created_at: nowIso() })
    .execute();
}

/** POST /apartments: another building for the calling landlord, a name no other building has. */
export async function addOwnedApartment(
  db: Db,
  caller: Caller,
  input: InCents<z.output<typeof ZCreateApartmentRequest>, 'rentAmount'>,
): Promise<Apartment> {
  const skeleton = apartmentNameSkeleton(input.name);
  const taken = await db.selectFrom('apartments').select('id').where('name_skeleton', '=', skeleton).executeTakeFirst();
  if (taken) throw conflict(ERR_MSG.apartmentNameTaken);
  let apartmentId: string;
  try {
    apartmentId = await db.transaction().execute((trx) =>
      createBuilding(trx, caller.userId, {
        name: input.name,
        skeleton,
        area: input.area ?? null,
        rentCents: input.rentAmountCents,
      }),
    );
  } catch (error) {
    // Two landlords naming the same building at the same instant: the index decides.
    if (isUniqueViolation(error)) throw conflict(ERR_MSG.apartmentNameTaken);
    throw error;
  }
  return getOwnApartment(db, { ...caller, apartmentId });
}

/** The buildings a person runs, by name (built and compiled once: the portfolio reads it every time). */
const ownedBuildings = compiledQuery((db, param: (name: 'user') => string) =>
  db
    .selectFrom('memberships as m')
    .innerJoin('apartments as a', 'a.id', 'm.apartment_id')
    // Kept by the database as houses and tenancies change (migration 0058); none yet, no line.
    .leftJoin('building_counts as c', 'c.apartment_id', 'a.id')
    .where('m.user_id', '=', param('user'))
    .where('m.role', 'in', ['owner', 'caretaker'])
    .select(['a.id', 'a.name', 'a.area', 'm.role', 'c.units', 'c.occupied'])
    .orderBy('a.name_key')
    .orderBy('a.id'),
);

/** GET /apartments/owned: every building the caller may act on as owner or caretaker, by name. */
export async function listOwnedApartments(db: Kysely<DB>, caller: Caller): Promise<OwnedApartment[]> {
  const rows = await ownedBuildings(db, { user: caller.userId });
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    area: r.area,
    role: r.role as OwnedApartment['role'],
    units: Number(r.units ?? 0),
    occupied: Number(r.occupied ?? 0),
  }));
}

/** The buildings a person may make their default (PUT /auth/me): any they belong to. */
export async function isMemberOf(db: Db, userId: string, apartmentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select('role')
    .where('user_id', '=', userId)
    .where('apartment_id', '=', apartmentId)
    .executeTakeFirst();
  return row !== undefined && row.role !== 'caretaker';
}
