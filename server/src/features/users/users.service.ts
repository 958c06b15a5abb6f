import { EMPTY_TENANT_STATS, type Tenant } from '@safestay/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { type Caller, requireRole } from '../../lib/caller';
import { loadTenantStats, todayUtc } from './tenant-stats';

export interface ListTenantsOptions {
  today?: string;
  /** Called when statistics cannot be computed; the list is still returned (SPEC.md §8). */
  onStatsError?: (error: unknown) => void;
}

/** The caller's apartment's tenants with their statistics; landlords only. */
export async function listTenants(db: Kysely<DB>, caller: Caller, options: ListTenantsOptions = {}): Promise<Tenant[]> {
  requireRole(caller, 'Landlord', 'Only landlords can view tenant information.');
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('apartments as a', 'a.id', 'u.apartment_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.primary_phone',
      'u.secondary_phone',
      'u.national_id',
      'u.building_name',
      'u.date_moved_in',
      'a.name as apartment_name',
    ])
    .where('u.apartment_id', '=', caller.apartmentId)
    .where('u.role', '=', 'Tenant')
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();

  let stats = new Map<string, Tenant['stats']>();
  try {
    stats = await loadTenantStats(db, caller.apartmentId, options.today ?? todayUtc());
  } catch (error) {
    options.onStatsError?.(error);
  }

  return rows.map((row) => ({
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    primaryPhoneNumber: row.primary_phone,
    ...(row.secondary_phone ? { secondaryPhoneNumber: row.secondary_phone } : {}),
    nationalID: row.national_id,
    buildingName: row.building_name,
    dateMovedIn: row.date_moved_in,
    apartmentName: row.apartment_name,
    stats: stats.get(row.id) ?? { ...EMPTY_TENANT_STATS },
  }));
}
