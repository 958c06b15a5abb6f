import { type AvailableApartment, JOIN_MSG, MSG } from '@safestay/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, getSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { aUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { LoginForm } from './login-form';

const apartments: AvailableApartment[] = [
  {
    _id: '0190a0b0-0000-7000-8000-000000000001',
    name: 'Sunrise Court',
    rentAmount: 15000,
    landlordName: 'Jane',
    area: null,
  },
  {
    _id: '0190a0b0-0000-7000-8000-000000000002',
    name: 'Acacia Gardens',
    rentAmount: 22000,
    landlordName: 'Grace Wanjiku',
    area: 'Kilimani, Nairobi',
  },
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

afterEach(() => clearSession());

function renderForm() {
  return renderWithProviders(<LoginForm />).user;
}

/** Types in the building search and taps the building it offers. */
async function chooseBuilding(user: ReturnType<typeof renderForm>, typed: string, building: RegExp) {
  await user.type(await screen.findByRole('combobox', { name: 'Apartment' }), typed);
  await user.click(await screen.findByRole('option', { name: building }));
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

  it('searches buildings from three characters as the tenant types, and shows each with its area, landlord and rent', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    const picker = await screen.findByRole('combobox', { name: 'Apartment' });
    expect(screen.getByRole('radio', { name: 'Tenant' })).toBeChecked();
    await user.type(picker, 'Su');
    // Two letters ask nothing; the third does, once typing pauses.
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.type(picker, 'n');
    // Each building says where it is (when the landlord set it) and whose it is, so two are never confused.
    expect(
      await screen.findByRole('option', { name: 'Sunrise Court · landlord Jane (KSH 15,000/month)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('option', {
        name: 'Acacia Gardens — Kilimani, Nairobi · landlord Grace Wanjiku (KSH 22,000/month)',
      }),
    ).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 buildings found.');
    const searches = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/apartments/'));
    expect(searches).toEqual(['/api/apartments/available?q=Sun']);
  });

  it('chooses a building with the arrow keys and Enter, and closes the list with Escape', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    const picker = await screen.findByRole('combobox', { name: 'Apartment' });
    await user.type(picker, 'gardens');
    await screen.findByRole('option', { name: /Acacia Gardens/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Acacia Gardens/ })).toHaveAttribute('aria-selected', 'true');
    expect(picker).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Acacia/ }).id);
    await user.keyboard('{Escape}');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveValue('Sunrise Court');
    expect(screen.getByRole('status')).toHaveTextContent('Sunrise Court chosen.');
    // Enter chose; it did not send the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when no building matches what was typed', async () => {
    serveApi({ 'GET /api/apartments/available': () => json({ success: true, data: [] }) });
    const user = renderForm();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    await user.type(await screen.findByRole('combobox', { name: 'Apartment' }), 'Nowhere');
    expect(
      await screen.findByText(
        'No building matches “Nowhere”. Check the name, or ask your landlord for an invite link.',
      ),
    ).toHaveRole('status');
  });

  it('shows the register messages of SPEC §5 in order', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    await user.type(screen.getByLabelText('Email'), 'new@b.co');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.requiredFields);
    // Each blank field says so beside it, and the first one (in screen order) has the focus.
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Full name is required.');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Phone number is required.');
    expect(screen.getByLabelText('Full name')).toHaveFocus();

    await user.type(screen.getByLabelText('Full name'), 'Amina');
    await user.type(screen.getByLabelText('National ID'), '12345678');
    await user.type(screen.getByLabelText('Phone number'), '0712345678');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.tenantApartmentRequired);
    expect(screen.getByLabelText('Full name')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Apartment')).toHaveFocus();

    await user.click(screen.getByText('Landlord'));
    expect(screen.getByLabelText('Rent amount (KSH)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Date moved in')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.landlordApartmentRequired);

    // The rent is checked by the server's own rules: plain shillings only.
    await user.type(screen.getByLabelText('Apartment name'), 'Sunrise Court');
    await user.type(screen.getByLabelText('Rent amount (KSH)'), '1e3');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Rent amount (KSH)')).toHaveAccessibleDescription(
      'Rent must be plain shillings, like 15000 or 15000.50.',
    );
    expect(screen.getByLabelText('Rent amount (KSH)')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/register', expect.anything());
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
    await user.type(screen.getByLabelText('Full name'), 'Amina');
    await user.type(screen.getByLabelText('Email'), 'amina@b.co');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.type(screen.getByLabelText('National ID'), '12345678');
    await user.type(screen.getByLabelText('Phone number'), '0712 345 678');
    await chooseBuilding(user, 'Sunrise', /Sunrise Court/);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/register');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      role: 'Tenant',
      apartmentId: apartments[0]._id,
      apartmentName: 'Sunrise Court',
      primaryPhoneNumber: '+254712345678',
    });
  });

  it('takes a phone number as people write it in Kenya, and says beside it what it needs', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('placeholder', '0712 345 678');
    await user.type(screen.getByLabelText('Full name'), 'Amina');
    await user.type(screen.getByLabelText('Email'), 'amina@b.co');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.type(screen.getByLabelText('National ID'), '12345678');
    await user.type(phone, '0812 345 678');
    await chooseBuilding(user, 'Sunrise', /Sunrise Court/);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const problem = 'Enter a Kenyan mobile number such as 0712 345 678 for phone number.';
    expect(screen.getByRole('alert')).toHaveTextContent(problem);
    expect(phone).toHaveAccessibleDescription(problem);
    expect(phone).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/register', expect.anything());

    await user.clear(phone);
    await user.type(phone, '+254 112-345-678');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/register');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ primaryPhoneNumber: '+254112345678' });
  });

  it("says the server's message after registering, such as that the landlord must approve", async () => {
    const message = JOIN_MSG.accountCreatedPending('Grace Wanjiku');
    const tenant = aUser({ apartmentId: apartments[1]._id, apartmentName: 'Acacia Gardens', tenancyStatus: 'pending' });
    serveApi({
      'GET /api/apartments/available': () => json({ success: true, data: apartments }),
      'POST /api/auth/register': () => json({ message, token: 'new-token', user: tenant }, 201),
    });
    const user = renderForm();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    await user.type(screen.getByLabelText('Full name'), 'Amina');
    await user.type(screen.getByLabelText('Email'), 'amina@b.co');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.type(screen.getByLabelText('National ID'), '12345678');
    await user.type(screen.getByLabelText('Phone number'), '0712345678');
    await chooseBuilding(user, 'Acacia', /Acacia Gardens/);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(getSession()).toMatchObject({ token: 'new-token', user: { tenancyStatus: 'pending' } });
  });
});
