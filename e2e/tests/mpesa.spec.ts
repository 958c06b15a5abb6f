import path from 'node:path';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import {
  apiAs,
  closeToasts,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  listItem,
  signIn,
  type TestSession,
  test,
  VIEWPORTS,
  YEAR,
} from '../fixtures';
import { simulatorUrl } from '../ports';

/**
 * M-Pesa end to end (docs/mpesa.md "Screens"): the real server against the local Daraja simulator
 * that playwright.config.ts starts. The test plays the tenant's phone through the simulator's
 * control paths.
 */

// The simulator's defaults (server/src/features/mpesa/simulator/cli.ts): Safaricom's sandbox shortcode and passkey.
const SANDBOX_SHORTCODE = '174379';
const KEYS = {
  consumerKey: 'simulator-consumer-key',
  consumerSecret: 'simulator-consumer-secret',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
};

/** A Paybill of this test's own, so payments made to it at the simulator reach this landlord only. */
function ownShortcode(): string {
  const code = String(100_000 + Math.floor(Math.random() * 900_000));
  return code === SANDBOX_SHORTCODE ? ownShortcode() : code;
}

/** With E2E_SHOTS set, a picture of the screen (or of one part of it) into that folder, to look at. */
async function shot(target: Page | Locator, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (dir) await target.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** A second person on their own phone or computer, signed in at `where`. */
async function openAs(browser: Browser, viewport: { width: number; height: number }, who: TestSession, where: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, who, where);
  return page;
}

/** The tenant's account number, as their bills screen shows it. */
async function accountOf(request: APIRequestContext, tenant: TestSession): Promise<string> {
  const info = await apiAs<{ accountNumber: string | null }>(
    request,
    tenant.token,
    'GET',
    '/payments/mpesa/how-to-pay',
  );
  if (!info.accountNumber) throw new Error('the tenant has no account number');
  return info.accountNumber;
}

/** Someone pays the Paybill from the M-Pesa menu; the simulator posts the confirmation to SafeStay. */
async function payAtSimulator(request: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const response = await request.post(`${simulatorUrl}/simulator/pay`, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { transId: string }).transId;
}

/** The tenant answers the prompt on their phone: the one the simulator holds for this account. */
async function answerPrompt(request: APIRequestContext, account: string, outcome: 'success' | 'cancel') {
  let id = '';
  await expect
    .poll(async () => {
      const response = await request.get(`${simulatorUrl}/simulator/stk`);
      const { pending } = (await response.json()) as {
        pending: Array<{ checkoutRequestId: string; accountReference: string }>;
      };
      id = pending.find((p) => p.accountReference === account.slice(0, 12))?.checkoutRequestId ?? '';
      return id;
    })
    .not.toBe('');
  const resolved = await request.post(`${simulatorUrl}/simulator/stk/${id}/resolve`, { data: { outcome } });
  expect(resolved.ok(), await resolved.text()).toBe(true);
}

