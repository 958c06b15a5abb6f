import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  apiAs,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  holdRoute,
  maskedId,
  signIn,
  test,
  VIEWPORTS,
} from '../fixtures';

interface BillRow {
  _id: string;
  amount: number;
}

/** Two tenants; 4 bills (3 unpaid) and 2 complaints (1 Pending), made through the real API. */
async function seedApartment(request: APIRequestContext) {
  const landlord = await createLandlord(request);
  const apartmentId = landlord.user.apartmentId as string;
  const amina = await createTenant(request, apartmentId, {
    name: `Amina Otieno ${landlord.user.name.slice(-6)}`,
    primaryPhoneNumber: '+254711222333',
    dateMovedIn: '2026-01-15',
  });
  const brian = await createTenant(request, apartmentId, { name: `Brian Kamau ${landlord.user.name.slice(-6)}` });
  await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
    // A month both tenants lived there (monthly bills start at the move-in date).
    month: 'March',
    year: 2026,
    dueDate: '2026-03-05',
  });
  const [march] = await apiAs<BillRow[]>(request, amina.token, 'GET', '/bills/me');
  // The landlord takes Amina's cash (a tenant's 'I paid in cash' is only a claim until confirmed).
  await apiAs(request, landlord.token, 'POST', '/bills/pay-cash', { billId: march._id, amount: march.amount });
  await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
    month: 'April',
    year: 2099,
    dueDate: '2099-04-05',
  });
  await apiAs(request, amina.token, 'POST', '/complaints', { title: 'Leaking tap', description: 'Kitchen tap leaks.' });
  const { complaint } = await apiAs<{ complaint: { _id: string } }>(request, amina.token, 'POST', '/complaints', {
    title: 'Broken lock',
    description: 'The door lock is broken.',
  });
  await apiAs(request, landlord.token, 'PUT', `/complaints/${complaint._id}`, { status: 'In Progress' });
  return { landlord, amina, brian };
}

/** This month as the landlord's money section names it: "November 2026". */
const thisMonth = () =>
  new Date().toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' });
const figure = (scope: Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

const statCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function expectCard(page: Page, title: string, value: string, subtitle: string) {
  const card = statCard(page, title);
  await expect(card.getByText(value, { exact: true })).toBeVisible();
  await expect(card.getByText(subtitle, { exact: true })).toBeVisible();
}

async function expectCurrentPeriod(page: Page) {
  const now = new Date();
  const [month, year] = now
    .toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' })
    .split(' ');
  await expectCard(page, 'Current Period', month as string, year as string);
}

/** The chat screen consumes the stored partner, so writes are recorded as they happen. */
async function recordChatPartners(page: Page) {
  await page.addInitScript(() => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (this === window.sessionStorage && key === 'chatPartner') {
        const w = window as unknown as { __partners?: unknown[] };
        w.__partners = [...(w.__partners ?? []), JSON.parse(value)];
      }
      return original.call(this, key, value);
    };
  });
}

