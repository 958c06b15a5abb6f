import { apartmentNameKey } from '@safestay/contracts';
import type { Kysely } from 'kysely';
import { apartmentNameSkeleton } from '../../lib/name-skeleton';

// Apartment names are one building when their confusable skeletons are equal (UTS #39,
// lib/name-skeleton.ts; docs/reliability.md §63), so each apartment stores its skeleton under a
// unique index, and its area's search key beside the name's (§61). Two existing apartments whose
// names now look alike both stay: the later keeps a skeleton of its own (the first's plus its id),
// and no new apartment can take either name.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('apartments').addColumn('name_skeleton', 'text').execute();
  await db.schema.alterTable('apartments').addColumn('area_key', 'text').execute();
  const typed = db as Kysely<{
    apartments: {
      id: string;
      name: string;
      area: string | null;
      name_skeleton: string | null;
      area_key: string | null;
      created_at: string;
    };
  }>;
  const rows = await typed
    .selectFrom('apartments')
    .select(['id', 'name', 'area'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const taken = new Set<string>();
  for (const row of rows) {
    const skeleton = apartmentNameSkeleton(row.name);
    await typed
      .updateTable('apartments')
      .set({
        name_skeleton: taken.has(skeleton) ? `${skeleton}~${row.id}` : skeleton,
        area_key: row.area === null ? null : apartmentNameKey(row.area),
      })
      .where('id', '=', row.id)
      .execute();
    taken.add(skeleton);
  }
  await db.schema.createIndex('apartments_name_skeleton').on('apartments').column('name_skeleton').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('apartments_name_skeleton').execute();
  await db.schema.alterTable('apartments').dropColumn('area_key').execute();
  await db.schema.alterTable('apartments').dropColumn('name_skeleton').execute();
}
