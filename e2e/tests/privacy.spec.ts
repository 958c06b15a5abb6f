import { readFileSync } from 'node:fs';
import {
  apiAs,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  maskedId,
  PASSWORD,
  signIn,
  test,
  VIEWPORTS,
} from '../fixtures';

// Settings → "Your data" for both roles, and the landlord's "Show ID" (docs/privacy.md).

for (const [name, viewport] of VIEWPORTS) {
  test(`a tenant downloads their data, then deletes their account (${name})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const landlord = await createLandlord(request);
    const tenant = await createTenant(request, landlord.user.apartmentId as string);
    await signIn(page, tenant, '/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^safestay-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(data.profile).toMatchObject({ email: tenant.email, nationalID: tenant.user.nationalID });
    expect(data.tenancies).toMatchObject([{ status: 'active' }]);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await expect(dialog.getByRole('heading', { name: 'What we erase' })).toBeVisible();
    await expect(dialog).toContainText('Your name, email, phone numbers and national ID');
    await expect(dialog.getByRole('heading', { name: 'What we keep, and why' })).toBeVisible();
    await expect(dialog).toContainText('rent records must be kept for the tax office (KRA)');
    await expect(dialog).toContainText('your tenancy ends today');
    await expectNoA11yViolations(page);

    const password = dialog.getByLabel('Your password');
    await password.fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('The password is not correct.')).toBeVisible();
    await expect(password).toBeFocused();

    await password.fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your account is deleted. You have been signed out.')).toBeVisible();
    const login = await request.post('/api/auth/login', { data: { email: tenant.email, password: PASSWORD } });
    expect(login.status()).toBe(401);
    // The landlord's records keep the tenancy, ended today, under a pseudonym.
    const ended = await apiAs<{ tenant: { name: string } }[]>(
      request,
      landlord.token,
      'GET',
      '/tenancies?status=ended',
    );
    expect(ended.map((t) => t.tenant.name)).toEqual([expect.stringMatching(/^Former tenant T-[0-9A-F]{4}$/)]);
  });

  test(`a landlord reveals a tenant's ID, and cannot leave while tenants live there (${name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const landlord = await createLandlord(request);
    const tenant = await createTenant(request, landlord.user.apartmentId as string);
    await signIn(page, landlord, '/tenants');
    await page
      .getByRole('article')
      .filter({ hasText: tenant.user.name })
      .getByRole('button', { name: 'View Details' })
      .click();
    const details = page.getByRole('dialog', { name: 'Tenant Details' });
    await expect(details.getByText(maskedId(tenant.user.nationalID), { exact: true })).toBeVisible();
    await expect(details.getByText(tenant.user.nationalID as string, { exact: true })).toHaveCount(0);
    await details.getByRole('button', { name: 'Show ID' }).click();
    await expect(details.getByText(tenant.user.nationalID as string, { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await details.getByRole('button', { name: 'Close' }).first().click();

    await page.goto('/activity');
    await expect(page.getByText(`Looked at the national ID of ${tenant.user.name}.`)).toBeVisible();

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await expect(dialog).toContainText('your former tenants and the tax office (KRA) rely on those records');
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText(/Your building still has 1 tenant/)).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
  });
}
