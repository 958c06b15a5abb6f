import type { Page } from '@playwright/test';
import {
  apiAs,
  closeToasts,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  signIn,
  test,
  uniq,
} from '../fixtures';

interface RulesBody {
  rules: { _id: string; title: string }[];
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test('a landlord adds, edits and deletes a rule', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  await signIn(page, landlord, '/rules');

  await expect(page.getByRole('heading', { level: 1, name: 'Property Rules Management' })).toBeVisible();
  await expect(page.getByText('No rules found')).toBeVisible();
  await expect(page.getByText('Add rules to manage your property')).toBeVisible();
  await expectNoA11yViolations(page);

  // Add: title and description are required; category defaults to general.
  await page.getByRole('button', { name: 'Add New Rule' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Rule' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(dialog.getByLabel('Category')).toHaveValue('general');
  await dialog.getByRole('button', { name: 'Add Rule' }).click();
  await expect(dialog.getByText('Title is required.')).toBeVisible();
  await expect(dialog.getByText('Description is required.')).toBeVisible();
  await expectNoA11yViolations(page);

  const title = `Quiet hours ${uniq()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('No loud music between 10 pm and 7 am.');
  await dialog.getByLabel('Category').selectOption('noise');
  await dialog.getByRole('button', { name: 'Add Rule' }).click();
  await expect(dialog).toBeHidden();
  const rule = card(page, title);
  await expect(rule).toBeVisible();
  await expect(rule.getByText('Noise', { exact: true })).toBeVisible();
  await expect(rule.getByText('No loud music between 10 pm and 7 am.')).toBeVisible();
  // Today on SafeStay's one clock, Nairobi's (from 21:00 UTC it is already tomorrow there).
  const today = new Date().toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Nairobi',
  });
  await expect(rule.getByText(today)).toBeVisible();
  await closeToasts(page);
  await expectNoA11yViolations(page);

  // The form was reset after saving.
  await page.getByRole('button', { name: 'Add New Rule' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await expect(dialog.getByLabel('Description')).toHaveValue('');
  await expect(dialog.getByLabel('Category')).toHaveValue('general');
  await dialog.getByLabel('Title').fill('Half typed');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Half typed')).toHaveCount(0);

  // Edit: prefilled, saved with Update Rule.
  await rule.getByRole('button', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Rule' });
  await expect(editDialog.getByLabel('Title')).toHaveValue(title);
  await expect(editDialog.getByLabel('Category')).toHaveValue('noise');
  const newTitle = `${title} (weekdays)`;
  await editDialog.getByLabel('Title').fill(newTitle);
  await editDialog.getByLabel('Category').selectOption('guests');
  await editDialog.getByRole('button', { name: 'Update Rule' }).click();
  await expect(editDialog).toBeHidden();
  const edited = card(page, newTitle);
  await expect(edited.getByText('Guests', { exact: true })).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);
  // Cancel after editing leaves an empty form for the next add.
  await page.getByRole('button', { name: 'Add New Rule' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Delete asks first, in a dialog with the exact question; Cancel keeps the rule.
  await edited.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Rule' });
  await expect(confirm).toContainText(
    `Are you sure you want to delete the rule "${newTitle}"? This action cannot be undone.`,
  );
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Rule deleted successfully!')).toBeVisible();
  await expect(edited).toHaveCount(0);
  await expect(page.getByText('No rules found')).toBeVisible();
});

test('a tenant reads the rules with the lease notice and cannot change them', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await signIn(page, tenant, '/rules');

  await expect(page.getByRole('heading', { level: 1, name: 'Property Rules' })).toBeVisible();
  await expect(page.getByText('No rules found')).toBeVisible();
  await expect(page.getByText('Rules will appear here when added by your landlord')).toBeVisible();
  const info = page.getByRole('complementary', { name: 'About these rules' });
  await expect(info).toContainText('part of your lease agreement');
  await expect(info).toContainText('Violations may result in lease termination');
  await expectNoA11yViolations(page);

  await apiAs(request, landlord.token, 'POST', '/rules', {
    rules: [
      { title: 'Rent day', description: 'Rent is due on the 5th.', category: 'payment' },
      { title: 'No pets', description: 'Ask before bringing a pet.', category: 'pets' },
      { title: 'Bins', description: 'Bins go out on Tuesday.', category: 'maintenance' },
    ],
  });
  await page.reload();
  await expect(card(page, 'Rent day').getByText('Payment', { exact: true })).toBeVisible();
  await expect(card(page, 'No pets').getByText('Pets', { exact: true })).toBeVisible();
  await expect(card(page, 'Bins').getByText('Maintenance', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Add New Rule|Edit|Delete/ })).toHaveCount(0);
  await expect(info).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a failed save shows the server reason', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const { rules } = await apiAs<RulesBody>(request, landlord.token, 'POST', '/rules', {
    rules: [
      { title: 'Gone soon', description: 'Will be removed elsewhere.' },
      { title: 'Also gone', description: 'Will be removed elsewhere too.' },
    ],
  });
  await signIn(page, landlord, '/rules');
  await expect(card(page, 'Gone soon')).toBeVisible();
  // Removed in another tab meanwhile.
  for (const r of rules) await apiAs(request, landlord.token, 'DELETE', `/rules/${r._id}`);

  await card(page, 'Gone soon').getByRole('button', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Rule' });
  await editDialog.getByLabel('Description').fill('Changed.');
  await editDialog.getByRole('button', { name: 'Update Rule' }).click();
  await expect(page.getByText('Rule not found.')).toBeVisible();
  await editDialog.getByRole('button', { name: 'Cancel' }).click();
  // The list was re-fetched after the failed save.
  await expect(card(page, 'Gone soon')).toHaveCount(0);
});

test('a failed delete shows the reason', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const { rules } = await apiAs<RulesBody>(request, landlord.token, 'POST', '/rules', {
    rules: [{ title: 'Visitors', description: 'Sign in at the gate.', category: 'guests' }],
  });
  await signIn(page, landlord, '/rules');
  await expect(card(page, 'Visitors')).toBeVisible();
  await apiAs(request, landlord.token, 'DELETE', `/rules/${rules[0]._id}`);
  await card(page, 'Visitors').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Rule' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Rule not found.')).toBeVisible();
  await expect(page.getByText('No rules found')).toBeVisible();
});

test('stored text in a rule is shown literally and never runs', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  const title = '<img src=x onerror=alert(1)>';
  const description = '<svg onload=alert(2)> "><script>alert(3)</script>';
  await apiAs(request, landlord.token, 'POST', '/rules', { rules: [{ title, description }] });
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  for (const who of [landlord, tenant]) {
    await signIn(page, who, '/rules');
    await expect(card(page, title).getByRole('heading')).toHaveText(title);
    await expect(card(page, title).getByText(description)).toBeVisible();
    await expect(card(page, title).locator('img, svg[onload], script')).toHaveCount(0);
  }
  // The delete question shows the title literally too.
  await signIn(page, landlord, '/rules');
  await card(page, title).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Rule' })).toContainText(
    `Are you sure you want to delete the rule "${title}"? This action cannot be undone.`,
  );
  expect(dialogs).toEqual([]);
});
