import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  apiAs,
  closeToasts,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  listItem,
  PASSWORD,
  type SessionUser,
  signIn,
  test,
  uniq,
  VIEWPORTS,
} from '../fixtures';

// The month story of docs/portfolio.md: a landlord with three buildings and a caretaker runs a
// month in the browser, and every building's dashboard agrees with its card on the portfolio, and
// the portfolio's totals with the cards. CI runs this spec on PostgreSQL too (.ci/run).

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const PHONE = { width: 390, height: 844 };

/** This month and the one before, in Nairobi: names as the bill form shows them, and the last day. */
const nairobi = (options: Intl.DateTimeFormatOptions, at = new Date()) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Africa/Nairobi' }).format(at);
const year = Number(nairobi({ year: 'numeric' }));
const month = Number(nairobi({ month: 'numeric' }));
const monthName = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 15)).toLocaleString('en-US', { month: 'long' });
const [lastYear, lastMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
const two = (n: number) => String(n).padStart(2, '0');
/** Due on the month's last day: due today or later, whatever day of the month the test runs. */
const monthEnd = `${year}-${two(month)}-${two(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;

/** The building switcher in view: the phone's bar, or the sidebar (a phone's open menu has both). */
const switcher = (page: Page) =>
  page
    .getByRole('button', { name: /^Building/ })
    .filter({ visible: true })
    .first();
const shillings = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const LABELS = ['Expected', 'Collected', 'Overdue', 'Due soon'] as const;

async function figures(scope: Locator): Promise<number[]> {
  const out: number[] = [];
  for (const label of LABELS) {
    const row = scope
      .locator('dl > div')
      .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) });
    out.push(shillings(await row.locator('dd').innerText()));
  }
  return out;
}

/** The API as this person, acting on one building (X-Apartment-Id, docs/portfolio.md). */
async function apiIn<T = unknown>(
  request: APIRequestContext,
  token: string,
  apartmentId: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'X-Apartment-Id': apartmentId },
    data: body,
  });
  if (!response.ok()) throw new Error(`${method} ${url} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function openMenuOnPhone(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
}

for (const [size, viewport] of VIEWPORTS) {
  test(`${size}: three buildings and a caretaker run a month; each building agrees with the portfolio`, async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const landlord = await createLandlord(request);
    const first = { id: landlord.user.apartmentId as string, name: landlord.user.apartmentName as string };

    // The second building from the menu, the third straight from the API.
    await signIn(page, landlord, '/dashboard');
    await openMenuOnPhone(page);
    await page.getByRole('button', { name: 'Add a building' }).click();
    const add = page.getByRole('dialog', { name: 'Add a building' });
    const secondName = `Mvule ${uniq()}`;
    await add.getByLabel('Apartment name').fill(secondName);
    await add.getByLabel('Area').fill('Kilimani');
    await add.getByLabel(/Usual rent/).fill('15000');
    await add.getByRole('button', { name: 'Add building' }).click();
    await expect(page.getByText(`${secondName} is added. Switch to it from the top of the screen.`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(switcher(page)).toContainText(secondName);
    await closeToasts(page);
    const thirdName = `Mninga ${uniq()}`;
    await apiAs(request, landlord.token, 'POST', '/apartments', { name: thirdName, area: 'Ruaka', rentAmount: 15000 });
    const owned = await apiAs<{ _id: string; name: string }[]>(request, landlord.token, 'GET', '/apartments/owned');
    const idOf = (name: string) => owned.find((a) => a.name === name)?._id as string;
    const second = { id: idOf(secondName), name: secondName };
    const third = { id: idOf(thirdName), name: thirdName };
    const buildings = [first, second, third];

    // Tenants by the fastest fixture: two in the first and second buildings, one in the third.
    for (const b of [second, third])
      await apiIn(request, landlord.token, b.id, 'PUT', '/apartments/mine', { joinPolicy: 'open' });
    await createTenant(request, first.id);
    await createTenant(request, first.id);
    const payer = await createTenant(request, second.id);
    const claimant = await createTenant(request, second.id);
    await createTenant(request, third.id);

    // Last month's rent in the second and third buildings (late now); this month's in the first,
    // by the form, and in the second, due on the month's last day.
    for (const b of [second, third])
      await apiIn(request, landlord.token, b.id, 'POST', '/bills/generate-monthly', {
        month: monthName(lastYear, lastMonth),
        year: lastYear,
        dueDate: `${lastYear}-${two(lastMonth)}-05`,
      });
    await apiIn(request, landlord.token, second.id, 'POST', '/bills/generate-monthly', {
      month: monthName(year, month),
      year,
      dueDate: monthEnd,
    });
    await switcher(page).click();
    await page.getByRole('menuitemradio', { name: new RegExp(first.name) }).click();
    await expect(switcher(page)).toContainText(first.name);
    await page.goto('/bills');
    await page.getByRole('button', { name: 'Create Monthly Bills' }).first().click();
    const form = page.getByRole('dialog', { name: 'Create Monthly Bills' });
    await form.getByLabel('Month').selectOption(monthName(year, month));
    await form.getByLabel('Year').fill(String(year));
    await form.getByLabel('Due date').fill(monthEnd);
    await form.getByRole('button', { name: 'Create Bills' }).click();
    await expect(page.getByText(`Created 2 bills for ${monthName(year, month)} ${year}.`)).toBeVisible();
    await closeToasts(page);

    // A tenant of the second building says they paid by M-Pesa; the owner invites a caretaker there.
    await apiAs(request, claimant.token, 'POST', '/payments', {
      amount: 3000,
      method: 'mpesa',
      reference: 'QMN4PQ7RST',
    });
    const { invite } = await apiIn<{ invite: { code: string } }>(
      request,
      landlord.token,
      second.id,
      'POST',
      '/staff/invites',
      {
        name: 'Achieng',
      },
    );
    const u = uniq();
    const signedUp = await request.post('/api/auth/register', {
      data: {
        role: 'Caretaker',
        staffInviteCode: invite.code,
        name: `Achieng ${u}`,
        email: `caretaker-${u}@example.com`,
        password: PASSWORD,
        nationalID: `C${u}`.slice(0, 20),
        primaryPhoneNumber: '+254733000003',
      },
    });
    expect(signedUp.status(), await signedUp.text()).toBe(201);
    const caretaker = (await signedUp.json()) as { user: SessionUser; token: string };

    // The caretaker, on their phone: cash from one tenant, and the other's claim confirmed.
    const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
    await signIn(phone, { ...caretaker, email: '', password: PASSWORD }, '/payments');
    // A new browser's first screen: on a busy host the app took over 15 s to load here once.
    await expect(phone.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible({ timeout: 60_000 });
    await phone.getByRole('button', { name: 'Record payment' }).first().click();
    const record = phone.getByRole('dialog', { name: 'Record payment' });
    await record.getByLabel('Tenant').selectOption({ label: `${payer.user.name} · owes KSH 30,000` });
    await record.getByLabel('Amount (KSH)').fill('15000');
    await record.getByLabel('Method').selectOption('Cash');
    await record.getByRole('button', { name: 'Record payment' }).click();
    await expect(phone.getByText('Payment recorded. Receipt R-000001.')).toBeVisible();
    const toConfirm = phone.getByRole('region', { name: 'To confirm (1)' });
    await toConfirm.getByRole('button', { name: `Confirm KSH 3,000 from ${claimant.user.name}` }).click();
    await expect(phone.getByText('Payment confirmed. Receipt R-000002.')).toBeVisible();
    await expect(listItem(phone, 'R-000001')).toContainText(`Recorded by Achieng ${u} (caretaker)`);
    await closeToasts(phone);
    await expectNoA11yViolations(phone);
    if (size === 'desktop')
      await phone.screenshot({ path: path.join(screenshots, 'portfolio-month-caretaker-phone.png'), fullPage: true });
    await phone.context().close();

    // The owner reads each building's dashboard, switching from the header.
    const dashboards = new Map<string, number[]>();
    await page.goto('/dashboard');
    for (const b of buildings) {
      await switcher(page).click();
      await page.getByRole('menuitemradio', { name: new RegExp(b.name) }).click();
      await expect(switcher(page)).toContainText(b.name);
      await expect(page).toHaveURL(/\/dashboard$/);
      const money = page.getByRole('region', { name: /^Money in / });
      await expect(money.getByText('No payments to confirm')).toBeVisible();
      dashboards.set(b.name, await figures(money));
    }
    // What the month did, building by building: [expected, collected, overdue, due soon].
    expect(dashboards.get(first.name)).toEqual([30000, 0, 0, 30000]);
    // Last month's 30,000 less the caretaker's 15,000 cash and the confirmed 3,000, oldest first.
    expect(dashboards.get(second.name)).toEqual([30000, 18000, 12000, 30000]);
    expect(dashboards.get(third.name)).toEqual([0, 0, 15000, 0]);

    // The portfolio: each card is its building's dashboard, and the totals are the cards' sum.
    await openMenuOnPhone(page);
    await page.getByRole('link', { name: 'Buildings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Buildings' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    const sum = [0, 0, 0, 0];
    for (const b of buildings) {
      const line = await figures(cards.filter({ hasText: b.name }));
      expect(line, b.name).toEqual(dashboards.get(b.name));
      line.forEach((n, i) => {
        sum[i] += n;
      });
    }
    expect(await figures(page.getByRole('region', { name: /^All buildings, / }))).toEqual(sum);
    expect(sum).toEqual([60000, 18000, 27000, 60000]);
    await expectNoA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(screenshots, `portfolio-month-${size}.png`), fullPage: true });
  });
}
