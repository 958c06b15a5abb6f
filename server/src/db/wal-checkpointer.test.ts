import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from './database';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fresh(checkpointEveryMs: number): { database: Database; file: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'safestay-wal-'));
  dirs.push(dir);
  const file = path.join(dir, 'safestay.db');
  return { database: openDatabase({ sqliteFile: file, checkpointEveryMs }), file };
}

/** `commits` transactions, each writing ~4 pages of its own (16 KiB of text in four rows). */
async function write(database: Database, commits: number, from = 0) {
  for (let i = from; i < from + commits; i += 1) {
    await sql`insert into filler (n, body) values (${i}, ${'x'.repeat(4000)}), (${-i - 1}, ${'y'.repeat(4000)}), (${i + 1e6}, ${'z'.repeat(4000)}), (${-i - 1e6}, ${'w'.repeat(4000)})`.execute(
      database.db,
    );
  }
}

/**
 * The WAL header's checkpoint sequence number: SQLite adds one each time a commit starts the WAL
 * over, which it does only once a checkpoint has copied all of it. Reading it checkpoints nothing.
 */
function walGeneration(file: string): number {
  const header = Buffer.alloc(16);
  const fd = openSync(`${file}-wal`, 'r');
  try {
    readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  return header.readUInt32BE(12);
}

describe('SQLite checkpoints on their own thread (docs/reliability.md §28b)', () => {
  it("leaves the checkpoint to the thread: a commit that fills the WAL past SQLite's 1,000 pages does not stop to copy it", async () => {
    const { database, file } = fresh(60_000);
    await sql`create table filler (n integer primary key, body text not null)`.execute(database.db);
    await write(database, 400);
    // SQLite's own autocheckpoint would have copied the WAL at 1,000 pages and started it over;
    // the thread has not run yet, so all ~1,600 pages are still in it.
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(1500 * 4096);

    const result = await database.checkpointer?.flush();
    expect(result).toMatchObject({ busy: 0 });
    expect(result?.checkpointed).toBe(result?.log);
    // Everything copied, the next commit writes the WAL from its start again.
    await write(database, 1, 400);
    expect((await database.checkpointer?.flush())?.log).toBeLessThan(20);
    const count = await sql<{ n: number }>`select count(*) as n from filler`.execute(database.db);
    expect(count.rows[0].n).toBe(1604);
    await database.close();
  });

  it('copies the WAL on its own every interval while the server writes', async () => {
    const { database, file } = fresh(50);
    await sql`create table filler (n integer primary key, body text not null)`.execute(database.db);
    await write(database, 50);
    const generation = walGeneration(file);
    // Nothing here asks for a checkpoint: only the thread can copy the ~200 pages, and once it has,
    // the next commit starts the WAL over. The commits are small, so the WAL stays far below the
    // 4,096 pages at which the server's own connection would checkpoint (database.ts).
    let n = 0;
    await vi.waitFor(
      async () => {
        await sql`insert into filler (n, body) values (${-1e7 - n++}, 'small')`.execute(database.db);
        expect(walGeneration(file)).toBeGreaterThan(generation);
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(statSync(`${file}-wal`).size).toBeLessThan(2000 * 4096);
    expect((await database.checkpointer?.flush())?.log).toBeLessThan(20);
    await database.close();
  });

  it('stops with the database, and what was written is there when it opens again', async () => {
    const { database, file } = fresh(60_000);
    await sql`create table filler (n integer primary key, body text not null)`.execute(database.db);
    await write(database, 100);
    await database.close();
    await expect(database.checkpointer?.flush()).rejects.toThrow(/stopped/);
    const again = openDatabase({ sqliteFile: file });
    const count = await sql<{ n: number }>`select count(*) as n from filler`.execute(again.db);
    expect(count.rows[0].n).toBe(400);
    await again.close();
  });

  it('a database in memory has no thread', async () => {
    const database = openDatabase({ sqliteFile: ':memory:' });
    expect(database.checkpointer).toBeNull();
    await database.close();
  });
});
