import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiAs, createLandlord, createTenant, expect, signIn, test } from '../fixtures';

/**
 * The pictures of the README (`npm run screenshots`). Skipped in the normal browser run: they
 * only write files. Names are realistic because a newcomer reads them.
 */
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

test.skip(!process.env.SCREENSHOTS, 'run with npm run screenshots');

test('README screenshots: a landlord dashboard and a tenant bills screen on a phone', async ({ page, request }) => {
  const landlord = await createLandlord(request, {
    name: 'Grace Wanjiku',
    apartmentName: `Acacia Gardens ${Date.now().toString(36)}`,
    rentAmount: 18000,
  });
  const apartmentId = landlord.user.apartmentId as string;
  const names = ['Brian Otieno', 'Faith Njeri', 'Hassan Ali', 'Achieng Atieno'];
  const tenants = [];
  for (const name of names) tenants.push(await createTenant(request, apartmentId, { name }));
  for (const month of ['September', 'October', 'November']) {
    const dueDate = `2026-${String(['September', 'October', 'November'].indexOf(month) + 9).padStart(2, '0')}-05`;
    await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', { month, year: 2026, dueDate });
  }
  const [brian] = tenants;
  const bills = await apiAs<Array<{ _id: string; amount: number; dueDate: string }>>(
    request,
    brian.token,
    'GET',
    '/bills/me',
  );
  const oldestFirst = [...bills].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  await apiAs(request, brian.token, 'POST', '/bills/pay-cash', { billId: oldestFirst[0]._id, amount: 18000 });
  await apiAs(request, brian.token, 'POST', '/bills/pay-cash', { billId: oldestFirst[1]._id, amount: 9000 });
  await apiAs(request, tenants[1].token, 'POST', '/complaints', {
    title: 'Kitchen tap leaking',
    description: 'The tap drips all night.',
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, landlord);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(page.getByText('Brian Otieno').first()).toBeVisible();
  await page.screenshot({ path: path.join(out, 'landlord-dashboard.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, brian, '/bills');
  await expect(page.getByRole('heading', { name: 'My Bills' })).toBeVisible();
  await expect(page.getByText('Rent for November 2026')).toBeVisible();
  await page.screenshot({ path: path.join(out, 'tenant-bills.png') });
});
