import { closeToasts, createLandlord, createTenant, expect, expectNoA11yViolations, signIn, test } from '../fixtures';

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`a landlord adds, edits, imports and deactivates units (${size})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const landlord = await createLandlord(request);
    await signIn(page, landlord, '/units');
    await expect(page.getByRole('heading', { level: 1, name: 'Units' })).toBeVisible();
    await expect(page.getByText('No units yet')).toBeVisible();
    await expectNoA11yViolations(page);

    // Add one: the code is kept as tenants will write it for M-Pesa.
    await page.getByRole('button', { name: 'Add unit' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add a unit' });
    await expect(add.getByLabel('Code')).toBeFocused();
    await add.getByRole('button', { name: 'Add unit' }).click();
    await expect(add.getByText('Code is required.')).toBeVisible();
    await expect(add.getByText('Rent is required.')).toBeVisible();
    await add.getByLabel('Code').fill('a-1');
    await add.getByLabel('Label').fill('Ground floor');
    await add.getByLabel('Rent (KSH)').fill('15000');
    await add.getByRole('button', { name: 'Add unit' }).click();
    await expect(page.getByText('Unit A1 added.')).toBeVisible();
    await expect(page.getByText('1 unit, 1 vacant')).toBeVisible();

    // A code the building has is refused beside the code.
    await page.getByRole('button', { name: 'Add unit' }).first().click();
    await add.getByLabel('Code').fill('A1');
    await add.getByLabel('Rent (KSH)').fill('9000');
    await add.getByRole('button', { name: 'Add unit' }).click();
    await expect(add.getByText('A unit with the code A1 already exists.')).toBeVisible();
    await add.getByRole('button', { name: 'Cancel' }).click();

    // Import: a bad line refuses the file and is named; fixed, every line comes in, amounts and a
    // label over two lines as a spreadsheet saves them.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const imp = page.getByRole('dialog', { name: 'Import units' });
    await expect(imp).toContainText('Amounts may be written 25000, 25,000 or KES 25,000.');
    await imp.getByLabel('Units').fill('code,label,rent,deposit\nA2,"2nd floor, bedsitter",9000,9000\nA10,,1e3,0');
    await imp.getByRole('button', { name: 'Import' }).click();
    await expect(imp.getByRole('list', { name: 'Lines to fix' })).toContainText(
      'Line 3: Rent must be shillings, like 25000, 25,000 or KES 25,000.',
    );
    await imp
      .getByLabel('Units')
      .fill('code,label,rent,deposit\nA2,"2nd floor,\nbedsitter","KES 9,000","9,000"\nA10,,"12,000",0');
    await imp.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('2 units imported.')).toBeVisible();
    await expect(page.getByText('3 units, 3 vacant')).toBeVisible();
    await closeToasts(page);
    await expectNoA11yViolations(page);

    // Edit, then deactivate and bring back.
    const units = page.getByRole(size === 'phone' ? 'list' : 'table', { name: 'Units' });
    if (size === 'desktop') {
      // The header's buttons stand in one row, level, ending where the list ends.
      const importBox = await page.getByRole('button', { name: 'Import CSV' }).boundingBox();
      const addBox = await page.getByRole('button', { name: 'Add unit' }).boundingBox();
      const listBox = await units.boundingBox();
      expect(importBox && addBox && listBox).toBeTruthy();
      if (importBox && addBox && listBox) {
        expect(Math.abs(importBox.y - addBox.y)).toBeLessThan(1);
        expect(Math.abs(addBox.x + addBox.width - (listBox.x + listBox.width))).toBeLessThan(2);
      }
    }
    await expect(units).toContainText('2nd floor, bedsitter');
    await units.getByRole('button', { name: 'Edit unit A2' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit unit A2' });
    await edit.getByLabel('Rent (KSH)').fill('9500');
    await edit.getByRole('button', { name: 'Save unit' }).click();
    await expect(page.getByText('Unit A2 updated.')).toBeVisible();
    await expect(units).toContainText('KSH 9,500');

    await units.getByRole('button', { name: 'Deactivate unit A10' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate unit' });
    await expect(confirm).toContainText('its history stays');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('3 units, 2 vacant')).toBeVisible();
    await units.getByRole('button', { name: 'Bring back unit A10' }).click();
    await expect(page.getByText('3 units, 3 vacant')).toBeVisible();

    // Sorted as people count: A1, A2, A10.
    const codes = size === 'phone' ? units.getByRole('heading', { level: 2 }) : units.getByRole('rowheader');
    await expect(codes).toHaveText(['A1', 'A2', 'A10']);
  });
}

test('a tenant cannot open Units, and the API refuses them', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await signIn(page, tenant, '/units');
  await expect(page).toHaveURL(/\/unauthorized$/);
  const res = await request.get('/api/units', { headers: { authorization: `Bearer ${tenant.token}` } });
  expect(res.status()).toBe(403);
});
