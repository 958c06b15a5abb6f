import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type QueryResult,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
} from 'kysely';
import { isSqliteBusy } from '../lib/db-errors';

/**
 * Kysely's SQLite dialect, made safe for a second process on the same file (`npm run seed:demo`
 * or `npm run backup` beside the server, two servers on one DATA_DIR).
 *
 * SQLite lets one connection write at a time. A connection that finds the write lock taken waits
 * for it (the busy timeout), except in one case: a transaction that has already read and then
 * writes cannot wait, since the other writer's commit would change what it read; SQLite answers
 * SQLITE_BUSY at once, and a request answered 500 while the other process wrote. Here:
 *
 * - every transaction starts with BEGIN IMMEDIATE: it takes the write lock before its first read,
 *   so it waits for the lock at its start, where waiting is safe, and never upgrades later;
 * - better-sqlite3 waits on the event loop, where nothing else runs meanwhile (and a second
 *   connection of the same process could never let go of the lock it waits for). So a connection
 *   waits there only briefly (`syncWaitMs`, its busy_timeout), and a BEGIN or a statement outside
 *   a transaction that still finds the lock taken is tried again after a pause that gives the
 *   event loop back, until `busyTimeoutMs` have passed. Then the SQLITE_BUSY error goes up, and
 *   the error handler answers 503 with Retry-After (lib/error-handler.ts), never 500;
 * - the migrations run in one transaction (SQLite does DDL in transactions): two processes
 *   starting on a new file at once take turns instead of both creating the tables.
 *
 * Within a transaction nothing is retried: after BEGIN IMMEDIATE its writes hold the lock already.
 */
export interface BusyOptions {
  /** How long a BEGIN or a lone statement keeps trying for the write lock (ms). */
  busyTimeoutMs: number;
  /** How long each try waits on the event loop (better-sqlite3's timeout, SQLite's busy_timeout). */
  syncWaitMs: number;
}

export const DEFAULT_BUSY: BusyOptions = { busyTimeoutMs: 5_000, syncWaitMs: 50 };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class PatientConnection implements DatabaseConnection {
  constructor(
    private readonly inner: DatabaseConnection,
    private readonly sqlite: SQLite.Database,
    private readonly busy: BusyOptions,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Inside a transaction a failed statement is not run again: SQLite may have rolled the
    // transaction back, and the statement alone would then commit on its own.
    if (this.sqlite.inTransaction) return this.inner.executeQuery<R>(query);
    const deadline = Date.now() + this.busy.busyTimeoutMs;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.inner.executeQuery<R>(query);
      } catch (error) {
        const left = deadline - Date.now();
        if (!isSqliteBusy(error) || left <= 0 || this.sqlite.inTransaction) throw error;
        await pause(Math.min(left, 5 * 2 ** Math.min(attempt, 5)));
      }
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class PatientDriver extends SqliteDriver {
  #patient: PatientConnection | null = null;

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly busy: BusyOptions,
  ) {
    super({ database: sqlite });
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await super.acquireConnection();
    this.#patient ??= new PatientConnection(inner, this.sqlite, this.busy);
    return this.#patient;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // SQLite rolls back by itself after some errors (SQLITE_BUSY, SQLITE_FULL); a second rollback
    // would fail and hide the error that caused it.
    if (this.sqlite.inTransaction) await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
}

/** Migrations in one transaction: SQLite runs DDL in transactions, Kysely's adapter just does not say so. */
class TransactionalDdlAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class PatientSqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly busy: BusyOptions = DEFAULT_BUSY,
  ) {
    super({ database: sqlite });
  }

  override createDriver() {
    return new PatientDriver(this.sqlite, this.busy);
  }

  override createAdapter() {
    return new TransactionalDdlAdapter();
  }
}
