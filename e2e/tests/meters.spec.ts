import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  apiAs,
  closeToasts,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  expectNoOverflow,
  signIn,
  test,
  VIEWPORTS,
} from '../fixtures';

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const nairobiToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });

/**
 * A building of three houses: A1 let to a tenant who reads Kiswahili, A2 vacant; water at KES 100
 * a m³ up to 10, then 150, a KES 50 fee; both houses metered and read once, a month ago.
 */
async function meteredBuilding(request: Parameters<typeof createLandlord>[0]) {
  const landlord = await createLandlord(request);
  const apartmentId = landlord.user.apartmentId as string;
  const units: Record<string, string> = {};
  for (const code of ['A2', 'A1', 'A10']) {
    const { unit } = await apiAs<{ unit: { _id: string } }>(request, landlord.token, 'POST', '/units', {
      code,
      rent: 10_000,
    });
    units[code] = unit._id;
  }
  const tenant = await createTenant(request, apartmentId, { locale: 'sw', dateMovedIn: '2026-01-01' });
  const [tenancy] = await apiAs<{ _id: string }[]>(request, landlord.token, 'GET', '/tenancies?status=active');
  await apiAs(request, landlord.token, 'PUT', `/tenancies/${tenancy?._id}`, { unitId: units.A1, rent: 10_000 });
  await apiAs(request, landlord.token, 'PUT', '/utilities/rates/water', {
    bands: [
      { upTo: 10, rate: 100 },
      { upTo: null, rate: 150 },
    ],
    fixedFee: 50,
    effectiveFrom: '2026-01-01',
  });
  for (const code of ['A1', 'A2', 'A10'])
    await apiAs(request, landlord.token, 'POST', '/meters', { kind: 'water', unitId: units[code] });
  await apiAs(request, landlord.token, 'POST', '/meters/readings', {
    readAt: '2026-02-01',
    readings: [
      { unitCode: 'A1', reading: 100 },
      { unitCode: 'A2', reading: 40 },
      { unitCode: 'A10', reading: 7 },
    ],
  });
  return { landlord, tenant };
}

