import path from 'node:path';
import {
  apiAs,
  closeToasts,
  createLandlord,
  expect,
  expectNoA11yViolations,
  type SessionUser,
  signIn,
  test,
  VIEWPORTS,
} from '../fixtures';

/**
 * Settings → SMS and email (docs/notifications.md "Your own SMS and email accounts"): the owner
 * saves the building's own Africa's Talking account, tests it against the local Africa's Talking
 * that playwright.config.ts starts (accounts `building` / `building-at-key`), sees it set without
 * its key, and gets the inbound SMS URL to copy; and the Daraja go-live guide under M-Pesa.
 */

/** With E2E_SHOTS set, a picture of the page into that folder, to look at. */
async function shot(page: import('@playwright/test').Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

for (const [name, viewport] of VIEWPORTS) {
  test(`${name}: the owner sets up the building's own SMS account and tests it`, async ({ page, request }) => {
    test.slow();
    const landlord = await createLandlord(request);
    await page.setViewportSize(viewport);
    await signIn(page, landlord, '/settings');

    const section = page.getByRole('region', { name: 'SMS and email' });
    const sms = section.getByRole('group', { name: "SMS (Africa's Talking)" });
    // The section loads after the screen has painted (deferred): on a busy machine that takes a while.
    await expect(sms.getByText('Not set:')).toBeVisible({ timeout: 60_000 });
    const form = sms.getByRole('form', { name: 'SMS account' });
    await form.getByLabel('Username').fill('building');
    await form.getByLabel('API key').fill('building-at-key');
    await form.getByLabel('Sender ID').fill('NYUMBA');
    await form.getByRole('button', { name: 'Save SMS account' }).click();
    await expect(page.getByText('Saved. Messages of this building now go through your own account.')).toBeVisible();
    await expect(sms.getByText('building · NYUMBA')).toBeVisible();
    // The key is never shown back, not even in the form.
    await expect(form.getByLabel('API key')).toHaveValue('');
    await expect(page.getByText('building-at-key')).toHaveCount(0);

    await sms.getByLabel('Send a test to').fill('0712 345 678');
    await sms.getByRole('button', { name: 'Send test' }).click();
    await expect(sms.getByText('Africa’s Talking accepted the SMS (cost KES 0.8000).')).toBeVisible();

    // The URL to give Africa's Talking for STOP replies, with a copy button.
    const inbound = section.getByRole('group', { name: 'Replies by SMS (STOP)' });
    await expect(inbound.getByText(/\/api\/hooks\/sms\/e2e-inbound-sms-token-0123456789$/)).toBeVisible();
    await expect(inbound.getByRole('button', { name: 'Copy Incoming messages URL' })).toBeVisible();

    await closeToasts(page);
    await shot(page, `providers-${name}`);
    await expectNoA11yViolations(page);

    // A wrong key: the provider's refusal, in words.
    await form.getByLabel('Username').fill('building');
    await form.getByLabel('API key').fill('not-the-key');
    await form.getByRole('button', { name: 'Save SMS account' }).click();
    await expect(form.getByLabel('API key')).toHaveValue('');
    await sms.getByLabel('Send a test to').fill('0712 345 678');
    await sms.getByRole('button', { name: 'Send test' }).click();
    await expect(sms.getByText(/refused the username or API key/)).toBeVisible();

    await sms.getByRole('button', { name: 'Remove' }).click();
    await expect(sms.getByText('Not set:')).toBeVisible();
  });

  test(`${name}: in Kiswahili, with the Daraja go-live guide`, async ({ page, request }) => {
    test.slow();
    const landlord = await createLandlord(request);
    const { user } = await apiAs<{ user: SessionUser }>(request, landlord.token, 'PUT', '/auth/me', { locale: 'sw' });
    await apiAs(request, landlord.token, 'PUT', '/payments/mpesa/settings', {
      environment: 'sandbox',
      shortcodeType: 'paybill',
      shortcode: '600999',
      consumerKey: 'k',
      consumerSecret: 's',
      passkey: 'p',
    });
    await page.setViewportSize(viewport);
    await signIn(page, { ...landlord, user }, '/settings');
    await expect(page.getByRole('heading', { name: 'SMS na barua pepe' })).toBeVisible({ timeout: 60_000 });
    // The e2e server's PUBLIC_BASE_URL is http://: warned, not refused.
    await expect(page.getByText(/Callback URLs zinaanza na http:\/\//)).toBeVisible();
    await page.getByText('Kuanza kutumia Daraja halisi').click();
    await expect(page.getByText('Unachoomba Safaricom')).toBeVisible();
    await closeToasts(page);
    await shot(page, `providers-sw-${name}`);
    await expectNoA11yViolations(page);
  });
}
