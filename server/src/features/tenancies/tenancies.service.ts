import { randomInt } from 'node:crypto';
import type { JoinPolicy, OwnTenancy, Tenancy, TenancyStatus } from '@safestay/contracts';
import { ERR_MSG, maskIdNumber, storedWords } from '@safestay/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { DB, Db } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { toKes } from '../../lib/money';
import { balanceOf } from '../ledger/ledger';
import { notifyLandlord } from '../notifications/notify';

/** Crockford's base32: no I, L, O or U, so a code read over the phone is not misheard. */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `length` random Crockford characters. */
export function randomCrockford(length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += CROCKFORD[randomInt(CROCKFORD.length)];
  return text;
}

/** An account number (T and four characters) no tenancy of the apartment has; a unique index backs the check. */
export async function freeAccountRef(db: Db, apartmentId: string): Promise<string> {
  for (;;) {
    const ref = `T${randomCrockford(4)}`;
    const taken = await db
      .selectFrom('tenancies')
      .select('id')
      .where('apartment_id', '=', apartmentId)
      .where('account_ref', '=', ref)
      .executeTakeFirst();
    if (!taken) return ref;
  }
}

/** The tenants living in an apartment now: ids of its active tenancies (a subquery). */
export function activeTenantIds(db: Db, apartmentId: string) {
  return db
    .selectFrom('tenancies')
    .select('tenancies.tenant_id')
    .where('tenancies.apartment_id', '=', apartmentId)
    .where('tenancies.status', '=', 'active');
}

/**
 * Narrows a query on `users` to the people a caller may deal with: for a landlord, the tenants
 * living there now (not one waiting for a yes, turned down or moved out); a tenant caller is
 * always living there (lib/caller.ts tenancyGate), so their query is left as it is.
 */
export function livingPeopleFor(db: Db, caller: Caller) {
  return <Q extends SelectQueryBuilder<DB, 'users', object>>(q: Q): Q =>
    caller.role !== 'Tenant' ? (q.where('users.id', 'in', activeTenantIds(db, caller.apartmentId)) as Q) : q;
}

export interface JoinInput {
  apartmentId: string;
  tenantId: string;
  moveInDate: string;
  /** An invite's unit (rent and deposit from it); without one, the apartment's rent and no unit. */
  unit?: { id: string; code: string; rent_cents: number; deposit_cents: number } | null;
}

/**
 * A tenant joining an apartment, inside the registration's transaction: active at once when the
 * apartment is open or the tenant came with an invite, pending (for the landlord's yes) otherwise.
 */
