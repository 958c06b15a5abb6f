import { type Kysely, type RawBuilder, sql } from 'kysely';
import { openDatabase } from '../server/src/db/database';
import type { DB } from '../server/src/db/schema';
import { afterBulkLoad } from './after-bulk-load';

/**
 * The large platform of `npm run bench` scale mode (docs/performance.md "Cost flat with data"):
 * the seeded building copied `copies` times around it, each copy a building of its own with its
 * own landlord, tenants, houses, tenancies, charges, payments and allocations, complaints and
 * notes, a tenth of the chat, activity and bell. Copied inside the database (INSERT … SELECT), a copy per
 * transaction, so 2.4 million charges take minutes, not hours through HTTP.
 *
 * Every id is the source row's id with the copy's suffix (`…~07`), and every column that names
 * a row (`*_id`, `recorded_by`, …) gets the same suffix, so each copy's rows point at each other
 * exactly as the source's do; the unique names (emails, national IDs, building names) get it too.
 */
const ROW_NAMES = new Set([
  'id',
  'apartment_id',
  'tenant_id',
  'tenancy_id',
  'unit_id',
  'bill_id',
  'payment_id',
  'landlord_id',
  'recorded_by',
  'decided_by',
  'created_by',
  'used_by',
  'author_id',
  'sender_id',
  'receiver_id',
  'actor_id',
  'owner_id',
  'partner_id',
  'last_message_id',
  'entity_id',
  'complaint_id',
  'user_id',
]);
/** Unique text that is not a row's name. */
const UNIQUE_TEXT = new Set(['email', 'national_id', 'name_key', 'name_skeleton', 'dedupe_key']);

/** Which of the source building's rows each table copies, in an order the foreign keys accept. */
function scopes(apartmentId: RawBuilder<unknown>, messagesPerCopy: number): Array<[keyof DB, RawBuilder<unknown>]> {
  const inBuilding = sql`apartment_id = ${apartmentId}`;
  return [
    ['users', inBuilding],
    ['apartments', sql`id = ${apartmentId}`],
    ['memberships', inBuilding],
    ['units', inBuilding],
    ['tenancies', inBuilding],
    ['bills', inBuilding],
    ['payments', inBuilding],
    ['allocations', inBuilding],
    ['complaints', inBuilding],
    ['complaint_notes', sql`complaint_id in (select id from complaints where ${inBuilding})`],
    // A tenth of the chat (the source's 100,000 messages in each of 99 copies would be most of
    // the seeding time, for lists that read one conversation); their summaries are not copied.
    ['messages', sql`id in (select id from messages where ${inBuilding} order by id limit ${messagesPerCopy})`],
    ['audit_events', inBuilding],
    ['rules', inBuilding],
    ['notifications', sql`user_id in (select id from users where ${inBuilding})`],
  ];
}

async function columnsOf(db: Kysely<DB>, dialect: 'sqlite' | 'postgres', table: string): Promise<string[]> {
  if (dialect === 'sqlite') {
    const rows = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
    return rows.rows.map((r) => r.name);
  }
  const rows = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
  return rows.rows.map((r) => r.column_name);
}

export async function replicateBuilding(options: {
  databaseUrl?: string;
  dataDir?: string;
  apartmentId: string;
  copies: number;
  log: (message: string) => void;
  /**
   * A portfolio (BENCH_PORTFOLIO): every copy owned by the source building's landlord, as one
   * landlord with many buildings (docs/portfolio.md), instead of each by a landlord of its own.
   */
  sameOwner?: boolean;
}) {
  const started = performance.now();
  const database = openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const { db, dialect } = database;
  try {
    if (dialect === 'sqlite') {
      // Bench seeding only: a page cache of 1 GiB (the default 2 MiB made every index insert a
      // read from the OS) and no fsync per copy (a crash here only means seeding again).
      await sql`pragma cache_size = -1048576`.execute(db);
      await sql`pragma synchronous = OFF`.execute(db);
    }
    const messages = await db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('apartment_id', '=', options.apartmentId)
      .executeTakeFirstOrThrow();
    const tables = scopes(sql`${options.apartmentId}`, Math.ceil(Number(messages.n) / 10));
    const columns = new Map<string, string[]>();
    for (const [table] of tables) columns.set(table, await columnsOf(db, dialect, table));
    for (let copy = 1; copy <= options.copies; copy += 1) {
      const suffix = `~${String(copy).padStart(2, '0')}`;
      await db.transaction().execute(async (trx) => {
        for (const [table, where] of tables) {
          const names = columns.get(table) as string[];
          const values = names.map((name) => {
            const column = sql.ref(name);
            if (ROW_NAMES.has(name) || UNIQUE_TEXT.has(name)) return sql`${column} || ${suffix}`;
            if (table === 'apartments' && name === 'name') return sql`${column} || ${` ${copy}`}`;
            // What is paid on each charge is kept by the triggers on allocations (migration 0053), copied next.
            if (table === 'bills' && name === 'paid_cents') return sql`0`;
            return column;
          });
          await sql`insert into ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))})
            select ${sql.join(values)} from ${sql.table(table)} where ${where}`.execute(trx);
        }
      });
      if (copy % 10 === 0 || copy === options.copies) {
        options.log(
          `scale: ${copy} of ${options.copies} buildings copied (${Math.round(performance.now() - started)} ms)`,
        );
      }
    }
    if (options.sameOwner) {
      await db.transaction().execute(async (trx) => {
        const { landlord_id: owner } = await trx
          .selectFrom('apartments')
          .select('landlord_id')
          .where('id', '=', options.apartmentId)
          .executeTakeFirstOrThrow();
        const copies = `${options.apartmentId}~%`;
        await trx.updateTable('apartments').set({ landlord_id: owner }).where('id', 'like', copies).execute();
        await trx.deleteFrom('memberships').where('apartment_id', 'like', copies).where('role', '=', 'owner').execute();
        await sql`insert into memberships (apartment_id, user_id, role, created_at)
          select id, ${owner}, 'owner', created_at from apartments where id like ${copies}`.execute(trx);
      });
      options.log(`portfolio: the ${options.copies} copies now belong to the first building's landlord`);
    }
    // Compacted, with planner statistics, as a platform in use would be (after-bulk-load.ts). Then
    // a checkpoint: copying and vacuuming leave gigabytes of changed pages that PostgreSQL
    // otherwise writes out while the large platform is measured, which a platform in use has long
    // since done.
    await afterBulkLoad(db, dialect);
    if (dialect === 'postgres') await sql.raw('CHECKPOINT').execute(db);
    const counts: Record<string, number> = {};
    for (const table of ['apartments', 'tenancies', 'bills', 'payments', 'allocations', 'messages'] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    return { ms: Math.round(performance.now() - started), counts };
  } finally {
    await database.close();
  }
}
