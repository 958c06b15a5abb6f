import { apartmentNameKey } from '@safestay/contracts';
import type { Kysely } from 'kysely';

// Apartment names are now compared after Unicode normalisation with invisible characters removed
// (contracts/names.ts), so keys stored before are recomputed. Two existing apartments whose names
// now compare equal both stay: the later one keeps its old key, and no new apartment can take
// either name.
export async function up(db: Kysely<unknown>): Promise<void> {
  const typed = db as Kysely<{ apartments: { id: string; name: string; name_key: string; created_at: string } }>;
  const rows = await typed.selectFrom('apartments').select(['id', 'name', 'name_key']).orderBy('created_at').execute();
  const taken = new Set(rows.map((r) => r.name_key));
  for (const row of rows) {
    const key = apartmentNameKey(row.name);
    if (key === row.name_key || taken.has(key)) continue;
    await typed.updateTable('apartments').set({ name_key: key }).where('id', '=', row.id).execute();
    taken.delete(row.name_key);
    taken.add(key);
  }
}

// The old keys (lower case, spaces collapsed) are not recomputed on the way down: the new ones
// differ only for names holding invisible or compatibility characters, and stay unique.
export async function down(): Promise<void> {}
