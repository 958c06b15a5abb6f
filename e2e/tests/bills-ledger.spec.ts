import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  apiAs,
  closeToasts,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  listItem,
  signIn,
  test,
  VIEWPORTS,
  YEAR,
} from '../fixtures';

// The bills, dashboards and tenant cards on the ledger (docs/ledger.md): charges with kinds, voids
// with reasons, Overdue, balances in KES; both roles, on a computer and on a 390 px phone.

/** A bill on screen: a row of the landlord's table (wide screens) or a card (phones, tenants). */
const billOn = (page: Page, text: string) => listItem(page, text);

/** Today as the server counts it (UTC), YYYY-MM-DD. */
/** Today on SafeStay's one clock, Nairobi's (from 21:00 UTC it is already tomorrow there). */
const todayNairobi = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });
/** This month's English name, as the server names monthly bills (UTC). */
const thisMonth = () => new Date().toLocaleString('en-US', { month: 'long', timeZone: 'Africa/Nairobi' });

async function expectFitsPhone(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  if (width > 400) return;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
}

async function tenancyOf(request: APIRequestContext, landlordToken: string, tenantId: string) {
  const tenants = await apiAs<{ _id: string; tenancyId: string }[]>(request, landlordToken, 'GET', '/users/tenants');
  return tenants.find((t) => t._id === tenantId)?.tenancyId as string;
}

