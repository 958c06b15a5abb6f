import type { Page } from '@playwright/test';
import { createLandlord, expect, expectNoA11yViolations, test } from '../fixtures';

// The server sends /login's prerendered page in the visitor's language: by the language cookie the
// app writes (web/src/lib/locale.ts), else by Accept-Language (server/src/app.ts). A reader of
// Kiswahili sees the form in Kiswahili in the HTML itself, never English first, and the app
// adopts that markup without a hydration error.

/** Every console error and warning: React reports a hydration mismatch there (or as a page error, which the fixture fails on). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

/**
 * Runs in the page: whether hydrateRoot (or createRoot) has marked #root as its container. The app
 * runs on Preact (web/preact/aliases.ts), which keeps the root's tree in the container's `__k`.
 */
function reactHasRoot(): boolean {
  return '__k' in (document.getElementById('root') ?? {});
}

test.describe('a browser that reads Kiswahili', () => {
  test.use({ locale: 'sw-KE' });

  test('gets the Kiswahili form in the HTML, signs in, and React adopts it without an error', async ({
    page,
    request,
  }) => {
    const landlord = await createLandlord(request, { locale: 'sw' });
    const problems = consoleProblems(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto('/login');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="sw">');
    expect(html).toContain('<title>Ingia · SafeStay</title>');
    expect(html).toContain('Karibu tena');
    expect(html).not.toContain('Welcome back');
    expect(response?.headers().vary).toContain('Accept-Language');

    await expect(page.getByRole('heading', { name: 'Karibu tena' })).toBeVisible();
    // Swahili words are longer: nothing wider than a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.evaluate(() => {
      (document.querySelector('input[name="email"]') as HTMLInputElement & { fromHtml?: boolean }).fromHtml = true;
    });
    const form = page.getByRole('form', { name: 'Ingia' });
    // The first touch starts the app (web/src/main.tsx).
    await form.getByLabel('Barua pepe').fill(landlord.email);
    await form.getByLabel('Nenosiri').fill(landlord.password);
    await page.waitForFunction(reactHasRoot);
    // The same input (adopted, not drawn again), still in Kiswahili.
    expect(
      await page.evaluate(
        () => (document.querySelector('input[name="email"]') as HTMLInputElement & { fromHtml?: boolean }).fromHtml,
      ),
    ).toBe(true);
    await expect(page).toHaveTitle('Ingia · SafeStay');
    await expect(form.getByLabel('Barua pepe')).toHaveValue(landlord.email);
    await expectNoA11yViolations(page);

    await form.getByRole('button', { name: 'Ingia', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Karibu tena, ${landlord.user.name}!` })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('Kiswahili picked on an English browser is the language of the next visit’s page', async ({ page }) => {
  const problems = consoleProblems(page);
  const first = await page.goto('/login');
  expect(await first?.text()).toContain('<html lang="en">');
  await page.getByRole('button', { name: 'Kiswahili' }).click();
  await expect(page.getByRole('heading', { name: 'Karibu tena' })).toBeVisible();

  const next = await page.reload();
  expect(await next?.text()).toContain('<title>Ingia · SafeStay</title>');
  await expect(page.getByRole('heading', { name: 'Karibu tena' })).toBeVisible();
  // Back to English: the cookie follows.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await (await page.reload())?.text()).toContain('<title>Sign in · SafeStay</title>');
  expect(problems).toEqual([]);
});
