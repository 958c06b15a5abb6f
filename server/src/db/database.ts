import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type KyselyConfig,
  type MigrationResultSet,
  Migrator,
  PostgresDialect,
  SqliteAdapter,
  sql,
} from 'kysely';
import type PG from 'pg';
import { ensurePrivateDir, ensurePrivateFiles } from '../lib/private-files';
import { migrations } from './migrations/index';
import { forgetPreparedStatements, preparedStatements } from './pg-prepared';
import type { DB } from './schema';
import { type BusyOptions, DEFAULT_BUSY, PatientSqliteDialect } from './sqlite-dialect';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** SQLite on a file: the thread that copies the WAL into the database file. */
  checkpointer?: WalCheckpointer | null;
  close(): Promise<void>;
}

/** SQLite's WAL is cut back to this after a checkpoint (bytes). */
const JOURNAL_SIZE_LIMIT = 64 * 1024 * 1024;

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite. */
  databaseUrl?: string;
  /** SQLite file, or ':memory:'. */
  sqliteFile?: string;
  dataDir?: string;
  /** SQLite: how often the checkpoint thread runs (ms); tests lengthen it to watch the WAL fill. */
  checkpointEveryMs?: number;
  /** Told of every query and its duration (bench/tools/routes-micro.ts splits a request's time). */
  log?: KyselyConfig['log'];
  /** SQLite: how long to wait for another process's write lock (sqlite-dialect.ts); tests shorten it. */
  busy?: Partial<BusyOptions>;
}

/** node-postgres, loaded only when PostgreSQL is used (it costs ~15 MB of memory on a SQLite server). */
function loadPg(): typeof PG {
  const pg = createRequire(import.meta.url)('pg') as typeof PG;
  // node-postgres returns int8 (counts, sums, bigint columns) and numeric as strings;
  // our values stay far below 2^53, so numbers are exact and the API never sees strings.
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  return pg;
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pg = loadPg();
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`));
    preparedStatements(pool);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: options.log });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? path.join(options.dataDir ?? './data', 'safestay.db');
  const inMemory = file === ':memory:';
  if (!inMemory) {
    ensurePrivateDir(path.dirname(file));
    ensurePrivateFiles(file, `${file}-wal`, `${file}-shm`);
  }
  const busy = { ...DEFAULT_BUSY, ...options.busy };
  // Opening may wait the whole bound for another process (turning a new file to WAL takes an
  // exclusive lock); afterwards each wait on the event loop is short and the dialect retries.
  const sqlite = new SQLite(file, { timeout: busy.busyTimeoutMs });
  // WAL for concurrent readers; FULL so an acknowledged commit survives power loss
  // (docs/reliability.md §28); foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // Truncate the WAL back to 64 MiB after a checkpoint, so a burst of writes does not leave it large.
  sqlite.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT}`);
  // Checkpoints run on a thread of their own (wal-checkpointer.ts). This connection's own, in a
  // commit, waits for 4,096 pages instead of 1,000, and copies only what the thread has not.
  const checkpointer = inMemory
    ? null
    : startWalCheckpointer(file, {
        journalSizeLimit: JOURNAL_SIZE_LIMIT,
        everyMs: options.checkpointEveryMs,
        busyTimeoutMs: busy.busyTimeoutMs,
      });
  if (checkpointer) sqlite.pragma('wal_autocheckpoint = 4096');
  sqlite.pragma(`busy_timeout = ${busy.syncWaitMs}`);
  const db = new Kysely<DB>({
    dialect: new PatientSqliteDialect(withStatementCache(sqlite), busy),
    log: options.log,
  });
  return {
    db,
    dialect: 'sqlite',
    checkpointer,
    close: async () => {
      await checkpointer?.close();
      await db.destroy();
    },
  };
}

/**
 * Kysely prepares every query anew; the same few hundred SQL texts repeat, so prepared
 * statements are kept (bounded, oldest dropped first). Kysely runs one query at a time on
 * its single SQLite connection, so a statement is never used twice at once.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      statement = sqlite.prepare(source);
      cache.set(source, statement);
      if (cache.size > max) cache.delete(cache.keys().next().value as string);
    }
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Runs every pending migration; the same set on SQLite and PostgreSQL. */
export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const { error, results } = await migrate(db, (migrator) => migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * Runs migrations (`run` picks which: to the latest, to one, down). On SQLite, foreign keys are
 * off while they run, as SQLite asks for rebuilding a table (migration 0034), and every reference
 * is checked before they are on again: a migration that broke one fails here.
 */
export async function migrate(
  db: Kysely<DB>,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    try {
      return await run(migrator);
    } finally {
      forgetPreparedStatements();
    }
  }
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    const result = await run(migrator);
    const { rows } = await sql<{ table: string }>`pragma foreign_key_check`.execute(db);
    if (rows.length > 0)
      throw new Error(`Migrations left ${rows.length} broken references (first in ${rows[0]?.table})`);
    return result;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** `migrate` as a Migrator's two calls, for tests that go down to a version and up again. */
export function migrationRunner(db: Kysely<DB>) {
  return {
    migrateTo: (name: string) => migrate(db, (m) => m.migrateTo(name)),
    migrateToLatest: () => migrate(db, (m) => m.migrateToLatest()),
  };
}
