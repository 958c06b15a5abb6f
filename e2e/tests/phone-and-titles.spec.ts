import { apiAs, createLandlord, createTenant, expect, signIn, test } from '../fixtures';

test('one long word in a rule does not widen the page past a 390 px phone', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  const url = `https://pay.example.co.ke/paybill/${'0123456789'.repeat(12)}`;
  await apiAs(request, landlord.token, 'POST', '/rules', {
    rules: [
      { title: `Pay to ${'A'.repeat(60)}`, description: `Pay rent at ${url} before the 5th.`, category: 'payment' },
    ],
  });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const who of [landlord, tenant]) {
    await signIn(page, who, '/rules');
    await expect(page.getByText(url, { exact: false })).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
  }
});

test('every screen has its own title', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in · SafeStay');
  await signIn(page, landlord, '/dashboard');
  for (const [path, title] of [
    ['/dashboard', 'Dashboard'],
    ['/tenants', 'Tenants'],
    ['/units', 'Units'],
    ['/bills', 'Bills'],
    ['/complaints', 'Complaints'],
    ['/chat', 'Chat'],
    ['/rules', 'Rules'],
    ['/no-such-page', 'Page not found'],
  ]) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} · SafeStay`);
  }
  await signIn(page, tenant, '/bills');
  await expect(page).toHaveTitle('My Bills · SafeStay');
  await page.goto('/rights');
  await expect(page).toHaveTitle('Tenant Rights · SafeStay');
  await page.goto('/tenants');
  await expect(page).toHaveTitle('Unauthorized Access · SafeStay');
});
