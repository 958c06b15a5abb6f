import type { Page } from '@playwright/test';
import { apiAs, createLandlord, createTenant, expect, signIn, test, YEAR } from '../fixtures';

interface BillJson {
  _id: string;
  tenant: { _id: string; name: string };
}

/** True when a click at the centre of the locator's box would reach it (nothing drawn over it). */
async function isUncovered(page: Page, name: string) {
  const button = page.getByRole('button', { name }).first();
  const box = await button.boundingBox();
  if (!box) return false;
  return button.evaluate(
    (el, { x, y }) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && el.contains(top);
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

test('the outstanding total counts every matching bill, not only the 20 on screen', async ({ page, request }) => {
  test.slow();
  const landlord = await createLandlord(request, { rentAmount: 10000 });
  const apartmentId = landlord.user.apartmentId as string;
  await Promise.all(Array.from({ length: 51 }, () => createTenant(request, apartmentId)));
  await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
    month: 'March',
    year: YEAR,
    dueDate: `${YEAR}-03-05`,
  });
  await signIn(page, landlord, '/bills');
  // A page holds at most 20 bills of a month; the month goes on over the next pages.
  const rows = page
    .getByRole('table', { name: `Bills due in March ${YEAR}` })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(20);
  await expect(page.getByText('51 bills, KSH 510,000 outstanding')).toBeVisible();
  await page.getByRole('button', { name: `Show more from March ${YEAR}` }).click();
  await expect(rows).toHaveCount(40);
  await expect(page.getByRole('heading', { level: 2, name: `March ${YEAR}` })).toHaveCount(1);
});

test('raising a paid bill warns first, then says what changed; toasts leave the main button free', async ({
  page,
  request,
}) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  // ?new=1 (the dashboard's Create Bill) opens the form straight away.
  await signIn(page, landlord, '/bills?new=1');
  const create = page.getByRole('dialog', { name: 'Create Monthly Bills' });
  await expect(create).toBeVisible();
  await create.getByLabel('Month').selectOption('April');
  await create.getByLabel('Year').fill(String(YEAR));
  await create.getByLabel('Due date').fill(`${YEAR}-04-05`);
  await create.getByRole('button', { name: 'Create Bills' }).click();
  await expect(page.getByText(`Created 1 bill for April ${YEAR}.`)).toBeVisible();
  expect(await isUncovered(page, 'Create Monthly Bills')).toBe(true);

  const [bill] = await apiAs<BillJson[]>(request, landlord.token, 'GET', '/bills/apartment');
  // The landlord takes the cash: a confirmed payment (a tenant's 'I paid in cash' would only be a claim).
  await apiAs(request, landlord.token, 'POST', '/bills/pay-cash', { billId: bill._id, amount: 15000 });
  await page.reload();
  const card = page.getByRole('row').filter({ hasText: tenant.user.name });
  const status = card.getByRole('cell').nth(7);
  await expect(status).toHaveText('Paid');

  await card.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Bill' });
  await edit.getByLabel('Amount (KSH)').fill('18000');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toContainText('This bill is paid in full. Raising the amount reopens it');
  await expect(status).toHaveText('Paid');
  await edit.getByRole('button', { name: 'Save and reopen' }).click();
  await expect(page.getByText('Bill updated successfully!')).toBeVisible();
  await expect(
    page.getByText('Amount KSH 15,000 → KSH 18,000. The bill was paid in full and is open again.'),
  ).toBeVisible();
  await expect(status).toContainText('Partial');
  // Amount, paid and balance columns.
  await expect(card.getByRole('cell').nth(4)).toHaveText('KSH 18,000');
  await expect(card.getByRole('cell').nth(5)).toHaveText('KSH 15,000');
  await expect(card.getByRole('cell').nth(6)).toHaveText('KSH 3,000');
});
