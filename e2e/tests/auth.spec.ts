import {
  apiAs,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  PASSWORD,
  signIn,
  test,
  uniq,
  VIEWPORTS,
} from '../fixtures';

const LANDLORD_MENU = [
  'Dashboard',
  'Tenants',
  'Units',
  'Bills',
  'Payments',
  'Meters',
  'Complaints',
  'Chat',
  'Rules',
  'Activity',
  'Messages',
  'Notifications',
  'Team',
  'Reports',
  'Settings',
];
const TENANT_MENU = [
  'Dashboard',
  'My Bills',
  'My Payments',
  'Statement',
  'Water & electricity',
  'Complaints',
  'Chat',
  'Tenant Rights',
  'Rules',
  'Notifications',
  // Language and "Your data" (download, delete the account) are every person's (docs/privacy.md).
  'Settings',
];

async function menuLabels(page: import('@playwright/test').Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();
}

test('a landlord and then a tenant create accounts, sign out and sign in again', async ({ page, request }) => {
  const u = uniq();
  const apartment = `Sunrise Court ${u}`;

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expectNoA11yViolations(page);

  // Landlord registers.
  await page.getByRole('tab', { name: 'Create account' }).click();
  await expect(page.getByText('I am a')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Tenant' })).toBeChecked();
  await page.getByText('Landlord', { exact: true }).click();
  await page.getByLabel('Full name').fill(`Jane Wanjiru ${u}`);
  await page.getByLabel('Email').fill(`jane-${u}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('National ID').fill(`N${u}`.slice(0, 20));
  await page.getByLabel('Phone number').fill('+254712345678');
  await page.getByLabel('Apartment name').fill(apartment);
  await expect(page.getByLabel('Rent amount (KSH)')).toBeVisible();
  await page.getByLabel('Rent amount (KSH)').fill('18500');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back, Jane Wanjiru ${u}!` })).toBeVisible();
  await expect(page.getByText('Signed in as Landlord')).toBeVisible();
  expect(await menuLabels(page)).toEqual(LANDLORD_MENU);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);

  // Tenant registers, finding that apartment by typing its name (the option shows its landlord and rent per month).
  await page.getByRole('tab', { name: 'Create account' }).click();
  const label = `${apartment} · landlord Jane Wanjiru ${u} (KSH 18,500/month)`;
  await page.getByLabel('Full name').fill(`Otieno ${u}`);
  await page.getByLabel('Email').fill(`otieno-${u}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('National ID').fill(`O${u}`.slice(0, 20));
  await page.getByLabel('Phone number').fill('+254798765432');
  await page.getByRole('combobox', { name: 'Apartment' }).fill(apartment.toLowerCase());
  await page.getByRole('option', { name: label }).click();
  await expect(page.getByText(`${apartment} chosen.`)).toBeVisible();
  await page.getByLabel('Date moved in').fill('2026-03-01');
  await page.getByRole('button', { name: 'Create account' }).click();

  // A new building takes join requests: the tenant waits until the landlord says yes.
  await expect(page.getByRole('heading', { name: `Waiting for Jane Wanjiru ${u} to approve you` })).toBeVisible();
  await expectNoA11yViolations(page);
  const signedIn = await request.post('/api/auth/login', {
    data: { email: `jane-${u}@example.com`, password: PASSWORD },
  });
  const landlordToken = ((await signedIn.json()) as { token: string }).token;
  const [joinRequest] = await apiAs<{ _id: string }[]>(request, landlordToken, 'GET', '/tenancies?status=pending');
  await apiAs(request, landlordToken, 'POST', `/tenancies/${joinRequest._id}/approve`, {});
  await page.getByRole('button', { name: 'Check again' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Signed in as Tenant')).toBeVisible();
  await expect(page.getByText(apartment).first()).toBeVisible();
  expect(await menuLabels(page)).toEqual(TENANT_MENU);

  // Sign out and back in with the password.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByLabel('Email').fill(`otieno-${u}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sidebar-user-name')).toHaveText(`Otieno ${u}`);
  await expect(page.getByTestId('sidebar-user-role')).toHaveText('Tenant');
});

for (const [size, viewport] of VIEWPORTS) {
  test(`a tenant finds their building by typing, among many whose names sort first (${size})`, async ({
    browser,
    request,
  }) => {
    const u = uniq();
    const building = `Jacaranda Heights ${u}`;
    const landlord = await createLandlord(request, { apartmentName: building, name: `Grace ${u}` });
    await apiAs(request, landlord.token, 'PUT', '/apartments/mine', { area: `Kileleshwa ${u}` });
    // Buildings registered to bury it: their names sort before it and hold its name.
    for (let i = 0; i < 12; i += 1) await createLandlord(request, { apartmentName: `A${i} ${building}` });

    // A phone is touched, a desktop is typed at.
    const context = await browser.newContext({ viewport, hasTouch: size === 'phone' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Create account' }).click();
    const picker = page.getByRole('combobox', { name: 'Apartment' });
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await picker.pressSequentially('ki');
    await expect(
      page.getByText('Type at least 3 letters of your building’s name or area, then choose it.'),
    ).toBeVisible();
    await picker.pressSequentially(`leleshwa ${u}`);
    const label = `${building} — Kileleshwa ${u} · landlord Grace ${u} (KSH 15,000/month)`;
    await expect(page.getByRole('option', { name: label })).toBeVisible();
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    await expectNoA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`building-picker-${size}.png`) });

    // By its name, it comes first among the ten.
    await picker.fill(building.toUpperCase());
    await expect(page.getByRole('option').first()).toHaveText(label);
    await expect(page.getByRole('option')).toHaveCount(10);
    if (size === 'phone') {
      await page.getByRole('option', { name: label }).tap();
    } else {
      await picker.press('ArrowDown');
      await expect(page.getByRole('option', { name: label })).toHaveAttribute('aria-selected', 'true');
      await picker.press('Enter');
    }
    await expect(picker).toHaveValue(building);
    await expect(page.getByText(`${building} chosen.`)).toBeVisible();
    await expect(page.getByRole('listbox')).toBeHidden();

    // A name nobody registered says so.
    await picker.fill(`Nowhere ${u}`);
    await expect(page.getByText(`No building matches “Nowhere ${u}”.`, { exact: false })).toBeVisible();
    await context.close();
  });
}

