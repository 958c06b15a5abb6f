import { kenyanPhone } from '@safestay/contracts';
import type { Kysely, Transaction } from 'kysely';

// Phone numbers are now stored in one form, +2547… or +2541… (contracts/phones.ts). Numbers
// stored as typed before are rewritten when kenyanPhone understands them; the others are left
// as they are, so they stay findable (kenyanPhone(stored) === null), and each is written to the
// log, one line per number, for someone to follow up.

type Users = { users: { id: string; primary_phone: string; secondary_phone: string | null } };

const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  const typed = db as Kysely<Users>;
  let after = '';
  for (;;) {
    const rows = await typed
      .selectFrom('users')
      .select(['id', 'primary_phone', 'secondary_phone'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    after = rows[rows.length - 1].id;
    await inOneTransaction(typed, async (trx) => {
      for (const row of rows) await normalisePhones(trx, row);
    });
  }
}

async function normalisePhones(db: Kysely<Users>, row: Users['users']): Promise<void> {
  const primary = normalised(row.id, row.primary_phone, 'phone number');
  const secondary = row.secondary_phone ? normalised(row.id, row.secondary_phone, 'secondary phone number') : null;
  const changes = {
    ...(primary !== row.primary_phone ? { primary_phone: primary } : {}),
    ...(secondary !== null && secondary !== row.secondary_phone ? { secondary_phone: secondary } : {}),
  };
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('users').set(changes).where('id', '=', row.id).execute();
}

/** The stored form of `value`, or `value` itself (and a line in the log) when it is not understood. */
function normalised(userId: string, value: string, what: string): string {
  const phone = kenyanPhone(value);
  if (phone !== null) return phone;
  console.warn(`${what} not understood: user ${userId} ${JSON.stringify(value)}`);
  return value;
}

/**
 * A batch's updates commit together. On PostgreSQL the migrator already runs each migration in
 * a transaction (which cannot nest); on SQLite it does not, and one commit per row would wait on
 * the disk for each.
 */
function inOneTransaction(db: Kysely<Users>, work: (trx: Kysely<Users>) => Promise<void>): Promise<void> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx: Transaction<Users>) => work(trx));
}

// The numbers as first typed are not kept: the stored form is a valid spelling of each of them.
export async function down(): Promise<void> {}
