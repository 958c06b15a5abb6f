import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiAs,
  closeToasts,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  signIn,
  test,
  uniq,
  VIEWPORTS,
} from '../fixtures';

/** The bell: one is visible at a time (the desktop sidebar's, or the phone header's). */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** With SHOTS=1, pictures of what the tests see, to look at (/tmp/shots). */
async function shot(page: Page, name: string, fullPage = false) {
  if (!process.env.SHOTS) return;
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage });
}

async function tenancyOf(request: APIRequestContext, landlordToken: string, tenantId: string) {
  const tenants = await apiAs<{ _id: string; tenancyId: string }[]>(request, landlordToken, 'GET', '/users/tenants');
  return tenants.find((t) => t._id === tenantId)?.tenancyId as string;
}

for (const [size, viewport] of VIEWPORTS) {
  test(`a landlord's bell counts a new complaint live; choosing it opens Complaints and reads it (${size})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const landlord = await createLandlord(request);
    const tenant = await createTenant(request, landlord.user.apartmentId as string);
    await signIn(page, landlord, '/dashboard');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expectNoA11yViolations(page);

    const title = `Broken window ${uniq()}`;
    await apiAs(request, tenant.token, 'POST', '/complaints', { title, description: 'The kitchen window is cracked.' });
    // Within a second or two, without a reload: the count. (Its toast comes with the socket's news
    // event, which a socket still connecting misses: the fetch it makes on connecting brings the count.)
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await expect(bell(page)).toContainText('1');
    await page
      .getByText('New complaint', { exact: true })
      .first()
      .waitFor({ timeout: 3000 })
      .catch(() => {});
    await closeToasts(page);

    await bell(page).click();
    const news = panel(page);
    await expect(news).toBeVisible();
    const item = news.getByRole('link', { name: /^Unread: New complaint/ });
    await expect(item).toContainText(title);
    await expect(item).toContainText('just now');
    await expect(news.getByRole('link', { name: 'See all and settings' })).toBeVisible();
    await shot(page, `landlord-bell-${viewport.width}`);
    await expectNoA11yViolations(page);

    await item.click();
    await expect(page).toHaveURL(/\/complaints$/);
    await expect(page.getByRole('article', { name: title, exact: true })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(news).toBeHidden();

    // A second complaint while the list is open: it appears in the list without a reload.
    const second = `No water ${uniq()}`;
    await apiAs(request, tenant.token, 'POST', '/complaints', { title: second, description: 'Since this morning.' });
    await expect(page.getByRole('article', { name: second, exact: true })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    // The socket is long connected now: the news also comes as a toast.
    await expect(page.getByText('New complaint', { exact: true }).first()).toBeVisible();
    await closeToasts(page);

    // Mark all read from the panel; Escape closes it.
    await bell(page).click();
    await news.getByRole('button', { name: 'Mark all read' }).click();
    await expect(news.getByRole('link', { name: /^Unread:/ })).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await page.keyboard.press('Escape');
    await expect(news).toBeHidden();
    // Read stays read after a reload.
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  test(`a tenant's bell shows the payment the landlord recorded (${size})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const landlord = await createLandlord(request);
    const tenant = await createTenant(request, landlord.user.apartmentId as string);
    await signIn(page, tenant, '/dashboard');
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    const tenancyId = await tenancyOf(request, landlord.token, tenant.user.id);
    await apiAs(request, landlord.token, 'POST', '/payments', { tenancyId, amount: 5000, method: 'cash' });
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    // The count may come from the fetch the socket makes on connecting, before the news event
    // and its toast: let the toast come (it fades in, which axe would read as low contrast), then close it.
    await page
      .getByText('Payment received: KSH 5,000', { exact: true })
      .first()
      .waitFor({ timeout: 3000 })
      .catch(() => {});
    await closeToasts(page);

    await bell(page).click();
    const item = panel(page).getByRole('link', { name: /^Unread: Payment received: KSH 5,000/ });
    await expect(item).toContainText('We received KSH 5,000 by Cash');
    await shot(page, `tenant-bell-${viewport.width}`);
    await expectNoA11yViolations(page);
    await item.click();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    // All of them, on their own screen, from the menu.
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByTestId('notification-list').getByRole('link')).toHaveCount(1);
    await expect(page.getByText('All caught up')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Notification preferences' })).toBeVisible();
    await shot(page, `tenant-notifications-list-${viewport.width}`, true);
    await expectNoA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

for (const [size, viewport] of VIEWPORTS) {
  for (const role of ['Landlord', 'Tenant'] as const) {
    test(`a ${role.toLowerCase()} turns off email for one kind of news, and it stays off (${size})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const landlord = await createLandlord(request);
      const who = role === 'Landlord' ? landlord : await createTenant(request, landlord.user.apartmentId as string);
      const kind = role === 'Landlord' ? 'New complaints' : 'New bills';
      await signIn(page, who, '/dashboard');
      if (viewport.width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications' }).click();
      await expect(page).toHaveURL(/\/notifications$/);
      await expect(page).toHaveTitle('Notifications · SafeStay');
      if (role === 'Landlord') await expect(page.getByText('No notifications yet')).toBeVisible();

      const form = page.getByRole('form', { name: 'Notification preferences' });
      await expect(form.getByText(`Emails go to ${who.email}.`)).toBeVisible();
      await expect(form.getByText('SMS go to +2547')).toBeVisible();
      // This server has no SMS or email provider set up (e2e): it says so.
      await expect(form.getByText('This SafeStay does not send SMS yet; messages are kept.')).toBeVisible();
      await expect(form.getByRole('switch', { name: /Stop SMS reminders/ })).toHaveCount(role === 'Tenant' ? 1 : 0);
      const email = form.getByRole('checkbox', { name: `Email for ${kind}` });
      await expect(email).toBeChecked();
      const sms = await form.getByRole('checkbox', { name: `SMS for ${kind}` }).isChecked();
      await shot(page, `${role.toLowerCase()}-notifications-${viewport.width}`, true);
      await expectNoA11yViolations(page);

      await email.uncheck();
      await form.getByRole('button', { name: 'Save preferences' }).click();
      await expect(page.getByText('Notification preferences saved.')).toBeVisible();
      await page.reload();
      await expect(form.getByRole('checkbox', { name: `Email for ${kind}` })).not.toBeChecked();
      await expect(form.getByRole('checkbox', { name: `SMS for ${kind}` })).toBeChecked({ checked: sms });
      const saved = await apiAs<{ kinds: { kind: string; email: boolean }[] }>(
        request,
        who.token,
        'GET',
        '/notifications/preferences',
      );
      const key = role === 'Landlord' ? 'complaint_new' : 'new_bill';
      expect(saved.kinds.find((k) => k.kind === key)?.email).toBe(false);
    });
  }
}
