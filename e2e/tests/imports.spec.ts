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
  expectNoOverflow,
  listItem,
  type SessionUser,
  signIn,
  type TestSession,
  test,
  VIEWPORTS,
  YEAR,
} from '../fixtures';

// docs/imports.md: a landlord with a Paybill and no Daraja app imports M-Pesa's statement CSV.

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const nairobiToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });

/** No part of the screen wider than the phone. */
/** A fresh M-Pesa receipt number (10 capitals and digits). */
const receipt = () => `TK${Math.random().toString(36).slice(2, 10).toUpperCase()}`.padEnd(10, '0').slice(0, 10);

const HEADER =
  'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.';

interface Row {
  code: string;
  account: string;
  paidIn: string;
  payer: string;
  status?: string;
  time?: string;
}

/** M-Pesa's business-portal CSV: three title lines and a blank one, then the header (line 5); rows from line 6. */
function statement(rows: Row[]): string {
  const lines = rows.map((r) => {
    const time = r.time ?? `${nairobiToday()} 08:15:00`;
    return `${r.code},${time},${time},Pay Bill Online,${r.status ?? 'Completed'},"${r.paidIn}",,"90,000.00",true,Pay Bill Online,2547****126 - ${r.payer},,${r.account}`;
  });
  return `Organization Name,Import Court\nOrganisation Short Code,600966\nTime Period,01-11-2026 - 30-11-2026\n\n${HEADER}\n${lines.join('\n')}\n`;
}

/**
 * A building with a Paybill and no Daraja keys, two tenants living there (Amina, Baraka) and
 * March's rent billed; each tenant's account number as the landlord's tenant list gives it.
 */
async function paybillBuilding(request: APIRequestContext) {
  const landlord = await createLandlord(request);
  const apartmentId = landlord.user.apartmentId as string;
  await apiAs(request, landlord.token, 'PUT', '/payments/mpesa/settings', {
    environment: 'production',
    shortcodeType: 'paybill',
    shortcode: String(100_000 + Math.floor(Math.random() * 800_000)),
  });
  const amina = await createTenant(request, apartmentId, { name: 'Amina Wanjiru' });
  const baraka = await createTenant(request, apartmentId, { name: 'Baraka Mwangi' });
  await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
    month: 'March',
    year: YEAR,
    dueDate: `${YEAR}-03-05`,
  });
  const tenancies = await apiAs<{ accountRef: string; tenant: { name: string } }[]>(
    request,
    landlord.token,
    'GET',
    '/tenancies?status=active',
  );
  const account = (name: string) => tenancies.find((t) => t.tenant.name === name)?.accountRef as string;
  return { landlord, amina, baraka, aminaAccount: account('Amina Wanjiru'), barakaAccount: account('Baraka Mwangi') };
}

/** Chooses the statement file on the import screen, as the file picker would. */
async function upload(page: Page, name: string, csv: string) {
  await page.getByLabel(/^(Choose the CSV file|Chagua faili la CSV)$/).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
}

/** The preview's rows as this screen size shows them: a table on a computer, a list on a phone. */
function statementRows(page: Page, caption: string): Locator {
  const shown = page.getByRole('table', { name: caption }).or(page.getByRole('list', { name: caption }));
  return shown.getByRole('row').or(shown.getByRole('listitem'));
}

/** A count of the preview or result ("Paid to tenants" 2). */
const count = (page: Page, label: string) => page.locator('dl > div').filter({ hasText: label }).locator('dd');

