import { apiAs, createLandlord, createTenant, expect, signIn, test } from '../fixtures';

test('a form opens on its first field and says when a text is too long instead of cutting it', async ({
  page,
  request,
}) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await signIn(page, tenant, '/complaints');
  await page.getByRole('button', { name: 'Submit Complaint' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Submit Complaint' });
  await expect(dialog.getByLabel('Title')).toBeFocused();

  await dialog.getByLabel('Title').fill('Water');
  const description = dialog.getByLabel('Description');
  await description.fill('x'.repeat(4_500));
  await expect(dialog.getByText('4,500 / 5,000')).toBeVisible();
  await description.fill('x'.repeat(5_120));
  // Nothing was cut: every character is still there, and the form says what is wrong.
  await expect(description).toHaveValue('x'.repeat(5_120));
  await expect(dialog.getByText('Description is too long: 5,120 of at most 5,000 characters.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(description).toBeFocused();
  await expect(dialog).toBeVisible();
});

test('a failed registration on a phone brings the field to fix into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password').fill('long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  const name = page.getByLabel('Full name');
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields.');
});

test('an amount like 1e3 is refused, and a due date decades ago is asked about once', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await apiAs(request, landlord.token, 'POST', '/bills/generate-monthly', {
    month: 'October',
    year: 2026,
    dueDate: '2026-10-05',
  });
  await signIn(page, landlord, '/bills');
  // On a desktop the bills are a table: the tenant's row has the Edit button.
  await page.getByRole('row').filter({ hasText: tenant.user.name }).getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Bill' });
  await edit.getByLabel('Amount (KSH)').fill('1e3');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Amount must be plain shillings, like 15000 or 15000.50.')).toBeVisible();
  await expect(edit.getByLabel('Amount (KSH)')).toBeFocused();

  await edit.getByLabel('Amount (KSH)').fill('16000');
  await edit.getByLabel('Due date').fill('1996-10-05');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toContainText(
    'The due date 5 Oct 1996 is more than a year ago. Is that right?',
  );
  await edit.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByText('Bill updated successfully!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: tenant.user.name })).toContainText('5 Oct 1996');
});
