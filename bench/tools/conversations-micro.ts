/**
 * Times GET /chats/conversations' query for a landlord with 1,000 tenants and 100,000
 * messages, in-process on SQLite (`tsx bench/tools/conversations-micro.ts`). A profiling aid.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/database';
import { listConversations } from '../../server/src/features/chat/chat.service';
import { seed } from '../seed';

const dir = mkdtempSync(path.join(os.tmpdir(), 'safestay-conv-'));
const seeded = await seed({ dataDir: dir, size: { tenants: 1000, months: 0, complaints: 0, messages: 100_000 } });
const database = openDatabase({ dataDir: dir });
const caller = {
  userId: seeded.landlordId,
  role: 'Landlord' as const,
  apartmentId: seeded.apartmentId,
  name: 'L',
  sessionId: 'bench-micro',
  tenancy: null,
};
const times: number[] = [];
let count = 0;
for (let i = 0; i < 10; i += 1) {
  const start = performance.now();
  count = (await listConversations(database.db, caller)).length;
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
console.log(`conversations=${count} median=${times[5].toFixed(1)}ms min=${times[0].toFixed(1)}ms`);
await database.close();
rmSync(dir, { recursive: true, force: true });
