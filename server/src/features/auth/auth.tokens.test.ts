import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerLandlord, registerTenant, TEST_SECRET, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('bearer tokens on protected routes', () => {
  const protectedUrl = '/api/rules';

  it('answers 401 without a token, with garbage, and with a forged or expired one', async () => {
    const landlord = await registerLandlord(t.app);
    const [, payload] = landlord.token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const wrongKey = await new SignJWT({ sid: 'any' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(landlord.user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const hs512 = await new SignJWT({ sid: 'any' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(landlord.user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_SECRET));
    const expired = await new SignJWT({ sid: 'any' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(landlord.user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_SECRET));
    const tampered = `${landlord.token.split('.')[0]}.${Buffer.from(JSON.stringify({ sub: 'someone-else', sid: 'any' })).toString('base64url')}.${landlord.token.split('.')[2]}`;

    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer nonsense',
      `Basic ${landlord.token}`,
      `Bearer ${none}`,
      `Bearer ${wrongKey}`,
      `Bearer ${hs512}`,
      `Bearer ${expired}`,
      `Bearer ${tampered}`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: protectedUrl,
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('refuses the token of a deleted user, and one whose session has ended', async () => {
    const landlord = await registerLandlord(t.app);
    const tenant = await registerTenant(t.app, landlord.user.apartmentId as string);
    expect((await t.app.inject({ method: 'GET', url: protectedUrl, headers: tenant.auth })).statusCode).toBe(200);
    await t.database.db
      .updateTable('sessions')
      .set({ ended_at: new Date().toISOString() })
      .where('user_id', '=', tenant.user.id)
      .execute();
    expect((await t.app.inject({ method: 'GET', url: protectedUrl, headers: tenant.auth })).statusCode).toBe(401);
    await t.database.db.deleteFrom('users').where('id', '=', tenant.user.id).execute();
    expect((await t.app.inject({ method: 'GET', url: protectedUrl, headers: tenant.auth })).statusCode).toBe(401);
  });
});