for (const [size, viewport] of VIEWPORTS) {
  test(`${size}: a meter round on the phone becomes charges; the tenant checks the arithmetic in Kiswahili`, async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const { landlord, tenant } = await meteredBuilding(request);

    await signIn(page, landlord, '/meters');
    await expect(page.getByRole('heading', { level: 1, name: 'Meters' })).toBeVisible();
    // Walking order: A1, A2, A10, each with its last reading.
    const fields = page.getByLabel(/^New reading for /);
    await expect(fields).toHaveCount(3);
    const labels = await page
      .locator('label')
      .filter({ hasText: /^New reading for / })
      .allInnerTexts();
    expect(labels).toEqual(['New reading for A1', 'New reading for A2', 'New reading for A10']);
    await expect(page.getByText('Last: 100 m³ on 1 Feb 2026')).toBeVisible();

    // As the reading is typed, what it uses and about what it costs: 12 m³ = 1,000 + 300 + 50.
    await page.getByLabel('New reading for A1', { exact: true }).fill('112');
    await expect(page.getByText('Uses 12 m³: about KSH 1,350')).toBeVisible();
    await page.getByLabel('New reading for A2', { exact: true }).fill('45.5');
    // A lost connection or a closed tab loses nothing: the draft is on the phone.
    await page.reload();
    await expect(page.getByLabel('New reading for A1', { exact: true })).toHaveValue('112');
    await expect(page.getByText('Draft kept on this phone.')).toBeVisible();
    await expectNoA11yViolations(page);
    if (size === 'phone')
      await page.screenshot({ path: path.join(screenshots, 'meters-round-phone.png'), fullPage: true });

    // A photo of A1's meter goes with its reading (a picture of the page stands in for the camera's).
    const picture = await page.getByText('Last: 100 m³ on 1 Feb 2026').screenshot();
    await page
      .getByLabel('Photo of the meter for A1', { exact: true })
      .setInputFiles({ name: 'meter.png', mimeType: 'image/png', buffer: picture });
    await expect(page.getByText('Photo added')).toBeVisible();
    await expect(page.getByText('Photos go with the readings; the draft does not keep them.')).toBeVisible();

    await page.getByLabel('Read on').fill(nairobiToday());
    await page.getByRole('button', { name: 'Submit 2 readings' }).click();
    await expect(page.getByText('2 readings recorded.')).toBeVisible();
    await expect(page.getByText('Photo added')).toHaveCount(0);
    await expect(page.getByLabel('New reading for A1', { exact: true })).toHaveValue('');
    await expect(page.getByText(/Last: 112 m³ on/)).toBeVisible();
    await closeToasts(page);

    // A reading lower than the last is refused, the line named, and nothing of the round is kept.
    await page.getByLabel('New reading for A1', { exact: true }).fill('113');
    await page.getByLabel('New reading for A2', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'Submit 2 readings' }).click();
    await expect(page.getByText(/Line 2: The reading is lower than the last one \(45\.5\)/)).toBeVisible();
    await expect(page.getByText(/Last: 112 m³ on/)).toBeVisible();
    if (size === 'desktop')
      await page.screenshot({ path: path.join(screenshots, 'meters-desktop.png'), fullPage: true });

    // The tenant, in Kiswahili, reads what they used and what it cost, and the bill says how.
    const tenantContext = await browser.newContext({ viewport });
    const tenantPage = await tenantContext.newPage();
    await signIn(tenantPage, tenant, '/usage');
    await expect(tenantPage.getByRole('heading', { level: 1, name: 'Maji na umeme wangu' })).toBeVisible();
    await expect(tenantPage.getByText('100 m³ → 112 m³ · Matumizi 12 m³')).toBeVisible();
    await expect(tenantPage.getByText('Umetozwa Ksh\u00a01,350.00')).toBeVisible();
    await expect(
      tenantPage.getByText(
        'Maji 100 → 112 m³, matumizi 12 m³ = 10 m³ × Ksh\u00a0100.00 + 2 m³ × Ksh\u00a0150.00 + ada Ksh\u00a050.00',
      ),
    ).toBeVisible();
    await expectNoA11yViolations(tenantPage);
    if (size === 'phone')
      await tenantPage.screenshot({ path: path.join(screenshots, 'usage-phone-sw.png'), fullPage: true });
    // The photo of the reading: the tenant checks the dial against the figure.
    await tenantPage.getByRole('button', { name: 'Tazama picha' }).click();
    const photo = tenantPage.getByRole('dialog', { name: /^Picha ya mita, iliyosomwa / });
    await expect(photo.getByRole('img', { name: /^Picha ya mita, iliyosomwa / })).toBeVisible();
    expect(await photo.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoA11yViolations(tenantPage);
    if (size === 'phone') await tenantPage.screenshot({ path: path.join(screenshots, 'usage-photo-phone-sw.png') });
    await tenantContext.close();
  });
}

test('phone: the owner adds an electricity meter two houses share, by weight', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { landlord } = await meteredBuilding(request);
  await signIn(page, landlord, '/meters');
  await page.getByRole('button', { name: 'Electricity' }).click();
  await expect(page.getByText('No meters yet')).toBeVisible();
  await page.getByLabel('Shared by several houses').check();
  // One house is not a shared meter: said before anything is sent.
  await page.getByLabel('Weight of A1', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Add meter' }).click();
  await expect(page.getByText('A shared meter needs at least two houses with a weight.')).toBeVisible();
  await page.getByLabel('Weight of A2', { exact: true }).fill('1');
  await page.getByLabel('Meter number').fill('KPLC-77');
  await expectNoA11yViolations(page);
  await page.screenshot({ path: path.join(screenshots, 'meters-shared-phone.png'), fullPage: true });
  await page.getByRole('button', { name: 'Add meter' }).click();
  await expect(page.getByText('Meter added.')).toBeVisible();
  // The round reads it as one meter of both houses, in house order.
  await expect(page.getByLabel('New reading for Shared: A1, A2')).toBeVisible();
  await expectNoOverflow(page);
});
