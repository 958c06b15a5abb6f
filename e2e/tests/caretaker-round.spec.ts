import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  apiAs,
  closeToasts,
  createCaretaker,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  expectNoOverflow,
  signIn,
  type TestSession,
  test,
} from '../fixtures';

// Issue 42's story: a caretaker reads a 40-house building's water meters on a phone in one round;
// the charges land on the right tenancies with the reading on every bill, and a tenant checks the
// arithmetic (docs/utilities.md).

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const nairobiToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });
const HOUSES = Array.from({ length: 40 }, (_, i) => `H${i + 1}`);
/** Every house's new reading: its start (10 + its number) plus what it used (its number ÷ 2 m³). */
const start = (n: number) => 10 + n;
const used = (n: number) => n / 2;

test('phone: a caretaker reads 40 houses in one round; each tenant is charged for their own', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const landlord = await createLandlord(request);
  const apartmentId = landlord.user.apartmentId as string;
  const units: Record<string, string> = {};
  for (const code of HOUSES) {
    const { unit } = await apiAs<{ unit: { _id: string } }>(request, landlord.token, 'POST', '/units', {
      code,
      rent: 8_000,
    });
    units[code] = unit._id;
  }
  // 38 houses let, H39 and H40 vacant. A flat KES 120 a m³.
  const tenants: Record<string, TestSession> = {};
  for (const code of HOUSES.slice(0, 38)) tenants[code] = await createTenant(request, apartmentId);
  const tenancies = await apiAs<{ _id: string; tenant: { _id: string } }[]>(
    request,
    landlord.token,
    'GET',
    '/tenancies?status=active',
  );
  for (const [code, tenant] of Object.entries(tenants)) {
    const tenancy = tenancies.find((t) => t.tenant._id === tenant.user.id);
    await apiAs(request, landlord.token, 'PUT', `/tenancies/${tenancy?._id}`, { unitId: units[code], rent: 8_000 });
  }
  await apiAs(request, landlord.token, 'PUT', '/utilities/rates/water', {
    bands: [{ upTo: null, rate: 120 }],
    effectiveFrom: '2026-01-01',
  });
  for (const code of HOUSES)
    await apiAs(request, landlord.token, 'POST', '/meters', { kind: 'water', unitId: units[code] });
  await apiAs(request, landlord.token, 'POST', '/meters/readings', {
    readAt: '2026-02-01',
    readings: HOUSES.map((code, i) => ({ unitCode: code, reading: start(i + 1) })),
  });

  // The caretaker's round, on the phone: every house in walking order, H2 before H10.
  const caretaker = await createCaretaker(request, landlord);
  await signIn(page, caretaker, '/meters');
  await expect(page.getByRole('heading', { level: 1, name: 'Meters' })).toBeVisible();
  // The heading shows before the meters arrive: wait for all 40 fields, then read their order.
  await expect(page.getByLabel(/^New reading for /)).toHaveCount(HOUSES.length);
  const labels = await page
    .locator('label')
    .filter({ hasText: /^New reading for / })
    .allInnerTexts();
  expect(labels).toEqual(HOUSES.map((code) => `New reading for ${code}`));
  for (const [i, code] of HOUSES.entries()) {
    await page.getByLabel(`New reading for ${code}`, { exact: true }).fill(String(start(i + 1) + used(i + 1)));
  }
  await page.getByLabel('Read on').fill(nairobiToday());
  await expectNoA11yViolations(page);
  await expectNoOverflow(page);
  await page.getByRole('button', { name: 'Submit 40 readings' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(screenshots, 'caretaker-round-phone.png') });
  await page.getByRole('button', { name: 'Submit 40 readings' }).click();
  await expect(page.getByText('40 readings recorded.')).toBeVisible();
  await closeToasts(page);
  await expect(page.getByRole('button', { name: 'Submit readings' })).toBeVisible();

  // Each let house's tenancy got one water charge: its own use at KES 120 a m³; the vacant, none.
  const bills = await apiAs<{ kind: string; unit: string; amount: number; description: string; tenant: string }[]>(
    request,
    landlord.token,
    'GET',
    '/bills/apartment',
  );
  const water = bills.filter((b) => b.kind === 'water');
  expect(water).toHaveLength(38);
  for (const [i, code] of HOUSES.slice(0, 38).entries()) {
    const n = i + 1;
    const bill = water.find((b) => b.unit === code);
    expect(bill?.amount, code).toBe(used(n) * 120);
    expect(bill?.description, code).toContain(`${start(n)} → ${start(n) + used(n)} m³`);
  }

  // A tenant checks the arithmetic on their own bill: H12 used 6 m³, 6 × 120 = 720.
  const tenantContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tenantPage = await tenantContext.newPage();
  await signIn(tenantPage, tenants.H12 as TestSession, '/bills');
  await expect(tenantPage.getByText('Water 22 → 28 m³, used 6 m³ = 6 m³ × KSH 120')).toBeVisible();
  await expectNoA11yViolations(tenantPage);
  await tenantContext.close();
});
