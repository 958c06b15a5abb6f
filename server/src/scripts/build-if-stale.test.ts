import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PARTS, staleReason } from '../../../scripts/build-if-stale.mjs';

/** `npm start` builds only what is missing or older than its sources (scripts/build-if-stale.mjs). */
describe('npm start builds only what is stale', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'safestay-stale-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const server = PARTS.find((p) => p.workspace === 'server');
  if (!server) throw new Error('no server part');
  const write = (file: string, secondsAgo: number) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, '');
    const when = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(full, when, when);
  };

  it('builds when the build is missing', () => {
    write('server/src/server.ts', 100);
    expect(staleReason(root, server)).toBe('server/dist/server.mjs is missing');
  });

  it('does not build when the build is newer than every source', () => {
    write('contracts/src/index.ts', 100);
    write('server/dist/server.mjs', 50);
    write('server/dist/pdf-worker.mjs', 50);
    expect(staleReason(root, server)).toBeNull();
  });

  it('does not build for a changed test', () => {
    write('server/src/features/bills/bills.test.ts', 10);
    write('server/src/features/bills/bills.test-util.ts', 10);
    expect(staleReason(root, server)).toBeNull();
  });

  it('builds when a source, however deep, or a shared contract changed since', () => {
    write('server/src/features/bills/monthly-bills.ts', 10);
    expect(staleReason(root, server)).toBe(
      `${path.join('server/src/features/bills/monthly-bills.ts')} changed since the last build`,
    );
    write('server/src/features/bills/monthly-bills.ts', 100);
    write('contracts/src/bills.ts', 5);
    expect(staleReason(root, server)).toBe(`${path.join('contracts/src/bills.ts')} changed since the last build`);
  });
});
