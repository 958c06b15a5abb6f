import type { StkPrompt } from '@safestay/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { type ApiHandler, json, serveApi } from '../../testing/api';
import { aHowToPay, anStkPrompt, aUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { aBill } from './a-bill';
import { BillsPage } from './bills-page';
import { POLL_MS } from './use-stk-prompt';

const PROMPT = `/api/payments/mpesa/stk/${anStkPrompt()._id}`;
const partial = aBill({ status: 'Partial', remainingAmount: 9000.5 });

/** The tenant's bills with M-Pesa set up, and what the test adds. */
function serve(routes: Record<string, ApiHandler>) {
  return serveApi({
    'GET /api/bills/me': () => json([partial]),
    'GET /api/payments/mpesa/how-to-pay': () =>
      json(aHowToPay({ shortcodeType: 'paybill', shortcode: '174379', accountNumber: 'A4', payNow: true })),
    ...routes,
  });
}

const keyOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Idempotency-Key');

/** The poll's next tick. */
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(POLL_MS));

beforeEach(() => {
  // Fake clocks that still move on their own, so clicks and typing behave as in a browser.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  saveSession('token', aUser());
});
afterEach(() => {
  vi.useRealTimers();
  clearSession();
});

describe('Pay now (M-Pesa prompt)', () => {
  it('sends one prompt on a double tap, follows it, and says each outcome in the server’s words', async () => {
    const posts: Array<{ key: string | null; body: unknown }> = [];
    // What the poll answers next: each attempt ends differently.
    const outcomes: StkPrompt[] = [
      anStkPrompt({ status: 'cancelled', message: 'You cancelled the M-Pesa prompt.' }),
      anStkPrompt({ status: 'timeout', message: 'M-Pesa could not reach your phone.' }),
      anStkPrompt({ status: 'failed', message: 'Not enough M-Pesa balance.' }),
      anStkPrompt({ status: 'paid', message: 'Payment received. Thank you.', receipt: 'SLK4H7RT2B' }),
    ];
    let settled: StkPrompt | null = null;
    const fetchMock = serve({
      'POST /api/payments/mpesa/stk': (_url, init) => {
        posts.push({ key: keyOf(init), body: JSON.parse(String(init?.body)) });
        settled = null;
        return json({ message: 'Check your phone.', request: anStkPrompt() }, 202);
      },
      [`GET ${PROMPT}`]: () => json(settled ?? anStkPrompt()),
    });
    const { user } = renderWithProviders(<BillsPage />, { path: '/bills' });

    expect(await screen.findByText('Pay to Paybill 174379, account A4')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Pay Rent for March 2026' }));
    const ways = await screen.findByRole('dialog', { name: 'Pay this bill' });
    // M-Pesa's prompt comes first once the landlord saved the keys.
    expect(within(ways).getAllByRole('listitem')[0]).toHaveTextContent(/^Pay with M-Pesa/);
    await user.click(within(ways).getByRole('button', { name: 'Pay with M-Pesa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with M-Pesa' });
    expect(within(dialog).getByLabelText('Amount (KSH)')).toHaveValue('9001');
    expect(within(dialog).getByLabelText('M-Pesa phone number')).toHaveValue('+254711000000');
    // Two taps in the same instant, before the screen can show the first one is on its way.
    const pay = within(dialog).getByRole('button', { name: 'Pay KSH 9,001 with M-Pesa' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    const status = within(dialog).getByRole('status');
    expect(await within(status).findByText('Check your phone and enter your M-Pesa PIN')).toBeVisible();
    expect(posts).toEqual([
      { key: expect.stringMatching(/^[0-9a-f-]{36}$/), body: { amount: 9001, phone: '254711000000', billId: 'b1' } },
    ]);

    const billsFetches = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/bills/me').length;
    let beforePaid = 0;
    const keys = new Set<string | null>();
    for (const [i, outcome] of outcomes.entries()) {
      await nextPoll();
      expect(status).toHaveTextContent('Check your phone and enter your M-Pesa PIN');
      beforePaid = billsFetches();
      settled = outcome;
      await nextPoll();
      expect(await within(status).findByText(outcome.message)).toBeVisible();
      keys.add(posts[i].key);
      if (outcome.status === 'paid') break;
      await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
      await user.click(within(dialog).getByRole('button', { name: 'Pay KSH 9,001 with M-Pesa' }));
      await within(status).findByText('Check your phone and enter your M-Pesa PIN');
    }
    // Each try is a new prompt with its own key; the last one was paid.
    expect(posts).toHaveLength(4);
    expect(keys.size).toBe(4);
    expect(status).toHaveTextContent('M-Pesa code SLK4H7RT2B');
    // Paid: the bills are fetched again.
    await expect.poll(billsFetches).toBeGreaterThan(beforePaid);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a refusal in the dialog, and a phone M-Pesa cannot use beside the field', async () => {
    const posts: Array<string | null> = [];
    serve({
      'POST /api/payments/mpesa/stk': (_url, init) => {
        posts.push(keyOf(init));
        return json({ message: 'A prompt is already on your phone. Wait for it to finish, then try again.' }, 409);
      },
    });
    const { user } = renderWithProviders(<BillsPage />, { path: '/bills' });
    await user.click(await screen.findByRole('button', { name: 'Pay Rent for March 2026' }));
    const ways = await screen.findByRole('dialog', { name: 'Pay this bill' });
    // M-Pesa's prompt comes first once the landlord saved the keys.
    expect(within(ways).getAllByRole('listitem')[0]).toHaveTextContent(/^Pay with M-Pesa/);
    await user.click(within(ways).getByRole('button', { name: 'Pay with M-Pesa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with M-Pesa' });
    const phone = within(dialog).getByLabelText('M-Pesa phone number');
    await user.clear(phone);
    await user.type(phone, '0733 12');
    await user.click(within(dialog).getByRole('button', { name: 'Pay KSH 9,001 with M-Pesa' }));
    expect(phone).toHaveAccessibleDescription('Enter a Safaricom number such as 0712 345 678.');
    expect(posts).toEqual([]);

    await user.type(phone, '3 456');
    await user.click(within(dialog).getByRole('button', { name: 'Pay KSH 9,001 with M-Pesa' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A prompt is already on your phone. Wait for it to finish, then try again.',
    );
    // Refused, so no prompt exists: the next try carries a new key.
    await user.click(within(dialog).getByRole('button', { name: 'Pay KSH 9,001 with M-Pesa' }));
    await expect.poll(() => posts.length).toBe(2);
    expect(posts[0]).not.toBe(posts[1]);
  });

  it('offers everything owed from the newest bill, overdue first, and the tenant may change it', async () => {
    const overdue = aBill({ _id: 'b0', description: 'Rent for February 2026', dueDate: '2026-02-05', overdue: true });
    const newest = aBill({ _id: 'b1', description: 'Rent for March 2026', remainingAmount: 15000 });
    const posts: unknown[] = [];
    serve({
      'GET /api/bills/me': () => json([overdue, newest]),
      'POST /api/payments/mpesa/stk': (_url, init) => {
        posts.push(JSON.parse(String(init?.body)));
        return json({ message: 'Check your phone.', request: anStkPrompt() }, 202);
      },
    });
    const { user } = renderWithProviders(<BillsPage />, { path: '/bills' });
    // The server's order stays: the overdue bill on top.
    const pays = await screen.findAllByRole('button', { name: /^Pay Rent for/ });
    expect(pays.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Pay Rent for February 2026',
      'Pay Rent for March 2026',
    ]);
    await user.click(screen.getByRole('button', { name: 'Pay Rent for March 2026' }));
    const ways = await screen.findByRole('dialog', { name: 'Pay this bill' });
    expect(ways).toHaveTextContent('You owe KSH 30,000 in all.');
    await user.click(within(ways).getByRole('button', { name: 'Pay with M-Pesa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with M-Pesa' });
    expect(dialog).toHaveTextContent('What you pay settles your overdue bills first');
    const amount = within(dialog).getByLabelText('Amount (KSH)');
    expect(amount).toHaveValue('30000');
    await user.clear(amount);
    await user.type(amount, '20000');
    await user.click(within(dialog).getByRole('button', { name: 'Pay KSH 20,000 with M-Pesa' }));
    await expect.poll(() => posts).toEqual([{ amount: 20000, phone: '254711000000', billId: 'b1' }]);
  });

  it("says 'I paid in cash' for everything owed: one claim the landlord confirms", async () => {
    const overdue = aBill({ _id: 'b0', description: 'Rent for February 2026', dueDate: '2026-02-05', overdue: true });
    const claims: unknown[] = [];
    serve({
      'GET /api/bills/me': () => json([overdue, aBill()]),
      'POST /api/payments': (_url, init) => {
        claims.push(JSON.parse(String(init?.body)));
        return json({ message: 'Claim sent.' }, 201);
      },
    });
    const { user } = renderWithProviders(<BillsPage />, { path: '/bills' });
    await user.click(await screen.findByRole('button', { name: 'Pay Rent for March 2026' }));
    const ways = await screen.findByRole('dialog', { name: 'Pay this bill' });
    await user.click(within(ways).getByRole('button', { name: 'I paid in cash' }));
    const dialog = await screen.findByRole('dialog', { name: 'I paid in cash' });
    expect(dialog).toHaveTextContent('You paid KSH 30,000 in cash: everything you owe.');
    await user.click(within(dialog).getByRole('button', { name: 'I paid in cash' }));
    await expect.poll(() => claims).toEqual([{ billId: 'b1', amount: 30000, method: 'cash' }]);
  });
});
