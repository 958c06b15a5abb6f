import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiAs,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  PASSWORD,
  signIn,
  test,
  VIEWPORTS,
} from '../fixtures';

interface Outbox {
  kind: string;
  body: string;
  recipient: { _id: string } | null;
}

const SENT = 'If an account matches, we have sent it a code. It works for 15 minutes. Check your email or SMS.';
const WRONG = 'That code is not right or has expired. Ask for a new one if you need to.';
const NEW_PASSWORD = 'a brand new passphrase';

/** With SHOTS_DIR set, a full-page picture of the screen, to look at by eye. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
}

async function signInByApi(request: APIRequestContext, email: string, password: string) {
  return request.post('/api/auth/login', { data: { email, password } });
}

for (const [size, viewport] of VIEWPORTS) {
  test(`a landlord who forgot the password sets a new one with the code sent by email (${size})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const landlord = await createLandlord(request);
    // A second session of the same landlord: the code is in their own list of messages sent.
    const second = (await (await signInByApi(request, landlord.email, PASSWORD)).json()) as { token: string };

    await page.goto('/login');
    const forgot = page.getByRole('link', { name: 'Forgot password?' });
    await expect(forgot).toBeVisible();
    await shot(page, `login-${size}`);
    await forgot.click();
    await expect(page).toHaveURL(/\/forgot$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expect(page).toHaveTitle('Reset password · SafeStay');
    await expectNoA11yViolations(page);
    await shot(page, `forgot-${size}`);

    await page.getByLabel('Email or phone').fill(landlord.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(SENT)).toBeVisible();
    const codeField = page.getByLabel('Code', { exact: true });
    await expect(codeField).toBeFocused();

    let code = '';
    await expect
      .poll(async () => {
        const sent = await apiAs<Outbox[]>(request, second.token, 'GET', '/notifications/outbox');
        const reset = sent.find((m) => m.kind === 'password_reset' && m.recipient?._id === landlord.user.id);
        code = /\b(\d{8})\b/.exec(reset?.body ?? '')?.[1] ?? '';
        return code;
      })
      .toMatch(/^\d{8}$/);

    // A wrong code first: said beside the code field.
    await codeField.fill(code === '00000000' ? '11111111' : '00000000');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(codeField).toHaveAccessibleDescription(WRONG);
    await expect(codeField).toBeFocused();
    await expectNoA11yViolations(page);
    await shot(page, `forgot-code-${size}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await codeField.fill(code);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Password changed. Sign in with your new password.')).toBeVisible();

    // The old password no longer works; the new one does.
    expect((await signInByApi(request, landlord.email, PASSWORD)).status()).toBe(401);
    await page.getByLabel('Email').fill(landlord.email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome back, ${landlord.user.name}!` })).toBeVisible();

    // Every session from before the reset is over.
    for (const token of [landlord.token, second.token]) {
      const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
      expect(me.status()).toBe(401);
    }
  });
}

test("a tenant's reset code is theirs alone: the landlord's list says one was sent, never the code", async ({
  page,
  request,
}) => {
  const landlord = await createLandlord(request);
  // A number of their own: the code goes to the newest account with the number asked for.
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const tenant = await createTenant(request, landlord.user.apartmentId as string, {
    primaryPhoneNumber: `+2547${digits}`,
  });
  await page.goto('/forgot');
  // Asked by phone, as people write it, the code goes by SMS.
  await page.getByLabel('Email or phone').fill(`07${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(SENT)).toBeVisible();

  await signIn(page, landlord, '/messages');
  const hidden = 'A password reset code (hidden: only its owner may read it).';
  await expect(page.getByRole('row').filter({ hasText: tenant.user.name }).getByText(hidden).first()).toBeVisible();
  const sent = await apiAs<Outbox[]>(request, landlord.token, 'GET', '/notifications/outbox');
  for (const m of sent.filter((x) => x.kind === 'password_reset')) expect(m.body).not.toMatch(/\d{8}/);
});