export async function openTenancy(db: Db, input: JoinInput, status: Extract<TenancyStatus, 'pending' | 'active'>) {
  const apartment = await db
    .selectFrom('apartments')
    .select('rent_cents')
    .where('id', '=', input.apartmentId)
    .executeTakeFirst();
  if (!apartment) throw notFound(ERR_MSG.apartmentNotFound);
  const now = nowIso();
  const unit = input.unit ?? null;
  await db
    .insertInto('tenancies')
    .values({
      id: newId(),
      apartment_id: input.apartmentId,
      tenant_id: input.tenantId,
      unit_id: unit?.id ?? null,
      status,
      rent_cents: Number(unit ? unit.rent_cents : apartment.rent_cents),
      deposit_cents: Number(unit?.deposit_cents ?? 0),
      move_in_date: input.moveInDate,
      move_out_date: null,
      account_ref: unit ? unit.code : await freeAccountRef(db, input.apartmentId),
      rejection_reason: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (status === 'pending') await tellLandlordOfRequest(db, input.apartmentId, input.tenantId);
}

/** A join request waits for the landlord: they hear of it with the registration (docs/notifications.md). */
async function tellLandlordOfRequest(db: Db, apartmentId: string, tenantId: string) {
  const tenant = await db
    .selectFrom('users')
    .select(['name', 'primary_phone'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  await notifyLandlord(db, apartmentId, {
    kind: 'join_request',
    link: '/tenants?status=pending',
    params: { tenant: tenant.name, phone: tenant.primary_phone },
  });
}

/** The status a tenant registering with `apartmentId` starts in, by the apartment's join policy. */
export function joinStatus(policy: JoinPolicy): 'pending' | 'active' {
  return policy === 'open' ? 'active' : 'pending';
}

/** Tenancies with their tenant, unit and what is still owed on the tenant's bills. */
export function selectTenancies(db: Db, apartmentId: string) {
  return db
    .selectFrom('tenancies as t')
    .innerJoin('users as u', 'u.id', 't.tenant_id')
    .leftJoin('units as n', 'n.id', 't.unit_id')
    .select([
      't.id',
      't.status',
      't.rent_cents',
      't.deposit_cents',
      't.account_ref',
      't.move_in_date',
      't.move_out_date',
      't.rejection_reason',
      't.created_at',
      'u.id as tenant_id',
      'u.name as tenant_name',
      'u.email as tenant_email',
      'u.primary_phone as tenant_phone',
      'u.kra_pin as tenant_kra_pin',
      'n.id as unit_id',
      'n.code as unit_code',
      balanceOf(sql.ref('t.id'), sql.ref('t.apartment_id')).as('owed_cents'),
    ])
    .where('t.apartment_id', '=', apartmentId);
}

type TenancyRow = Awaited<ReturnType<ReturnType<typeof selectTenancies>['executeTakeFirstOrThrow']>>;

export function toTenancy(row: TenancyRow): Tenancy {
  return {
    _id: row.id,
    status: row.status,
    tenant: {
      _id: row.tenant_id,
      name: row.tenant_name,
      email: row.tenant_email,
      primaryPhoneNumber: row.tenant_phone,
    },
    unit: row.unit_id && row.unit_code ? { _id: row.unit_id, code: row.unit_code } : null,
    rent: toKes(row.rent_cents),
    deposit: toKes(row.deposit_cents),
    accountRef: row.account_ref,
    moveInDate: row.move_in_date,
    moveOutDate: row.move_out_date,
    balance: toKes(Number(row.owed_cents)),
    requestedAt: row.created_at,
    rejectionReason: storedWords(row.rejection_reason),
    // Masked like a national ID; the owner reveals it with /tenancies/:id/identity (docs/reports.md).
    ...(row.tenant_kra_pin ? { kraPin: maskIdNumber(row.tenant_kra_pin) } : {}),
  };
}

/** The landlord's tenancies, of one status or all: join requests oldest first, the rest by name. */
export async function listTenancies(db: Db, apartmentId: string, status?: TenancyStatus): Promise<Tenancy[]> {
  const rows = await selectTenancies(db, apartmentId)
    .$if(status !== undefined, (q) => q.where('t.status', '=', status as TenancyStatus))
    .orderBy(status === 'pending' ? 't.created_at' : 'u.name')
    .orderBy('t.id')
    .execute();
  return rows.map(toTenancy);
}

export async function findTenancy(db: Db, apartmentId: string, id: string): Promise<Tenancy> {
  const row = await selectTenancies(db, apartmentId).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ERR_MSG.tenancyNotFound);
  return toTenancy(row);
}

/** A tenant's latest tenancy as they may see it (GET /auth/me), or null. */
export async function ownTenancy(db: Db, tenantId: string): Promise<OwnTenancy | null> {
  const row = await db
    .selectFrom('tenancies as t')
    .innerJoin('apartments as a', 'a.id', 't.apartment_id')
    .innerJoin('users as l', 'l.id', 'a.landlord_id')
    .leftJoin('units as n', 'n.id', 't.unit_id')
    .select([
      't.id',
      't.status',
      't.rent_cents',
      't.account_ref',
      't.move_in_date',
      't.move_out_date',
      't.rejection_reason',
      'n.id as unit_id',
      'n.code as unit_code',
      'a.name as apartment_name',
      'l.name as landlord_name',
    ])
    .where('t.tenant_id', '=', tenantId)
    .orderBy('t.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    _id: row.id,
    status: row.status,
    unit: row.unit_id && row.unit_code ? { _id: row.unit_id, code: row.unit_code } : null,
    rent: toKes(row.rent_cents),
    accountRef: row.account_ref,
    moveInDate: row.move_in_date,
    moveOutDate: row.move_out_date,
    rejectionReason: storedWords(row.rejection_reason),
    landlordName: row.landlord_name,
    apartmentName: row.apartment_name,
  };
}
