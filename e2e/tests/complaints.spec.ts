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
  VIEWPORTS,
} from '../fixtures';

interface ComplaintBody {
  complaint: { _id: string; title: string };
}

function card(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

test('a tenant submits a complaint and sees it at the top as Pending', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await signIn(page, tenant, '/complaints');

  await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
  await expect(page.getByText('No complaints yet')).toBeVisible();
  await expectNoA11yViolations(page);

  // An older complaint, so we can see the new one goes on top.
  await apiAs(request, tenant.token, 'POST', '/complaints', { title: 'Older issue', description: 'From before.' });
  await page.reload();
  await expect(card(page, 'Older issue')).toBeVisible();

  await page.getByRole('button', { name: 'Submit Complaint' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Submit Complaint' });
  await expect(dialog).toBeVisible();
  // Both fields are required.
  await dialog.getByRole('button', { name: 'Submit Complaint' }).click();
  await expect(dialog.getByText('Title is required.')).toBeVisible();
  await expect(dialog.getByText('Description is required.')).toBeVisible();
  await expectNoA11yViolations(page);

  const title = `Leaking tap ${uniq()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('The kitchen tap drips all night.\nPlease send a plumber.');
  await dialog.getByRole('button', { name: 'Submit Complaint' }).click();

  await expect(page.getByText('Complaint submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const mine = card(page, title);
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Pending', { exact: true })).toBeVisible();
  await expect(mine.getByText('The kitchen tap drips all night.')).toBeVisible();
  // Today on SafeStay's one clock, Nairobi's (from 21:00 UTC it is already tomorrow there).
  const today = new Date().toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Nairobi',
  });
  await expect(mine.getByText(today)).toBeVisible();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(title);
  // A tenant has no landlord actions.
  await expect(page.getByRole('button', { name: /Add Note|Start Progress|Mark Resolved/ })).toHaveCount(0);
  await closeToasts(page);
  await expectNoA11yViolations(page);

  // The form is empty when opened again.
  await page.getByRole('button', { name: 'Submit Complaint' }).first().click();
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a failed submission shows the server message in the failure alert', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await signIn(page, tenant, '/complaints');
  await page.route('**/api/complaints', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, json: { message: 'The service is briefly unavailable.' } })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Submit Complaint' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Submit Complaint' });
  await dialog.getByLabel('Title').fill('Broken lock');
  await dialog.getByLabel('Description').fill('The front door does not lock.');
  await dialog.getByRole('button', { name: 'Submit Complaint' }).click();
  await expect(page.getByText('The service is briefly unavailable.')).toBeVisible();
  // The typed text is kept so the tenant can try again.
  await expect(dialog.getByLabel('Title')).toHaveValue('Broken lock');
});

test('a landlord adds a note, starts progress and resolves; the tenant sees it all', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  const other = await createTenant(request, landlord.user.apartmentId as string);
  const title = `No hot water ${uniq()}`;
  await apiAs<ComplaintBody>(request, other.token, 'POST', '/complaints', {
    title: 'Another tenant issue',
    description: 'Hallway light is out.',
  });
  await apiAs<ComplaintBody>(request, tenant.token, 'POST', '/complaints', {
    title,
    description: 'The shower has been cold since Monday.',
  });

  await signIn(page, landlord, '/complaints');
  const c = card(page, title);
  await expect(c).toBeVisible();
  await expect(c.getByText(tenant.user.name)).toBeVisible();
  await expect(card(page, 'Another tenant issue').getByText(other.user.name)).toBeVisible();
  await expect(c.getByText('Pending', { exact: true })).toBeVisible();
  await expect(c.getByRole('button', { name: 'Mark Resolved' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Add Note: the note is required.
  await c.getByRole('button', { name: 'Add Note' }).click();
  const noteDialog = page.getByRole('dialog', { name: 'Add Note' });
  await noteDialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(noteDialog.getByText('Note is required.')).toBeVisible();
  await noteDialog.getByLabel('Note').fill('Plumber booked for Thursday morning.');
  await noteDialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(noteDialog).toBeHidden();
  await expect(c.getByText('Plumber booked for Thursday morning.')).toBeVisible();
  await expect(c.getByRole('region', { name: 'Landlord notes' }).locator('time')).toHaveCount(1);

  await c.getByRole('button', { name: 'Start Progress' }).click();
  await expect(c.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(c.getByRole('button', { name: 'Start Progress' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await c.getByRole('button', { name: 'Mark Resolved' }).click();
  await expect(c.getByText('Resolved', { exact: true }).first()).toBeVisible();
  await expect(c.getByRole('term').filter({ hasText: 'Resolved' })).toBeVisible();
  await expect(c.getByRole('button')).toHaveCount(0);
  // The other complaint still has its actions.
  await expect(card(page, 'Another tenant issue').getByRole('button', { name: 'Start Progress' })).toBeVisible();
  await expectNoA11yViolations(page);

  // The tenant sees the note, the status and the resolved date; not the other tenant's complaint.
  await signIn(page, tenant, '/complaints');
  const seen = card(page, title);
  await expect(seen.getByText('Plumber booked for Thursday morning.')).toBeVisible();
  await expect(seen.getByRole('term').filter({ hasText: 'Resolved' })).toBeVisible();
  await expect(page.getByText('Another tenant issue')).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('a status change that the server refuses says the server’s reason', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  const { complaint } = await apiAs<ComplaintBody>(request, tenant.token, 'POST', '/complaints', {
    title: 'Window will not close',
    description: 'Bedroom window.',
  });
  await signIn(page, landlord, '/complaints');
  const c = card(page, 'Window will not close');
  await expect(c.getByRole('button', { name: 'Start Progress' })).toBeVisible();
  // Someone else moves it on meanwhile (another tab): the stale click is refused (409).
  await apiAs(request, landlord.token, 'PUT', `/complaints/${complaint._id}`, { status: 'In Progress' });
  await c.getByRole('button', { name: 'Start Progress' }).click();
  // The server's reason, not a generic failure.
  await expect(page.getByText('A complaint that is In Progress can only move to Resolved.')).toBeVisible();
  // The list is refreshed to the real state.
  await expect(c.getByText('In Progress', { exact: true })).toBeVisible();
});

test('a failed note says the server’s reason', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  await apiAs(request, tenant.token, 'POST', '/complaints', { title: 'Mould', description: 'In the bathroom.' });
  await signIn(page, landlord, '/complaints');
  await page.route('**/api/complaints/*/note', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await card(page, 'Mould').getByRole('button', { name: 'Add Note' }).click();
  const noteDialog = page.getByRole('dialog', { name: 'Add Note' });
  await noteDialog.getByLabel('Note').fill('Will look at it.');
  await noteDialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('boom')).toBeVisible();
});

test('stored text is shown literally: markup in a complaint and a note never runs', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  const tenant = await createTenant(request, landlord.user.apartmentId as string);
  const title = '<img src=x onerror=alert(1)>';
  const description = '"><script>alert(2)</script> and <b>not bold</b>';
  const note = '<svg onload=alert(3)> javascript:alert(4)';
  const { complaint } = await apiAs<ComplaintBody>(request, tenant.token, 'POST', '/complaints', {
    title,
    description,
  });
  await apiAs(request, landlord.token, 'POST', `/complaints/${complaint._id}/note`, { note });

  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  for (const who of [landlord, tenant]) {
    await signIn(page, who, '/complaints');
    const c = card(page, title);
    await expect(c.getByRole('heading', { name: title })).toHaveText(title);
    await expect(c.getByText(description)).toBeVisible();
    await expect(c.getByText(note)).toBeVisible();
    await expect(c.locator('img, svg[onload], script, b')).toHaveCount(0);
  }
  expect(dialogs).toEqual([]);
});

test('a landlord with no complaints sees the empty state', async ({ page, request }) => {
  const landlord = await createLandlord(request);
  await signIn(page, landlord, '/complaints');
  await expect(page.getByText('No complaints yet')).toBeVisible();
  await expect(page.getByText('When a tenant submits a complaint, it appears here.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Complaint' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

for (const [size, viewport] of VIEWPORTS) {
  test(`a landlord with 55 complaints sees the newest 50, then the rest after Show more (${size})`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const landlord = await createLandlord(request);
    const apartmentId = landlord.user.apartmentId as string;
    const tenants = await Promise.all([0, 1, 2].map(() => createTenant(request, apartmentId)));
    const post = (i: number) =>
      apiAs(request, tenants[i % 3].token, 'POST', '/complaints', { title: `Issue ${i}`, description: 'Please fix.' });
    // The oldest first, alone, so it is surely on the second page; then 54 more, about 18 per
    // tenant (writes are limited per person, 60 a minute by default).
    await post(0);
    await Promise.all(Array.from({ length: 54 }, (_, i) => post(i + 1)));

    await signIn(page, landlord, '/complaints');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(50);
    // The counts are of all 55, not of the 50 on screen.
    await expect(page.getByText('55 complaints, 55 open')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Issue 0', exact: true })).toHaveCount(0);
    const more = page.getByRole('button', { name: 'Show more complaints (5 more)' });
    await expectNoA11yViolations(page);

    await more.click();
    await expect(cards).toHaveCount(55);
    await expect(page.getByRole('article', { name: 'Issue 0', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Show more complaints/ })).toHaveCount(0);
    const titles = await page.getByRole('article').getByRole('heading').allTextContents();
    expect(new Set(titles).size).toBe(55);
    expect(titles.at(-1)).toBe('Issue 0');
    // The page fits a phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
