import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import {
  apiAs,
  createCaretaker,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  type SessionUser,
  signIn,
  type TestSession,
  test,
  VIEWPORTS,
} from '../fixtures';

// A caretaker chats with a tenant of their building, live both ways (docs/team.md "Chat").

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

async function openChat(browser: Browser, session: TestSession, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, session, '/chat');
  return { context, page };
}

const composer = (page: Page) => page.getByRole('textbox', { name: /Type a message|Andika ujumbe/ });
const messages = (page: Page) => page.getByRole('log');

for (const [size, viewport] of VIEWPORTS) {
  test(`${size}: a caretaker and a tenant chat live; the tenant sees them as Caretaker`, async ({
    browser,
    request,
  }) => {
    const landlord = await createLandlord(request);
    const tenant = await createTenant(request, landlord.user.apartmentId as string);
    const caretaker = await createCaretaker(request, landlord);

    const C = await openChat(browser, caretaker, viewport);
    // The caretaker's menu has Chat, and the chat lists the building's tenants.
    await expect(C.page.getByText('Your Tenants')).toBeVisible();
    await C.page.getByRole('button', { name: 'Start a new chat' }).first().click();
    const tenantOption = C.page
      .getByText('Start chat with tenant:')
      .locator('..')
      .getByRole('button', { name: new RegExp(tenant.user.name) });
    await tenantOption.click();
    await composer(C.page).fill('Habari, the water is back on.');
    await composer(C.page).press('Enter');
    await expect(messages(C.page).getByTestId('chat-message').filter({ hasText: 'the water is back' })).toBeVisible();

    const T = await openChat(browser, tenant, viewport);
    const row = T.page.getByTestId('conversation').filter({ hasText: caretaker.user.name });
    // On a phone the screen may open on the landlord's conversation: go back to the list.
    const back = T.page.getByRole('button', { name: 'Back to conversations' });
    await expect.poll(async () => (await back.isVisible()) || (await row.isVisible())).toBe(true);
    if (await back.isVisible()) await back.click();
    await expect(T.page.getByText('Your landlord and caretakers')).toBeVisible();
    await expect(row).toContainText('Habari, the water is back on.');
    await row.click();
    await expect(T.page.getByTestId('chat-partner-name')).toHaveText(caretaker.user.name);
    const conversation = T.page.getByRole('region', { name: `Conversation with ${caretaker.user.name}` });
    await expect(conversation.getByText(/^Caretaker( · Online)?$/)).toBeVisible();

    // The tenant answers: it reaches the caretaker's open screen without a reload.
    await composer(T.page).fill('Asante sana!');
    await composer(T.page).press('Enter');
    await expect(messages(C.page).getByTestId('chat-message').filter({ hasText: 'Asante sana!' })).toBeVisible();

    await expectNoA11yViolations(C.page);
    await expectNoA11yViolations(T.page);
    await C.page.screenshot({ path: path.join(screenshots, `caretaker-chat-${size}.png`), fullPage: true });
    await T.page.screenshot({ path: path.join(screenshots, `tenant-caretaker-chat-${size}.png`), fullPage: true });

    // In Kiswahili the tenant reads the caretaker's role as Mhudumu.
    const { user } = await apiAs<{ user: SessionUser }>(request, tenant.token, 'PUT', '/auth/me', { locale: 'sw' });
    const sw = await openChat(browser, { ...tenant, user }, viewport);
    const nyuma = sw.page.getByRole('button', { name: /Rudi/ });
    const swRow = sw.page.getByTestId('conversation').filter({ hasText: caretaker.user.name });
    await expect.poll(async () => (await nyuma.isVisible()) || (await swRow.isVisible())).toBe(true);
    if (await nyuma.isVisible()) await nyuma.click();
    await expect(sw.page.getByText('Mwenye nyumba na wahudumu')).toBeVisible();
    await expect(sw.page.getByTestId('conversation').filter({ hasText: caretaker.user.name })).toBeVisible();
    await sw.page.screenshot({ path: path.join(screenshots, `tenant-caretaker-chat-sw-${size}.png`), fullPage: true });
    await sw.context.close();
    await T.context.close();
    await C.context.close();
  });
}
