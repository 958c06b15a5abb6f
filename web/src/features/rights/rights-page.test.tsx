import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentWebLocale, speakLocale } from '../../lib/locale';
import { clearSession, saveSession } from '../../lib/session';
import { serveApi } from '../../testing/api';
import { aUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { RightsPage } from './rights-page';

const page = () => screen.getByRole('heading', { level: 1 }).closest('[lang]');

afterEach(async () => {
  clearSession();
  await act(() => speakLocale('en'));
});

describe('the rights page in the other language, one tap away', () => {
  it('a Kiswahili reader reads the law in Kiswahili, and the English with one tap, their language unchanged', async () => {
    await act(() => speakLocale('sw'));
    saveSession('token', aUser({ locale: 'sw' }));
    const fetchMock = serveApi({});
    const { user } = renderWithProviders(<RightsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Jua Haki Zako kama Mpangaji' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Kurudishiwa Amana' })).toBeVisible();
    // The Act and the tribunal keep their official names, explained in Kiswahili.
    const notice = screen.getByRole('complementary', { name: 'Haki hutofautiana kulingana na mahali' });
    expect(notice).toHaveTextContent('Rent Restriction Act (Cap. 296), yaani sheria ya kudhibiti kodi ya nyumba');
    expect(notice).toHaveTextContent('Rent Restriction Tribunal, yaani baraza');
    expect(page()).toHaveAttribute('lang', 'sw');

    await user.click(screen.getByRole('button', { name: 'Soma kwa Kiingereza' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Know Your Rights as a Tenant' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Security Deposit Return' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Where to get help' })).toHaveTextContent('Legal Aid Services');
    expect(page()).toHaveAttribute('lang', 'en');
    // The way back speaks the reader's own language; nothing was saved, nothing else changed.
    const back = screen.getByRole('button', { name: 'Rudi kwa Kiswahili' });
    expect(back).toHaveAttribute('lang', 'sw');
    expect(currentWebLocale()).toBe('sw');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(back);
    expect(screen.getByRole('heading', { level: 1, name: 'Jua Haki Zako kama Mpangaji' })).toBeVisible();
  });

  it('an English reader gets the Kiswahili on the tap', async () => {
    saveSession('token', aUser({ locale: 'en' }));
    const { user } = renderWithProviders(<RightsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Know Your Rights as a Tenant' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Read in Kiswahili' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jua Haki Zako kama Mpangaji' })).toBeVisible();
    expect(page()).toHaveAttribute('lang', 'sw');
    expect(screen.getByText(/kwa kawaida saa 24 hadi 48/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to English' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Know Your Rights as a Tenant' })).toBeVisible();
    expect(currentWebLocale()).toBe('en');
  });
});
