import {
  apiAs,
  closeToasts,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  signIn,
  test,
  VIEWPORTS,
} from '../fixtures';

/** A1 let to a tenant who reads Kiswahili, A2 vacant. */
async function building(request: Parameters<typeof createLandlord>[0]) {
  const landlord = await createLandlord(request);
  const units: Record<string, string> = {};
  for (const code of ['A1', 'A2']) {
    const { unit } = await apiAs<{ unit: { _id: string } }>(request, landlord.token, 'POST', '/units', {
      code,
      rent: 10_000,
    });
    units[code] = unit._id;
  }
  const tenant = await createTenant(request, landlord.user.apartmentId as string, {
    locale: 'sw',
    dateMovedIn: '2026-01-01',
  });
  const [tenancy] = await apiAs<{ _id: string }[]>(request, landlord.token, 'GET', '/tenancies?status=active');
  await apiAs(request, landlord.token, 'PUT', `/tenancies/${tenancy?._id}`, { unitId: units.A1, rent: 10_000 });
  return { landlord, tenant };
}

for (const [size, viewport] of VIEWPORTS) {
  test(`${size}: the owner sets a house's monthly charges; the month's bill carries them, in Kiswahili for the tenant`, async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const { landlord, tenant } = await building(request);

    await signIn(page, landlord, '/meters');
    await expect(page.getByRole('heading', { level: 2, name: 'Monthly charges' })).toBeVisible();
    await page.getByLabel('House', { exact: true }).last().selectOption({ label: 'A1' });
    const form = page.getByRole('group', { name: 'Monthly charges of A1' });
    await form.getByLabel(/Service charge \(KES a month\)/).fill('1500');
    await form.getByLabel(/Security \(KES a month\)/).fill('350.50');
    await form.getByRole('button', { name: 'Save charges' }).click();
    await expect(
      page.getByText('Monthly charges of house A1 saved. They are billed with each month’s rent.'),
    ).toBeVisible();
    await expect(page.getByText('Service charge KSH 1,500 · Security KSH 350.50')).toBeVisible();
    await closeToasts(page);
    await expectNoA11yViolations(page);

    // Generated twice, the month still has one of each.
    for (let run = 0; run < 2; run++)
      await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
        month: 'March',
        year: 2026,
        dueDate: '2026-03-05',
      });

    const tenantContext = await browser.newContext({ viewport });
    const tenantPage = await tenantContext.newPage();
    await signIn(tenantPage, tenant, '/bills');
    await expect(tenantPage.getByText('Ada ya ulinzi ya Machi 2026')).toHaveCount(1);
    await expect(tenantPage.getByText('Ada ya huduma ya Machi 2026')).toHaveCount(1);
    await expect(tenantPage.getByText('Ada ya ulinzi ya Machi 2026')).toBeVisible();
    await expectNoA11yViolations(tenantPage);
    await tenantContext.close();
  });
}
