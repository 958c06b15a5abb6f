import { JOIN_MSG } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  buildTestApp,
  registerLandlord,
  type Session,
  type TestApp,
  tenantPayload,
} from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);

async function inviteOnlyBuilding() {
  const landlord = await registerLandlord(t.app, {}, 'invite_only');
  const units = (await call(landlord, 'POST', '/units/import', { csv: 'B12,Top floor,21000,21000' })).json().units;
  return { landlord, unit: units[0] as { _id: string } };
}

const invite = async (landlord: Session, body: object = {}) => {
  const res = await call(landlord, 'POST', '/invites', body);
  expect(res.statusCode).toBe(201);
  return res.json().invite as { _id: string; code: string; link: string; expiresAt: string };
};

/** Registering with an invite code; the payload has no apartmentId. */
const join = (code: string) => {
  const { apartmentId: _ignored, ...payload } = tenantPayload('');
  return call(null, 'POST', '/auth/register', { ...payload, inviteCode: code });
};
const people = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('invites', () => {
  it('a tenant joins through the link at once, into the invite unit at its rent; the code works once', async () => {
    const { landlord, unit } = await inviteOnlyBuilding();
    const created = await invite(landlord, { unitId: unit._id, expiresInDays: 3 });
    expect(created.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{3}-[0-9A-HJKMNP-TV-Z]{3}$/);
    expect(created.link).toMatch(new RegExp(`^http://localhost(:80)?/join/${created.code}$`));
    // Listed without its code (stored hashed), with the first three characters to tell it apart.
    const open = (await call(landlord, 'GET', '/invites')).json();
    expect(open).toMatchObject([
      { _id: created._id, code: null, hint: `${created.code.slice(0, 3)}-…`, unit: { code: 'B12' } },
    ]);

    const preview = await call(null, 'GET', `/invites/${created.code.toLowerCase()}`);
    expect(preview.json()).toMatchObject({
      apartmentName: landlord.user.apartmentName,
      landlordName: landlord.user.name,
      unit: { code: 'B12', rent: 21000 },
    });

    const res = await join(created.code.replace('-', '').toLowerCase());
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ tenancyStatus: 'active', apartmentId: landlord.user.apartmentId });
    const [tenancy] = (await call(landlord, 'GET', '/tenancies?status=active')).json();
    expect(tenancy).toMatchObject({ unit: { code: 'B12' }, rent: 21000, deposit: 21000, accountRef: 'B12' });
    expect((await call(landlord, 'GET', '/invites')).json()).toEqual([]);

    const before = await people();
    const again = await join(created.code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ field: 'inviteCode', message: JOIN_MSG.inviteUsed }]);
    expect(await people()).toBe(before);
  });

  it('an unknown, expired or withdrawn code is refused with words that say which, and creates nothing', async () => {
    const { landlord } = await inviteOnlyBuilding();
    const before = await people();
    expect((await join('ZZZ-ZZZ')).json().message).toBe(JOIN_MSG.inviteUnknown);
    const old = await invite(landlord);
    await t.database.db
      .updateTable('invites')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', old._id)
      .execute();
    expect((await join(old.code)).json().message).toBe(JOIN_MSG.inviteExpired);
    expect((await call(null, 'GET', `/invites/${old.code}`)).json().message).toBe(JOIN_MSG.inviteExpired);
    const withdrawn = await invite(landlord);
    expect((await call(landlord, 'DELETE', `/invites/${withdrawn._id}`)).json().message).toBe(JOIN_MSG.inviteRevoked);
    expect((await join(withdrawn.code)).json().message).toBe(JOIN_MSG.inviteRevokedUse);
    expect(await people()).toBe(before);
  });

  it('invite-only buildings are not listed and cannot be joined by picking them', async () => {
    const { landlord } = await inviteOnlyBuilding();
    const listed = (await call(null, 'GET', '/apartments/available')).json().data as { _id: string }[];
    expect(listed.map((a) => a._id)).not.toContain(landlord.user.apartmentId);
    const res = await call(null, 'POST', '/auth/register', tenantPayload(landlord.user.apartmentId as string));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'apartmentId', message: JOIN_MSG.inviteOnly }]);
  });

  it('an invite for a unit that is taken before it is used is refused; bad requests name the field', async () => {
    const { landlord, unit } = await inviteOnlyBuilding();
    const first = await invite(landlord, { unitId: unit._id });
    const second = await invite(landlord, { unitId: unit._id });
    expect((await join(first.code)).statusCode).toBe(201);
    const taken = await join(second.code);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Unit B12 of this invite is no longer free. Ask your landlord for a new invite.');

    const days = await call(landlord, 'POST', '/invites', { expiresInDays: 31 });
    expect([days.statusCode, days.json().message]).toEqual([400, 'Expires in days must be between 1 and 30.']);
    const other = await inviteOnlyBuilding();
    expect((await call(landlord, 'POST', '/invites', { unitId: other.unit._id })).statusCode).toBe(404);
    expect((await call(other.landlord, 'DELETE', `/invites/${second._id}`)).statusCode).toBe(404);
  });
});