for (const [size, viewport] of VIEWPORTS) {
  test(`a landlord connects M-Pesa; Paybill money reaches the tenant, and money naming nobody is assigned (${size})`, async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const landlord = await createLandlord(request);
    const tenant = await createTenant(request, landlord.user.apartmentId as string);
    const shortcode = ownShortcode();

    // Settings: the number and keys, saved; the keys never come back.
    await signIn(page, landlord, '/settings');
    const form = page.getByRole('form', { name: 'M-Pesa settings' });
    await form.getByLabel('Shortcode').fill(shortcode);
    await form.getByLabel('Consumer key').fill(KEYS.consumerKey);
    await form.getByLabel('Consumer secret').fill(KEYS.consumerSecret);
    await form.getByLabel('Passkey').fill(KEYS.passkey);
    await form.getByRole('button', { name: 'Save M-Pesa settings' }).click();
    await expect(page.getByText('M-Pesa settings saved.')).toBeVisible();
    for (const label of ['Consumer key', 'Consumer secret', 'Passkey']) {
      await expect(form.getByLabel(label)).toHaveValue('');
      await expect(form.getByLabel(label)).toHaveAttribute('placeholder', 'Saved — leave blank to keep');
    }
    await expect(page.locator('body')).not.toContainText(KEYS.consumerSecret);

    // Connection: M-Pesa takes the keys, then the callback URLs.
    const connection = page.getByRole('group', { name: 'Connection' });
    await connection.getByRole('button', { name: 'Test connection' }).click();
    await expect(connection.getByRole('status')).toHaveText('M-Pesa accepted your keys.');
    await connection.getByRole('button', { name: 'Register callback URLs' }).click();
    await expect(connection.getByRole('status')).toHaveText('M-Pesa will now send payments here.');
    await expect(connection).toContainText('Callback URLs: registered on');
    await expect(connection.getByText(/\/api\/hooks\/pay\/[\w-]+\/confirmation$/)).toBeVisible();
    await closeToasts(page);
    await expectNoA11yViolations(page);
    await shot(page.getByRole('region', { name: 'M-Pesa' }), `settings-mpesa-${size}`);

    // A tenant pays the Paybill with their account number (in lower case): it is theirs at once.
    const account = await accountOf(request, tenant);
    const transId = await payAtSimulator(request, { shortcode, account: account.toLowerCase(), amount: 4500 });
    const tenantPage = await openAs(browser, viewport, tenant, '/bills');
    await expect(tenantPage.getByText(`Pay to Paybill ${shortcode}, account ${account}`)).toBeVisible();
    await shot(tenantPage, `bills-how-to-pay-${size}`);
    await tenantPage.goto('/payments');
    await expect(listItem(tenantPage, transId)).toContainText('Confirmed');
    await expect(listItem(tenantPage, transId)).toContainText('KSH 4,500');

    // Money naming nobody waits for the landlord, who says whose it is.
    const stray = await payAtSimulator(request, { shortcode, account: 'ZZZ404', amount: 1200, firstName: 'PETER' });
    await page.goto('/payments');
    const unmatched = page.getByRole('region', { name: 'Unmatched payments (1)' });
    const card = unmatched.getByRole('article', { name: 'KSH 1,200 from PETER' });
    await expect(card).toContainText('ZZZ404');
    await expect(card).toContainText(stray);
    await expect(
      card.getByLabel('Assign to').getByRole('option', { name: new RegExp(tenant.user.name) }),
    ).toBeAttached();
    await expectNoA11yViolations(page);
    await shot(page, `payments-unmatched-${size}`);
    await shot(unmatched, `payments-unmatched-card-${size}`);
    await card.getByLabel('Assign to').selectOption({ index: 1 });
    await card.getByRole('button', { name: 'Assign KSH 1,200 from PETER' }).click();
    await expect(page.getByText('Payment assigned.')).toBeVisible();
    await expect(page.getByRole('region', { name: /Unmatched payments/ })).toHaveCount(0);
    const all = page.getByRole('region', { name: 'All payments' });
    await expect(listItem(all, stray)).toContainText(tenant.user.name);
    await expect(listItem(tenantPage, stray)).toContainText('Confirmed');
  });

  test(`a tenant pays a bill with Pay, then M-Pesa, and a cancelled prompt says so (${size})`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const landlord = await createLandlord(request);
    const tenant = await createTenant(request, landlord.user.apartmentId as string);
    await apiAs(request, landlord.token, 'PUT', '/payments/mpesa/settings', {
      environment: 'sandbox',
      shortcodeType: 'paybill',
      shortcode: SANDBOX_SHORTCODE,
      ...KEYS,
    });
    for (const [month, day] of [
      ['April', '04-05'],
      ['May', '05-05'],
    ]) {
      await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
        month,
        year: YEAR,
        dueDate: `${YEAR}-${day}`,
      });
    }
    const account = await accountOf(request, tenant);

    await signIn(page, tenant, '/bills');
    await expect(page.getByText(`Pay to Paybill ${SANDBOX_SHORTCODE}, account ${account}`)).toBeVisible();
    const april = page.getByRole('article').filter({ hasText: `Rent for April ${YEAR}` });
    await shot(page, `bills-pay-now-${size}`);
    await april.getByRole('button', { name: `Pay Rent for April ${YEAR}` }).click();
    await page.getByRole('dialog', { name: 'Pay this bill' }).getByRole('button', { name: 'Pay with M-Pesa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay with M-Pesa' });
    // It offers the whole amount owed, April and May (docs/ledger.md); the tenant pays April alone.
    await expect(dialog.getByLabel('Amount (KSH)')).toHaveValue('30000');
    await dialog.getByLabel('Amount (KSH)').fill('15000');
    await expect(dialog.getByLabel('M-Pesa phone number')).toHaveValue(tenant.user.primaryPhoneNumber as string);
    await expectNoA11yViolations(page);
    await shot(page, `pay-now-form-${size}`);
    await dialog.getByRole('button', { name: 'Pay KSH 15,000 with M-Pesa' }).click();
    const status = dialog.getByRole('status');
    await expect(status).toContainText('Check your phone and enter your M-Pesa PIN');
    await shot(page, `pay-now-waiting-${size}`);

    await answerPrompt(request, account, 'success');
    await expect(status).toContainText('Payment received. Thank you.');
    await closeToasts(page);
    await expectNoA11yViolations(page);
    await shot(page, `pay-now-paid-${size}`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
    // The bill is paid: its receipt is there, and nothing is left to pay.
    await expect(april.getByRole('button', { name: `Download Receipt for Rent for April ${YEAR}` })).toBeVisible();
    await expect(april.getByRole('button', { name: /^Pay / })).toHaveCount(0);

    // The next bill: the tenant cancels on the phone, and may try again.
    const may = page.getByRole('article').filter({ hasText: `Rent for May ${YEAR}` });
    await may.getByRole('button', { name: `Pay Rent for May ${YEAR}` }).click();
    await page.getByRole('dialog', { name: 'Pay this bill' }).getByRole('button', { name: 'Pay with M-Pesa' }).click();
    await dialog.getByRole('button', { name: 'Pay KSH 15,000 with M-Pesa' }).click();
    await expect(status).toContainText('Check your phone and enter your M-Pesa PIN');
    await answerPrompt(request, account, 'cancel');
    await expect(status).toContainText('You cancelled the M-Pesa prompt.');
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
    await shot(page, `pay-now-cancelled-${size}`);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByRole('button', { name: 'Pay KSH 15,000 with M-Pesa' })).toBeVisible();
    await expect(dialog.getByLabel('Amount (KSH)')).toHaveValue('15000');
    // Trying again shows the form; only pressing Pay sends another prompt.
    const waiting = (await (await request.get(`${simulatorUrl}/simulator/stk`)).json()) as {
      pending: Array<{ accountReference: string }>;
    };
    expect(waiting.pending.filter((p) => p.accountReference === account.slice(0, 12))).toEqual([]);
  });
}
