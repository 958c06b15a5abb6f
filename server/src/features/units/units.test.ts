import type { Unit } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Session, seedTwoApartments, type TestApp } from '../../../test/helpers';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedTwoApartments>>;

beforeAll(async () => {
  t = await buildTestApp();
  s = await seedTwoApartments(t.app);
});
afterAll(async () => {
  await t.close();
});

const call = (who: Session | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, payload: payload as object | undefined });
const units = async (who: Session) => (await call(who, 'GET', '/api/units')).json() as Unit[];
const countUnits = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('units')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('units', () => {
  it('a landlord adds units; codes are stored as tenants write them for M-Pesa, listed A2 before A10', async () => {
    for (const [code, rent] of [
      ['a-10', 12000],
      [' a 2 ', 9000],
      ['#B1', 15000.5],
    ] as const) {
      const res = await call(s.LA, 'POST', '/api/units', { code, label: 'Ground floor', rent });
      expect(res.statusCode, code).toBe(201);
    }
    const list = await units(s.LA);
    expect(list.map((u) => u.code)).toEqual(['A2', 'A10', 'B1']);
    expect(list[2]).toMatchObject({ rent: 15000.5, deposit: 0, status: 'vacant', tenant: null, label: 'Ground floor' });
    // Another building may use the same codes; it never sees these.
    expect((await call(s.LB, 'POST', '/api/units', { code: 'A2', rent: 5000 })).statusCode).toBe(201);
    expect((await units(s.LB)).map((u) => u.code)).toEqual(['A2']);
  });

  it('refuses a code already used in the building with 409 naming it, creating nothing', async () => {
    const before = await countUnits();
    const res = await call(s.LA, 'POST', '/api/units', { code: 'a2', rent: 9000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A unit with the code A2 already exists.');
    expect(await countUnits()).toBe(before);
  });

  it.each([
    [{ code: '', rent: 9000 }, 'Code is required.'],
    [{ code: 'THIRTEENCHARS', rent: 9000 }, 'Code must be 1 to 12 letters and digits, like A1 or B12.'],
    [{ code: 'A*1', rent: 9000 }, 'Code must be 1 to 12 letters and digits, like A1 or B12.'],
    [{ code: 'C1', rent: '1e3' }, 'Rent must be a number.'],
    [{ code: 'C1' }, 'Rent is required.'],
    [{ code: 'C1', rent: 9000, deposit: -1 }, 'Deposit cannot be negative.'],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const before = await countUnits();
    const res = await call(s.LA, 'POST', '/api/units', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countUnits()).toBe(before);
  });

  it('edits, deactivates and brings back a unit of the building; another building gets 404', async () => {
    const [a2] = await units(s.LA);
    const edited = await call(s.LA, 'PUT', `/api/units/${a2._id}`, { code: 'A2', label: 'Bedsitter', rent: 9500 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().unit).toMatchObject({ code: 'A2', label: 'Bedsitter', rent: 9500 });
    const clash = await call(s.LA, 'PUT', `/api/units/${a2._id}`, { code: 'B1', rent: 9500 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('A unit with the code B1 already exists.');

    expect((await call(s.LB, 'PUT', `/api/units/${a2._id}`, { code: 'X1', rent: 1 })).statusCode).toBe(404);
    expect((await call(s.LB, 'DELETE', `/api/units/${a2._id}`)).statusCode).toBe(404);

    const gone = await call(s.LA, 'DELETE', `/api/units/${a2._id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().unit.status).toBe('inactive');
    expect((await units(s.LA)).find((u) => u._id === a2._id)?.status).toBe('inactive');
    const back = await call(s.LA, 'PUT', `/api/units/${a2._id}`, { code: 'A2', rent: 9500, status: 'vacant' });
    expect(back.json().unit.status).toBe('vacant');
  });

  it("shows who lives in each house, also a tenant whose account names no building; never another building's tenant", async () => {
    const add = async (code: string) =>
      ((await call(s.LA, 'POST', '/api/units', { code, rent: 8000 })).json() as { unit: Unit }).unit;
    const [c1, c2] = [await add('C1'), await add('C2')];
    const db = t.database.db;
    const moveInto = (tenantId: string, unitId: string) =>
      db
        .updateTable('tenancies')
        .set({ unit_id: unitId })
        .where('tenant_id', '=', tenantId)
        .where('status', '=', 'active')
        .execute();
    await moveInto(s.TA1.user.id, c1._id);
    await moveInto(s.TA2.user.id, c2._id);
    // An account made before its tenancy, say: the tenancy says where they live, the account nothing.
    await db.updateTable('users').set({ apartment_id: null }).where('id', '=', s.TA2.user.id).execute();
    // Building B's tenant under building A's name must not show in A's houses.
    await db
      .updateTable('users')
      .set({ apartment_id: s.LA.user.apartmentId })
      .where('id', '=', s.TB1.user.id)
      .execute();

    const list = await units(s.LA);
    const byCode = new Map(list.map((u) => [u.code, u]));
    expect(byCode.get('C1')).toMatchObject({
      status: 'occupied',
      tenant: { _id: s.TA1.user.id, name: s.TA1.user.name },
    });
    expect(byCode.get('C2')).toMatchObject({
      status: 'occupied',
      tenant: { _id: s.TA2.user.id, name: s.TA2.user.name },
    });
    expect(list.filter((u) => u.tenant?._id === s.TB1.user.id)).toEqual([]);
    expect(list.filter((u) => u.status === 'occupied')).toHaveLength(2);

    await db
      .updateTable('users')
      .set({ apartment_id: s.LA.user.apartmentId })
      .where('id', '=', s.TA2.user.id)
      .execute();
    await db
      .updateTable('users')
      .set({ apartment_id: s.LB.user.apartmentId })
      .where('id', '=', s.TB1.user.id)
      .execute();
  });

  it('is for landlords: a tenant gets 403 on every units route, anonymous 401', async () => {
    const [unit] = await units(s.LA);
    for (const [method, url] of [
      ['GET', '/api/units'],
      ['POST', '/api/units'],
      ['POST', '/api/units/import'],
      ['PUT', `/api/units/${unit._id}`],
      ['DELETE', `/api/units/${unit._id}`],
    ] as const) {
      expect((await call(s.TA1, method, url, { code: 'Q1', rent: 1 })).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(null, method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('importing units from CSV', () => {
  it('adds every line of a file with a header, quoted labels and blank lines', async () => {
    const csv = 'code,label,rent,deposit\nD1,"2nd floor, bedsitter",8000,8000\n\nD2,,8500,\r\nd-3,Shop,20000,40000\n';
    const res = await call(s.LB, 'POST', '/api/units/import', { csv });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ created: 3, message: '3 units imported.' });
    const d = (await units(s.LB)).filter((u) => u.code.startsWith('D'));
    expect(d.map((u) => [u.code, u.label, u.rent, u.deposit])).toEqual([
      ['D1', '2nd floor, bedsitter', 8000, 8000],
      ['D2', null, 8500, 0],
      ['D3', 'Shop', 20000, 40000],
    ]);
  });

  it('names every bad line and imports nothing when any line is wrong', async () => {
    const before = await countUnits();
    const csv = 'E1,,7000,0\nE2,,1e3,0\nE1,,7000,0\n,,7000,0\nE5,,7000,-5';
    const res = await call(s.LB, 'POST', '/api/units/import', { csv });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('4 lines need fixing; nothing was imported.');
    expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Line 2: Rent must be shillings, like 25000, 25,000 or KES 25,000.',
      'Line 3: the code E1 is also on line 1.',
      'Line 4: Code is required.',
      'Line 5: Deposit cannot be negative.',
    ]);
    expect(await countUnits()).toBe(before);
  });

  it('reads amounts as Excel writes them: thousands separators and a leading KES, KSH or Ksh', async () => {
    const csv = [
      // Excel's "CSV UTF-8" starts with a byte-order mark and ends lines with CRLF.
      '\uFEFFcode,label,rent,deposit',
      'G1,Bedsitter,"25,000","KES 25,000"',
      'G2,,KES 9500,Ksh 9500.50',
      'G3,Shop,"ksh 1,250,000","Kshs. 30,000/="',
      'G4,,"25,000.50",',
    ].join('\r\n');
    const res = await call(s.LB, 'POST', '/api/units/import', { csv });
    expect(res.statusCode, res.body).toBe(201);
    const g = (await units(s.LB)).filter((u) => u.code.startsWith('G'));
    expect(g.map((u) => [u.code, u.label, u.rent, u.deposit])).toEqual([
      ['G1', 'Bedsitter', 25000, 25000],
      ['G2', null, 9500, 9500.5],
      ['G3', 'Shop', 1250000, 30000],
      ['G4', null, 25000.5, 0],
    ]);
  });

  it('keeps a quoted cell that holds a line break in its record, and counts lines as the file does', async () => {
    const csv = 'H1,"Ground floor\nfront, left",8000,8000\nH2,"Shop ""A""",9000,0\r\nH3,"Two\r\nlines",8500,0';
    const res = await call(s.LB, 'POST', '/api/units/import', { csv });
    expect(res.statusCode, res.body).toBe(201);
    const h = (await units(s.LB)).filter((u) => u.code.startsWith('H'));
    expect(h.map((u) => [u.code, u.label, u.rent])).toEqual([
      ['H1', 'Ground floor front, left', 8000],
      ['H2', 'Shop "A"', 9000],
      ['H3', 'Two lines', 8500],
    ]);
    // A bad line after a two-line cell is named by the line a spreadsheet shows it on.
    const bad = await call(s.LB, 'POST', '/api/units/import', { csv: 'J1,"two\nlines",8000,0\nJ2,,lots,0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'line 3', message: 'Line 3: Rent must be shillings, like 25000, 25,000 or KES 25,000.' },
    ]);
  });

  it('still refuses what is not an amount, naming the line and the field, and imports nothing', async () => {
    const before = await countUnits();
    const csv = [
      'K1,,"25,00",0',
      'K2,,"2,50,000",0',
      'K3,,25.000,0',
      'K4,,KES,0',
      'K5,,USD 25000,0',
      'K6,,KES -5,0',
      'K7,,"25,000.505",0',
      'K8,,8000,"KES 1,0000"',
      'K9,,25,000,0',
      'K10,,"KES 20,000,000",0',
      'K11,5" pipe,8000,0',
    ].join('\n');
    const res = await call(s.LB, 'POST', '/api/units/import', { csv });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('10 lines need fixing; nothing was imported.');
    const rent = 'Rent must be shillings, like 25000, 25,000 or KES 25,000.';
    expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual([
      `Line 1: ${rent}`,
      `Line 2: ${rent}`,
      `Line 3: ${rent}`,
      `Line 4: ${rent}`,
      `Line 5: ${rent}`,
      'Line 6: Rent must be greater than 0.', // KES -5: a negative amount is told so
      `Line 7: ${rent}`,
      'Line 8: Deposit must be shillings, like 25000, 25,000 or KES 25,000.',
      'Line 9: 5 cells where 4 are expected (code, label, rent, deposit); an amount with commas goes in double quotes, like "25,000".',
      'Line 10: Rent must be at most 10,000,000.',
    ]);
    // A quote left open would swallow the rest of the file: refused at the line it opened on.
    const open = await call(s.LB, 'POST', '/api/units/import', {
      csv: 'L1,,8000,0\nL2,"never closed,8000,0\nL3,,8000,0',
    });
    expect(open.statusCode).toBe(400);
    expect(open.json()).toMatchObject({
      message: 'Line 2: a double quote opens a cell that never closes.',
      errors: [{ field: 'line 2' }],
    });
    expect(await countUnits()).toBe(before);
  });

  it('refuses a file whose code the building already has, naming it, and imports nothing', async () => {
    const before = await countUnits();
    const res = await call(s.LB, 'POST', '/api/units/import', { csv: 'F1,,7000,0\nD2,,7000,0' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A unit with the code D2 already exists.');
    expect(await countUnits()).toBe(before);
  });
});
