import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  apiAs,
  closeToasts,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  type SessionUser,
  signIn,
  test,
  VIEWPORTS,
} from '../fixtures';

/** Today and this year in Nairobi: the report's month under way. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
const year = Number(today.slice(0, 4));
const monthName = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Nairobi',
}).format(new Date());
const shots = path.join(os.tmpdir(), 'safestay-k2-shots');

/** A landlord with a tenant, a charge due today and part of it paid. */
async function building(request: Parameters<typeof createLandlord>[0]) {
  const landlord = await createLandlord(request);
  await createTenant(request, landlord.user.apartmentId as string);
  const [tenancy] = await apiAs<{ _id: string }[]>(request, landlord.token, 'GET', '/tenancies?status=active');
  await apiAs(request, landlord.token, 'POST', '/bills', {
    tenancyId: tenancy!._id,
    kind: 'water',
    description: '=1+1 water',
    amount: 4000,
    dueDate: today,
  });
  await apiAs(request, landlord.token, 'POST', '/payments', { tenancyId: tenancy!._id, amount: 1500, method: 'cash' });
  return landlord;
}

for (const [size, viewport] of VIEWPORTS) {
  test(`${size}: the owner reads the year's collection as a chart and a table, and downloads it`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const landlord = await building(request);
    await signIn(page, landlord, '/dashboard');
    const chart = page.getByRole('img', { name: `Collection in ${year}` });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toBeVisible();
    await page.getByText('The figures as a table').click();
    const row = page.getByRole('row', { name: new RegExp(`^${monthName}`) });
    await expect(row).toContainText('KSH 4,000');
    await expect(row).toContainText('KSH 1,500');
    await expect(row).toContainText('KSH 2,500');
    await expect(page.getByRole('button', { name: `Next year, ${year + 1}` })).toBeDisabled();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: path.join(shots, `collection-${size}.png`), fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download the collection of ${year} as CSV` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`collection-${year}.csv`);
    const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe(
      'Month,Expected (KES),Collected (KES),Outstanding at month end (KES),Overdue at month end (KES),As at',
    );
    expect(csv).toContain(`${today.slice(0, 7)},4000.00,1500.00,2500.00,0.00,${today}`);
    await closeToasts(page);

    // Last year: nothing happened, every month closed.
    await page.getByRole('button', { name: `Previous year, ${year - 1}` }).click();
    await expect(page.getByRole('img', { name: `Collection in ${year - 1}` })).toBeVisible();

    // The bills, as CSV, a formula in a description written as text.
    await page.goto('/bills');
    const bills = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download every bill as CSV' }).click();
    const billsFile = await bills;
    expect(billsFile.suggestedFilename()).toBe('bills.csv');
    expect(await readFile(await billsFile.path(), 'utf8')).toContain(",'=1+1 water,");
  });
}

test('the chart speaks Kiswahili to an owner who reads it', async ({ page, request }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const landlord = await building(request);
  const { user } = await apiAs<{ user: SessionUser }>(request, landlord.token, 'PUT', '/auth/me', { locale: 'sw' });
  await signIn(page, { ...landlord, user }, '/dashboard');
  const chart = page.getByRole('img', { name: `Makusanyo ya ${year}` });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toBeVisible();
  await page.getByText('Viasi kama jedwali').click();
  await expect(page.getByRole('columnheader', { name: 'Iliyochelewa mwisho wa mwezi' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: path.join(shots, 'collection-sw-phone.png'), fullPage: true });
});
