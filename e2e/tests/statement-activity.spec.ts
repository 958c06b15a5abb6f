import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiAs,
  closeToasts,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  signIn,
  type TestSession,
  test,
  VIEWPORTS,
} from '../fixtures';

interface BillJson {
  _id: string;
  description: string;
  tenancyId: string;
  tenant: { _id: string; name: string };
}

// Last year's months: every charge is older than today's payment and void, whatever today is.
const YEAR = new Date().getFullYear() - 1;

/** With STMT_SHOTS=<dir>, the screens are saved there to look at; otherwise nothing is written. */
async function shoot(page: Page, name: string) {
  if (process.env.STMT_SHOTS) await page.screenshot({ path: path.join(process.env.STMT_SHOTS, name), fullPage: true });
}

/**
 * A tenant billed rent for March and April (KSH 15,000 each) who paid KSH 10,000 in cash, after
 * which April was voided as billed twice: they owe KSH 5,000. A neighbour pays KSH 2,000.
 */
async function aLedger(request: APIRequestContext) {
  const landlord = await createLandlord(request, {}, 'open');
  const apartmentId = landlord.user.apartmentId as string;
  const movedIn = { dateMovedIn: `${YEAR}-01-15` };
  const tenant = await createTenant(request, apartmentId, movedIn);
  const neighbour = await createTenant(request, apartmentId, movedIn);
  for (const [month, mm] of [
    ['March', '03'],
    ['April', '04'],
  ]) {
    await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
      month,
      year: YEAR,
      dueDate: `${YEAR}-${mm}-05`,
    });
  }
  const bills = await apiAs<BillJson[]>(request, landlord.token, 'GET', '/bills/apartment');
  const own = (who: TestSession) => bills.filter((b) => b.tenant._id === who.user.id);
  const april = own(tenant).find((b) => b.description.includes('April'));
  if (!april) throw new Error('no April bill');
  await apiAs(request, landlord.token, 'POST', '/payments', {
    tenancyId: april.tenancyId,
    amount: 10000,
    method: 'cash',
  });
  await apiAs(request, landlord.token, 'POST', `/bills/${april._id}/void`, { reason: 'Billed twice' });
  await apiAs(request, landlord.token, 'POST', '/payments', {
    tenancyId: own(neighbour)[0].tenancyId,
    amount: 2000,
    method: 'cash',
  });
  return { landlord, tenant, neighbour };
}

