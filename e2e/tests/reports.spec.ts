import {
  apiAs,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  signIn,
  test,
  VIEWPORTS,
} from '../fixtures';

/** Last month on Nairobi's clock: the one a landlord files by the 20th, which the screen opens on. */
function lastMonth() {
  const [y, m] = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' }).split('-').map(Number) as [
    number,
    number,
  ];
  return m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
}

/** A landlord whose tenant paid last month's rent (KES 12,000 of it), with the tenant's KRA PIN set. */
async function filedBuilding(request: Parameters<typeof createLandlord>[0]) {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string, { dateMovedIn: '2020-01-01' });
  const { year, month } = lastMonth();
  const mm = String(month).padStart(2, '0');
  await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
    month: new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
    year,
    dueDate: `${year}-${mm}-05`,
  });
  const tenancies = await apiAs<{ _id: string; tenant: { _id: string } }[]>(
    request,
    landlord.token,
    'GET',
    '/tenancies',
  );
  const tenancyId = tenancies.find((t) => t.tenant._id === tenant.user._id)?._id as string;
  await apiAs(request, landlord.token, 'PUT', `/tenancies/${tenancyId}`, { kraPin: 'A123456789Z' });
  await apiAs(request, landlord.token, 'POST', '/payments', {
    tenancyId,
    amount: 12_000,
    method: 'cash',
    receivedAt: `${year}-${mm}-10`,
  });
  return { landlord, tenant };
}

for (const [size, viewport] of VIEWPORTS) {
  test(`${size}: the owner reads last month's rental income, its lines and downloads the CSV`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { landlord, tenant } = await filedBuilding(request);
    await signIn(page, landlord, '/reports');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page.getByText('KSH 12,000').first()).toBeVisible();
    await expect(page.getByText('KSH 900')).toHaveCount(2);
    await expect(page.getByRole('cell', { name: tenant.user.name })).toBeVisible();
    await expect(page.getByRole('cell', { name: '••••789Z' })).toBeVisible();
    await expect(page.getByText(/File and pay on iTax by 20 /)).toBeVisible();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`reports-${size}.png`), fullPage: true });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^rental-income-\d{4}-\d{2}\.csv$/);
  });
}

test('phone, Kiswahili: the reports page reads in Kiswahili; a caretaker or tenant has no Reports', async ({
  page,
  request,
}) => {
  await page.setViewportSize(VIEWPORTS[1][1]);
  const { landlord, tenant } = await filedBuilding(request);
  await apiAs(request, landlord.token, 'PUT', '/auth/me', { locale: 'sw' });
  await signIn(page, { ...landlord, user: { ...landlord.user, locale: 'sw' } }, '/reports');
  await expect(page.getByRole('heading', { name: 'Ripoti', level: 1 })).toBeVisible();
  await expect(page.getByText('Mapato ya Kodi ya Nyumba ya Mwezi (KRA)')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('reports-phone-sw.png'), fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const refused = await request.get('/api/reports/rental-income?year=2026&month=1', {
    headers: { authorization: `Bearer ${tenant.token}` },
  });
  expect(refused.status()).toBe(403);
});
