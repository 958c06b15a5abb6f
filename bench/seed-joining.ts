import type { Kysely } from 'kysely';
import { insertMany } from '../server/src/db/insert-many';
import type { DB } from '../server/src/db/schema';
import { newId, nowIso } from '../server/src/lib/ids';

/** People who asked to join and wait for the landlord (the join-request list), `count` of them. */
export async function seedJoinRequests(db: Kysely<DB>, apartmentId: string, hash: string, count: number) {
  const now = nowIso();
  const users = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    name: `Applicant ${String(i).padStart(4, '0')}`,
    email: `bench-applicant-${i}@example.com`,
    password_hash: hash,
    role: 'Tenant',
    apartment_id: apartmentId,
    national_id: `BENCH-P-${i}`,
    id_number: `BENCH-P-${i}`,
    primary_phone: '+254733000003',
    secondary_phone: null,
    building_name: null,
    date_moved_in: '2026-12-01',
    token_version: 0,
    created_at: now,
  }));
  if (users.length === 0) return 0;
  await insertMany(db, 'users', users);
  await insertMany(
    db,
    'memberships',
    users.map((u) => ({ apartment_id: apartmentId, user_id: u.id, role: 'tenant' as const, created_at: now })),
  );
  await insertMany(
    db,
    'tenancies',
    users.map((u, i) => ({
      id: newId(),
      apartment_id: apartmentId,
      tenant_id: u.id,
      unit_id: null,
      status: 'pending',
      rent_cents: 1_500_000,
      deposit_cents: 0,
      move_in_date: '2026-12-01',
      move_out_date: null,
      rejection_reason: null,
      account_ref: `P${String(i).padStart(4, '0')}`,
      created_at: now,
      updated_at: now,
    })),
  );
  return count;
}