test('the login form shows the exact validation and server messages', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields.');

  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');

  // Toggling resets the form and the error.
  await page.getByRole('tab', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue('');

  await page.getByLabel('Full name').fill('Amina');
  await page.getByLabel('Email').fill(`amina-${uniq()}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('National ID').fill(`A${uniq()}`.slice(0, 20));
  await page.getByLabel('Phone number').fill('+254700111222');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select an apartment.');

  await page.getByText('Landlord', { exact: true }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Apartment name and rent amount are required for landlords.');

  // A duplicate email comes back from the server with its message.
  const existing = await createLandlord(request);
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Apartment name').fill(`Another ${uniq()}`);
  await page.getByLabel('Rent amount (KSH)').fill('9000');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists.');
});

test('route guard: signed out, wrong role, and signed in on /login', async ({ page, request }) => {
  await page.goto('/bills');
  await expect(page).toHaveURL(/\/login$/);

  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);

  await signIn(page, tenant, '/tenants');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  await signIn(page, landlord, '/rights');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Logout ends the session on the server: its token stops working there too', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  await signIn(page, landlord, '/dashboard');
  await expect(page.getByText('Signed in as Landlord')).toBeVisible();
  const me = () => request.get('/api/auth/me', { headers: { authorization: `Bearer ${landlord.token}` } });
  expect((await me()).status()).toBe(200);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Someone who copied the token (a shared computer, a stolen backup of the browser) gets nothing.
  await expect.poll(async () => (await me()).status()).toBe(401);
});

test('an invalid stored token is cleared by the first 401 and the user lands on /login', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  await signIn(page, { ...landlord, token: `${landlord.token}x` }, '/dashboard');
  // The dashboard's first API call gets a 401, which clears the session.
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a session that expires says why, and signing in returns to the page the user was on', async ({
  page,
  request,
}) => {
  const landlord = await createLandlord(request);
  await signIn(page, landlord, '/complaints');
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
  // The token stops working (as after a password change elsewhere); the next call gets a 401.
  await page.evaluate(() => localStorage.setItem('token', 'expired'));
  await page.evaluate(() => window.dispatchEvent(new StorageEvent('storage', { key: 'token' })));
  await page.getByRole('link', { name: 'Rules' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has expired' })).toBeVisible();
  await page.getByLabel('Email').fill(landlord.email);
  await page.getByLabel('Password').fill(landlord.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/rules$/);
});

test('desktop sidebar collapses to icons and expands again', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  await signIn(page, landlord);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const width = async () => (await nav.boundingBox())?.width ?? 0;
  expect(await width()).toBeGreaterThan(200);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(width).toBeLessThan(100);
  // Icons stay usable and keep their names for screen readers.
  await nav.getByRole('link', { name: 'Tenants' }).click();
  await expect(page).toHaveURL(/\/tenants$/);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(width).toBeGreaterThan(200);
  await expect(nav.getByText(landlord.user.name)).toBeVisible();
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is a slide-over that closes on navigation', async ({ page, request }) => {
    const landlord = await createLandlord(request);
    const tenant = await createTenant(request, landlord.user.apartmentId as string);
    await signIn(page, tenant);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeVisible();
    expect(await menu.getByRole('link').allInnerTexts()).toEqual(TENANT_MENU);
    await expect(menu.getByText(tenant.user.name)).toBeVisible();
    await expectNoA11yViolations(page);
    await menu.getByRole('link', { name: 'Rules' }).click();
    await expect(page).toHaveURL(/\/rules$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test('the login screen fits a phone', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Create account' }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await expectNoA11yViolations(page);
  });
});

test('changing the password signs out other devices and keeps this one signed in', async ({
  page,
  browser,
  request,
}) => {
  const landlord = await createLandlord(request);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  // The other device signed in on its own: a session of its own.
  const login = await request.post('/api/auth/login', { data: { email: landlord.user.email, password: PASSWORD } });
  await signIn(otherPage, { ...landlord, token: (await login.json()).token });
  await expect(otherPage.getByText('Signed in as Landlord')).toBeVisible();

  await signIn(page, landlord);
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByLabel('New password', { exact: true }).fill('a brand new secret');
  await dialog.getByLabel('Confirm new password').fill('a different one');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  // The mismatch is said beside the confirmation, which gets the focus.
  await expect(dialog.getByLabel('Confirm new password')).toHaveAccessibleDescription(
    'The new passwords do not match.',
  );
  await expect(dialog.getByLabel('Confirm new password')).toBeFocused();
  await dialog.getByLabel('Confirm new password').fill('a brand new secret');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(page.getByText('Other devices have been signed out.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // This device goes on working; the other one is sent to sign in at its next request.
  await page.reload();
  await expect(page.getByText('Signed in as Landlord')).toBeVisible();
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();
});
