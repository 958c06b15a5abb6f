import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, loginAs, registerLandlord, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const change = (authorization: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: authorization ? { authorization } : {},
    payload,
  });

it('changes the password, ends every other session and keeps this one signed in', async () => {
  const landlord = await registerLandlord(t.app);
  const otherDevice = await loginAs(t.app, landlord.user.email);

  const res = await change(landlord.auth.authorization, {
    currentPassword: 'correct horse battery',
    newPassword: 'a brand new secret',
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toBe('Password changed successfully');
  const fresh = `Bearer ${res.json().token}`;

  const rulesWith = (authorization: string) =>
    t.app.inject({ method: 'GET', url: '/api/rules', headers: { authorization } });
  // This device's session goes on (under its old token and the new one); the other device is out.
  expect((await rulesWith(landlord.auth.authorization)).statusCode).toBe(200);
  expect((await rulesWith(otherDevice.auth.authorization)).statusCode).toBe(401);
  expect((await rulesWith(fresh)).statusCode).toBe(200);

  const oldLogin = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: landlord.user.email, password: 'correct horse battery' },
  });
  expect(oldLogin.statusCode).toBe(401);
  await loginAs(t.app, landlord.user.email, 'a brand new secret');
});

it('refuses a wrong current password, a short or unchanged new one, and anonymous callers', async () => {
  const landlord = await registerLandlord(t.app);
  const wrong = await change(landlord.auth.authorization, {
    currentPassword: 'not it at all',
    newPassword: 'another secret 1',
  });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().message).toBe('Your current password is not correct.');
  const short = await change(landlord.auth.authorization, {
    currentPassword: 'correct horse battery',
    newPassword: 'short',
  });
  expect(short.statusCode).toBe(400);
  expect(short.json().message).toBe('New password must be at least 8 characters.');
  const same = await change(landlord.auth.authorization, {
    currentPassword: 'correct horse battery',
    newPassword: 'correct horse battery',
  });
  expect(same.statusCode).toBe(400);
  expect(same.json().message).toBe('The new password must differ from the current one.');
  expect((await change(undefined, { currentPassword: 'x', newPassword: 'yyyyyyyyy' })).statusCode).toBe(401);
  // Nothing changed: the original password and token still work.
  await loginAs(t.app, landlord.user.email);
  expect((await t.app.inject({ method: 'GET', url: '/api/rules', headers: landlord.auth })).statusCode).toBe(200);
});
