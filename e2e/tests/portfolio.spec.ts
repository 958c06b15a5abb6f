import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
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
  uniq,
  VIEWPORTS,
  YEAR,
} from '../fixtures';

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

/** This month in Nairobi, as the bill form names it ("March"). */
const thisMonth = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'Africa/Nairobi' }).format(new Date());
const thisMonthNumber = new Intl.DateTimeFormat('en-US', { month: '2-digit', timeZone: 'Africa/Nairobi' }).format(
  new Date(),
);

/** The switcher at the top of the screen (the phone's bar, or the sidebar). */
const switcher = (page: Page) => page.getByRole('button', { name: /^Building/ });

/** "KSH 12,500.50" as shillings. */
const shillings = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function figure(scope: Locator, label: string): Promise<number> {
  const row = scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  return shillings(await row.locator('dd').innerText());
}

async function openMenuOnPhone(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
}

for (const [size, viewport] of VIEWPORTS) {
  test(`${size}: a landlord adds a building, switches between them, and sees them all`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const landlord = await createLandlord(request);
    const first = landlord.user.apartmentName as string;
    // The first building has a tenant and this month's rent, so its figures are not all nought.
    await createTenant(request, landlord.user.apartmentId as string);
    await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
      month: thisMonth,
      year: YEAR,
      dueDate: `${YEAR}-${thisMonthNumber}-28`,
    });
    await signIn(page, landlord, '/dashboard');

    // One building: no switcher, but a way to add another.
    await openMenuOnPhone(page);
    await page.getByRole('button', { name: 'Add a building' }).click();
    await expect(switcher(page)).toHaveCount(0);
    const add = page.getByRole('dialog', { name: 'Add a building' });
    await add.getByRole('button', { name: 'Add building' }).click();
    await expect(add.getByText('Apartment name is required.')).toBeVisible();
    await expectNoA11yViolations(page);
    const second = `Mvule ${uniq()}`;
    await add.getByLabel('Apartment name').fill(second);
    await add.getByLabel('Area').fill('Kilimani');
    await add.getByLabel(/Usual rent/).fill('12000');
    await add.getByRole('button', { name: 'Add building' }).click();
    await expect(page.getByText(`${second} is added. Switch to it from the top of the screen.`)).toBeVisible();

    // The tab is now on the new building, on its dashboard.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(switcher(page)).toContainText(second);
    await closeToasts(page);
    await expectNoA11yViolations(page);

    // A unit added there belongs to it (a page load keeps the tab on its building).
    await page.goto('/units');
    await expect(switcher(page)).toContainText(second);
    await expect(page.getByText('No units yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add unit' }).first().click();
    const unit = page.getByRole('dialog', { name: 'Add a unit' });
    await unit.getByLabel('Code').fill('Z9');
    await unit.getByLabel('Rent (KSH)').fill('12000');
    await unit.getByRole('button', { name: 'Add unit' }).click();
    await expect(page.getByText('Unit Z9 added.')).toBeVisible();
    await closeToasts(page);

    // Back to the first building by keyboard: its units do not include Z9.
    await switcher(page).focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'Switch building' });
    await expect(menu.getByRole('menuitemradio', { name: new RegExp(second) })).toBeFocused();
    await expect(menu.getByRole('menuitemradio', { name: new RegExp(second) })).toHaveAttribute('aria-checked', 'true');
    await expectNoA11yViolations(page);
    if (size === 'phone') await page.screenshot({ path: path.join(screenshots, 'switcher-phone.png') });
    await menu.getByRole('menuitemradio', { name: new RegExp(first) }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(switcher(page)).toContainText(first);
    await page.goto('/units');
    await expect(page.getByRole('heading', { level: 1, name: 'Units' })).toBeVisible();
    await expect(page.getByText('No units yet')).toBeVisible();
    await expect(page.getByText('Z9')).toHaveCount(0);

    // A second tab starts on the account's default (the last chosen) and switches on its own.
    const other = await page.context().newPage();
    await other.setViewportSize(viewport);
    await other.goto('/units');
    await expect(switcher(other)).toContainText(first);
    await switcher(other).click();
    await other.getByRole('menuitemradio', { name: new RegExp(second) }).click();
    await expect(switcher(other)).toContainText(second);
    await other.goto('/units');
    await expect(other.getByText('1 unit, 1 vacant')).toBeVisible();
    // This tab stays where it was, even after a reload.
    await page.reload();
    await expect(switcher(page)).toContainText(first);
    await expect(page.getByText('No units yet')).toBeVisible();
    await other.close();

    // The portfolio, from the menu: the totals are the sum of the buildings.
    await openMenuOnPhone(page);
    await page.getByRole('link', { name: 'Buildings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Buildings' })).toBeVisible();
    const totals = page.getByRole('region', { name: /^All buildings, / });
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: second })).toContainText('1 unit, 0 let');
    await expect(cards.filter({ hasText: first })).toContainText('Open now');
    for (const label of ['Expected', 'Collected', 'Overdue', 'Due soon']) {
      const lines = [await figure(cards.nth(0), label), await figure(cards.nth(1), label)];
      expect(await figure(totals, label), label).toBeCloseTo(lines[0] + lines[1], 2);
    }
    expect(await figure(cards.filter({ hasText: first }), 'Expected')).toBe(15000);
    await expectNoA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(screenshots, `portfolio-${size}.png`), fullPage: true });

    // A tap on a building opens its dashboard.
    await cards.filter({ hasText: second }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(switcher(page)).toContainText(second);
  });
}

test('the portfolio in Kiswahili, on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const landlord = await createLandlord(request);
  await apiAs(request, landlord.token, 'POST', '/apartments', { name: `Jengo la Mvule ${uniq()}`, rentAmount: 9000 });
  const { user } = await apiAs<{ user: SessionUser }>(request, landlord.token, 'PUT', '/auth/me', { locale: 'sw' });
  await signIn(page, { ...landlord, user }, '/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Majengo' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Majengo yote, / })).toContainText('Ya kulipwa karibuni');
  await expect(page.getByRole('article').first()).toContainText('Nyumba 0, 0 zina wapangaji');
  await expect(page.getByRole('button', { name: 'Ongeza jengo' })).toBeVisible();
  await expect(switcher(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Jengo:/ })).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: /^Jengo:/ }).click();
  await expect(page.getByRole('menu', { name: 'Badilisha jengo' })).toContainText('Majengo yote');
  await page.screenshot({ path: test.info().outputPath('portfolio-sw-phone.png'), fullPage: true });
});
