import { MSG } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  landlordPayload,
  loginAs,
  registerLandlord,
  registerTenant,
  type TestApp,
  tenantPayload,
} from '../../../test/helpers';
import { createLoginThrottle } from '../../lib/login-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const countUsers = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/auth/register', () => {
  it('creates a landlord with an apartment and returns the session user with id and _id', async () => {
    const payload = landlordPayload({
      apartmentName: '  Sunrise   Court ',
      rentAmount: 18500.5,
      buildingName: 'Block A',
    });
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({
      name: payload.name,
      email: payload.email,
      role: 'Landlord',
      apartmentName: 'Sunrise   Court',
      rentAmount: 18500.5,
      buildingName: 'Block A',
      nationalID: payload.nationalID.toUpperCase(),
      primaryPhoneNumber: '+254700000001',
    });
    expect(body.user.id).toBe(body.user._id);
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);

    const apartments = await post('/api/auth/register', {}).then(() =>
      t.app.inject({ method: 'GET', url: '/api/apartments/available' }),
    );
    expect(apartments.json().success).toBe(true);
    expect(apartments.json().data).toContainEqual({
      _id: body.user.apartmentId,
      name: 'Sunrise   Court',
      rentAmount: 18500.5,
      landlordName: payload.name,
      area: null,
    });
  });

  it('lets a tenant join an existing apartment, taking its name', async () => {
    const landlord = await registerLandlord(t.app);
    const tenant = await registerTenant(t.app, landlord.user.apartmentId as string, { dateMovedIn: '2026-02-01' });
    expect(tenant.user).toMatchObject({
      role: 'Tenant',
      apartmentId: landlord.user.apartmentId,
      apartmentName: landlord.user.apartmentName,
      dateMovedIn: '2026-02-01',
    });
    expect(tenant.user.rentAmount).toBeUndefined();
  });

  it('stores the email in lower case and signs in case-insensitively', async () => {
    const payload = landlordPayload();
    await post('/api/auth/register', { ...payload, email: payload.email.toUpperCase() });
    const session = await loginAs(t.app, payload.email.toUpperCase());
    expect(session.user.email).toBe(payload.email.toLowerCase());
  });

  it('stores a phone number as typed in Kenya in one form, +254…, and answers that form', async () => {
    const payload = landlordPayload({ primaryPhoneNumber: '0712 345 678', secondaryPhoneNumber: '(0112) 345-678' });
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      primaryPhoneNumber: '+254712345678',
      secondaryPhoneNumber: '+254112345678',
    });
    const stored = await t.database.db
      .selectFrom('users')
      .select(['primary_phone', 'secondary_phone'])
      .where('id', '=', res.json().user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ primary_phone: '+254712345678', secondary_phone: '+254112345678' });
    expect((await loginAs(t.app, payload.email)).user.primaryPhoneNumber).toBe('+254712345678');
  });

  it.each([
    ['phone number', { primaryPhoneNumber: '0812 345 678' }, 'primaryPhoneNumber'],
    ['phone number', { primaryPhoneNumber: '12345' }, 'primaryPhoneNumber'],
    ['phone number', { primaryPhoneNumber: '+1 202 555 0123' }, 'primaryPhoneNumber'],
    ['secondary phone number', { secondaryPhoneNumber: 'call my wife' }, 'secondaryPhoneNumber'],
  ])('refuses a %s that is not a Kenyan mobile (%j), naming the field', async (label, overrides, field) => {
    const before = await countUsers();
    const res = await post('/api/auth/register', { ...landlordPayload(), ...overrides });
    expect(res.statusCode).toBe(400);
    const message = `Enter a Kenyan mobile number such as 0712 345 678 for ${label}.`;
    expect(res.json()).toMatchObject({ message, errors: [{ field, message }] });
    expect(await countUsers()).toBe(before);
  });

  it.each([
    [
      'every required field empty',
      { name: '', email: '', password: '', nationalID: '', primaryPhoneNumber: '' },
      MSG.requiredFields,
    ],
    ['an empty email', { email: '' }, MSG.requiredFields],
    ['a blank name', { name: '   ' }, MSG.requiredFields],
    ['a missing national ID', { nationalID: undefined }, MSG.requiredFields],
    ['a missing phone', { primaryPhoneNumber: undefined }, MSG.requiredFields],
    ['a landlord without apartment name', { apartmentName: undefined }, MSG.landlordApartmentRequired],
    ['a landlord without rent', { rentAmount: undefined }, MSG.landlordApartmentRequired],
    ['a short password', { password: 'short' }, 'Password must be at least 8 characters.'],
    ['an unknown role', { role: 'Admin' }, 'Role must be Tenant or Landlord.'],
    ['rent as a string', { rentAmount: '1e3' }, 'Rent must be a number.'],
    ['rent as an array', { rentAmount: ['5'] }, 'Rent must be a number.'],
    ['a negative rent', { rentAmount: -5 }, 'Rent must be greater than 0.'],
    ['rent with three decimals', { rentAmount: 10.123 }, 'Rent may have at most two decimals.'],
    ['a name as an object', { name: { first: 'x' } }, 'Name must be text.'],
    ['an email as a number', { email: 42 }, 'Email must be text.'],
    ['a 10,000-character name', { name: 'x'.repeat(10_000) }, 'Name must be at most 100 characters.'],
    ['a 10,000-character password', { password: 'x'.repeat(10_000) }, 'Password must be at most 128 characters.'],
    [
      'a 10,000-character apartment name',
      { apartmentName: 'x'.repeat(10_000) },
      'Apartment name must be at most 100 characters.',
    ],
    ['an invalid email', { email: 'not-an-email' }, 'Enter a valid email address.'],
    ['an impossible move-in date', { dateMovedIn: '2026-02-30' }, 'Move-in date must be a real calendar date.'],
  ])('refuses %s with 400 and a clear message, creating nothing', async (_label, overrides, message) => {
    const before = await countUsers();
    const res = await post('/api/auth/register', { ...landlordPayload(), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(Array.isArray(res.json().errors)).toBe(true);
    expect(await countUsers()).toBe(before);
  });

  it('requires a tenant to pick an existing apartment', async () => {
    const before = await countUsers();
    for (const apartmentId of [undefined, '', '00000000-0000-7000-8000-000000000000', 'not-a-uuid', 12]) {
      const res = await post('/api/auth/register', { ...tenantPayload('x'), apartmentId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(
        apartmentId === 12 ? /Apartment must be text|select an apartment/ : /Please select an apartment\./,
      );
    }
    expect(await countUsers()).toBe(before);
  });

  it('ignores mass-assigned fields and never makes a landlord of another flat', async () => {
    const other = await registerLandlord(t.app);
    const payload = {
      ...landlordPayload(),
      id: 'evil',
      _id: 'evil',
      isAdmin: true,
      apartmentId: other.user.apartmentId,
      token_version: 9,
    };
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(201);
    const user = res.json().user;
    expect(user.id).not.toBe('evil');
    expect(user.apartmentId).not.toBe(other.user.apartmentId);
    const row = await t.database.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.token_version).toBe(0);
    expect(row.apartment_id).toBe(user.apartmentId);
  });

  it('answers 409 for a duplicate email or apartment name (any case)', async () => {
    const first = landlordPayload();
    await post('/api/auth/register', first);
    const before = await countUsers();
    const dupEmail = await post('/api/auth/register', { ...landlordPayload(), email: first.email.toUpperCase() });
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().message).toBe('An account with this email already exists.');
    const dupFlat = await post('/api/auth/register', {
      ...landlordPayload(),
      apartmentName: ` ${first.apartmentName?.toUpperCase()} `,
    });
    expect(dupFlat.statusCode).toBe(409);
    expect(dupFlat.json().message).toMatch(/apartment with this name already exists/);
    expect(await countUsers()).toBe(before);
  });

  it('tells no one whether a national ID is registered: the same answer either way (docs/reliability.md §76)', async () => {
    const first = landlordPayload();
    expect((await post('/api/auth/register', first)).statusCode).toBe(201);
    // The same ID, spelled as a stranger might type it, with a fresh email: registered like any other.
    const spelled = ` ${first.nationalID.toLowerCase().replace(/^(.)/, '$1 ')} `;
    const again = await post('/api/auth/register', { ...landlordPayload(), nationalID: spelled });
    const fresh = await post('/api/auth/register', landlordPayload());
    expect([again.statusCode, fresh.statusCode]).toEqual([201, 201]);
    expect(again.json().message).toBe(fresh.json().message);
    expect(again.json().user.nationalID).toBe(first.nationalID.toUpperCase());
  });

  it('refuses an apartment name that only looks different (compatibility forms, invisible characters)', async () => {
    const first = { ...landlordPayload(), apartmentName: `Sunrise Court ${Date.now()}` };
    expect((await post('/api/auth/register', first)).statusCode).toBe(201);
    const name = first.apartmentName;
    const lookalikes = [
      name.replace('Court', 'Co\u00ADurt'), // soft hyphen
      name.replace('Court', 'Co\u200Burt'), // zero-width space
      name.replace('Sunrise', '\uFF33unrise'), // fullwidth S
      `\u2060${name}`, // word joiner
    ];
    for (const apartmentName of lookalikes) {
      const res = await post('/api/auth/register', { ...landlordPayload(), apartmentName });
      expect(res.statusCode, JSON.stringify(apartmentName)).toBe(409);
    }
  });

  it.each([
    [
      'a line break in a name',
      { name: 'Amina\nPAID IN FULL' },
      'Name cannot contain line breaks or control characters.',
    ],
    ['a bidi override in a name', { name: 'Amina \u202Eotieno' }, 'Name cannot contain text-direction characters.'],
    [
      'a line break in an apartment name',
      { apartmentName: 'Sunrise\r\nCourt' },
      'Apartment name cannot contain line breaks or control characters.',
    ],
  ])('refuses %s (names are printed on documents)', async (_label, overrides, message) => {
    const before = await countUsers();
    const res = await post('/api/auth/register', { ...landlordPayload(), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it('never creates two apartments with one name when registrations race', async () => {
    const name = `Race Court ${Date.now()}`;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/auth/register', landlordPayload({ apartmentName: name }))),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const landlord = await registerLandlord(t.app);
    const ok = await post('/api/auth/login', { email: landlord.user.email, password: 'correct horse battery' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toEqual(landlord.user);
    const bad = await post('/api/auth/login', { email: landlord.user.email, password: 'wrong password' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('Invalid email or password.');
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: 'whatever1' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Invalid email or password.');
  });

  it('requires email and password', async () => {
    for (const payload of [{}, { email: 'a@b.co' }, { password: 'x' }, { email: '', password: '' }]) {
      const res = await post('/api/auth/login', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.requiredFields);
    }
  });

  it('makes a guessing address wait (429 with Retry-After) but lets the owner in from their own address', async () => {
    let now = Date.UTC(2026, 10, 25, 8);
    const throttled = await buildTestApp(undefined, { loginThrottle: createLoginThrottle(undefined, () => now) });
    try {
      const landlord = await registerLandlord(throttled.app);
      const login = (password: string, remoteAddress: string) =>
        throttled.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress,
          // Not trusted without TRUST_PROXY: the attacker cannot pose as another address.
          headers: { 'x-forwarded-for': '196.201.214.9' },
          payload: { email: landlord.user.email, password },
        });
      for (let i = 0; i < 5; i += 1) expect((await login('wrong password', '41.90.1.1')).statusCode).toBe(401);
      const slowed = await login('correct horse battery', '41.90.1.1');
      expect(slowed.statusCode).toBe(429);
      expect(slowed.headers['retry-after']).toBe('1');
      expect(slowed.json().message).toBe('Too many failed sign-in attempts. Try again in 1 second.');
      // More guesses from other addresses: the account itself now asks for a pause, of 30 s at most.
      for (let i = 0; i < 5; i += 1) expect((await login('wrong password', `41.90.2.${i}`)).statusCode).toBe(401);
      const owner = await login('correct horse battery', '196.201.214.9');
      expect(owner.statusCode).toBe(429);
      expect(Number(owner.headers['retry-after'])).toBeLessThanOrEqual(30);
      now += Number(owner.headers['retry-after']) * 1000;
      expect((await login('correct horse battery', '196.201.214.9')).statusCode).toBe(200);
    } finally {
      await throttled.close();
    }
  });
});
