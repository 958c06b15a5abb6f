import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToast, renderWithProviders } from '../testing/render';
import { runAction } from './action';
import { ApiError } from './api-client';

// The toasts need their host on screen.
const host = () => renderWithProviders(<p>screen</p>);

describe('runAction: the one way an action says how it went', () => {
  it('says the server’s message on success, else the catalogue’s text, with a detail line', async () => {
    host();
    // A text no other test shows: sonner keeps its toasts between the tests of a thread.
    const done = await runAction(async () => ({ message: 'Unit A1 added.' }), { done: 'Catalogue: saved.' });
    expect(done).toEqual({ ok: true, result: { message: 'Unit A1 added.' } });
    await findToast('Unit A1 added.');
    expect(screen.queryByText('Catalogue: saved.')).toBeNull();

    await runAction(async () => ({ days: [1] }), { done: 'Reminders saved.', detail: () => 'Every day at 9:00' });
    await findToast('Reminders saved.');
    expect(screen.getByText('Every day at 9:00')).toBeVisible();
  });

  it('says the server’s reason on failure, unless the form placed it beside its fields', async () => {
    host();
    const refusal = new ApiError(409, 'This bill is already paid.');
    const failed = await runAction(() => Promise.reject(refusal));
    expect(failed).toEqual({ ok: false, error: refusal });
    await findToast('This bill is already paid.');

    const placed = await runAction(() => Promise.reject(new ApiError(400, 'Amount must be more than zero.')), {
      placed: () => true,
    });
    expect(placed.ok).toBe(false);
    expect(screen.queryByText('Amount must be more than zero.')).toBeNull();
  });
});
