/**
 * Times GET /chats/conversations' query for a landlord with 1,000 tenants and 100,000
 * messages, in-process on SQLite (`tsx bench/conversations-micro.ts`). A profiling aid.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { listConversations, rebuildConversationSummaries } from '../server/src/features/chat/chat.service';
import { newId } from '../server/src/lib/ids';

const dir = mkdtempSync(path.join(os.tmpdir(), 'safestay-conv-'));
const database = openDatabase({ dataDir: dir });
await migrateToLatest(database.db);
const db = database.db;
const now = Date.now();
const landlordId = newId();
const apartmentId = newId();
const iso = (ms: number) => new Date(ms).toISOString();
await db.transaction().execute(async (trx) => {
  await trx
    .insertInto('users')
    .values({
      id: landlordId,
      name: 'L',
      email: 'l@x.co',
      password_hash: 'x',
      role: 'Landlord',
      apartment_id: null,
      national_id: 'L1',
      primary_phone: '1',
      secondary_phone: null,
      building_name: null,
      date_moved_in: null,
      token_version: 0,
      created_at: iso(now),
    })
    .execute();
  await trx
    .insertInto('apartments')
    .values({
      id: apartmentId,
      name: 'A',
      name_key: 'a',
      rent_cents: 100,
      landlord_id: landlordId,
      created_at: iso(now),
    })
    .execute();
  await trx.updateTable('users').set({ apartment_id: apartmentId }).where('id', '=', landlordId).execute();
});
const tenants: string[] = [];
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < 1000; i += 1) {
    const id = newId();
    tenants.push(id);
    await trx
      .insertInto('users')
      .values({
        id,
        name: `T${i}`,
        email: `t${i}@x.co`,
        password_hash: 'x',
        role: 'Tenant',
        apartment_id: apartmentId,
        national_id: `T${i}`,
        primary_phone: '1',
        secondary_phone: null,
        building_name: null,
        date_moved_in: null,
        token_version: 0,
        created_at: iso(now),
      })
      .execute();
  }
});
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < 100_000; i += 500) {
    const rows = Array.from({ length: 500 }, (_, j) => {
      const tenant = tenants[(i + j) % 1000];
      const fromLandlord = (i + j) % 2 === 0;
      return {
        id: newId(),
        apartment_id: apartmentId,
        sender_id: fromLandlord ? landlordId : tenant,
        receiver_id: fromLandlord ? tenant : landlordId,
        body: `message ${i + j}`,
        client_id: null,
        created_at: iso(now + i + j),
      };
    });
    await trx.insertInto('messages').values(rows).execute();
  }
});
await rebuildConversationSummaries(db);
const caller = { userId: landlordId, role: 'Landlord' as const, apartmentId, name: 'L' };
const times: number[] = [];
let count = 0;
for (let i = 0; i < 10; i += 1) {
  const start = performance.now();
  count = (await listConversations(db, caller)).length;
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
console.log(`conversations=${count} median=${times[5].toFixed(1)}ms min=${times[0].toFixed(1)}ms`);
await database.close();
rmSync(dir, { recursive: true, force: true });