for (const [size, viewport] of VIEWPORTS) {
  test(`${size}: a statement is previewed, recorded once, its unmatched money assigned; a bad file names its line`, async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const { landlord, amina, aminaAccount, barakaAccount } = await paybillBuilding(request);
    const [paid, part, stray, failed] = [receipt(), receipt(), receipt(), receipt()];
    const csv = statement([
      { code: paid, account: aminaAccount, paidIn: '15,000.00', payer: 'AMINA WANJIRU' },
      { code: part, account: barakaAccount.toLowerCase(), paidIn: '5,000.00', payer: 'BARAKA MWANGI' },
      { code: stray, account: 'ZZ404', paidIn: '1,200.00', payer: 'PETER' },
      { code: paid, account: aminaAccount, paidIn: '15,000.00', payer: 'AMINA WANJIRU' },
      { code: failed, account: aminaAccount, paidIn: '3,000.00', payer: 'AMINA WANJIRU', status: 'Failed' },
    ]);

    // From Payments to the import screen.
    await signIn(page, landlord, '/payments');
    await page.getByRole('link', { name: 'Import statement' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import statement' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download a sample M-Pesa statement' })).toHaveAttribute(
      'href',
      '/samples/mpesa-statement-sample.csv',
    );
    await expectNoA11yViolations(page);
    if (size === 'phone') await expectNoOverflow(page);
    await page.screenshot({ path: path.join(screenshots, `imports-start-${size}.png`), fullPage: true });

    // The preview: what each row will do, and why; nothing recorded yet.
    await upload(page, 'mpesa-march.csv', csv);
    await expect(page.getByRole('heading', { level: 2, name: 'Preview · 5 rows' })).toBeVisible();
    await expect(count(page, 'Paid to tenants')).toHaveText('2');
    await expect(count(page, 'Unmatched')).toHaveText('1');
    await expect(count(page, 'Already recorded')).toHaveText('1');
    await expect(count(page, 'Ignored')).toHaveText('1');
    const rows = statementRows(page, 'Each row of the statement and what happens to it');
    await expect(rows.filter({ hasText: 'Amina Wanjiru' }).filter({ hasText: 'Paid' })).toContainText(
      `Paid by Amina Wanjiru (account ${aminaAccount}).`,
    );
    await expect(rows.filter({ hasText: part })).toContainText('Paid by Baraka Mwangi');
    await expect(rows.filter({ hasText: stray })).toContainText(
      'No tenant has the account number "ZZ404": it waits unmatched.',
    );
    await expect(rows.filter({ hasText: 'The same payment as line 6: nothing changes.' })).toHaveCount(1);
    await expect(rows.filter({ hasText: failed })).toContainText('Status "Failed", not Completed: ignored.');
    await closeToasts(page);
    await expectNoA11yViolations(page);
    if (size === 'phone') await expectNoOverflow(page);
    await page.screenshot({ path: path.join(screenshots, `imports-preview-${size}.png`), fullPage: true });

    // Recorded: the result replaces the preview.
    await page.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Recorded · 5 rows' })).toBeVisible();
    await expect(page.getByText('Recorded: 2 payments to tenants, 1 waiting unmatched.').first()).toBeVisible();
    await closeToasts(page);
    await expectNoA11yViolations(page);
    if (size === 'phone') await expectNoOverflow(page);
    await page.screenshot({ path: path.join(screenshots, `imports-recorded-${size}.png`), fullPage: true });

    // Amina's March rent is paid, on her own screen.
    const tenantContext = await browser.newContext({ viewport });
    const tenantPage = await tenantContext.newPage();
    await signIn(tenantPage, amina, '/bills');
    await expect(listItem(tenantPage, `Rent for March ${YEAR}`)).toContainText('Paid');
    await tenantContext.close();

    // The money that named nobody waits on Payments; the landlord says it is Baraka's.
    await page.getByRole('link', { name: 'See unmatched payments' }).click();
    const unmatched = page.getByRole('region', { name: 'Unmatched payments (1)' });
    const card = unmatched.getByRole('article', { name: 'KSH 1,200 from PETER' });
    await expect(card).toContainText('ZZ404');
    await expect(card).toContainText(stray);
    await expectNoA11yViolations(page);
    if (size === 'phone') await expectNoOverflow(page);
    await page.screenshot({ path: path.join(screenshots, `imports-unmatched-${size}.png`), fullPage: true });
    const option = await card
      .getByLabel('Assign to')
      .getByRole('option', { name: /Baraka Mwangi/ })
      .getAttribute('value');
    await card.getByLabel('Assign to').selectOption(option as string);
    await card.getByRole('button', { name: 'Assign KSH 1,200 from PETER' }).click();
    await expect(page.getByText('Payment assigned.')).toBeVisible();
    await expect(page.getByRole('region', { name: /Unmatched payments/ })).toHaveCount(0);
    await expect(listItem(page.getByRole('region', { name: 'All payments' }), stray)).toContainText('Baraka Mwangi');

    // The same file again: every row already counted, nothing to record.
    await page.goto('/payments/import');
    await upload(page, 'mpesa-march.csv', csv);
    await expect(page.getByRole('heading', { level: 2, name: 'Preview · 5 rows' })).toBeVisible();
    await expect(count(page, 'Paid to tenants')).toHaveText('0');
    await expect(count(page, 'Unmatched')).toHaveText('0');
    await expect(count(page, 'Already recorded')).toHaveText('4');
    await expect(rows.filter({ hasText: stray })).toContainText(`${stray} is already recorded: nothing changes.`);
    await expect(page.getByRole('button', { name: 'Record', exact: true })).toBeDisabled();

    // A file that cannot be read names its first bad line; nothing is shown as recorded.
    await closeToasts(page);
    const bad = statement([
      { code: receipt(), account: aminaAccount, paidIn: '2,000.00', payer: 'AMINA WANJIRU' },
      { code: receipt(), account: aminaAccount, paidIn: '2,000.00', payer: 'AMINA WANJIRU', time: '31/31/2026 25:00' },
      { code: receipt(), account: aminaAccount, paidIn: 'two thousand', payer: 'AMINA WANJIRU' },
    ]);
    await upload(page, 'broken.csv', bad);
    await expect(page.getByText(/^Line 7: "31\/31\/2026 25:00" is not a date and time like /)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Preview/ })).toHaveCount(0);
    if (size === 'desktop')
      await page.screenshot({ path: path.join(screenshots, `imports-bad-line-${size}.png`), fullPage: true });
  });
}

