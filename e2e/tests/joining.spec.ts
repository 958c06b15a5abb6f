import type { Browser, Page } from '@playwright/test';
import {
  apiAs,
  closeToasts,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  PASSWORD,
  signIn,
  test,
  uniq,
  VIEWPORTS,
} from '../fixtures';

/** A second person on their own phone or computer: a fresh browser context, nobody signed in. */
async function newVisitor(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/** The tenant fields of the create-account form (the apartment or invite is chosen apart). */
async function fillTenant(page: Page, name: string) {
  const u = uniq();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(`${name.split(' ')[0].toLowerCase()}-${u}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('National ID').fill(`J${u}`.slice(0, 20));
  await page.getByLabel('Phone number').fill('+254712000123');
}

for (const [size, viewport] of VIEWPORTS) {
  test(`tenants join by invite or with the landlord's yes, and one moves out (${size})`, async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const landlord = await createLandlord(request, {}, 'approval');
    const building = landlord.user.apartmentName as string;
    await apiAs(request, landlord.token, 'POST', '/units/import', { csv: 'A1,Ground floor,15000,15000\nA2,,16000,0' });

    // Settings: an invite for A1, shown once with a link to copy or share on WhatsApp.
    await signIn(page, landlord, '/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /With my approval/ })).toBeChecked();
    const inviteForm = page.getByRole('form', { name: 'Invite a tenant' });
    await inviteForm.getByLabel('Unit').selectOption({ label: 'A1 (Ground floor)' });
    await inviteForm.getByRole('button', { name: 'Create invite' }).click();
    const created = page.getByRole('region', { name: 'New invite' });
    await expect(created).toContainText('/join/');
    const link = (await created.getByText(/\/join\//).innerText()).trim();
    const code = link.split('/join/')[1];
    expect(code).toMatch(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/);
    await expect(created.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=/,
    );
    await closeToasts(page);
    await expectNoA11yViolations(page);

    // Amina opens the link and lives in A1 at once.
    const amina = await newVisitor(browser, viewport);
    await amina.goto(`/join/${code}`);
    await expect(
      amina.getByRole('heading', { name: `You're invited to ${building} by ${landlord.user.name}` }),
    ).toBeVisible();
    await expect(amina.getByText('House A1 · KSH 15,000 a month')).toBeVisible();
    await expectNoA11yViolations(amina);
    await fillTenant(amina, 'Amina Atieno');
    await amina.getByRole('button', { name: 'Create account' }).click();
    await expect(amina.getByRole('heading', { name: /Welcome back, Amina Atieno/ })).toBeVisible();

    // Baraka finds the building by its name and waits for the landlord.
    const baraka = await newVisitor(browser, viewport);
    await baraka.goto('/login');
    await baraka.getByRole('tab', { name: 'Create account' }).click();
    await fillTenant(baraka, 'Baraka Mwangi');
    await baraka.getByRole('combobox', { name: 'Apartment' }).fill(building);
    await baraka
      .getByRole('option', { name: `${building} · landlord ${landlord.user.name} (KSH 15,000/month)` })
      .click();
    await baraka.getByRole('button', { name: 'Create account' }).click();
    await expect(
      baraka.getByRole('heading', { name: `Waiting for ${landlord.user.name} to approve you` }),
    ).toBeVisible();
    await expectNoA11yViolations(baraka);

    // Chebet asks too, and is turned down.
    const chebet = await createTenant(request, landlord.user.apartmentId as string, { name: 'Chebet Kiprop' });

    await page.goto('/tenants');
    await expect(page.getByRole('heading', { name: 'Join requests (2)' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Approve Baraka Mwangi' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve Baraka Mwangi' });
    await approve.getByLabel('Unit').selectOption({ label: 'A2' });
    await expect(approve.getByLabel('Rent (KSH)')).toHaveValue('16000');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Baraka Mwangi approved into unit A2. They can use SafeStay now.')).toBeVisible();

    await page.getByRole('button', { name: 'Reject Chebet Kiprop' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject Chebet Kiprop' });
    await reject.getByRole('button', { name: 'Reject request' }).click();
    await expect(reject.getByText('Reason is required.')).toBeVisible();
    await reject.getByLabel('Reason').fill('No house is free this month.');
    await reject.getByRole('button', { name: 'Reject request' }).click();
    await expect(page.getByText("Chebet Kiprop's request was turned down.")).toBeVisible();
    await expect(page.getByRole('heading', { name: /Join requests/ })).toHaveCount(0);

    // Baraka's waiting screen lets him in once approved.
    await baraka.getByRole('button', { name: 'Check again' }).click();
    await expect(baraka.getByRole('heading', { name: /Welcome back, Baraka Mwangi/ })).toBeVisible();

    // Chebet signs in and reads why.
    const chebetPage = await newVisitor(browser, viewport);
    await signIn(chebetPage, chebet);
    await expect(
      chebetPage.getByRole('heading', { name: `Your request to join ${building} was turned down` }),
    ).toBeVisible();
    await expect(chebetPage.getByText('No house is free this month.')).toBeVisible();

    // Amina moves out: A1 is vacant, and she keeps only her bills.
    await closeToasts(page);
    const aminaCard = page.getByRole('article', { name: 'Amina Atieno' });
    await aminaCard.getByRole('button', { name: /View Details/ }).click();
    const details = page.getByRole('dialog', { name: 'Tenant Details' });
    await details.getByRole('button', { name: 'Move out' }).click();
    const moveOut = page.getByRole('dialog', { name: 'Move out Amina Atieno' });
    await moveOut.getByRole('button', { name: 'Move out' }).click();
    await expect(page.getByText(/Amina Atieno moved out on .*\. Their bills stay with them\./)).toBeVisible();
    await page.goto('/units');
    const units = page.getByRole(size === 'phone' ? 'list' : 'table', { name: 'Units' });
    await expect(units).toContainText('Baraka Mwangi');
    await expect(units).toContainText('Vacant');

    await amina.reload();
    await amina.goto('/dashboard');
    await expect(amina).toHaveURL(/\/bills$/);
    await expect(
      amina.getByText(/You moved out on .*\. You can still see your bills and payments, and tell/),
    ).toBeVisible();
    await expectNoA11yViolations(amina);
  });
}
