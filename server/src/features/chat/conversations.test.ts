import { APARTMENT_HEADER } from '@safestay/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  insertActiveTenancies,
  type Session,
  seedTwoApartments,
  signInAgain,
  type TestApp,
} from '../../../test/helpers';
import { migrationRunner } from '../../db/database';
import { newId } from '../../lib/ids';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedTwoApartments>>;

beforeAll(async () => {
  t = await buildTestApp();
  s = await seedTwoApartments(t.app);
});
afterAll(async () => {
  await t.close();
});

interface ConversationJson {
  partnerId: string;
  messageCount: number;
  lastMessage: { _id: string; message: string };
}

/** `building`: the one the caller acts on (the header); else their default. */
const conversations = async (who: Session, building?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/chats/conversations',
      headers: { authorization: `Bearer ${who.token}`, ...(building ? { [APARTMENT_HEADER]: building } : {}) },
    })
  ).json() as ConversationJson[];

/** What the messages themselves say about a pair: how many, and the newest id (UUIDv7 order). */
async function truth(a: string, b: string) {
  const rows = await t.database.db
    .selectFrom('messages')
    .select(['id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_id', '=', a), eb('receiver_id', '=', b)]),
        eb.and([eb('sender_id', '=', b), eb('receiver_id', '=', a)]),
      ]),
    )
    .execute();
  return {
    count: rows.length,
    newest: rows
      .map((r) => r.id)
      .sort()
      .at(-1),
  };
}

describe('conversation summaries (migration 0009)', () => {
  it('follow every message, concurrent sends from both sides included', async () => {
    const send = (from: Session, to: Session, message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chats',
        headers: { authorization: `Bearer ${from.token}` },
        payload: { receiverId: to.user.id, message },
      });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? send(s.LA, s.TA1, `to TA1 ${i}`) : send(s.TA1, s.LA, `to LA ${i}`))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    await send(s.TA2, s.LA, 'from TA2');

    const pair = await truth(s.LA.user.id, s.TA1.user.id);
    expect(pair.count).toBe(8);
    const landlordView = await conversations(s.LA);
    expect(landlordView.map((c) => c.partnerId)).toEqual([s.TA2.user.id, s.TA1.user.id]);
    expect(landlordView[1]).toMatchObject({ messageCount: 8, lastMessage: { _id: pair.newest } });
    expect(await conversations(s.TA1)).toEqual([
      expect.objectContaining({
        partnerId: s.LA.user.id,
        messageCount: 8,
        lastMessage: expect.objectContaining({ _id: pair.newest }),
      }),
    ]);
    // A replayed send (same clientMessageId) is not counted twice.
    const key = `retry-${newId()}`;
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chats',
        headers: { authorization: `Bearer ${s.TB1.token}` },
        payload: { receiverId: s.LB.user.id, message: 'once', clientMessageId: key },
      });
      expect(res.statusCode).toBe(i === 0 ? 201 : 200);
    }
    expect((await conversations(s.LB)).map((c) => c.messageCount)).toEqual([1]);
  });

  it('the migration summarises the messages written before it', async () => {
    const db = t.database.db;
    const migrator = migrationRunner(db);
    expect((await migrator.migrateTo('0008-read-path-indexes')).error).toBeUndefined();
    // Messages as an older SafeStay stored them: no summaries.
    const base = Date.now();
    const older = Array.from({ length: 5 }, (_, i) => ({
      id: newId(),
      apartment_id: s.LA.user.apartmentId as string,
      sender_id: i % 2 ? s.LA.user.id : s.TA2.user.id,
      receiver_id: i % 2 ? s.TA2.user.id : s.LA.user.id,
      body: `older ${i}`,
      client_id: null,
      created_at: new Date(base + i).toISOString(),
    }));
    await db.insertInto('messages').values(older).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await signInAgain(t.app, s.LA, s.LB, s.TA1, s.TA2, s.TB1);

    const pair = await truth(s.LA.user.id, s.TA2.user.id);
    const summary = (await conversations(s.LA)).find((c) => c.partnerId === s.TA2.user.id);
    expect(summary).toMatchObject({ messageCount: pair.count, lastMessage: { _id: pair.newest, message: 'older 4' } });
    const rows = await sql<{ n: number }>`select count(*) as n from conversations`.execute(db);
    // Three pairs have talked (LA-TA1, LA-TA2, LB-TB1), each summarised for both sides.
    expect(Number(rows.rows[0].n)).toBe(6);
  });

  it("are kept per building: two people who share two buildings see each building's own conversation", async () => {
    // The landlord adds a second building, and TA1 moves there: the tenancy in the first ends,
    // a new one starts in the second (a membership and a tenancy, as joining leaves them).
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/apartments',
      headers: { authorization: `Bearer ${s.LA.token}` },
      payload: { name: `Second ${newId().slice(-6)}`, rentAmount: 9000 },
    });
    expect(created.statusCode).toBe(201);
    const second = (created.json() as { apartment: { _id: string } }).apartment._id;
    const first = s.LA.user.apartmentId as string;
    const firstSummary = async () =>
      t.database.db
        .selectFrom('conversations')
        .select(['message_count', 'last_message_id'])
        .where('owner_id', '=', s.LA.user.id)
        .where('partner_id', '=', s.TA1.user.id)
        .where('apartment_id', '=', first)
        .executeTakeFirstOrThrow();
    const before = await firstSummary();
    expect(before.message_count).toBeGreaterThan(0);
    await t.database.db
      .updateTable('tenancies')
      .set({ status: 'ended', move_out_date: '2026-01-31' })
      .where('tenant_id', '=', s.TA1.user.id)
      .where('status', '=', 'active')
      .execute();
    await t.database.db
      .insertInto('memberships')
      .values({ user_id: s.TA1.user.id, apartment_id: second, role: 'tenant', created_at: new Date().toISOString() })
      .execute();
    await insertActiveTenancies(t.database.db, second, [s.TA1.user.id]);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/chats',
      headers: { authorization: `Bearer ${s.TA1.token}`, [APARTMENT_HEADER]: second },
      payload: { receiverId: s.LA.user.id, message: 'about the second building' },
    });
    expect(sent.statusCode).toBe(201);

    // The first building's summary is as it was; the second's holds its one message alone.
    expect(await firstSummary()).toEqual(before);
    expect(await conversations(s.LA, second)).toEqual([
      expect.objectContaining({
        partnerId: s.TA1.user.id,
        messageCount: 1,
        lastMessage: expect.objectContaining({ message: 'about the second building' }),
      }),
    ]);
    expect(await conversations(s.TA1, second)).toEqual([
      expect.objectContaining({ partnerId: s.LA.user.id, messageCount: 1 }),
    ]);
  });
});
