import { apiAs, createLandlord, createTenant, expect, signIn, test, YEAR } from '../fixtures';

test("a tenant's details lead to their own history and to a bill for them alone", async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const apartmentId = landlord.user.apartmentId as string;
  const amina = await createTenant(request, apartmentId, { name: `Amina ${Date.now().toString(36)}` });
  const other = await createTenant(request, apartmentId);
  await apiAs(request, amina.token, 'POST', '/complaints', { title: 'Amina tap', description: 'Drips.' });
  await apiAs(request, other.token, 'POST', '/complaints', { title: 'Other door', description: 'Squeaks.' });

  await signIn(page, landlord, '/tenants');
  const card = page.getByRole('article', { name: amina.user.name });
  await card.getByRole('button', { name: 'View Details' }).click();
  await page.getByRole('dialog', { name: 'Tenant Details' }).getByRole('button', { name: 'View History' }).click();
  await expect(page).toHaveURL(/\/complaints\?tenant=/);
  await expect(page.getByText(`Showing complaints of ${amina.user.name}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Amina tap' })).toBeVisible();
  await expect(page.getByText('Other door')).toHaveCount(0);

  await page.goto('/tenants');
  await page.getByRole('article', { name: amina.user.name }).getByRole('button', { name: 'View Details' }).click();
  await page.getByRole('dialog', { name: 'Tenant Details' }).getByRole('button', { name: 'Create Bill' }).click();
  const form = page.getByRole('dialog', { name: 'Create Monthly Bills' });
  await expect(form).toContainText(`Only ${amina.user.name} gets a bill`);
  await form.getByLabel('Month').selectOption('June');
  await form.getByLabel('Year').fill(String(YEAR));
  await form.getByLabel('Due date').fill(`${YEAR}-06-05`);
  await form.getByRole('button', { name: 'Create Bills' }).click();
  await expect(page.getByText(`Created 1 bill for June ${YEAR}.`)).toBeVisible();
  // One bill: a row of the table on a desktop.
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText(amina.user.name);
  const bills = await apiAs<Array<{ tenant: { _id: string } }>>(request, landlord.token, 'GET', '/bills/apartment');
  expect(bills.map((b) => b.tenant._id)).toEqual([amina.user.id]);

  // The same month again creates nothing, and says so without claiming success.
  await page.getByRole('button', { name: 'Create Monthly Bills' }).first().click();
  await form.getByLabel('Month').selectOption('June');
  await form.getByLabel('Year').fill(String(YEAR));
  await form.getByLabel('Due date').fill(`${YEAR}-06-05`);
  await form.getByRole('button', { name: 'Create Bills' }).click();
  await expect(
    page.getByText(new RegExp(`already has a bill for June ${YEAR}; no new bills were created`)),
  ).toBeVisible();
  await expect(page.getByText(`Created 1 bill for June ${YEAR}.`)).toHaveCount(0);
});

test("a tenant's quick actions open the complaint form and the landlord's conversation", async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await signIn(page, tenant, '/dashboard');
  await page.getByRole('link', { name: 'Submit Complaint' }).click();
  await expect(page.getByRole('dialog', { name: 'Submit Complaint' })).toBeVisible();
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Contact Landlord' }).click();
  await expect(page.getByRole('textbox', { name: 'Type a message' })).toBeVisible();
  await expect(page.getByRole('heading', { name: landlord.user.name })).toBeVisible();
});

test("a landlord's Create Bill quick action opens the monthly bills form", async ({ page, request }) => {
  const landlord = await createLandlord(request);
  await signIn(page, landlord, '/dashboard');
  await page.getByRole('link', { name: 'Create Bill' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Monthly Bills' })).toBeVisible();
});
