import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { apiAs, createLandlord, createTenant, expect, expectNoA11yViolations, signIn, test, YEAR } from '../fixtures';

interface BillJson {
  _id: string;
  tenant: { _id: string; name: string };
}

function billCard(page: Page, text: string) {
  return page.getByRole('article').filter({ hasText: text });
}

async function expectPdf(download: Download) {
  const file = await download.path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
}

test('a landlord creates monthly bills, filters them and edits one', async ({ page, request }) => {
  // A long flow with two accessibility scans; it came close to the default timeout on a busy CI machine.
  test.slow();
  const landlord = await createLandlord(request);
  const apartmentId = landlord.user.apartmentId as string;
  const t1 = await createTenant(request, apartmentId);
  const t2 = await createTenant(request, apartmentId);

  await signIn(page, landlord, '/bills');
  await expect(page.getByRole('heading', { level: 1, name: 'Bills Management' })).toBeVisible();
  await expect(page.getByText('No bills found')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Create Monthly Bills' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Monthly Bills' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Year')).toHaveValue(String(new Date().getFullYear()));
  await dialog.getByLabel('Month').selectOption('March');
  await dialog.getByLabel('Year').fill(String(YEAR));
  await dialog.getByLabel('Due date').fill(`${YEAR}-03-05`);
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create Bills' }).click();
  await expect(page.getByText('Monthly bills created successfully for all tenants!')).toBeVisible();
  await expect(dialog).toBeHidden();

  for (const tenant of [t1, t2]) {
    const card = billCard(page, tenant.user.name);
    await expect(card).toContainText(`Rent for March ${YEAR}`);
    await expect(card).toContainText('KSH 15,000');
    await expect(card).toContainText(`5 Mar ${YEAR}`);
    await expect(card).toContainText('Pending');
  }

  // Tenant 1 pays in full, tenant 2 pays part (through the API); the landlord's list follows.
  const bills = await apiAs<BillJson[]>(request, landlord.token, 'GET', '/bills/apartment');
  const billOf = (id: string) => bills.find((b) => b.tenant._id === id) as BillJson;
  await apiAs(request, t1.token, 'POST', '/bills/pay-cash', { billId: billOf(t1.user.id)._id, amount: 15000 });
  await apiAs(request, t2.token, 'POST', '/bills/pay-cash', { billId: billOf(t2.user.id)._id, amount: 5000 });
  await page.reload();
  await expect(billCard(page, t1.user.name)).toContainText('Paid');
  await expect(billCard(page, t1.user.name).getByRole('button', { name: /Download Receipt/ })).toBeVisible();
  await expect(billCard(page, t2.user.name)).toContainText('Partial');
  await expect(billCard(page, t2.user.name)).toContainText('Remaining KSH 10,000');

  await page.getByRole('button', { name: 'Paid Bills', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Paid Bills', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(billCard(page, t1.user.name)).toBeVisible();
  await page.getByRole('button', { name: 'Unpaid Bills', exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(billCard(page, t2.user.name)).toBeVisible();
  await page.getByRole('button', { name: 'All Bills', exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(2);

  // Edit tenant 2's bill.
  await billCard(page, t2.user.name).getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Bill' });
  await expect(edit.getByLabel('Amount (KSH)')).toHaveValue('15000');
  await edit.getByLabel('Amount (KSH)').fill('16000.5');
  await edit.getByLabel('Description').fill('Rent and water for March');
  await edit.getByLabel('Due date').fill(`${YEAR}-03-10`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Bill updated successfully!')).toBeVisible();
  const edited = billCard(page, t2.user.name);
  await expect(edited).toContainText('Rent and water for March');
  await expect(edited).toContainText('KSH 16,000.50');
  await expect(edited).toContainText('Remaining KSH 11,000.50');
  await expect(edited).toContainText(`10 Mar ${YEAR}`);

  // A bill can't be cut below what was paid: the form says so beside the amount.
  await edited.getByRole('button', { name: /^Edit/ }).click();
  await edit.getByLabel('Amount (KSH)').fill('4000');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText(/cannot be less than what has been paid/)).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // The shortcut from a tenant card.
  await page.goto(`/bills?tenant=${t2.user.id}`);
  await expect(page.getByText(`Showing bills for ${t2.user.name}`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(page).toHaveURL(/\/bills$/);
  await expect(page.getByRole('article')).toHaveCount(2);

  // Landlords download too.
  const downloadPromise = page.waitForEvent('download');
  await billCard(page, t1.user.name)
    .getByRole('button', { name: /Download Receipt/ })
    .click();
  await expectPdf(await downloadPromise);
});

test('a tenant sees My Bills, pays cash and downloads the bill and the receipt', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  const neighbour = await createTenant(request, landlord.user.apartmentId as string);
  await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
    month: 'April',
    year: YEAR,
    dueDate: `${YEAR}-04-05`,
  });

  await signIn(page, tenant, '/bills');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bills' })).toBeVisible();
  const card = billCard(page, `Rent for April ${YEAR}`);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('KSH 15,000');
  await expect(card).toContainText('Pending');
  await expect(page.getByText(neighbour.user.name)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'All Bills', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Monthly Bills' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /Download Receipt/ })).toHaveCount(0);
  await expectNoA11yViolations(page);

  const billDownload = page.waitForEvent('download');
  await card.getByRole('button', { name: /Download Bill/ }).click();
  await expectPdf(await billDownload);

  await card.getByRole('button', { name: /Pay Cash/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay Cash' });
  await expect(dialog).toContainText('KSH 15,000');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
  await expect(page.getByText('Payment successful!')).toBeVisible();
  await expect(card).toContainText('Paid');
  await expect(card.getByRole('button', { name: /Pay Cash/ })).toHaveCount(0);
  await expect(card).toContainText('Last payment');

  const receiptDownload = page.waitForEvent('download');
  await card.getByRole('button', { name: /Download Receipt/ }).click();
  await expectPdf(await receiptDownload);
  // The success toast is the shared Toaster's (its colours are checked elsewhere); check the page once it is gone.
  await expect(page.getByText('Payment successful!')).toBeHidden({ timeout: 10_000 });
  await expectNoA11yViolations(page);
});

test('a failed download shows the catalogue text', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
    month: 'May',
    year: YEAR,
    dueDate: `${YEAR}-05-05`,
  });
  await signIn(page, tenant, '/bills');
  await page.route('**/api/bills/download/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await billCard(page, `Rent for May ${YEAR}`)
    .getByRole('button', { name: /Download Bill/ })
    .click();
  await expect(page.getByText('Failed to download bill. Please try again.')).toBeVisible();
});

test('the bills screen fits a 390 px phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
    month: 'June',
    year: YEAR,
    dueDate: `${YEAR}-06-05`,
  });
  for (const who of [landlord, tenant]) {
    await signIn(page, who, '/bills');
    await expect(billCard(page, `Rent for June ${YEAR}`)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  }
});
