import path from 'node:path';
import type { Page } from '@playwright/test';
import { createLandlord, expect, expectNoA11yViolations, holdRoute, signIn, test, VIEWPORTS } from '../fixtures';

// /login is served login.html, the sign-in screen the web build rendered (web/src/app/prerendered.ts),
// and the app hydrates it in place.

/** With SHOTS_DIR set, a full-page picture of the screen, to look at by eye. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
}

/** Every console error and warning: React reports a hydration mismatch there (or as a page error, which the fixture fails on). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

/**
 * React has taken the markup over: hydrateRoot marks #root as its container. (Nothing a person
 * sees changes when it does, which is the point; the tab's name is in the HTML already.)
 */
async function hydrated(page: Page) {
  await page.waitForFunction(reactHasRoot);
}

/**
 * Runs in the page: whether hydrateRoot (or createRoot) has marked #root as its container. The app
 * runs on Preact (web/preact/aliases.ts), which keeps the root's tree in the container's `__k`.
 */
function reactHasRoot(): boolean {
  return '__k' in (document.getElementById('root') ?? {});
}

/**
 * Holds React and the app (web/src/start.tsx's chunk) back, as a slow phone would, until the
 * returned function is called. The small entry runs: it comes with the stylesheet the page needs.
 */
function holdApp(page: Page): Promise<() => void> {
  return holdRoute(page, '**/assets/start-*.js');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [size, viewport] of VIEWPORTS) {
    test(`/login shows the whole sign-in form (${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/login');
      await expect(page).toHaveTitle('Sign in · SafeStay');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Sign in' });
      await expect(form.getByLabel('Email')).toBeEditable();
      await expect(form.getByLabel('Password')).toBeEditable();
      await expect(form.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Create account' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot');
      await expect(page.getByText('Loading SafeStay')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(page, `login-no-js-${size}`);
    });
  }

  test('a form sent before the app took over comes back to the sign-in page, the password in no address', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password').fill('never in a URL');
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Password')).toHaveValue('');
  });
});

test('the prerendered form is taken over in place: what was typed stays, no console error, signing in works', async ({
  page,
  request,
}) => {
  const landlord = await createLandlord(request);
  const problems = consoleProblems(page);
  const release = await holdApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(landlord.email);
  await page.getByLabel('Password').fill(landlord.password);
  await page.evaluate(() => {
    (document.querySelector('input[name="email"]') as HTMLInputElement & { fromHtml?: boolean }).fromHtml = true;
  });
  release();
  await hydrated(page);

  // The same input element (React adopted the markup rather than drawing it again), still filled in.
  expect(
    await page.evaluate(
      () => (document.querySelector('input[name="email"]') as HTMLInputElement & { fromHtml?: boolean }).fromHtml,
    ),
  ).toBe(true);
  await expect(page.getByLabel('Email')).toHaveValue(landlord.email);
  await expect(page.getByLabel('Password')).toHaveValue(landlord.password);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${landlord.user.name}!` })).toBeVisible();
  expect(problems).toEqual([]);
});

test('what is clicked and sent before the app took over is answered once it has', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const problems = consoleProblems(page);
  let release = await holdApp(page);
  // Once the page's own small entry has run (it holds the clicks; the DOMContentLoaded event waits
  // for it), not before: a click in the first milliseconds after the paint, before that, was lost
  // now and then on a loaded machine, and is outside what the entry claims.
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByRole('tab', { name: 'Create account' }).click();
  release();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('I am a')).toBeVisible();

  // Enter in the password field before the JavaScript arrives: the form is sent once it has.
  await page.unrouteAll();
  release = await holdApp(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(landlord.email);
  await page.getByLabel('Password').fill(landlord.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Signed in as Landlord')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a visitor who only reads the sign-in page is sent no app script; their first touch fetches it', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // The entry alone (it brings the stylesheet): no React, no screen; the tab is named all the same.
  expect(scripts).toHaveLength(1);
  await expect(page).toHaveTitle('Sign in · SafeStay');
  expect(await page.evaluate(reactHasRoot)).toBe(false);

  await page.getByLabel('Email').focus();
  await hydrated(page);
  expect(scripts.some((p) => /\/assets\/start-[^/]+\.js$/.test(p))).toBe(true);
});

test('a signed-in visitor who opens /login goes on to the dashboard', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  await signIn(page, landlord, '/dashboard');
  await expect(page.getByText('Signed in as Landlord')).toBeVisible();
  const problems = consoleProblems(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Signed in as Landlord')).toBeVisible();
  expect(problems).toEqual([]);
});
