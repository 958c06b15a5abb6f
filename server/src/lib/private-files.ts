import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/**
 * The data directory, the database and its backups hold every tenant's name, phone, ID number and
 * payments: readable by the account that runs SafeStay only (docs/reliability.md §29a).
 */
const OWNER_ONLY_DIR = 0o700;
const OWNER_ONLY_FILE = 0o600;

/** Creates the directory (and parents) readable by the owner only; an existing one is left as it is. */
export function ensurePrivateDir(dir: string): void {
  if (existsSync(dir)) return;
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  // mkdir's mode passes through the umask; chmod makes it exact.
  chmodSync(dir, OWNER_ONLY_DIR);
}

/**
 * Makes each file that exists owner-only, and creates the first (empty) if it is missing, so
 * SQLite, the backup API or pg_dump write into a file no one else can read. SQLite gives its
 * -wal and -shm files the mode of the database file.
 */
export function ensurePrivateFiles(first: string, ...others: string[]): void {
  if (!existsSync(first)) closeSync(openSync(first, 'a', OWNER_ONLY_FILE));
  for (const file of [first, ...others]) if (existsSync(file)) chmodSync(file, OWNER_ONLY_FILE);
}