test('Kiswahili: a landlord who reads Kiswahili sees the preview in Kiswahili', async ({ page, request }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const { landlord, aminaAccount } = await paybillBuilding(request);
  const { user } = await apiAs<{ user: SessionUser }>(request, landlord.token, 'PUT', '/auth/me', { locale: 'sw' });
  const stray = receipt();
  const csv = statement([
    { code: receipt(), account: aminaAccount, paidIn: '15,000.00', payer: 'AMINA WANJIRU' },
    { code: stray, account: 'ZZ404', paidIn: '1,200.00', payer: 'PETER' },
  ]);
  await signIn(page, { ...landlord, user } as TestSession, '/payments/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Leta taarifa ya malipo' })).toBeVisible();
  await upload(page, 'mpesa.csv', csv);
  await expect(page.getByRole('heading', { level: 2, name: 'Hakiki · Mistari 2' })).toBeVisible();
  await expect(count(page, 'Imelipwa kwa wapangaji')).toHaveText('1');
  await expect(count(page, 'Bila mwenyewe')).toHaveText('1');
  const rows = statementRows(page, 'Kila mstari wa taarifa na kinachotokea kwake');
  await expect(rows.filter({ hasText: 'Amina Wanjiru' })).toContainText(
    `Imelipwa na Amina Wanjiru (akaunti ${aminaAccount}).`,
  );
  await expect(rows.filter({ hasText: stray })).toContainText(
    'Hakuna mpangaji mwenye nambari ya akaunti "ZZ404": inasubiri bila mwenyewe.',
  );
  await expect(page.getByRole('button', { name: 'Rekodi', exact: true })).toBeEnabled();
  await closeToasts(page);
  await expectNoA11yViolations(page);
  await expectNoOverflow(page);
  await page.screenshot({ path: path.join(screenshots, 'imports-preview-sw-phone.png'), fullPage: true });
});
