import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import {
  apiAs,
  closeToasts,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  expectNoOverflow,
  listItem,
  PASSWORD,
  type SessionUser,
  signIn,
  test,
  uniq,
  VIEWPORTS,
  YEAR,
} from '../fixtures';

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const PHONE = { width: 390, height: 844 };

/** The owner's building with one tenant owing April's rent, and another tenant's M-Pesa claim waiting. */
async function buildingWithWork(request: Parameters<typeof createLandlord>[0]) {
  const landlord = await createLandlord(request);
  const apartmentId = landlord.user.apartmentId as string;
  const owing = await createTenant(request, apartmentId);
  await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
    month: 'April',
    year: YEAR,
    dueDate: `${YEAR}-04-05`,
  });
  const claimant = await createTenant(request, apartmentId);
  await apiAs(request, claimant.token, 'POST', '/payments', { amount: 3000, method: 'mpesa', reference: 'QAB3CD4EFG' });
  return { landlord, owing, claimant };
}

/** The owner creates a caretaker invite on /team; returns its link's path. */
async function inviteCaretaker(page: Page, name: string): Promise<string> {
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('button', { name: 'Create invite' }).click();
  const card = page.getByRole('region', { name: 'New caretaker invite' });
  await expect(card.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
  const link = await card.getByText(/\/staff\/join\//).innerText();
  return new URL(link).pathname;
}

async function phoneOf(browser: Browser, options: { locale?: string } = {}) {
  const context = await browser.newContext({ viewport: PHONE, ...options });
  return context.newPage();
}

/** No part of the screen wider than the phone (Kiswahili words are longer). */
for (const [size, viewport] of VIEWPORTS) {
  test(`${size}: a caretaker joins by link, takes cash and confirms a claim; removed, they are told`, async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const { landlord, owing, claimant } = await buildingWithWork(request);
    const building = landlord.user.apartmentName as string;
    const caretakerName = `Wanjiru ${uniq()}`;

    // The owner invites a caretaker from Team: the code is shown once, to copy or share on WhatsApp.
    await signIn(page, landlord, '/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your team' })).toContainText(landlord.user.name);
    const joinPath = await inviteCaretaker(page, caretakerName);
    await expect(page.getByRole('list', { name: 'Open invites' })).toContainText(caretakerName);
    await closeToasts(page);
    await expectNoA11yViolations(page);
    if (size === 'desktop') await page.screenshot({ path: path.join(screenshots, 'team-desktop.png'), fullPage: true });

    // The caretaker opens the link on their phone and signs up.
    const phone = await phoneOf(browser);
    await phone.goto(joinPath);
    await expect(
      phone.getByRole('heading', { name: `${landlord.user.name} invites you to be the caretaker of ${building}` }),
    ).toBeVisible();
    await expectNoA11yViolations(phone);
    await expectNoOverflow(phone);
    if (size === 'desktop')
      await phone.screenshot({ path: path.join(screenshots, 'staff-join-phone.png'), fullPage: true });
    const u = uniq();
    await phone.getByLabel('Full name').fill(caretakerName);
    await phone.getByLabel('Email').fill(`caretaker-${u}@example.com`);
    await phone.getByLabel('Password').fill(PASSWORD);
    await phone.getByLabel('National ID').fill(`C${u}`.slice(0, 20));
    await phone.getByLabel('Phone number', { exact: true }).fill('0733000003');
    await phone.getByRole('button', { name: 'Create account' }).click();

    // Their phone-first dashboard: what they do on the spot first; no owner's screen in the menu.
    await expect(phone.getByRole('heading', { level: 1, name: new RegExp(caretakerName) })).toBeVisible();
    await expect(phone.getByRole('main')).toContainText('Caretaker');
    await expect(phone.getByRole('link', { name: 'Record a Payment' })).toBeVisible();
    await closeToasts(phone);
    await expectNoA11yViolations(phone);
    await expectNoOverflow(phone);
    if (size === 'desktop')
      await phone.screenshot({ path: path.join(screenshots, 'caretaker-phone.png'), fullPage: true });
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const menu = phone.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Payments' })).toBeVisible();
    // A caretaker chats with the building's tenants (docs/team.md); the owner's screens stay out.
    await expect(menu.getByRole('link', { name: 'Chat', exact: true })).toBeVisible();
    for (const owners of ['Units', 'Messages', 'Team']) {
      await expect(menu.getByRole('link', { name: owners, exact: true })).toHaveCount(0);
    }
    await menu.getByRole('link', { name: 'Payments' }).click();

    // Cash from the tenant who owes: recorded with a receipt, as the owner's would be.
    await expect(phone.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await phone.getByRole('button', { name: 'Record payment' }).first().click();
    const form = phone.getByRole('dialog', { name: 'Record payment' });
    await form.getByLabel('Tenant').selectOption({ label: `${owing.user.name} · owes KSH 15,000` });
    await form.getByLabel('Amount (KSH)').fill('15000');
    await form.getByLabel('Method').selectOption('Cash');
    await form.getByRole('button', { name: 'Record payment' }).click();
    await expect(phone.getByText('Payment recorded. Receipt R-000001.')).toBeVisible();
    await expect(listItem(phone, 'R-000001')).toContainText(`Recorded by ${caretakerName} (caretaker)`);

    // The other tenant's M-Pesa claim: confirmed with a tap.
    const toConfirm = phone.getByRole('region', { name: 'To confirm (1)' });
    await toConfirm.getByRole('button', { name: `Confirm KSH 3,000 from ${claimant.user.name}` }).click();
    await expect(phone.getByText('Payment confirmed. Receipt R-000002.')).toBeVisible();
    // Reversing is the owner's: no such button here.
    await expect(phone.getByRole('button', { name: /^Reverse / })).toHaveCount(0);
    await closeToasts(phone);
    await expectNoA11yViolations(phone);

    // The owner sees both, the caretaker named.
    await page.goto('/payments');
    await expect(listItem(page, 'R-000001')).toContainText(`Recorded by ${caretakerName} (caretaker)`);
    await expect(listItem(page, 'R-000002')).toContainText('Confirmed');
    await page.goto('/activity');
    await expect(page.getByText(`${caretakerName} (Caretaker)`).first()).toBeVisible();

    // The owner removes the caretaker, after a confirm.
    await page.goto('/team');
    await page.getByRole('button', { name: `Remove ${caretakerName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove from the team?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`${caretakerName} is no longer on the team. Their access ended now.`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your team' })).not.toContainText(caretakerName);

    // The caretaker's next screen says so, with a way out.
    await phone.goto('/bills');
    await expect(
      phone.getByRole('heading', { level: 1, name: "You are no longer on this building's team" }),
    ).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoA11yViolations(phone);
    await phone.context().close();
  });
}

test('Kiswahili: the Team screen and the join page fit a phone', async ({ page, browser, request }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const landlord = await createLandlord(request);
  const { user } = await apiAs<{ user: SessionUser }>(request, landlord.token, 'PUT', '/auth/me', { locale: 'sw' });
  await signIn(page, { ...landlord, user }, '/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Wahudumu' })).toBeVisible();
  await page.getByLabel(/^Jina/).fill('Wanjiru');
  await page.getByRole('button', { name: 'Unda mwaliko' }).click();
  const card = page.getByRole('region', { name: 'Mwaliko mpya wa mhudumu' });
  await expect(card.getByRole('link', { name: 'Shiriki kwa WhatsApp' })).toBeVisible();
  const joinPath = new URL(await card.getByText(/\/staff\/join\//).innerText()).pathname;
  await expect(page.getByText('Mwaliko umeundwa.', { exact: false })).toBeVisible();
  // closeToasts looks for the English "Close toast".
  await page.getByRole('button', { name: 'Funga ujumbe' }).click();
  await expect(page.getByRole('button', { name: 'Funga ujumbe' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await expectNoOverflow(page);
  await page.screenshot({ path: path.join(screenshots, 'team-sw-phone.png'), fullPage: true });

  const phone = await phoneOf(browser, { locale: 'sw-KE' });
  await phone.goto(joinPath);
  await expect(
    phone.getByRole('heading', {
      name: `${landlord.user.name} anakualika kuwa mhudumu wa ${landlord.user.apartmentName}`,
    }),
  ).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Fungua akaunti yako ya mhudumu' })).toBeVisible();
  await expectNoA11yViolations(phone);
  await expectNoOverflow(phone);
  await phone.screenshot({ path: path.join(screenshots, 'staff-join-sw-phone.png'), fullPage: true });
  await phone.context().close();
});
