import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { backupDatabase } from '../db/backup';
import { migrateToLatest, openDatabase } from '../db/database';

const root = mkdtempSync(path.join(os.tmpdir(), 'safestay-private-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('the data directory, the database and backups are readable by their owner only', () => {
  // Under the usual umask (022) these were readable by everyone on the machine before.
  it('creates them owner-only', async () => {
    const dataDir = path.join(root, 'fresh', 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(modeOf(config.dataDir)).toBe(0o700);

    const database = openDatabase({ dataDir });
    await migrateToLatest(database.db);
    const file = path.join(dataDir, 'safestay.db');
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(`${file}-wal`)).toBe(0o600);

    const backup = path.join(root, 'backups', 'nightly.db');
    await backupDatabase({ dataDir }, backup);
    expect(modeOf(path.dirname(backup))).toBe(0o700);
    expect(modeOf(backup)).toBe(0o600);
    await database.close();
  });
});
