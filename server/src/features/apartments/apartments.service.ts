import type { AvailableApartment } from '@safestay/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { toKes } from '../../lib/money';

/** Apartments a new tenant may join: public data only (name, rent, landlord's name). */
export async function listAvailableApartments(db: Kysely<DB>): Promise<AvailableApartment[]> {
  const rows = await db
    .selectFrom('apartments as a')
    .innerJoin('users as l', 'l.id', 'a.landlord_id')
    .select(['a.id', 'a.name', 'a.rent_cents', 'l.name as landlord_name'])
    .orderBy('a.name_key')
    .limit(1000)
    .execute();
  return rows.map((r) => ({ _id: r.id, name: r.name, rentAmount: toKes(r.rent_cents), landlordName: r.landlord_name }));
}