for (const [size, viewport] of VIEWPORTS) {
  test(`a landlord adds a water charge and voids it with a reason; the tenant sees both live (${size})`, async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const landlord = await createLandlord(request, {}, 'open');
    const tenant = await createTenant(request, landlord.user.apartmentId as string);
    const description = `Water for October ${YEAR}`;

    // The tenant keeps their bills open on their own device.
    const tenantContext = await browser.newContext({ viewport });
    const tenantPage = await tenantContext.newPage();
    await signIn(tenantPage, tenant, '/bills');
    await expect(tenantPage.getByText('No bills found')).toBeVisible();

    await signIn(page, landlord, '/bills');
    await page.getByRole('button', { name: 'Add charge' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Charge' });
    await expect(dialog.getByRole('option', { name: `${tenant.user.name} · no unit` })).toBeAttached();
    await dialog.getByLabel('Tenant').selectOption({ label: `${tenant.user.name} · no unit` });
    await dialog.getByLabel('Kind').selectOption('Water');
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByLabel('Amount (KSH)').fill('850');
    await dialog.getByLabel('Due date').fill(todayNairobi());
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Add charge' }).click();
    await expect(page.getByText('Charge added.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const charge = billOn(page, description);
    await expect(charge).toContainText('Water');
    await expect(charge).toContainText('KSH 850');
    await expect(charge).toContainText('Pending');

    // It reaches the tenant's open screen, with its kind.
    const tenantCharge = billOn(tenantPage, description);
    await expect(tenantCharge).toContainText('Water');
    await expect(tenantCharge).toContainText('KSH 850');
    await expect(tenantCharge.getByRole('button', { name: `Pay ${description}` })).toBeVisible();

    // Void is under "More" (with cash received, History and the PDF).
    await charge.getByRole('button', { name: `More actions for ${description}` }).click();
    await expect(charge.getByRole('link', { name: `History of ${description}` })).toBeVisible();
    await charge.getByRole('button', { name: `Void ${description}` }).click();
    const voidDialog = page.getByRole('dialog', { name: 'Void Charge' });
    await voidDialog.getByRole('button', { name: 'Void charge' }).click();
    await expect(voidDialog.getByText('Reason is required.')).toBeVisible();
    await voidDialog.getByLabel('Reason').fill('Meter was misread');
    await expectNoA11yViolations(page);
    await voidDialog.getByRole('button', { name: 'Void charge' }).click();
    await expect(page.getByText('Charge voided. What was paid on it is credit now.')).toBeVisible();
    await expect(charge).toContainText('Void');
    await expect(charge).toContainText('Meter was misread');
    await expect(charge.getByRole('button', { name: `Void ${description}` })).toHaveCount(0);
    await expect(charge.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await closeToasts(page);
    await expectNoA11yViolations(page);
    await expectFitsPhone(page);
    await page.screenshot({ path: test.info().outputPath(`bills-landlord-${size}.png`), fullPage: true });

    // Voiding twice is refused by the server.
    const [bill] = await apiAs<{ _id: string }[]>(request, landlord.token, 'GET', '/bills/apartment');
    const again = await request.post(`/api/bills/${bill._id}/void`, {
      headers: { Authorization: `Bearer ${landlord.token}` },
      data: { reason: 'again' },
    });
    expect(again.status()).toBe(409);

    // The tenant sees the void and its reason, and nothing to pay.
    await expect(tenantCharge).toContainText('Void');
    await expect(tenantCharge).toContainText('Meter was misread');
    await expect(tenantCharge.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    await expectNoA11yViolations(tenantPage);
    await expectFitsPhone(tenantPage);
    await tenantContext.close();
  });

  test(`overdue bills, balances and this month's money on both dashboards and the tenant card (${size})`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const landlord = await createLandlord(request, {}, 'open');
    const tenant = await createTenant(request, landlord.user.apartmentId as string);
    // March and April 2026 are long past; this month's rent falls due today.
    for (const [month, year, dueDate] of [
      ['March', 2026, '2026-03-05'],
      ['April', 2026, '2026-04-05'],
      [thisMonth(), Number(todayNairobi().slice(0, 4)), todayNairobi()],
    ] as const) {
      await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', { month, year, dueDate });
    }
    // KSH 20,000 in cash: March in full, then 5,000 of April (oldest due first).
    const tenancyId = await tenancyOf(request, landlord.token, tenant.user.id);
    await apiAs(request, landlord.token, 'POST', '/payments', { tenancyId, amount: 20000, method: 'cash' });
    // And a claim of the tenant's own, waiting for the landlord.
    await apiAs(request, tenant.token, 'POST', '/payments', { amount: 1000, method: 'cash' });

    const monthName = `${thisMonth()} ${Number(todayNairobi().slice(0, 4))}`;
    await signIn(page, tenant, '/bills');
    const april = billOn(page, 'Rent for April 2026');
    await expect(april).toContainText('Overdue');
    await expect(april).toContainText('Partial');
    await expect(billOn(page, 'Rent for March 2026')).toContainText('Paid');
    await expect(billOn(page, 'Rent for March 2026')).not.toContainText('Overdue');
    await expectNoA11yViolations(page);
    await expectFitsPhone(page);
    await page.screenshot({ path: test.info().outputPath(`bills-tenant-${size}.png`), fullPage: true });

    await page.goto('/dashboard');
    const money = page.getByRole('region', { name: 'Your balance' });
    await expect(money.getByText('You owe KSH 25,000')).toBeVisible();
    // The earliest unpaid due date has passed: it says so.
    await expect(money.getByText('Overdue since 5 Apr 2026')).toBeVisible();
    await expect(money.getByText('1 overdue bill')).toBeVisible();
    await expect(money.getByRole('link', { name: 'My Payments' })).toHaveAttribute('href', '/payments');
    await expectNoA11yViolations(page);
    await expectFitsPhone(page);
    await page.screenshot({ path: test.info().outputPath(`dashboard-tenant-${size}.png`), fullPage: true });

    // The landlord's list opens on this month's bills; April is a month back.
    await signIn(page, landlord, '/bills');
    await expect(billOn(page, tenant.user.name).filter({ hasText: `Rent for ${monthName}` })).toContainText('Pending');
    await page.getByRole('button', { name: 'Show earlier: April 2026' }).click();
    await expect(billOn(page, tenant.user.name).filter({ hasText: 'Rent for April 2026' })).toContainText('Overdue');

    await page.goto('/dashboard');
    const month = page.getByRole('region', { name: `Money in ${monthName}` });
    const figure = (label: string) => month.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
    await expect(figure('Expected')).toHaveText('KSH 15,000');
    await expect(figure('Collected')).toHaveText('KSH 20,000');
    // April's 10,000 is late; this month's 15,000 falls due today, so it is not late yet.
    await expect(figure('Overdue')).toHaveText('KSH 10,000');
    await expect(figure('Due soon')).toHaveText('KSH 15,000');
    await month.getByText('How the figures add up').click();
    await expect(month.getByText(/brought forward/)).toContainText('= KSH 25,000 still owed');
    await expect(month.getByRole('link', { name: 'To confirm (1)' })).toHaveAttribute('href', '/payments');
    const arrears = page.getByRole('region', { name: 'Largest arrears' }).getByRole('listitem');
    await expect(arrears).toHaveCount(1);
    await expect(arrears).toContainText(tenant.user.name);
    // Arrears are what is late; what they owe in all is beside it.
    await expect(arrears).toContainText('KSH 10,000');
    await expect(arrears).toContainText('Late since 5 Apr 2026');
    await expect(arrears).toContainText('KSH 25,000 owed in all');
    await expect(arrears.getByRole('link', { name: `Statement of ${tenant.user.name}` })).toHaveAttribute(
      'href',
      `/statement?tenancy=${tenancyId}`,
    );
    await expectNoA11yViolations(page);
    await expectFitsPhone(page);
    await page.screenshot({ path: test.info().outputPath(`dashboard-landlord-${size}.png`), fullPage: true });

    await page.goto('/tenants');
    const card: Locator = page.getByRole('article', { name: tenant.user.name });
    await expect(card.getByText('Owes KSH 25,000')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Record payment' })).toHaveAttribute(
      'href',
      `/payments?record=1&tenancy=${tenancyId}`,
    );
    await expectNoA11yViolations(page);
    await expectFitsPhone(page);
    await page.screenshot({ path: test.info().outputPath(`tenants-${size}.png`), fullPage: true });
  });
}

test('a charge voided before the tenant’s live connection is made is shown voided once it is', async ({
  page,
  request,
}) => {
  const landlord = await createLandlord(request, {}, 'open');
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
    month: thisMonth(),
    year: Number(todayNairobi().slice(0, 4)),
    dueDate: todayNairobi(),
  });
  const [rent] = await apiAs<{ _id: string }[]>(request, landlord.token, 'GET', '/bills/apartment');
  // The tenant's phone loads the bills, but its live connection is slow to come up (weak signal).
  let connect = () => {};
  const connected = new Promise<void>((resolve) => {
    connect = resolve;
  });
  await page.routeWebSocket(/\/socket\.io\//, async (ws) => {
    await connected;
    ws.connectToServer();
  });
  await signIn(page, tenant, '/bills');
  const bill = billOn(page, `Rent for ${thisMonth()}`);
  await expect(bill).toContainText('Pending');

  // The landlord voids it meanwhile: the news goes out while the tenant has no connection to hear it.
  await apiAs(request, landlord.token, 'POST', `/bills/${rent._id}/void`, { reason: 'Charged twice' });
  connect();
  await expect(bill).toContainText('Void');
  await expect(bill).toContainText('Charged twice');
});
