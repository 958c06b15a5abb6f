import path from 'node:path';
import type { Page } from '@playwright/test';
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

interface Outbox {
  kind: string;
  channel: 'sms' | 'email';
  status: string;
  to: string;
}

/** With SHOTS_DIR set, a full-page picture of the screen, to look at by eye. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
}

async function fitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const [size, viewport] of VIEWPORTS) {
  test(`a landlord chooses the reminder days and hour, and they are kept (${size})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const landlord = await createLandlord(request);
    await signIn(page, landlord, '/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page).toHaveTitle('Messages · SafeStay');

    // The defaults: three days before, on the day and three days after, at 08:00.
    const form = page.getByRole('form', { name: 'Rent reminders' });
    await expect(form.getByRole('switch', { name: /Send rent reminders/ })).toBeChecked();
    for (const day of ['3 days before', 'On the due date', '3 days after']) {
      await expect(form.getByRole('checkbox', { name: day })).toBeChecked();
    }
    await expect(form.getByRole('checkbox', { name: '7 days before' })).not.toBeChecked();
    await expect(form.getByLabel('Time (Nairobi)')).toHaveValue('8');
    // The SMS as tenants get it (the server's catalogue), with its length against one SMS.
    await expect(
      form.getByText(
        /^SafeStay: Rent for B4, KSH 15,000, is due in 3 days, on 5 [A-Z][a-z]{2} \d{4}\. Ignore if paid\.$/,
      ),
    ).toBeVisible();
    await expect(form.getByText(/^\d+ \/ 160 characters$/)).toBeVisible();
    await expectNoA11yViolations(page);

    await form.getByRole('checkbox', { name: '7 days before' }).check();
    await form.getByRole('checkbox', { name: '3 days after' }).uncheck();
    await form.getByLabel('Time (Nairobi)').selectOption('18:00');
    await expect(form.getByText(/is due in 7 days/)).toBeVisible();
    await expect(form.getByText(/^Sent 7 days before the due date at 18:00 \(Nairobi time\)/)).toBeVisible();
    await form.getByRole('button', { name: 'Save reminders' }).click();
    await expect(page.getByText('Reminders saved.')).toBeVisible();

    await page.reload();
    await expect(form.getByRole('checkbox', { name: '7 days before' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: '3 days before' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'On the due date' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: '3 days after' })).not.toBeChecked();
    await expect(form.getByLabel('Time (Nairobi)')).toHaveValue('18');
    expect(await apiAs(request, landlord.token, 'GET', '/notifications/reminders')).toEqual({
      enabled: true,
      days: [-7, -3, 0],
      hour: 18,
    });
    await fitsTheScreen(page, viewport.width);
  });

  test(`the landlord sees a new bill's SMS and email kept, and a tenant who stopped SMS reminders (${size})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const landlord = await createLandlord(request);
    await signIn(page, landlord, '/messages');
    await expect(page.getByText('Every tenant can be reached by SMS')).toBeVisible();
    await expect(page.getByText('No messages yet')).toBeVisible();

    const tenant = await createTenant(request, landlord.user.apartmentId as string);
    await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
      month: 'March',
      year: YEAR,
      dueDate: `${YEAR}-03-05`,
    });
    // No SMS or email provider in this run: the worker keeps both messages in the outbox.
    await expect
      .poll(async () => {
        const held = await apiAs<Outbox[]>(request, landlord.token, 'GET', '/notifications/outbox?status=held');
        return held.filter((m) => m.kind === 'new_bill').length;
      })
      .toBe(2);
    await apiAs(request, tenant.token, 'PUT', '/notifications/preferences', { smsRemindersStopped: true });

    await page.reload();
    // Sent this month: under this month's heading (Nairobi's month, as the screen counts it).
    const thisMonth = new Date().toLocaleString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Nairobi',
    });
    await expect(page.getByRole('heading', { level: 3, name: thisMonth })).toBeVisible();
    const bill = new RegExp(`New bill: Rent for March ${YEAR}, KSH 15,000, due 5 Mar ${YEAR}\\.`);
    const sms = listItem(page, bill).filter({ hasText: tenant.user.primaryPhoneNumber as string });
    const email = listItem(page, bill).filter({ hasText: tenant.email });
    for (const message of [sms, email]) {
      await expect(message).toHaveCount(1);
      await expect(message.getByText('Kept: no provider set up')).toBeVisible();
      await expect(message.getByText(tenant.user.name, { exact: true })).toBeVisible();
      await expect(message.getByRole('button', { name: 'Send again' })).toBeVisible();
    }
    await expect(
      email.getByText(`New bill: Rent for March ${YEAR}, KSH 15,000, due 5 Mar ${YEAR}.`).first(),
    ).toBeVisible();
    await expect(page.getByText('No SMS or email provider is set up on this server', { exact: false })).toBeVisible();

    const unreachable = page.getByRole('list', { name: 'Who SMS may not reach' });
    await expect(unreachable.getByText(tenant.user.name)).toBeVisible();
    await expect(unreachable.getByText('Stopped SMS reminders.')).toBeVisible();
    await expect(page.getByText('Every tenant can be reached by SMS')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await fitsTheScreen(page, viewport.width);
    await shot(page, `messages-${size}`);

    // Sending a kept message again queues it; with no provider it is kept again.
    await sms.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByText('Queued to send again.')).toBeVisible();
    await closeToasts(page);
    await expect(sms.getByText('Kept: no provider set up')).toBeVisible();

    // The filter asks the server for one status.
    await page.getByRole('button', { name: 'Failed', exact: true }).click();
    await expect(page.getByText('No messages with this status')).toBeVisible();
    await page.getByRole('button', { name: 'Kept', exact: true }).click();
    await expect(sms).toHaveCount(1);
    await expect(email).toHaveCount(1);
    await expectNoA11yViolations(page);

    // Only the landlord has this screen.
    await signIn(page, tenant, '/messages');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
}
