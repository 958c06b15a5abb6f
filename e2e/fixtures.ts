import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

export interface SessionUser {
  id: string;
  _id: string;
  name: string;
  email: string;
  role: 'Landlord' | 'Tenant';
  apartmentId: string | null;
  apartmentName: string | null;
  [key: string]: unknown;
}

export interface TestSession {
  user: SessionUser;
  token: string;
  email: string;
  password: string;
}

/**
 * `page` fails the test on an uncaught page error or any Content-Security-Policy violation
 * (docs/reliability.md §14: zero CSP violations on every screen).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (
        message.type() === 'error' &&
        /Content Security Policy|Refused to (load|execute|evaluate|apply|connect|frame|create)/i.test(message.text())
      ) {
        problems.push(`CSP: ${message.text()}`);
      }
    });
    await use(page);
    expect(problems, 'page errors or CSP violations').toEqual([]);
  },
  /**
   * The API context opens a connection per call. Playwright's own keeps idle connections and
   * ignores the server's `Keep-Alive: timeout`, so a call sent as the server closed an idle one
   * (KEEP_ALIVE_TIMEOUT_MS, 5 s; Node 20 closes at 6 s) failed with `ECONNRESET`. A browser sends
   * its request again on such a connection; this client does not, so it keeps none
   * (`tests/api-context.spec.ts`).
   */
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Connection: 'close' } });
    await use(request);
    await request.dispose();
  },
});

let counter = 0;
/** A unique suffix for names and emails, so specs never collide. */
export function uniq(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

export const PASSWORD = 'correct horse battery';

/**
 * This year, for bills made through the forms: a fixed year would, a year on, make every such
 * due date "more than a year ago" and the form would ask about it.
 */
export const YEAR = new Date().getFullYear();

async function register(request: APIRequestContext, payload: Record<string, unknown>): Promise<TestSession> {
  const response = await request.post('/api/auth/register', { data: payload });
  if (response.status() !== 201) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { user: SessionUser; token: string };
  return { user: body.user, token: body.token, email: payload.email as string, password: payload.password as string };
}

/**
 * A landlord whose apartment lets tenants in at once (join policy open), so specs about life in
 * the building need no approval step; specs about joining pass 'approval' or 'invite_only'.
 */
export async function createLandlord(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
  joinPolicy: 'approval' | 'invite_only' | 'open' = 'open',
) {
  const u = uniq();
  const landlord = await register(request, {
    name: `Landlord ${u}`,
    email: `landlord-${u}@example.com`,
    password: PASSWORD,
    role: 'Landlord',
    nationalID: `L${u}`.slice(0, 20),
    primaryPhoneNumber: '+254711000001',
    apartmentName: `Apartment ${u}`,
    rentAmount: 15000,
    ...overrides,
  });
  if (joinPolicy !== 'approval') await apiAs(request, landlord.token, 'PUT', '/apartments/mine', { joinPolicy });
  return landlord;
}

export function createTenant(request: APIRequestContext, apartmentId: string, overrides: Record<string, unknown> = {}) {
  const u = uniq();
  return register(request, {
    name: `Tenant ${u}`,
    email: `tenant-${u}@example.com`,
    password: PASSWORD,
    role: 'Tenant',
    nationalID: `T${u}`.slice(0, 20),
    primaryPhoneNumber: '+254722000002',
    apartmentId,
    dateMovedIn: '2026-01-15',
    ...overrides,
  });
}

/** A caretaker of the landlord's building, signed up with the owner's staff invite. */
export async function createCaretaker(request: APIRequestContext, landlord: TestSession): Promise<TestSession> {
  const { invite } = await apiAs<{ invite: { code: string } }>(request, landlord.token, 'POST', '/staff/invites', {});
  const u = uniq();
  const email = `caretaker-${u}@example.com`;
  const response = await request.post('/api/auth/register', {
    data: {
      name: `Caretaker ${u}`,
      email,
      password: PASSWORD,
      role: 'Caretaker',
      nationalID: `C${u}`.slice(0, 20),
      primaryPhoneNumber: '+254733000003',
      staffInviteCode: invite.code,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { user: SessionUser; token: string };
  return { user: body.user, token: body.token, email, password: PASSWORD };
}

/** Calls the API as a signed-in user; throws on a non-2xx answer. */
export async function apiAs<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api${path.startsWith('/') ? path : `/${path}`}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  if (!response.ok()) throw new Error(`${method} ${path} failed: ${response.status()} ${await response.text()}`);
  const type = response.headers()['content-type'] ?? '';
  return (type.includes('json') ? await response.json() : await response.body()) as T;
}

/**
 * Holds every request to `url` (a glob) until the returned function is called, as a slow network
 * would: what a screen shows while it waits can be looked at.
 */
export async function holdRoute(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Stores the session the way the app does (localStorage) and opens /dashboard. */
export async function signIn(page: Page, session: TestSession, path = '/dashboard'): Promise<void> {
  await page.goto('/login');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
  await page.goto(path);
}

/** Closes every toast: axe would otherwise judge one mid-animation (its colours fade in). */
export async function closeToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Close toast' });
  for (const button of await close.all()) await button.click({ timeout: 2000 }).catch(() => {});
  await expect(close).toHaveCount(0);
}

/**
 * Until every animation and transition that ends has ended (spinners and pulses go on for ever
 * and are left alone): a colour in mid-transition is judged as it is at that instant.
 */
async function atRest(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe-core: no serious or critical violations on what the page shows once at rest. Toasts are
 * left out: live news can bring one at any moment (a tenant's new complaint, just after the
 * landlord's screen loads), and axe judges it mid fade-in. News also refreshes what it moved, and
 * a button that was busy fades its text back from grey (a landlord's Refresh button mid-fade, CI
 * 2026-11-27). So the page's transitions are let finish before axe looks, and if it finds
 * something, once more after any that started meanwhile: what fails twice is real.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const judge = async () => {
    await atRest(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .exclude('[data-sonner-toaster]')
      .analyze();
    return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  };
  let serious = await judge();
  if (serious.length > 0) serious = await judge();
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious or critical accessibility violations',
  ).toEqual([]);
}

/** Nothing wider than the screen: no sideways scrolling at 390 px (Swahili words are longer). */
export async function expectNoOverflow(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** A national ID as lists, PDFs and chat show it: the last four (docs/privacy.md). */
export const maskedId = (id: unknown) => `••••${String(id ?? '').slice(-4)}`;

/** The two sizes every screen is tested at: a computer, and a 390 px phone. */
export const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** A list item as a screen shows it: a table row on a wide screen, a card (article) on a phone. */
export function listItem(scope: Page | Locator, text: string | RegExp): Locator {
  return scope.getByRole('row').or(scope.getByRole('article')).filter({ hasText: text });
}
