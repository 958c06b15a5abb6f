import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  apiAs,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  PASSWORD,
  test,
  VIEWPORTS,
} from '../fixtures';

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

for (const [name, viewport] of VIEWPORTS) {
  test(`${name}: a tenant picks Kiswahili on the sign-in screen and reads the app in it`, async ({ page, request }) => {
    test.slow();
    const landlord = await createLandlord(request);
    const tenant = await createTenant(request, landlord.user.apartmentId as string, { name: 'Amina Wanjiru' });
    for (const [month, dueDate] of [
      ['January', '2026-01-05'],
      ['February', '2099-02-05'],
    ]) {
      await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', { month, year: 2026, dueDate });
    }
    await page.setViewportSize(viewport);

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await page.getByRole('button', { name: 'Kiswahili' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Karibu tena' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('button', { name: 'Kiswahili' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoA11yViolations(page);
    if (name === 'phone') await page.screenshot({ path: path.join(screenshots, 'sw-sign-in.png') });

    await page.getByLabel('Barua pepe').fill(tenant.email);
    await page.getByLabel('Nenosiri').fill(PASSWORD);
    await page.getByRole('button', { name: 'Ingia' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Karibu tena, Amina Wanjiru!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Salio lako' })).toBeVisible();
    await expect(page).toHaveTitle('Dashibodi · SafeStay');
    // The choice is now the account's: its SMS, emails and PDFs follow it too.
    const me = await apiAs<{ user: { locale: string } }>(request, tenant.token, 'GET', '/auth/me');
    expect(me.user.locale).toBe('sw');

    // The shell: the menu names each screen in Kiswahili.
    if (name === 'phone') await page.getByRole('button', { name: 'Fungua menyu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menyu kuu' });
    await expect(menu.getByRole('link', { name: 'Malipo Yangu' })).toBeVisible();
    await menu.getByRole('link', { name: 'Bili Zangu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bili Zangu' })).toBeVisible();
    await expect(page).toHaveTitle('Bili Zangu · SafeStay');
    await expect(page.getByText('Imechelewa')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pakua bili ya / }).first()).toBeVisible();
    await expectNoA11yViolations(page);
    if (name === 'phone')
      await page.screenshot({ path: path.join(screenshots, 'sw-tenant-bills.png'), fullPage: true });

    // And back to English from the signed-in menu, without a page load.
    if (name === 'phone') await page.getByRole('button', { name: 'Fungua menyu' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Bills' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const after = await apiAs<{ user: { locale: string } }>(request, tenant.token, 'GET', '/auth/me');
    expect(after.user.locale).toBe('en');
  });
}
