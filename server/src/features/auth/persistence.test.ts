import { afterAll, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestDatabase,
  loginAs,
  registerLandlord,
  registerTenant,
  type TestDatabase,
} from '../../../test/helpers';

let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.dispose();
});

it('keeps accounts across a restart of the app on the same data', async () => {
  database = await createTestDatabase();
  const first = await buildTestApp(database);
  const landlord = await registerLandlord(first.app);
  const tenant = await registerTenant(first.app, landlord.user.apartmentId as string);
  await first.app.close();
  await database.close();

  // A new process would open the same file (or PostgreSQL database) again.
  const reopened = database.reopen();
  database = { ...database, ...reopened };
  const second = await buildTestApp(database);
  const again = await loginAs(second.app, tenant.user.email);
  expect(again.user).toEqual(tenant.user);
  const apartments = await second.app.inject({ method: 'GET', url: '/api/apartments/available' });
  expect(apartments.json().data.map((a: { _id: string }) => a._id)).toContain(landlord.user.apartmentId);
  await second.app.close();
});
