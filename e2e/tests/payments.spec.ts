import { readFile } from 'node:fs/promises';
import type { Browser, Download } from '@playwright/test';
import {
  apiAs,
  closeToasts,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  listItem,
  signIn,
  type TestSession,
  test,
  VIEWPORTS,
  YEAR,
} from '../fixtures';

interface BillJson {
  _id: string;
  description: string;
  tenancyId: string;
}

/** A second person on their own phone or computer, signed in at `path`. */
async function openAs(browser: Browser, viewport: { width: number; height: number }, who: TestSession, path: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, who, path);
  return page;
}

/** One payment as the screen shows it: a table row on a wide screen, a card on a phone. */
const payment = listItem;

/** The text of a downloaded PDF (pdfjs, as the server's tests read their PDFs). */
async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** A building with one tenant and their April rent bill. */
async function buildingWithBill(request: Parameters<typeof createLandlord>[0]) {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
    month: 'April',
    year: YEAR,
    dueDate: `${YEAR}-04-05`,
  });
  const [bill] = await apiAs<BillJson[]>(request, landlord.token, 'GET', '/bills/apartment');
  return { landlord, tenant, bill };
}

for (const [size, viewport] of VIEWPORTS) {
  test(`a tenant's M-Pesa claim is confirmed with a receipt, another is rejected with a reason (${size})`, async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const { landlord, tenant } = await buildingWithBill(request);

    // The tenant says they paid: the form repeats it in their words and says the landlord confirms.
    await signIn(page, tenant, '/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'My Payments' })).toBeVisible();
    await expect(page.getByText('No payments yet')).toBeVisible();
    await page.getByRole('button', { name: 'I paid' }).first().click();
    const claim = page.getByRole('dialog', { name: 'I paid' });
    await expect(claim).toContainText('Your landlord confirms this payment.');
    await claim.getByLabel('Amount (KSH)').fill('7500');
    await claim.getByLabel('Reference').fill('NLJ7RT61');
    await claim.getByRole('button', { name: 'Send to landlord' }).click();
    await expect(claim.getByText(/Reference must be the M-Pesa code/)).toBeVisible();
    await expect(claim.getByLabel('Reference')).toBeFocused();
    await claim.getByLabel('Reference').fill('nlj7rt61sv');
    await expect(claim).toContainText('“I paid KSH 7,500 with M-Pesa, code NLJ7RT61SV”');
    await expectNoA11yViolations(page);
    await claim.getByRole('button', { name: 'Send to landlord' }).click();
    await expect(page.getByText(`Thank you. ${landlord.user.name} will confirm your payment`)).toBeVisible();
    const mine = payment(page, 'NLJ7RT61SV');
    await expect(mine).toContainText('Waiting for landlord');
    // A second claim, made through the API.
    await apiAs(request, tenant.token, 'POST', '/payments', { amount: 3000, method: 'mpesa', reference: 'QAB3CD4EFG' });

    // The landlord sees both waiting, confirms one with a tap and rejects the other with a reason.
    const owner = await openAs(browser, viewport, landlord, '/payments');
    const toConfirm = owner.getByRole('region', { name: 'To confirm (2)' });
    await expect(toConfirm).toBeVisible();
    const first = toConfirm.getByRole('article').filter({ hasText: 'NLJ7RT61SV' });
    await expect(first).toContainText(tenant.user.name);
    await expect(first).toContainText('KSH 7,500');
    await expectNoA11yViolations(owner);
    await first.getByRole('button', { name: `Confirm KSH 7,500 from ${tenant.user.name}` }).click();
    await expect(owner.getByText('Payment confirmed. Receipt R-000001.')).toBeVisible();
    await expect(owner.getByRole('region', { name: 'To confirm (1)' })).toBeVisible();

    await owner.getByRole('button', { name: `Reject KSH 3,000 from ${tenant.user.name}` }).click();
    const reject = owner.getByRole('dialog', { name: 'Reject claim' });
    await reject.getByLabel('Reason').fill('No such SMS on my phone');
    await reject.getByRole('button', { name: 'Reject claim' }).click();
    await expect(owner.getByText('Claim rejected. The tenant sees your reason.')).toBeVisible();
    await expect(owner.getByRole('region', { name: /To confirm/ })).toHaveCount(0);
    const all = owner.getByRole('region', { name: 'All payments' });
    // Paid today: under this month's heading (Nairobi's month), the only one.
    const thisMonth = new Date().toLocaleString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Nairobi',
    });
    await expect(all.getByRole('heading', { level: 3 })).toHaveText([thisMonth]);
    await expect(payment(all, 'R-000001')).toContainText('Confirmed');
    await expect(payment(all, 'R-000001')).toContainText(`Rent for April ${YEAR}`);
    await expect(payment(all, 'QAB3CD4EFG')).toContainText('Reason: No such SMS on my phone');

    // The tenant's screen follows without a reload: confirmed with its receipt, the other rejected.
    await expect(mine).toContainText('Confirmed');
    await expect(mine).toContainText('R-000001');
    await expect(payment(page, 'QAB3CD4EFG')).toContainText('Rejected');
    await expect(payment(page, 'QAB3CD4EFG')).toContainText('Reason: No such SMS on my phone');
    const download = page.waitForEvent('download');
    const answer = page.waitForResponse((r) => r.url().endsWith('/receipt'));
    await mine.getByRole('button', { name: 'Download receipt R-000001' }).click();
    // A refused PDF fails here with its status, not after the test's time runs out.
    expect((await answer).status(), 'GET /payments/:id/receipt').toBe(200);
    const receipt = await download;
    expect(receipt.suggestedFilename()).toBe('receipt-r-000001.pdf');
    const text = await pdfText(receipt);
    expect(text).toContain('R-000001');
    expect(text).toContain('KSH 7,500');
    await closeToasts(page);
    await expectNoA11yViolations(page);
    await owner.context().close();
  });

  test(`the landlord records a cash payment from a link and reverses it with a reason (${size})`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const { landlord, tenant, bill } = await buildingWithBill(request);

    // A link from another screen opens the form filled in: the tenant, the bill's amount.
    await signIn(page, landlord, `/payments?record=1&tenancy=${bill.tenancyId}&bill=${bill._id}&amount=15000`);
    const form = page.getByRole('dialog', { name: 'Record payment' });
    await expect(form.getByLabel('Tenant')).toHaveValue(bill.tenancyId);
    await expect(form.getByLabel('Tenant').locator('option:checked')).toHaveText(
      `${tenant.user.name} · owes KSH 15,000`,
    );
    await expect(form.getByLabel('Amount (KSH)')).toHaveValue('15000');
    // M-Pesa needs its code; cash does not.
    await form.getByRole('button', { name: 'Record payment' }).click();
    await expect(form.getByText(/Reference must be the M-Pesa code/)).toBeVisible();
    await form.getByLabel('Method').selectOption('Cash');
    await expect(form.getByText(/Reference must be the M-Pesa code/)).toHaveCount(0);
    await expectNoA11yViolations(page);
    await form.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText('Payment recorded. Receipt R-000001.')).toBeVisible();
    await expect(form).toHaveCount(0);
    // The list stays on the tenant the link named, until cleared.
    await expect(page.getByText(`Showing payments of ${tenant.user.name}`)).toBeVisible();
    const all = page.getByRole('region', { name: 'All payments' });
    const recorded = payment(all, 'R-000001');
    await expect(recorded).toContainText('Cash');
    await expect(recorded).toContainText('Confirmed');
    await expect(recorded).toContainText(`Rent for April ${YEAR}`);
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expect(page).toHaveURL(/\/payments$/);

    // Reverse asks why; the payment stays in the list, reversed, with the reason.
    await recorded.getByRole('button', { name: `Reverse KSH 15,000 from ${tenant.user.name}` }).click();
    const reverse = page.getByRole('dialog', { name: 'Reverse payment' });
    await expect(reverse).toContainText(`KSH 15,000 Cash from ${tenant.user.name}`);
    await reverse.getByLabel('Reason').fill('Entered twice by mistake');
    await reverse.getByRole('button', { name: 'Reverse payment' }).click();
    await expect(page.getByText('Payment reversed. Its bills are open again')).toBeVisible();
    await expect(recorded).toContainText('Reversed');
    await expect(recorded).toContainText('Reason: Entered twice by mistake');
    await expect(recorded.getByRole('button', { name: /^Reverse/ })).toHaveCount(0);
    // The receipt number stays used: its receipt still downloads.
    await expect(recorded.getByRole('button', { name: 'Download receipt R-000001' })).toBeVisible();

    await page.getByRole('button', { name: 'Confirmed', exact: true }).click();
    await expect(all.getByText('No payments match this filter.')).toBeVisible();
    await page.getByRole('button', { name: 'Reversed', exact: true }).click();
    await expect(payment(all, 'R-000001')).toBeVisible();
    await closeToasts(page);
    await expectNoA11yViolations(page);
  });
}