test('a landlord sees the apartment at a glance, with shortcuts and the tenant list', async ({ page, request }) => {
  const { landlord, amina, brian } = await seedApartment(request);
  await recordChatPartners(page);
  await signIn(page, landlord);

  await expect(page.getByRole('heading', { name: `Welcome back, ${landlord.user.name}!` })).toBeVisible();
  await expectCard(page, 'Total Bills Issued', '4', '3 pending');
  await expectCard(page, 'Complaints', '2', '1 pending');
  await expectCard(page, 'Total Tenants', '2', 'Active tenants');
  await expectCurrentPeriod(page);
  await expect(page.getByText('4 bills, 3 awaiting payment')).toBeVisible();
  await expect(page.getByText('2 complaints, 1 pending')).toBeVisible();

  // The money: nothing falls due this month, Amina's cash came in today, three rents are owed:
  // Brian's March is late, both 2099 rents are not due yet.
  const month = page.getByRole('region', { name: `Money in ${thisMonth()}` });
  await expect(figure(month, 'Expected')).toHaveText('KSH 0');
  await expect(figure(month, 'Collected')).toHaveText('KSH 15,000');
  await expect(figure(month, 'Overdue')).toHaveText('KSH 15,000');
  await expect(figure(month, 'Due soon')).toHaveText('KSH 30,000');
  await month.getByText('How the figures add up').click();
  await expect(month.getByText(/brought forward/)).toContainText('= KSH 45,000 still owed');
  await expect(month.getByText('No payments to confirm')).toBeVisible();
  // Arrears are what is late: Brian only, with all he owes beside it.
  const arrears = page.getByRole('region', { name: 'Largest arrears' }).getByRole('listitem');
  await expect(arrears).toHaveCount(1);
  await expect(arrears.first()).toContainText(brian.user.name);
  await expect(arrears.first()).toContainText('KSH 15,000');
  await expect(arrears.first()).toContainText('KSH 30,000 owed in all');

  const row = page.getByRole('article', { name: new RegExp(amina.user.name) });
  await expect(row.getByText(amina.email)).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText(landlord.user.apartmentName as string)).toBeVisible();
  await expect(row.getByText('+254711222333')).toBeVisible();
  await expect(row.getByText(maskedId(amina.user.nationalID))).toBeVisible();
  await expect(row.getByText('15 Jan 2026')).toBeVisible();
  await expect(page.getByRole('article', { name: new RegExp(brian.user.name) })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('dashboard-landlord-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('dashboard-landlord-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(
    390,
  );
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('button', { name: 'Bills' }).click();
  await expect(page).toHaveURL(new RegExp(`/bills\\?tenant=${amina.user.id}$`));
  await page.goBack();
  await page
    .getByRole('article', { name: new RegExp(amina.user.name) })
    .getByRole('button', { name: 'Chat' })
    .click();
  await expect(page).toHaveURL(/\/chat$/);
  expect(await page.evaluate(() => (window as unknown as { __partners?: unknown[] }).__partners)).toEqual([
    { id: amina.user.id, name: amina.user.name, role: 'Tenant', nationalID: maskedId(amina.user.nationalID) },
  ]);
  await expect(page.getByText(amina.user.name).first()).toBeVisible();

  for (const [label, path] of [
    ['Create Bill', '/bills?new=1'],
    ['View Tenants', '/tenants'],
    ['Check Complaints', '/complaints'],
  ] as const) {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  }
});

test('a tenant sees only their own counts and the tenant shortcuts', async ({ page, request }) => {
  const { amina, brian } = await seedApartment(request);
  await signIn(page, amina);
  await expect(page.getByText('Signed in as Tenant')).toBeVisible();
  await expectCard(page, 'My Bills', '2', '1 pending');
  await expectCard(page, 'My Complaints', '2', '1 pending');
  await expectCurrentPeriod(page);
  await expect(page.getByText('Total Tenants')).toHaveCount(0);
  await expect(page.getByText('Your Tenants')).toHaveCount(0);
  await expect(page.getByText(brian.user.name)).toHaveCount(0);
  await expect(page.getByText('2 bills, 1 awaiting payment')).toBeVisible();
  // Her money first: April 2099 is still owed, nothing is late.
  const money = page.getByRole('region', { name: 'Your balance' });
  await expect(money.getByText('You owe KSH 15,000')).toBeVisible();
  await expect(money.getByText('Next due: 5 Apr 2099')).toBeVisible();
  await expect(money.getByText(/overdue/)).toHaveCount(0);
  await expect(money.getByRole('link', { name: 'Statement' })).toHaveAttribute('href', '/statement');
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('dashboard-tenant-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(
    390,
  );
  await expectNoA11yViolations(page);

  for (const [label, path] of [
    ['Pay Bills', '/bills'],
    ['Submit Complaint', '/complaints?new=1'],
    ['Contact Landlord', '/chat?with=landlord'],
  ] as const) {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  }

  // Brian has two unpaid bills and no complaints: nothing of Amina's shows.
  await signIn(page, brian);
  await expect(page.getByText('You owe KSH 30,000')).toBeVisible();
  await expect(page.getByText('1 overdue bill', { exact: true })).toBeVisible();
  await expectCard(page, 'My Bills', '2', '2 pending');
  await expectCard(page, 'My Complaints', '0', '0 pending');
});

test('a new landlord sees zeros, no activity, and a way to the tenants page', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  await signIn(page, landlord);
  await expectCard(page, 'Total Bills Issued', '0', '0 pending');
  await expectCard(page, 'Total Tenants', '0', 'Active tenants');
  await expect(page.getByText('No recent activity yet.', { exact: false })).toBeVisible();
  await expect(page.getByText('No tenants yet')).toBeVisible();
  await expectNoA11yViolations(page);

  // Refresh picks up a tenant who has just registered.
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('article', { name: new RegExp(tenant.user.name) })).toBeVisible();

  const other = await createLandlord(request);
  await signIn(page, other);
  await page.getByRole('link', { name: 'View Tenants Page' }).click();
  await expect(page).toHaveURL(/\/tenants$/);
  await expect(page.getByText('No Tenants Found')).toBeVisible();
});

/**
 * The dashboard draws its cards before its figures arrive. When they come, what is on screen stays
 * where it was: a phone user about to tap a card is not sent elsewhere by the page jumping.
 */
for (const [size, viewport] of VIEWPORTS) {
  test(`on a ${size}, nothing moves when the dashboard's figures arrive`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const landlord = await createLandlord(request);
    const tenant = await createTenant(request, landlord.user.apartmentId as string);
    const checks = [
      // A building where nobody owes yet; then a tenant with a charge to pay, as most are.
      { session: landlord, firstCard: 'Total Bills Issued', shown: () => page.getByText('Nobody owes anything.') },
      { session: tenant, firstCard: 'My Bills', shown: () => page.getByText(/^You owe KSH/) },
    ];
    for (const { session, firstCard, shown } of checks) {
      if (session === tenant) {
        await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
          month: 'April',
          year: 2099,
          dueDate: '2099-04-05',
        });
      }
      const release = await holdRoute(page, '**/api/dashboard/summary');
      await signIn(page, session);
      const card = statCard(page, firstCard);
      await expect(card).toBeVisible();
      await expect(page.getByRole('region', { name: 'Summary' })).toHaveAttribute('aria-busy', 'true');
      const before = await card.boundingBox();
      release();
      await expect(shown()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Summary' })).toHaveAttribute('aria-busy', 'false');
      const after = await card.boundingBox();
      expect(after?.y, `${firstCard} stays where it was drawn`).toBeCloseTo(before?.y ?? -1, 0);
      await page.unroute('**/api/dashboard/summary');
    }
  });
}
