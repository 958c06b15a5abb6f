import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import {
  apiAs,
  closeToasts,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  listItem,
  signIn,
  type TestSession,
  test,
  VIEWPORTS,
  YEAR,
} from '../fixtures';

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

/** A second person on their own phone or computer, signed in at `path`. */
async function openAs(browser: Browser, viewport: { width: number; height: number }, who: TestSession, path: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, who, path);
  return page;
}

/** Nothing wider than the screen: Kiswahili words are longer than English ones. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page wider than the screen').toBeLessThanOrEqual(0);
}

/** The screen, checked for accessibility and width; on a phone, saved for docs/screenshots. */
async function lookAt(page: Page, size: string, file: string) {
  await closeToasts(page);
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
  if (size === 'phone') await page.screenshot({ path: path.join(screenshots, file), fullPage: true });
}

for (const [size, viewport] of VIEWPORTS) {
  test(`${size}: in Kiswahili, a tenant's M-Pesa claim is confirmed and shows on both sides`, async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const landlord = await createLandlord(request);
    const tenant = await createTenant(request, landlord.user.apartmentId as string, { name: 'Amina Wanjiru' });
    // Both read Kiswahili; the session the browser starts with carries it, as after signing in.
    for (const who of [landlord, tenant]) {
      const saved = await apiAs<{ user: TestSession['user'] }>(request, who.token, 'PUT', '/auth/me', { locale: 'sw' });
      who.user = saved.user;
    }
    await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
      month: 'April',
      year: YEAR,
      dueDate: `${YEAR}-04-05`,
    });

    // The tenant says they paid by M-Pesa: the form repeats it in Kiswahili.
    await signIn(page, tenant, '/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Malipo Yangu' })).toBeVisible();
    await expect(page.getByText('Bado hakuna malipo')).toBeVisible();
    await page.getByRole('button', { name: 'Nimelipa' }).first().click();
    const claim = page.getByRole('dialog', { name: 'Nimelipa' });
    await expect(claim).toContainText('Mwenye nyumba wako atathibitisha malipo haya.');
    await claim.getByLabel('Kiasi (Ksh)').fill('7500');
    await claim.getByLabel('Nambari ya muamala').fill('nlj7rt61sv');
    await expect(claim).toContainText(/“Nimelipa Ksh\s7,500\.00 kwa M-Pesa, nambari NLJ7RT61SV”/);
    await expectNoA11yViolations(page);
    await claim.getByRole('button', { name: 'Tuma kwa mwenye nyumba' }).click();
    await expect(page.getByText(`Asante. ${landlord.user.name} atathibitisha malipo yako`)).toBeVisible();
    const mine = listItem(page, 'NLJ7RT61SV');
    await expect(mine).toContainText('Yanamsubiri mwenye nyumba');

    // The landlord, in Kiswahili too, confirms it with a tap.
    const owner = await openAs(browser, viewport, landlord, '/payments');
    await expect(owner.getByRole('heading', { level: 1, name: 'Malipo' })).toBeVisible();
    const toConfirm = owner.getByRole('region', { name: 'Madai ya kuthibitisha (1)' });
    await expect(toConfirm).toContainText('Amina Wanjiru');
    await expectNoA11yViolations(owner);
    await toConfirm.getByRole('button', { name: /^Thibitisha Ksh\s7,500\.00 kutoka kwa Amina Wanjiru$/ }).click();
    await expect(owner.getByText('Malipo yamethibitishwa. Risiti R-000001.')).toBeVisible();
    await expect(owner.getByRole('region', { name: /Madai ya kuthibitisha/ })).toHaveCount(0);
    const all = owner.getByRole('region', { name: 'Malipo yote' });
    await expect(listItem(all, 'R-000001')).toContainText('Yamethibitishwa');
    await expect(all.getByRole('button', { name: 'Yamethibitishwa', pressed: false })).toBeVisible();
    await lookAt(owner, size, 'sw-landlord-payments.png');

    // The tenant's screen follows without a reload: confirmed, with its receipt.
    await expect(mine).toContainText('Yamethibitishwa');
    await expect(mine).toContainText('R-000001');
    await expect(mine.getByRole('button', { name: 'Pakua risiti R-000001' })).toBeVisible();
    await lookAt(page, size, 'sw-tenant-payments.png');

    // Their statement: the rent, the payment and where the account stands.
    await page.goto('/statement');
    await expect(page.getByRole('heading', { level: 1, name: 'Taarifa ya Akaunti' })).toBeVisible();
    await expect(page.getByText('Salio la kuanzia').filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText('Salio la mwisho').filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText(/^Unadaiwa Ksh\s7,500\.00$/)).toBeVisible();
    await expect(page.getByText('NLJ7RT61SV').filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText('Malipo, M-Pesa, risiti R-000001').filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText(/^Payment, /)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pakua PDF' })).toBeVisible();
    await lookAt(page, size, 'sw-tenant-statement.png');

    // The landlord's bills: what is still owed on the rent, and the actions in Kiswahili.
    await owner.goto('/bills');
    await expect(owner.getByRole('heading', { level: 1, name: 'Usimamizi wa Bili' })).toBeVisible();
    await expect(owner.getByRole('button', { name: 'Tengeneza bili za mwezi' }).first()).toBeVisible();
    await expect(owner.getByRole('button', { name: 'Ongeza bili ya ziada' })).toBeVisible();
    await expect(
      owner.getByRole('group', { name: 'Onyesha' }).getByRole('button', { name: 'Hazijalipwa' }),
    ).toBeVisible();
    await expect(owner.getByText('Sehemu imelipwa').filter({ visible: true }).first()).toBeVisible();
    await lookAt(owner, size, 'sw-landlord-bills.png');

    // Messages: reminders, who SMS may not reach, and what was sent (kept: no provider here).
    await owner.goto('/messages');
    await expect(owner.getByRole('heading', { level: 1, name: 'Ujumbe' })).toBeVisible();
    await expect(owner.getByRole('heading', { name: 'Vikumbusho vya kodi ya nyumba' })).toBeVisible();
    await expect(owner.getByRole('heading', { name: 'Ujumbe uliotumwa' })).toBeVisible();
    await expect(owner.getByText('Risiti').filter({ visible: true }).first()).toBeVisible();
    await expect(
      owner.getByRole('group', { name: 'Onyesha ujumbe' }).getByRole('button', { name: 'Zimehifadhiwa' }),
    ).toBeVisible();
    if (size === 'phone') await lookAt(owner, size, 'sw-landlord-outbox.png');
    await owner.context().close();
  });
}
