import type { Browser, Page } from '@playwright/test';
import {
  apiAs,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  signIn,
  type TestSession,
  test,
} from '../fixtures';

async function openChatAs(
  browser: Browser,
  session: TestSession,
  path = '/chat',
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, session, path);
  return { context, page, dialogs };
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Type a message' });
const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });

test('landlord and tenant chat in real time, both ways', async ({ browser, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);

  const L = await openChatAs(browser, landlord);
  await expect(L.page.getByRole('heading', { name: 'Chats', level: 1 })).toBeVisible();
  await expect(L.page.getByText('Your Tenants')).toBeVisible();
  await expect(L.page.getByText('No conversations yet')).toBeVisible();
  await expect(L.page.getByRole('heading', { name: 'Welcome to Safe Stay Chat' })).toBeVisible();
  await expect(L.page.getByText('Select a conversation to start messaging')).toBeVisible();
  await expect(L.page.getByRole('button', { name: 'Test API' })).toHaveCount(0);
  await expectNoA11yViolations(L.page);

  const T = await openChatAs(browser, tenant);
  await expect(T.page.getByText('Your Landlord')).toBeVisible();
  // A tenant has one partner: the screen opens on the landlord, before the first message.
  await expect(T.page.getByTestId('chat-partner-name')).toHaveText(landlord.user.name);
  await expect(T.page.getByText('No conversations yet')).toHaveCount(0);
  await T.page.getByRole('button', { name: 'Start a new chat' }).first().click();
  await expect(T.page.getByText('Available landlords:')).toBeVisible();
  const landlordOption = T.page
    .getByText('Available landlords:')
    .locator('..')
    .getByRole('button', { name: new RegExp(landlord.user.name) });
  await expect(landlordOption).toContainText('Landlord');
  // The landlord has the chat open, so the picker marks them Online.
  await expect(landlordOption).toContainText('Online');
  await landlordOption.click();
  await expect(T.page.getByTestId('chat-partner-name')).toHaveText(landlord.user.name);

  await composer(T.page).fill('Hello, the kitchen tap is leaking.');
  await composer(T.page).press('Enter');
  await expect(composer(T.page)).toHaveValue('');
  const sent = messages(T.page).getByTestId('chat-message').filter({ hasText: 'the kitchen tap is leaking' });
  await expect(sent).toBeVisible();
  await expect(sent).toHaveAttribute('data-own', 'true');
  await expect(messages(T.page).getByTestId('chat-separator')).toHaveCount(1);

  // The landlord sees it without reloading: the conversation appears with its last message and is opened.
  const row = L.page.getByTestId('conversation').filter({ hasText: tenant.user.name });
  await expect(row).toContainText('Hello, the kitchen tap is leaking.');
  await expect(row.getByText('Online')).toBeAttached();
  const received = messages(L.page).getByTestId('chat-message').filter({ hasText: 'the kitchen tap is leaking' });
  await expect(received).toBeVisible();
  await expect(received).toHaveAttribute('data-own', 'false');

  await composer(L.page).fill('Thanks, a plumber comes tomorrow.');
  await L.page.getByRole('button', { name: 'Send message' }).click();
  await expect(messages(T.page).getByText('Thanks, a plumber comes tomorrow.')).toBeVisible();
  await expect(T.page.getByTestId('conversation').first()).toContainText('Thanks, a plumber comes tomorrow.');

  // Shift+Enter adds a line instead of sending.
  await composer(T.page).fill('Line one');
  await composer(T.page).press('Shift+Enter');
  await composer(T.page).pressSequentially('Line two');
  await expect(composer(T.page)).toHaveValue('Line one\nLine two');
  // Each send locks the composer for half a second against double sends (the button is dimmed
  // meanwhile): on a fast host the reply can come back within it, and an Enter then does nothing.
  await expect(T.page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await composer(T.page).press('Enter');
  await expect(messages(L.page).getByTestId('chat-message').filter({ hasText: 'Line two' })).toBeVisible();

  // Nothing is shown twice.
  await expect(messages(T.page).getByTestId('chat-message')).toHaveCount(3);
  await expect(messages(L.page).getByTestId('chat-message')).toHaveCount(3);

  await expectNoA11yViolations(T.page);
  await expectNoA11yViolations(L.page);

  // The landlord leaves: the tenant's online dot goes away.
  await expect(T.page.getByTestId('conversation').first().getByTestId('online-dot')).toBeAttached();
  await L.context.close();
  await expect(T.page.getByTestId('conversation').first().getByTestId('online-dot')).toHaveCount(0);
  await T.context.close();
});

test('stored text shows literally and fires nothing', async ({ browser, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  const payload = '<img src=x onerror=alert(1)>';
  await apiAs(request, tenant.token, 'POST', '/chats', { receiverId: landlord.user.id, message: payload });

  const L = await openChatAs(browser, landlord);
  await expect(messages(L.page).getByText(payload, { exact: true })).toBeVisible();
  await expect(L.page.getByTestId('conversation').first()).toContainText(payload);
  await expect(messages(L.page).locator('img')).toHaveCount(0);
  expect(L.dialogs).toEqual([]);
  await L.context.close();
});

test('a failed send removes the message, restores the text and says so', async ({ browser, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await apiAs(request, landlord.token, 'POST', '/chats', { receiverId: tenant.user.id, message: 'Welcome!' });

  const T = await openChatAs(browser, tenant);
  // The first conversation is selected on arrival.
  await expect(messages(T.page).getByText('Welcome!')).toBeVisible();
  await T.page.route('**/api/chats', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionfailed') : route.continue(),
  );
  await composer(T.page).fill('This will not arrive');
  await composer(T.page).press('Enter');
  await expect(
    T.page.getByRole('alert').filter({ hasText: 'Failed to send message. Please try again.' }),
  ).toBeVisible();
  await expect(composer(T.page)).toHaveValue('This will not arrive');
  await expect(messages(T.page).getByText('This will not arrive')).toHaveCount(0);

  // Back online, the same text goes through.
  await T.page.unroute('**/api/chats');
  await T.page.getByRole('button', { name: 'Send message' }).click();
  await expect(messages(T.page).getByTestId('chat-message').filter({ hasText: 'This will not arrive' })).toBeVisible();
  await T.context.close();
});

test('the Send Message button on the tenants page opens that conversation directly', async ({ browser, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  const L = await openChatAs(browser, landlord, '/tenants');
  await L.page.getByRole('button', { name: 'Send Message' }).first().click();
  await expect(L.page).toHaveURL(/\/chat$/);
  await expect(L.page.getByTestId('chat-partner-name')).toHaveText(tenant.user.name);
  await expect(L.page.getByTestId('conversation').first()).toContainText('No messages yet');
  await composer(L.page).fill('Hi from your landlord');
  await composer(L.page).press('Enter');
  await expect(messages(L.page).getByTestId('chat-message').filter({ hasText: 'Hi from your landlord' })).toBeVisible();
  await L.context.close();
});

test('debug tools appear only with ?debug=1; search filters by name', async ({ browser, request }) => {
  const landlord = await createLandlord(request);
  const ann = await createTenant(request, landlord.user.apartmentId as string, { name: `Ann ${Date.now()}` });
  const bob = await createTenant(request, landlord.user.apartmentId as string, { name: `Bob ${Date.now()}` });
  for (const t of [ann, bob]) {
    await apiAs(request, t.token, 'POST', '/chats', {
      receiverId: landlord.user.id,
      message: `hi from ${t.user.name}`,
    });
  }
  const L = await openChatAs(browser, landlord, '/chat?debug=1');
  await expect(L.page.getByRole('region', { name: 'Debug information' })).toContainText('Debug mode');
  await expect(L.page.getByTestId('conversation')).toHaveCount(2);
  await L.page.getByRole('searchbox', { name: 'Search conversations' }).fill('ann');
  await expect(L.page.getByTestId('conversation')).toHaveCount(1);
  await expect(L.page.getByTestId('conversation')).toContainText(ann.user.name);
  await L.page.getByRole('searchbox', { name: 'Search conversations' }).fill('zzz');
  await expect(L.page.getByText('No conversations match')).toBeVisible();
  // Debug mode is remembered for the tab's session; with nothing selected the welcome panel offers Test API.
  const empty = await createLandlord(request);
  await signIn(L.page, empty, '/chat');
  await L.page.getByRole('button', { name: 'Test API' }).click();
  await expect(L.page.getByText('Found 0 partner(s)')).toBeVisible();
  await L.context.close();

  // Without the flag (a new browser session), neither the banner nor the Test API button shows.
  const T = await openChatAs(browser, ann);
  await expect(T.page.getByTestId('conversation')).toHaveCount(1);
  await expect(T.page.getByRole('region', { name: 'Debug information' })).toHaveCount(0);
  await T.context.close();
});

test('at 390 px the list and the conversation are two views with a back button', async ({ browser, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await apiAs(request, landlord.token, 'POST', '/chats', {
    receiverId: tenant.user.id,
    message: 'Rent is due Friday.',
  });
  // The landlord starts on the list.
  const L = await openChatAs(browser, landlord, '/chat', { width: 390, height: 844 });
  const landlordRow = L.page.getByTestId('conversation').first();
  await expect(landlordRow).toBeVisible();
  await expect(composer(L.page)).toBeHidden();
  await landlordRow.click();
  await expect(messages(L.page).getByText('Rent is due Friday.')).toBeVisible();
  await expect(landlordRow).toBeHidden();
  await L.context.close();

  // A tenant's one conversation, with their landlord, opens at once; Back shows the list.
  const T = await openChatAs(browser, tenant, '/chat', { width: 390, height: 844 });
  const row = T.page.getByTestId('conversation').first();
  await expect(messages(T.page).getByText('Rent is due Friday.')).toBeVisible();
  await expect(row).toBeHidden();
  await expectNoA11yViolations(T.page);
  await T.page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(row).toBeVisible();
  await expect(composer(T.page)).toBeHidden();
  await row.click();
  await expect(messages(T.page).getByText('Rent is due Friday.')).toBeVisible();
  await T.context.close();
});

test('after the connection drops and returns, messages sent meanwhile appear once', async ({ browser, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await apiAs(request, landlord.token, 'POST', '/chats', { receiverId: tenant.user.id, message: 'Before the drop' });

  const T = await openChatAs(browser, tenant);
  await expect(messages(T.page).getByText('Before the drop')).toBeVisible();
  await expect(T.page.getByTestId('conversation').first().getByTestId('online-dot')).toHaveCount(0);

  const live = T.page.getByRole('status').filter({ hasText: /Live:|Connecting for live/ });
  await expect(live).toHaveText(/^Live:/);
  await T.context.setOffline(true);
  // The page knows it lost live delivery before the message is sent, so the message can only
  // arrive through the catch-up after reconnecting.
  await expect(live).toHaveText('Connecting for live messages…');
  await apiAs(request, landlord.token, 'POST', '/chats', {
    receiverId: tenant.user.id,
    message: 'Sent while you were away',
  });
  await expect(messages(T.page).getByText('Sent while you were away')).toHaveCount(0);

  await T.context.setOffline(false);
  await expect(messages(T.page).getByText('Sent while you were away')).toBeVisible();
  await expect(T.page.getByTestId('conversation').first()).toContainText('Sent while you were away');
  // Live delivery works again, and nothing is duplicated.
  await apiAs(request, landlord.token, 'POST', '/chats', { receiverId: tenant.user.id, message: 'Live again' });
  await expect(messages(T.page).getByText('Live again')).toBeVisible();
  await expect(messages(T.page).getByTestId('chat-message')).toHaveCount(3);
  await T.context.close();
});

test('a message arriving while the chat tab is in the background shows a browser notification', async ({
  browser,
  request,
}) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  const context = await browser.newContext();
  // Headless Chromium has no notification centre and never hides a tab: record what the page asks
  // of the Notification API, start with permission undecided, and report the tab as hidden.
  await context.addInitScript(() => {
    const record = { requested: 0, shown: [] as { title: string; body?: string }[] };
    (window as unknown as { __notifications: typeof record }).__notifications = record;
    class RecordingNotification {
      static permission: NotificationPermission = 'default';
      static async requestPermission(): Promise<NotificationPermission> {
        record.requested += 1;
        RecordingNotification.permission = 'granted';
        return 'granted';
      }
      constructor(title: string, options?: NotificationOptions) {
        record.shown.push({ title, body: options?.body });
      }
    }
    Object.defineProperty(window, 'Notification', { value: RecordingNotification, configurable: true });
    Object.defineProperty(document, 'hidden', { get: () => true, configurable: true });
  });
  const page = await context.newPage();
  await signIn(page, landlord, '/chat');
  await expect(page.getByRole('heading', { name: 'Chats', level: 1 })).toBeVisible();
  const notifications = () =>
    page.evaluate(
      () =>
        (window as unknown as { __notifications: { requested: number; shown: { title: string }[] } }).__notifications,
    );
  // docs/product.md §2: opening the chat asks for permission.
  await expect.poll(async () => (await notifications()).requested).toBe(1);
  // Only a message that arrives live (over the socket) raises a notification.
  await expect(page.getByRole('status').filter({ hasText: 'Live: new messages appear' })).toBeAttached();

  await apiAs(request, tenant.token, 'POST', '/chats', { receiverId: landlord.user.id, message: 'Water is back on' });
  await expect
    .poll(async () => (await notifications()).shown)
    .toEqual([{ title: `New message from ${tenant.user.name}`, body: 'Water is back on' }]);
  await context.close();
});
