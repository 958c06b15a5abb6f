import { type Complaint, MSG, type User } from '@safestay/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { findToast, renderWithProviders } from '../../testing/render';
import { ComplaintsPage } from './complaints-page';

const landlord = { id: 'l1', _id: 'l1', name: 'Lara Landlord', role: 'Landlord' } as User;
const tenantUser = { id: 't1', _id: 't1', name: 'Amina Otieno', role: 'Tenant' } as User;

const complaint = (n: number, status: Complaint['status'] = 'Pending'): Complaint => ({
  _id: `c${n}`,
  title: `Complaint ${n}`,
  description: 'The kitchen tap drips.',
  status,
  tenant: { _id: 't1', name: 'Amina Otieno' },
  landlordNotes: [],
  createdAt: '2026-03-01T08:00:00.000Z',
  resolvedAt: status === 'Resolved' ? '2026-03-02T08:00:00.000Z' : null,
});
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => complaint(from + i));
const urlOf = (call: Parameters<typeof fetch>) => String(call[0]);

function renderPage(path = '/complaints') {
  return renderWithProviders(<ComplaintsPage />, { path, routes: {} });
}

afterEach(() => {
  clearSession();
});

describe('ComplaintsPage', () => {
  it('a landlord sees the first 50 complaints, the counts of all of them, and loads the next 50 by the cursor', async () => {
    saveSession('token', landlord);
    const fetchMock = serveApi({
      'GET /api/complaints?limit=50&cursor=c2': () => json(page(50, 50), 200, { 'X-Next-Cursor': 'c3' }),
      'GET /api/complaints?limit=50': () =>
        json(page(0, 50), 200, { 'X-Next-Cursor': 'c2', 'X-Total-Count': '120', 'X-Open-Count': '80' }),
    });
    const { user } = renderPage();
    // what all 120 complaints add up to, though only 50 are loaded
    expect(await screen.findByText('120 complaints, 80 open')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Show more complaints (70 more)' }));
    expect(await screen.findByText('Complaint 99')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(100);
    expect(urlOf(fetchMock.mock.calls.at(-1) as Parameters<typeof fetch>)).toBe('/api/complaints?limit=50&cursor=c2');
    expect(screen.getByRole('button', { name: 'Show more complaints (20 more)' })).toBeVisible();
  }, 20_000); // a hundred cards take seconds to render in jsdom on a busy machine

  it('one tenant’s history from the tenant details is paged too', async () => {
    saveSession('token', landlord);
    const fetchMock = serveApi({
      'GET /api/complaints?tenant=t1&limit=50': () => json([complaint(1)], 200, { 'X-Total-Count': '1' }),
    });
    renderPage('/complaints?tenant=t1');
    expect(await screen.findByText('1 complaint, 1 open')).toBeVisible();
    expect(screen.getByText(/Showing complaints of/)).toHaveTextContent('Amina Otieno');
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(urlOf(fetchMock.mock.calls[0])).toBe('/api/complaints?tenant=t1&limit=50');
  });

  it('a tenant reads their own whole list, counted on screen, with no paging', async () => {
    saveSession('token', tenantUser);
    const fetchMock = serveApi({
      'GET /api/complaints/me': () => json([complaint(1), complaint(2, 'Resolved')]),
    });
    renderPage();
    expect(await screen.findByText('2 complaints, 1 open')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(urlOf(fetchMock.mock.calls[0])).toBe('/api/complaints/me');
  });

  it('a landlord’s status change says the server’s words: its reason when refused, its message when done', async () => {
    saveSession('token', landlord);
    let tries = 0;
    serveApi({
      'GET /api/complaints?limit=50': () => json([complaint(1)], 200, { 'X-Total-Count': '1', 'X-Open-Count': '1' }),
      'PUT /api/complaints/c1': () =>
        ++tries === 1
          ? json({ message: 'A complaint that is In Progress can only move to Resolved.' }, 409)
          : json({ message: MSG.complaintStatusUpdated, complaint: complaint(1, 'In Progress') }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start Progress' }));
    await findToast('A complaint that is In Progress can only move to Resolved.');
    await user.click(screen.getByRole('button', { name: 'Start Progress' }));
    await findToast(MSG.complaintStatusUpdated);
  });
});
