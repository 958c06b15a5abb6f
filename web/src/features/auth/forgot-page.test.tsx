import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../lib/session';
import { type ApiHandler, json, serveApi } from '../../testing/api';
import { renderWithProviders } from '../../testing/render';
import { ForgotPage } from './forgot-page';

const SENT = 'If an account matches, we have sent it a code. It works for 15 minutes. Check your email or SMS.';
const WRONG = 'That code is not right or has expired. Ask for a new one if you need to.';
const bodies: Record<string, unknown[]> = {};

/** Records each body sent to `path`, then answers. */
const recording =
  (answer: (body: Record<string, unknown>) => Response): ApiHandler =>
  (url, init) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    bodies[url.pathname] = [...(bodies[url.pathname] ?? []), body];
    return answer(body);
  };

beforeEach(() => {
  for (const key of Object.keys(bodies)) delete bodies[key];
  serveApi({
    'POST /api/auth/forgot': recording(() => json({ message: SENT })),
    'POST /api/auth/reset': recording((body) =>
      body.code === '24681012'
        ? json({ message: 'Your password is changed. Sign in with the new one.' })
        : json({ message: WRONG, errors: [{ field: 'code', message: WRONG }] }, 400),
    ),
  });
});
afterEach(() => clearSession());

function renderForgot() {
  return renderWithProviders(<ForgotPage />, { path: '/forgot', routes: { '/login': <h1>Sign-in screen</h1> } }).user;
}

describe('ForgotPage', () => {
  it('sends a code to an email, says a wrong code beside the code, then changes the password', async () => {
    const user = renderForgot();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(screen.getByLabelText('Email or phone')).toHaveAccessibleDescription(
      'Enter your email address or phone number.',
    );
    expect(bodies['/api/auth/forgot']).toBeUndefined();

    await user.type(screen.getByLabelText('Email or phone'), ' Landlord@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(bodies['/api/auth/forgot']).toEqual([{ email: 'Landlord@Example.com' }]);

    const code = await screen.findByLabelText('Code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '135 79 13');
    expect(code).toHaveValue('1357913');
    await user.type(screen.getByLabelText('New password'), 'a new long password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new long password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    // The code needs its eight digits before anything is sent.
    expect(code).toHaveAccessibleDescription('The code is the 8 digits we sent you.');
    expect(bodies['/api/auth/reset']).toBeUndefined();

    await user.type(code, '1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(WRONG);
    expect(code).toHaveFocus();

    await user.clear(code);
    await user.type(code, '24681012');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(bodies['/api/auth/reset']).toEqual([
      { email: 'Landlord@Example.com', code: '13579131', password: 'a new long password' },
      { email: 'Landlord@Example.com', code: '24681012', password: 'a new long password' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(await screen.findByText('Password changed. Sign in with your new password.')).toBeInTheDocument();
  });

  it('asks by phone for anything without an @, and only for a Kenyan mobile number', async () => {
    const user = renderForgot();
    const who = await screen.findByLabelText('Email or phone');
    await user.type(who, '+1 555 0100');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(who).toHaveAccessibleDescription(
      'Enter your email address, or a Kenyan mobile number such as 0712 345 678.',
    );
    expect(who).toHaveFocus();

    await user.clear(who);
    await user.type(who, '0722 000 002');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(bodies['/api/auth/forgot']).toEqual([{ phone: '0722 000 002' }]);

    // The two passwords must match; going back keeps what was typed.
    await user.type(await screen.findByLabelText('Code'), '246810');
    await user.type(screen.getByLabelText('New password'), 'a new long password');
    await user.type(screen.getByLabelText('Confirm new password'), 'another password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The new passwords do not match.',
    );
    expect(bodies['/api/auth/reset']).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Use another email or phone' }));
    expect(await screen.findByLabelText('Email or phone')).toHaveValue('0722 000 002');
  });
});