for (const [size, viewport] of VIEWPORTS) {
  test(`a tenant reads their statement and downloads it as a PDF (${size})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const { tenant } = await aLedger(request);
    await signIn(page, tenant, '/statement');

    await expect(page.getByRole('heading', { level: 1, name: 'Statement' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: tenant.user.name })).toBeVisible();
    await expect(page.getByText('You owe KSH 5,000')).toBeVisible();
    await expect(page).toHaveTitle('Statement · SafeStay');

    const name = `Statement of ${tenant.user.name}, oldest first`;
    // A table from a tablet up, cards on a phone: the same lines, opening to closing balance.
    const lines =
      size === 'desktop'
        ? page.getByRole('table', { name }).getByRole('row')
        : page.getByRole('list', { name }).getByRole('listitem');
    await expect(
      size === 'desktop' ? page.getByRole('list', { name }) : page.getByRole('table', { name }),
    ).toBeHidden();
    const first = size === 'desktop' ? 1 : 0;
    await expect(lines).toHaveCount(first + 6);
    await expect(lines.nth(first)).toContainText('Opening balance');
    await expect(lines.nth(first + 1)).toContainText(`Rent for March ${YEAR}`);
    await expect(lines.nth(first + 1)).toContainText('KSH 15,000');
    await expect(lines.nth(first + 2)).toContainText(`Rent for April ${YEAR}`);
    await expect(lines.nth(first + 2)).toContainText('KSH 30,000');
    await expect(lines.nth(first + 3)).toContainText(/Payment, Cash, receipt R-\d+/);
    await expect(lines.nth(first + 3)).toContainText('KSH 20,000');
    await expect(lines.nth(first + 4)).toContainText(`Rent for April ${YEAR} (Billed twice)`);
    await expect(lines.nth(first + 4).getByText('Voided', { exact: true })).toBeVisible();
    await expect(lines.nth(first + 4)).toContainText('KSH 5,000');
    await expect(lines.nth(first + 5)).toContainText('Closing balance');
    await expect(lines.nth(first + 5)).toContainText('KSH 5,000');
    await expect(page.getByRole('link', { name: /Record payment/ })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await shoot(page, `tenant-statement-${size}.png`);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^statement-.+\.pdf$/);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Only April: the balance brought in is March's rent, and the line says on which day.
    const dates = page.getByRole('form', { name: 'Dates' });
    await dates.getByLabel('From').fill(`${YEAR}-04-01`);
    await dates.getByLabel('To').fill(`${YEAR}-04-30`);
    await dates.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByText(`Balance on 30 Apr ${YEAR}`)).toBeVisible();
    await expect(page.getByText('You owe KSH 30,000')).toBeVisible();
    await expect(lines).toHaveCount(first + 3);
    await expect(lines.nth(first)).toContainText('KSH 15,000');
    await expect(page).toHaveURL(new RegExp(`from=${YEAR}-04-01&to=${YEAR}-04-30`));
    await dates.getByRole('button', { name: 'All dates' }).click();
    await expect(page.getByText('You owe KSH 5,000')).toBeVisible();
  });

  test(`a landlord opens a tenant's statement and their activity (${size})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const { landlord, tenant, neighbour } = await aLedger(request);
    await signIn(page, landlord, '/statement');

    await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
    const living = page.getByRole('region', { name: /Living here/ });
    await expect(living.getByRole('link', { name: new RegExp(tenant.user.name) })).toContainText('Owes KSH 5,000');
    await expect(living.getByRole('link', { name: new RegExp(neighbour.user.name) })).toContainText('Owes KSH 28,000');
    await expectNoA11yViolations(page);
    await shoot(page, `statement-picker-${size}.png`);
    await living.getByRole('link', { name: new RegExp(tenant.user.name) }).click();

    await expect(page.getByText(`${tenant.user.name} owes KSH 5,000`)).toBeVisible();
    await expect(page).toHaveURL(/\/statement\?tenancy=/);
    const tenancyId = new URL(page.url()).searchParams.get('tenancy');
    await expect(page.getByRole('link', { name: `Record payment from ${tenant.user.name}` })).toHaveAttribute(
      'href',
      `/payments?record=1&tenancy=${tenancyId}`,
    );
    await expect(page.getByText('Billed twice').first()).toBeAttached();
    await expectNoA11yViolations(page);
    await shoot(page, `landlord-statement-${size}.png`);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    // The tenant's history: their payment and the void with its reason, not the neighbour's payment.
    await page.getByRole('link', { name: `Activity of ${tenant.user.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(page.getByText(`Showing activity of ${tenant.user.name}`)).toBeVisible();
    // All of it happened this month: one month heading (Nairobi's month), days beneath it.
    const thisMonth = new Date().toLocaleString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Nairobi',
    });
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([thisMonth]);
    const feed = page.getByRole('main').getByRole('listitem');
    await expect(feed.filter({ hasText: `Recorded KSH 10,000 Cash from ${tenant.user.name}` })).toHaveCount(1);
    await expect(
      feed.filter({ hasText: /Voided "Rent for April \d+" \(KSH 15,000\) of .*: "Billed twice"/ }),
    ).toContainText('Charge voided');
    await expect(feed.filter({ hasText: 'KSH 2,000' })).toHaveCount(0);
    await expect(feed.first()).toContainText(`By ${landlord.user.name} (Landlord)`);
    await closeToasts(page);
    await expectNoA11yViolations(page);
    await shoot(page, `activity-tenant-${size}.png`);

    // Payments only, then the whole building again.
    await page.getByRole('button', { name: 'Payments' }).click();
    await expect(feed.filter({ hasText: 'Billed twice' })).toHaveCount(0);
    await expect(feed.filter({ hasText: 'Recorded KSH 10,000' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expect(page.getByText(/Showing activity of/)).toHaveCount(0);
    await expect(feed.filter({ hasText: `Recorded KSH 2,000 Cash from ${neighbour.user.name}` })).toHaveCount(1);
    await page.getByRole('button', { name: 'All' }).click();
    await expect(feed.filter({ hasText: /Rent for March/ })).toHaveCount(2);
    await shoot(page, `activity-all-${size}.png`);

    // One payment's own history, from its row.
    await feed.filter({ hasText: 'Recorded KSH 2,000' }).getByRole('link', { name: 'History of this payment' }).click();
    await expect(page.getByText('Showing the history of this payment')).toBeVisible();
    await expect(feed).toHaveCount(1);
  });
}
