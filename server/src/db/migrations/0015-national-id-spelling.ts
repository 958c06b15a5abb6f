import type { Kysely } from 'kysely';

// National IDs are now stored in one spelling (upper case; spaces were never accepted), so the
// unique index ignores case. Existing IDs are upper-cased unless that would make two people
// share one: then the later keeps its spelling, and no new account can take either.
export async function up(db: Kysely<unknown>): Promise<void> {
  const typed = db as Kysely<{ users: { id: string; national_id: string; created_at: string } }>;
  const rows = await typed.selectFrom('users').select(['id', 'national_id']).orderBy('created_at').execute();
  const taken = new Set(rows.map((r) => r.national_id));
  for (const row of rows) {
    const upper = row.national_id.toUpperCase();
    if (upper === row.national_id || taken.has(upper)) continue;
    await typed.updateTable('users').set({ national_id: upper }).where('id', '=', row.id).execute();
    taken.delete(row.national_id);
    taken.add(upper);
  }
}

// The old spellings are not kept: upper case is a valid spelling of every one of them.
export async function down(): Promise<void> {}
