import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  apiAs,
  closeToasts,
  createLandlord,
  createTenant,
  expect,
  expectNoA11yViolations,
  type SessionUser,
  signIn,
  test,
  VIEWPORTS,
} from '../fixtures';

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

for (const [name, viewport] of VIEWPORTS) {
  test(`${name}: a landlord who reads Kiswahili runs the building in it`, async ({ page, request }) => {
    test.slow();
    const landlord = await createLandlord(request, {}, 'approval');
    await apiAs(request, landlord.token, 'POST', '/units/import', {
      csv: 'A1,Ghorofa ya chini,15000,15000\nA2,,16000,0',
    });
    const apartmentId = landlord.user.apartmentId as string;
    await createTenant(request, apartmentId, { name: 'Amina Wanjiru' });
    const [amina] = await apiAs<{ _id: string }[]>(request, landlord.token, 'GET', '/tenancies?status=pending');
    await apiAs(request, landlord.token, 'POST', `/tenancies/${amina._id}/approve`, {});
    await createTenant(request, apartmentId, { name: 'Baraka Mwangi' });
    const { user } = await apiAs<{ user: SessionUser }>(request, landlord.token, 'PUT', '/auth/me', { locale: 'sw' });
    await page.setViewportSize(viewport);
    const shoot = async (screen: string) => {
      if (name !== 'phone') return;
      // From the top, so the sticky header is drawn where it belongs.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(screenshots, `sw-landlord-${screen}.png`), fullPage: true });
    };

    await signIn(page, { ...landlord, user }, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Karibu tena, ${landlord.user.name}!` })).toBeVisible();
    await expect(page.getByText('Umeingia kama')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Malimbikizo makubwa zaidi' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Wapangaji wako' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Amina Wanjiru' })).toBeVisible();
    await expectNoA11yViolations(page);
    await shoot('dashboard');

    await page.goto('/units');
    await expect(page.getByRole('heading', { level: 1, name: 'Nyumba' })).toBeVisible();
    await expect(page.getByText('Nyumba 2, 2 ziko wazi')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zima nyumba A1' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ongeza nyumba' }).first()).toBeVisible();
    await expectNoA11yViolations(page);
    await shoot('units');

    // Baraka asked to join: the landlord lets him into A2, and the server answers in Kiswahili.
    await page.goto('/tenants');
    await expect(page.getByRole('heading', { level: 1, name: 'Usimamizi wa wapangaji' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Maombi ya kujiunga (1)' })).toBeVisible();
    await page.getByRole('button', { name: 'Idhinisha Baraka Mwangi' }).click();
    const approve = page.getByRole('dialog', { name: 'Idhinisha Baraka Mwangi' });
    await approve.getByLabel('Nyumba', { exact: true }).selectOption({ label: 'A2' });
    await expect(approve.getByLabel('Kodi ya nyumba (KSH)')).toHaveValue('16000');
    await approve.getByRole('button', { name: 'Idhinisha' }).click();
    await expect(
      page.getByText('Baraka Mwangi ameidhinishwa katika nyumba A2. Sasa anaweza kutumia SafeStay.'),
    ).toBeVisible();
    await expect(page.getByText('Wapangaji 2 kwa jumla')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Baraka Mwangi' }).getByText('Nyumba A2')).toBeVisible();
    await closeToasts(page);
    await expectNoA11yViolations(page);
    await shoot('tenants');

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Mipangilio' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Kwa idhini yangu' })).toBeChecked();
    const inviteForm = page.getByRole('form', { name: 'Alika mpangaji' });
    await inviteForm.getByLabel('Nyumba', { exact: true }).selectOption({ label: 'A1 (Ghorofa ya chini)' });
    await inviteForm.getByRole('button', { name: 'Unda mwaliko' }).click();
    const created = page.getByRole('region', { name: 'Mwaliko mpya' });
    await expect(created).toContainText('Nambari ya mwaliko wa nyumba A1');
    await expect(created.getByRole('link', { name: 'Shiriki kwa WhatsApp' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Data yako' })).toBeVisible();
    await closeToasts(page);
    await expectNoA11yViolations(page);
    await shoot('settings');
  });
}
