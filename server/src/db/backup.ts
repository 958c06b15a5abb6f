import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { ensurePrivateDir, ensurePrivateFiles } from '../lib/private-files';

const run = promisify(execFile);

export interface BackupTarget {
  databaseUrl?: string;
  dataDir: string;
}

export function sqliteFileOf(target: BackupTarget): string {
  return path.join(target.dataDir, 'safestay.db');
}

/**
 * A consistent online copy (docs/reliability.md §29): SQLite's backup API while the server keeps
 * running (never `cp`, which can tear a WAL database); pg_dump's snapshot on PostgreSQL.
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  ensurePrivateDir(path.dirname(file));
  ensurePrivateFiles(file);
  if (target.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', file, target.databaseUrl]);
    return;
  }
  const source = sqliteFileOf(target);
  if (!existsSync(source)) throw new Error(`No database at ${source}`);
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(file);
  } finally {
    db.close();
  }
}

/**
 * Replaces the database with a backup. Stop the server first: a running server would keep
 * serving from its open connections.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  if (target.databaseUrl) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--dbname',
      target.databaseUrl,
      file,
    ]);
    return;
  }
  const backup = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const check = backup.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`The backup fails its integrity check: ${String(check)}`);
    // Copying page by page into the live file keeps its WAL consistent, unlike replacing the file.
    await backup.backup(sqliteFileOf(target));
  } finally {
    backup.close();
  }
}
