import { EMPTY_TENANT_STATS, maskIdNumber, type Tenant } from '@safestay/contracts';
import { type ExpressionBuilder, type Kysely, type RawBuilder, sql } from 'kysely';
import { compiledPageQuery, compiledQuery } from '../../db/compiled-query';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { today } from '../../lib/dates';
import type { Page, PageRequest } from '../../lib/paging';
import { activeTenantIds } from '../tenancies/tenancies.service';
import { loadTenantStats } from './tenant-stats';

export interface ListTenantsOptions {
  today?: string;
  /** Called when statistics cannot be computed; the list is still returned (docs/product.md §8). */
  onStatsError?: (error: unknown) => void;
}

/**
 * The caller's apartment's tenants (landlords only), ordered by name then id, with their
 * statistics: all of them (page undefined), or one keyset page with
 * the statistics of that page's tenants only, the total count and the next cursor.
 */
export async function listTenantPage(
  db: Kysely<DB>,
  caller: Caller,
  page: PageRequest | undefined,
  options: ListTenantsOptions = {},
): Promise<Page<Tenant>> {
  const after = page?.after;
  const params = {
    apartment: caller.apartmentId,
    key: after?.key ?? '',
    id: after?.id ?? '',
  };
  const [fetched, [heading]] = await Promise.all([
    page ? (after ? nextPage : firstPage)(db, params, page.limit) : everyTenant(db, params),
    headingOf(db, params),
  ]);
  const more = page !== undefined && fetched.length > page.limit;
  const rows = more ? fetched.slice(0, page?.limit) : fetched;

  const stats = await statsOrNone(db, caller, page ? rows.map((r) => r.id) : undefined, options);

  const last = rows[rows.length - 1];
  const items = rows.map((row) => ({
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    primaryPhoneNumber: row.primary_phone,
    ...(row.secondary_phone ? { secondaryPhoneNumber: row.secondary_phone } : {}),
    // Masked in every list (docs/privacy.md); the landlord reveals one by GET /tenancies/:id/identity.
    nationalID: maskIdNumber(row.id_number),
    ...(row.kra_pin ? { kraPin: maskIdNumber(row.kra_pin) } : {}),
    buildingName: row.building_name,
    dateMovedIn: row.date_moved_in,
    apartmentName: heading?.name ?? null,
    tenancyId: row.tenancy_id,
    unit: row.unit_id && row.unit_code ? { _id: row.unit_id, code: row.unit_code } : null,
    stats: stats.get(row.id) ?? { ...EMPTY_TENANT_STATS },
  }));
  return {
    items,
    total: page ? Number(heading?.tenants ?? 0) : items.length,
    next: more && last ? { key: last.name, id: last.id } : null,
  };
}

type Param = (name: 'apartment' | 'key' | 'id') => string;

/** What the list shows of each tenant's own row. */
const PERSON = [
  'u.id',
  'u.name',
  'u.email',
  'u.primary_phone',
  'u.secondary_phone',
  'u.id_number',
  'u.kra_pin',
  'u.building_name',
  'u.date_moved_in',
] as const;

/**
 * A page of the tenants living there now (those with an active tenancy), with the tenancy's unit,
 * in name order: a walk of users_apartment_role_name (migration 0008) in order that looks up each
 * one's open tenancy by key (tenancies_one_open_per_tenant, one a tenant) and stops after the page
 * (`limit`, pageLimit); the next page starts after the cursor's name and id. Looked up rather than
 * joined: joined, PostgreSQL judged hashing every active tenancy of the platform cheaper than the
 * page's look-ups, so a building's page cost more the more buildings there were (docs/performance.md).
 * Its constants are written into the SQL, so one plan serves every building (decision 0026).
 */
function tenantsPageQuery(db: Kysely<DB>, param: Param, shape: 'first' | 'next', limit: RawBuilder<number>) {
  const open = (eb: ExpressionBuilder<DB & { u: DB['users'] }, 'u'>) =>
    eb.selectFrom('tenancies as t').whereRef('t.tenant_id', '=', 'u.id').where(sql<boolean>`t.status = 'active'`);
  return (
    db
      .selectFrom('users as u')
      .select(PERSON)
      .select((eb) => [
        open(eb).select('t.id').as('tenancy_id'),
        open(eb).select('t.unit_id').as('unit_id'),
        open(eb).innerJoin('units as n', 'n.id', 't.unit_id').select('n.code').as('unit_code'),
      ])
      .where('u.apartment_id', '=', param('apartment'))
      .where('u.role', '=', sql.lit('Tenant'))
      .where((eb) => eb(open(eb).select('t.id'), 'is not', null))
      // Only those with an open tenancy, as the line above says.
      .$narrowType<{ tenancy_id: string }>()
      .$if(shape === 'next', (q) =>
        q.where((eb) =>
          eb.or([
            eb('u.name', '>', param('key')),
            eb.and([eb('u.name', '=', param('key')), eb('u.id', '>', param('id'))]),
          ]),
        ),
      )
      .orderBy('u.name')
      .orderBy('u.id')
      .limit(limit)
  );
}

/**
 * The whole list: the building's tenants joined to their tenancies there and those to their units.
 * The join names the building on the tenancy too, so PostgreSQL hashes only its tenancies: without
 * it, it hashed every active tenancy of the platform (docs/performance.md).
 */
function everyTenantQuery(db: Kysely<DB>, param: Param) {
  const apartmentId = param('apartment');
  return db
    .selectFrom('users as u')
    .innerJoin('tenancies as t', (join) =>
      join
        .onRef('t.tenant_id', '=', 'u.id')
        .on('t.status', '=', sql.lit('active'))
        .on('t.apartment_id', '=', apartmentId),
    )
    .leftJoin('units as n', 'n.id', 't.unit_id')
    .select(PERSON)
    .select(['t.id as tenancy_id', 'n.id as unit_id', 'n.code as unit_code'])
    .where('u.apartment_id', '=', apartmentId)
    .where('u.role', '=', sql.lit('Tenant'))
    .orderBy('u.name')
    .orderBy('u.id');
}

const firstPage = compiledPageQuery((db, param: Param, limit) => tenantsPageQuery(db, param, 'first', limit));
const nextPage = compiledPageQuery((db, param: Param, limit) => tenantsPageQuery(db, param, 'next', limit));
const everyTenant = compiledQuery((db, param: Param) => everyTenantQuery(db, param));

/** The building's name and how many tenants live there (the list's total), in one query. */
const headingOf = compiledQuery((db, param: Param) =>
  db.selectNoFrom((eb) => [
    eb.selectFrom('apartments').select('name').where('id', '=', param('apartment')).as('name'),
    activeTenantIds(db, param('apartment'))
      .clearSelect()
      .select((c) => c.fn.countAll<number>().as('n'))
      .as('tenants'),
  ]),
);

/** docs/product.md §8: statistics that cannot be computed show as zeros; the list still loads. */
async function statsOrNone(
  db: Kysely<DB>,
  caller: Caller,
  tenantIds: string[] | undefined,
  options: ListTenantsOptions,
) {
  try {
    return await loadTenantStats(db, caller.apartmentId, options.today ?? today(), tenantIds);
  } catch (error) {
    options.onStatsError?.(error);
    return new Map<string, Tenant['stats']>();
  }
}
