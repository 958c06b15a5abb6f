import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiAs,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  maskedId,
  signIn,
  test,
} from '../fixtures';

interface BillRow {
  _id: string;
  amount: number;
  dueDate: string;
}

/** Three tenants whose bills make them partial, pending and late (docs/architecture.md §8), through the real API. */
async function seedApartment(request: APIRequestContext) {
  const landlord = await createLandlord(request);
  const apartmentId = landlord.user.apartmentId as string;
  const amina = await createTenant(request, apartmentId, {
    name: `Amina Otieno ${landlord.user.name.slice(-6)}`,
    secondaryPhoneNumber: '+254733000111',
    buildingName: 'Block A',
    dateMovedIn: '2026-01-15',
  });
  const brian = await createTenant(request, apartmentId, { name: `Brian Kamau ${landlord.user.name.slice(-6)}` });
  const chloe = await createTenant(request, apartmentId, { name: `Chloe Wambui ${landlord.user.name.slice(-6)}` });

  // March 2026 (they moved in on 15 January), long overdue: Amina and Brian pay in full, Chloe does not (late).
  await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
    month: 'March',
    year: 2026,
    dueDate: '2026-03-05',
  });
  // The landlord takes their cash (a tenant's own 'I paid in cash' is a claim until the landlord confirms it).
  for (const tenant of [amina, brian]) {
    const [bill] = await apiAs<BillRow[]>(request, tenant.token, 'GET', '/bills/me');
    await apiAs(request, landlord.token, 'POST', '/bills/pay-cash', { billId: bill._id, amount: bill.amount });
  }
  // April 2099, not due yet: Amina pays part (partial), Brian nothing (pending).
  await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
    month: 'April',
    year: 2099,
    dueDate: '2099-04-05',
  });
  const aminaBills = await apiAs<BillRow[]>(request, amina.token, 'GET', '/bills/me');
  const april = aminaBills.find((b) => b.dueDate.startsWith('2099')) as BillRow;
  await apiAs(request, landlord.token, 'POST', '/bills/pay-cash', { billId: april._id, amount: 5000 });

  // Amina: two complaints, one resolved.
  await apiAs(request, amina.token, 'POST', '/complaints', { title: 'Leaking tap', description: 'Kitchen tap leaks.' });
  const { complaint } = await apiAs<{ complaint: { _id: string } }>(request, amina.token, 'POST', '/complaints', {
    title: 'Broken lock',
    description: 'The door lock is broken.',
  });
  await apiAs(request, landlord.token, 'PUT', `/complaints/${complaint._id}`, { status: 'In Progress' });
  await apiAs(request, landlord.token, 'PUT', `/complaints/${complaint._id}`, { status: 'Resolved' });
  return { landlord, amina, brian, chloe };
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const counter = (scope: ReturnType<Page['getByRole']>, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

/** The chat screen consumes the stored partner, so the writes are recorded as they happen (per page load). */
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
const storedPartners = (page: Page) =>
  page.evaluate(() => (window as unknown as { __partners?: { id: string }[] }).__partners ?? []);

function tenureOf(movedIn: string): string {
  const days = (Date.now() - Date.parse(movedIn)) / 86_400_000;
  const months = Math.floor(days / 30);
  if (months >= 1) return `${months} month${months === 1 ? '' : 's'}`;
  const whole = Math.ceil(days);
  return `${whole} day${whole === 1 ? '' : 's'}`;
}

test('a landlord sees every tenant with statistics, details and shortcuts', async ({ page, request }) => {
  const { landlord, amina, brian, chloe } = await seedApartment(request);
  await recordChatPartners(page);
  await signIn(page, landlord, '/tenants');

  await expect(page.getByRole('heading', { name: 'Tenants Management', level: 1 })).toBeVisible();
  await expect(page.getByText('3 tenants in total')).toBeVisible();

  const a = card(page, amina.user.name);
  await expect(a.getByText('Block A')).toBeVisible();
  await expect(a.getByText('Partial', { exact: true })).toBeVisible();
  await expect(a.getByText(amina.email)).toBeVisible();
  await expect(a.getByText(tenureOf('2026-01-15'), { exact: true })).toBeVisible();
  // Money, not a count of bills: what each owes in KES (docs/ledger.md).
  await expect(counter(a, 'Balance')).toHaveText('Owes KSH 10,000');
  await expect(counter(a, 'Active complaints')).toHaveText('1');
  await expect(a.getByText('Pending bills')).toHaveCount(0);
  const tenancyId = (
    await apiAs<{ _id: string; tenancyId: string }[]>(request, landlord.token, 'GET', '/users/tenants')
  ).find((t) => t._id === amina.user.id)?.tenancyId as string;
  await expect(a.getByRole('link', { name: 'Statement' })).toHaveAttribute('href', `/statement?tenancy=${tenancyId}`);
  await expect(a.getByRole('link', { name: 'Record payment' })).toHaveAttribute(
    'href',
    `/payments?record=1&tenancy=${tenancyId}`,
  );
  await expect(a.getByRole('link', { name: 'Activity' })).toHaveAttribute('href', `/activity?tenant=${amina.user.id}`);

  const b = card(page, brian.user.name);
  await expect(b.getByText('N/A', { exact: true })).toBeVisible();
  await expect(b.getByText('Pending', { exact: true })).toBeVisible();
  await expect(counter(b, 'Balance')).toHaveText('Owes KSH 15,000');
  await expect(counter(b, 'Active complaints')).toHaveText('0');

  await page.screenshot({ path: test.info().outputPath('tenants-desktop.png'), fullPage: true });
  const c = card(page, chloe.user.name);
  await expect(c.getByText('Late', { exact: true })).toBeVisible();
  await expect(counter(c, 'Balance')).toHaveText('Owes KSH 30,000');
  await expectNoA11yViolations(page);

  // Details of Amina: every field, secondary phone and last payment included.
  await a.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tenant Details' });
  await expect(dialog).toBeVisible();
  const row = (label: string) => dialog.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(row('Full name')).toHaveText(amina.user.name);
  await expect(row('Email')).toHaveText(amina.email);
  await expect(row('Primary phone')).toHaveText('+254722000002');
  await expect(row('Secondary phone')).toHaveText('+254733000111');
  await expect(row('National ID')).toContainText(maskedId(amina.user.nationalID));
  await expect(row('Building name')).toHaveText('Block A');
  await expect(row('Move-in date')).toHaveText('15 Jan 2026');
  await expect(row('Payment status')).toHaveText(/Partial/);
  await expect(row('Last payment')).toContainText(String(new Date().getFullYear()));
  await expect(row('Balance')).toHaveText('Owes KSH 10,000');
  await expect(row('Total bills')).toHaveText('2');
  await expect(row('Total complaints')).toHaveText('2');
  await expect(row('Active complaints')).toHaveText('1');
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('tenants-details-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Both shortcuts are about this tenant (shortcuts.spec.ts follows them further).
  await dialog.getByRole('button', { name: 'Create Bill' }).click();
  await expect(page).toHaveURL(new RegExp(`/bills\\?tenant=${amina.user.id}&new=1$`));
  await page.goBack();
  await card(page, amina.user.name).getByRole('button', { name: 'View Details' }).click();
  await page.getByRole('dialog', { name: 'Tenant Details' }).getByRole('button', { name: 'View History' }).click();
  await expect(page).toHaveURL(new RegExp(`/complaints\\?tenant=${amina.user.id}$`));
  await page.goBack();

  // Chloe gave no secondary phone and has paid nothing: neither row shows.
  await card(page, chloe.user.name).getByRole('button', { name: 'View Details' }).click();
  const chloeDialog = page.getByRole('dialog', { name: 'Tenant Details' });
  await expect(chloeDialog.getByText(maskedId(chloe.user.nationalID))).toBeVisible();
  await expect(chloeDialog.getByText('Late', { exact: true }).first()).toBeVisible();
  await expect(chloeDialog.getByText('Secondary phone')).toHaveCount(0);
  await expect(chloeDialog.getByText('Last payment')).toHaveCount(0);
  await chloeDialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  expect(await storedPartners(page)).toEqual([
    { id: chloe.user.id, name: chloe.user.name, role: 'Tenant', nationalID: maskedId(chloe.user.nationalID) },
  ]);
  await expect(page.getByText(chloe.user.name).first()).toBeVisible();

  // 'Send Message' on a card, too.
  await page.goto('/tenants');
  await card(page, brian.user.name).getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  expect((await storedPartners(page)).map((p) => p.id)).toEqual([brian.user.id]);
  await expect(page.getByText(brian.user.name).first()).toBeVisible();

  // Refresh reloads the list: a newly registered tenant appears.
  await page.goto('/tenants');
  await expect(page.getByText('3 tenants in total')).toBeVisible();
  const dan = await createTenant(request, landlord.user.apartmentId as string);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('4 tenants in total')).toBeVisible();
  await expect(card(page, dan.user.name).getByText('Current', { exact: true })).toBeVisible();
  await expect(counter(card(page, dan.user.name), 'Balance')).toHaveText('Paid up');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('tenants-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(
    390,
  );
  await expectNoA11yViolations(page);
});

test('a landlord without tenants sees the empty state', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  await signIn(page, landlord, '/tenants');
  await expect(page.getByText('No Tenants Found')).toBeVisible();
  await expect(page.getByText("You don't have any tenants registered yet.")).toBeVisible();
  await expect(page.getByText('0 tenants in total')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a tenant who opens /tenants lands on Unauthorized Access', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await signIn(page, tenant, '/tenants');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText('Unauthorized Access')).toBeVisible();
  await expect(page.getByText(tenant.user.name)).toHaveCount(0);
});
