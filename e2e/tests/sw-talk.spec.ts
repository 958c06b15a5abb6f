import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import {
  apiAs,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  expectNoOverflow,
  signIn,
  type TestSession,
  test,
  VIEWPORTS,
} from '../fixtures';

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

/** The account reads Kiswahili from now on: the server keeps it, the session carries it. */
async function inKiswahili(request: Parameters<typeof apiAs>[0], session: TestSession): Promise<TestSession> {
  const { user } = await apiAs<{ user: TestSession['user'] }>(request, session.token, 'PUT', '/auth/me', {
    locale: 'sw',
  });
  return { ...session, user };
}

async function openAs(browser: Browser, session: TestSession, viewport: { width: number; height: number }, at: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, session, at);
  return page;
}

/** Closes the toasts by their Kiswahili name, so a screenshot shows the screen under them. */
async function closeToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Funga ujumbe' });
  for (const button of await close.all()) await button.click({ timeout: 2000 }).catch(() => {});
  await expect(close).toHaveCount(0);
}

async function look(page: Page, name: string, shot: string | null) {
  await expectNoA11yViolations(page);
  if (name !== 'phone') return;
  await expectNoOverflow(page);
  await closeToasts(page);
  if (shot) await page.screenshot({ path: path.join(screenshots, shot), fullPage: true });
}

for (const [name, viewport] of VIEWPORTS) {
  test(`${name}: complaints, chat, rules, rights and activity in Kiswahili`, async ({ browser, request }) => {
    test.slow();
    const owner = await createLandlord(request, { name: 'Wanjiku Kamau' });
    const landlord = await inKiswahili(request, owner);
    const tenant = await inKiswahili(
      request,
      await createTenant(request, owner.user.apartmentId as string, { name: 'Amina Otieno' }),
    );
    await apiAs(request, landlord.token, 'POST', '/rules', {
      rules: [{ title: 'Saa za utulivu', description: 'Hakuna muziki wa sauti kubwa usiku.', category: 'noise' }],
    });
    await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
      month: 'January',
      year: 2026,
      dueDate: '2026-01-05',
    });

    // A tenant files a complaint.
    const T = await openAs(browser, tenant, viewport, '/complaints');
    await expect(T.getByRole('heading', { level: 1, name: 'Malalamiko' })).toBeVisible();
    await T.getByRole('button', { name: 'Wasilisha lalamiko' }).first().click();
    const form = T.getByRole('dialog', { name: 'Wasilisha lalamiko' });
    await form.getByLabel('Kichwa').fill('Bomba la jikoni linavuja');
    await form.getByLabel('Maelezo').fill('Linavuja tangu Jumatatu.');
    await form.getByRole('button', { name: 'Wasilisha lalamiko' }).click();
    await expect(form).toBeHidden();
    const mine = T.getByRole('article', { name: 'Bomba la jikoni linavuja' });
    await expect(mine.getByText('Linasubiri')).toBeVisible();
    await expect(T.getByText('Lalamiko 1, 1 halijatatuliwa')).toBeVisible();
    await look(T, name, null);

    // The landlord moves it on.
    const L = await openAs(browser, landlord, viewport, '/complaints');
    const theirs = L.getByRole('article', { name: 'Bomba la jikoni linavuja' });
    await theirs.getByRole('button', { name: 'Anza kushughulikia' }).click();
    await expect(theirs.getByText('Linashughulikiwa')).toBeVisible();
    await expect(theirs.getByRole('button', { name: 'Weka limetatuliwa' })).toBeVisible();
    await look(L, name, 'sw-complaints.png');

    // They chat: the tenant's message reaches the landlord's open screen live.
    await L.goto('/chat');
    await expect(L.getByRole('heading', { level: 1, name: 'Gumzo' })).toBeVisible();
    await T.goto('/chat');
    await expect(T.getByTestId('chat-partner-name')).toHaveText(landlord.user.name);
    const composer = T.getByRole('textbox', { name: 'Andika ujumbe' });
    await composer.fill('Habari, fundi atakuja lini?');
    await composer.press('Enter');
    await expect(T.getByRole('log', { name: 'Jumbe' }).getByText('Habari, fundi atakuja lini?')).toBeVisible();
    const row = L.getByTestId('conversation').filter({ hasText: tenant.user.name });
    await expect(row).toContainText('Habari, fundi atakuja lini?');
    await look(L, name, null);
    await look(T, name, 'sw-chat.png');

    // The tenant reads the rules and their rights, and the English one tap away.
    await T.goto('/rules');
    await expect(T.getByRole('heading', { level: 1, name: 'Kanuni za Nyumba' })).toBeVisible();
    await expect(T.getByText('Kelele')).toBeVisible();
    await look(T, name, 'sw-rules.png');

    await T.goto('/rights');
    await expect(T.getByRole('heading', { level: 1, name: 'Jua Haki Zako kama Mpangaji' })).toBeVisible();
    await expect(T.getByRole('complementary', { name: 'Haki hutofautiana kulingana na mahali' })).toContainText(
      'Rent Restriction Act (Cap. 296)',
    );
    await look(T, name, 'sw-rights.png');
    await T.getByRole('button', { name: 'Soma kwa Kiingereza' }).click();
    await expect(T.getByRole('heading', { level: 1, name: 'Know Your Rights as a Tenant' })).toBeVisible();
    await expect(T.getByRole('heading', { level: 3, name: 'Security Deposit Return' })).toBeVisible();
    await expect(T.locator('html')).toHaveAttribute('lang', 'sw');
    await look(T, name, null);
    await T.getByRole('button', { name: 'Rudi kwa Kiswahili' }).click();
    await expect(T.getByRole('heading', { level: 1, name: 'Jua Haki Zako kama Mpangaji' })).toBeVisible();
    const me = await apiAs<{ user: { locale: string } }>(request, tenant.token, 'GET', '/auth/me');
    expect(me.user.locale).toBe('sw');

    // The landlord's activity.
    await L.goto('/activity');
    await expect(L.getByRole('heading', { level: 1, name: 'Shughuli' })).toBeVisible();
    await expect(L.getByText('Bili imetolewa').first()).toBeVisible();
    // What happened, in Kiswahili: "Kodi ya nyumba ya … ya <tenant>: Ksh …, ilipwe kufikia …".
    await expect(L.getByText(/^Kodi ya nyumba ya .+, ilipwe kufikia .+\.$/).first()).toBeVisible();
    await expect(L.getByText(/^Rent for /)).toHaveCount(0);
    await expect(L.getByRole('button', { name: 'Zote' })).toHaveAttribute('aria-pressed', 'true');
    await look(L, name, 'sw-activity.png');

    await T.context().close();
    await L.context().close();
  });
}
