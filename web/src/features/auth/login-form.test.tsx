import { MSG } from '@safestay/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, serveApi } from '../../testing/api';
import { LoginForm } from './login-form';

const apartments = [
  { _id: '0190a0b0-0000-7000-8000-000000000001', name: 'Sunrise Court', rentAmount: 15000, landlordName: 'Jane' },
];
let fetchMock: ReturnType<typeof serveApi>;

beforeEach(() => {
  localStorage.clear();
  const refused = () => json({ message: 'Invalid email or password.' }, 401);
  fetchMock = serveApi({
    'GET /api/apartments/available': () => json({ success: true, data: apartments }),
    'POST /api/auth/login': refused,
    'POST /api/auth/register': refused,
  });
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LoginForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('LoginForm', () => {
  it('asks for email and password before signing in, and shows the server message on failure', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.requiredFields);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
  });

  it('fetches apartments only in register mode and shows each with its rent per month', async () => {
    const user = renderForm();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(await screen.findByRole('option', { name: 'Sunrise Court (KSH 15,000/month)' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/apartments/available', expect.anything());
    expect(screen.getByRole('radio', { name: 'Tenant' })).toBeChecked();
  });

  it('shows the register messages of SPEC §5 in order', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    await user.type(screen.getByLabelText('Email'), 'new@b.co');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.requiredFields);

    await user.type(screen.getByLabelText('Full name'), 'Amina');
    await user.type(screen.getByLabelText('National ID'), '12345678');
    await user.type(screen.getByLabelText('Phone number'), '0712345678');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.tenantApartmentRequired);

    await user.click(screen.getByText('Landlord'));
    expect(screen.getByLabelText('Rent amount (KES)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Date moved in')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.landlordApartmentRequired);
  });

  it('resets the form and the error when the mode is toggled', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('copies the chosen apartment name into the registration', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    await screen.findByRole('option', { name: /Sunrise Court/ });
    await user.type(screen.getByLabelText('Full name'), 'Amina');
    await user.type(screen.getByLabelText('Email'), 'amina@b.co');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.type(screen.getByLabelText('National ID'), '12345678');
    await user.type(screen.getByLabelText('Phone number'), '0712345678');
    await user.selectOptions(screen.getByLabelText('Apartment'), apartments[0]._id);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/register');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      role: 'Tenant',
      apartmentId: apartments[0]._id,
      apartmentName: 'Sunrise Court',
    });
  });
});
