import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, type Unit, VACANT_COUNT_HEADER } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerLandlord, type Session, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { encodeCursor } from '../../lib/paging';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedTwoApartments>>;
beforeAll(async () => {
  t = await buildTestApp();
  s = await seedTwoApartments(t.app);
});
afterAll(async () => t.close());

const get = (who: Session, url: string) => t.app.inject({ method: 'GET', url, headers: who.auth });

describe('the units list, a page at a time', () => {
  it('pages in code order (A2 before A10) with a cursor; without `limit` the whole list as before', async () => {
    const codes = Array.from({ length: 12 }, (_, i) => `A${i + 1}`);
    const csv = `code,label,rent,deposit\n${[...codes]
      .reverse()
      .map((c) => `${c},,9000,9000`)
      .join('\n')}\n`;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/units/import', headers: s.LA.auth, payload: { csv } }))
        .statusCode,
    ).toBe(201);

    const whole = await get(s.LA, '/api/units');
    expect((whole.json() as Unit[]).map((u) => u.code)).toEqual(codes);
    expect(whole.headers[NEXT_CURSOR_HEADER]).toBeUndefined();

    const seen: string[] = [];
    let url = '/api/units?limit=5';
    const totals: unknown[] = [];
    for (let i = 0; i < 5 && url; i++) {
      const res = await get(s.LA, url);
      expect(res.statusCode).toBe(200);
      seen.push(...(res.json() as Unit[]).map((u) => u.code));
      totals.push(res.headers[TOTAL_COUNT_HEADER]);
      const next = res.headers[NEXT_CURSOR_HEADER];
      url = next ? `/api/units?limit=5&cursor=${next}` : '';
    }
    expect(seen).toEqual(codes);
    expect(totals).toEqual(['12', undefined, undefined]);
    // Another building's units never show; a bad cursor or limit is a 400 naming it.
    expect(((await get(s.LB, '/api/units?limit=5')).json() as Unit[]).filter((u) => codes.includes(u.code))).toEqual(
      [],
    );
    const bad = await get(s.LA, '/api/units?limit=5&cursor=nope');
    expect(bad.statusCode).toBe(400);
    expect((await get(s.LA, '/api/units?limit=0')).statusCode).toBe(400);
  });

  it('shows who lives in each unit of the page', async () => {
    const res = await get(s.LA, '/api/units?limit=50');
    const units = res.json() as Unit[];
    const full = (await get(s.LA, '/api/units')).json() as Unit[];
    expect(units).toEqual(full);
  });

  it("says on the first page how many of the building's units stand vacant, as the whole list shows them", async () => {
    // Building A's first tenant lives in A1.
    const a1 = ((await get(s.LA, '/api/units')).json() as Unit[]).find((u) => u.code === 'A1') as Unit;
    await t.database.db
      .updateTable('tenancies')
      .set({ unit_id: a1._id })
      .where('tenant_id', '=', s.TA1.user.id)
      .where('status', '=', 'active')
      .execute();
    const full = (await get(s.LA, '/api/units')).json() as Unit[];
    const vacant = full.filter((u) => u.status === 'vacant').length;
    expect(vacant).toBeGreaterThan(0);
    expect(full.find((u) => u.code === 'A1')?.status).toBe('occupied');
    // A deactivated house is not vacant.
    const spare = full.find((u) => u.status === 'vacant') as Unit;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/units/${spare._id}`, headers: s.LA.auth })).statusCode,
    ).toBe(200);
    const first = await get(s.LA, '/api/units?limit=2');
    expect(first.headers[VACANT_COUNT_HEADER]).toBe(String(vacant - 1));
    const next = await get(s.LA, `/api/units?limit=2&cursor=${first.headers[NEXT_CURSOR_HEADER]}`);
    expect(next.headers[VACANT_COUNT_HEADER]).toBeUndefined();
    // Each building counts its own.
    const other = (await get(s.LB, '/api/units')).json() as Unit[];
    expect((await get(s.LB, '/api/units?limit=2')).headers[VACANT_COUNT_HEADER]).toBe(
      String(other.filter((u) => u.status === 'vacant').length),
    );
  });

  it('keeps each house in its place as houses are added one by one, at once, and renamed', async () => {
    const landlord = await registerLandlord(t.app);
    const add = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/units',
        headers: landlord.auth,
        payload: { code, rent: 9000, deposit: 9000 },
      });
    for (const code of ['B10', 'A10', 'B2']) expect((await add(code)).statusCode).toBe(201);
    // Five at once, as two phones and a retry would send them: each finds its place.
    const together = await Promise.all(['A2', 'B1', 'A1', 'C1', 'A3'].map(add));
    expect(together.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const codes = async () => {
      const seen: string[] = [];
      let url = '/api/units?limit=3';
      while (url) {
        const res = await get(landlord, url);
        seen.push(...(res.json() as Unit[]).map((u) => u.code));
        const next = res.headers[NEXT_CURSOR_HEADER];
        url = next ? `/api/units?limit=3&cursor=${next}` : '';
      }
      expect(((await get(landlord, '/api/units')).json() as Unit[]).map((u) => u.code)).toEqual(seen);
      return seen;
    };
    expect(await codes()).toEqual(['A1', 'A2', 'A3', 'A10', 'B1', 'B2', 'B10', 'C1']);

    // C1 renamed A4 moves up between A3 and A10.
    const c1 = ((await get(landlord, '/api/units')).json() as Unit[]).find((u) => u.code === 'C1') as Unit;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/units/${c1._id}`,
      headers: landlord.auth,
      payload: { code: 'A4', rent: 9000, deposit: 9000 },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await codes()).toEqual(['A1', 'A2', 'A3', 'A4', 'A10', 'B1', 'B2', 'B10']);

    // Renamed at once, each moving across the order: every rename lands, each house in its place.
    const before = (await get(landlord, '/api/units')).json() as Unit[];
    const renames: Record<string, string> = { A1: 'B11', A2: 'B12', B1: 'A5', B2: 'A6', B10: 'A7' };
    const renamedAtOnce = await Promise.all(
      before
        .filter((u) => renames[u.code])
        .map((u) =>
          t.app.inject({
            method: 'PUT',
            url: `/api/units/${u._id}`,
            headers: landlord.auth,
            payload: { code: renames[u.code], rent: 9000, deposit: 9000 },
          }),
        ),
    );
    expect(renamedAtOnce.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await codes()).toEqual(['A3', 'A4', 'A5', 'A6', 'A7', 'A10', 'B11', 'B12']);
    // And back, for what follows.
    const after = (await get(landlord, '/api/units')).json() as Unit[];
    const back = Object.fromEntries(Object.entries(renames).map(([from, to]) => [to, from]));
    for (const u of after.filter((h) => back[h.code])) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/units/${u._id}`,
        headers: landlord.auth,
        payload: { code: back[u.code], rent: 9000, deposit: 9000 },
      });
    }
    expect(await codes()).toEqual(['A1', 'A2', 'A3', 'A4', 'A10', 'B1', 'B2', 'B10']);

    // A page that starts after a house renamed meanwhile starts after wherever that house now stands.
    const first = await get(landlord, '/api/units?limit=2');
    const a2 = (first.json() as Unit[])[1];
    expect(a2.code).toBe('A2');
    await t.app.inject({
      method: 'PUT',
      url: `/api/units/${a2._id}`,
      headers: landlord.auth,
      payload: { code: 'B3', rent: 9000, deposit: 9000 },
    });
    const rest = await get(landlord, `/api/units?limit=50&cursor=${first.headers[NEXT_CURSOR_HEADER]}`);
    expect((rest.json() as Unit[]).map((u) => u.code)).toEqual(['B10']);

    // A cursor naming another building's house has nothing after it here.
    const theirs = (
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/units',
          headers: s.LB.auth,
          payload: { code: 'Z9', rent: 9000, deposit: 9000 },
        })
      ).json() as { unit: Unit }
    ).unit;
    const cursor = encodeCursor({ key: theirs.code, id: theirs._id });
    const foreign = await get(landlord, `/api/units?limit=5&cursor=${cursor}`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual([]);
  });
});
