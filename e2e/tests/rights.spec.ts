import { createLandlord, createTenant, expect, expectNoA11yViolations, signIn, test } from '../fixtures';

const RIGHTS = ['Habitable Housing', 'Privacy', 'Fair Treatment', 'Proper Notice', 'Security Deposit Return'];

test('a tenant reads their rights, where to get help and how to keep records', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await signIn(page, tenant);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tenant Rights' }).click();
  await expect(page).toHaveURL(/\/rights$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Know Your Rights as a Tenant' })).toBeVisible();
  for (const right of RIGHTS)
    await expect(page.getByRole('heading', { level: 3, name: right, exact: true })).toBeVisible();
  await expect(page.getByText(/24-48 hours/)).toBeVisible();
  await expect(page.getByText(/Rent increases typically need at least 30 days/)).toBeVisible();
  await expect(page.getByText(/usually within 30 days/)).toBeVisible();
  await expect(page.getByText(/itemised list of any deductions/)).toBeVisible();

  const notice = page.getByRole('complementary', { name: 'Rights vary by location' });
  await expect(notice).toContainText('Rent Restriction Act');
  await expect(notice).toContainText('legal professional');

  const help = page.getByRole('region', { name: 'Where to get help' });
  for (const name of ['Tenant Rights Organisation', 'Local Housing Authority', 'Legal Aid Services']) {
    await expect(help.getByRole('heading', { name })).toBeVisible();
  }
  await expect(help.getByText(/^0800 /)).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Keep good records' }).getByRole('listitem')).toHaveCount(4);
  await expectNoA11yViolations(page);
});

test('the rights page reads well on a phone', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, tenant, '/rights');
  await expect(page.getByRole('heading', { level: 1, name: 'Know Your Rights as a Tenant' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
});

test('a landlord is sent to Unauthorized Access from the rights page', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  await signIn(page, landlord, '/rights');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText('Unauthorized Access')).toBeVisible();
  await expect(page.getByText('Know Your Rights as a Tenant')).toHaveCount(0);
});
