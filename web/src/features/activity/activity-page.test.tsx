import type { AuditEvent, User } from '@safestay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { renderWithProviders } from '../../testing/render';
import { ActivityPage } from './activity-page';
import { actionLabel, dayHeading } from './texts';

const live = vi.hoisted(() => vi.fn());
vi.mock('../../lib/use-ledger-live', () => ({ useLedgerLive: live }));

const landlord = { id: 'l1', _id: 'l1', name: 'Lara Landlord', role: 'Landlord' } as User;

let n = 0;
function anEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  n += 1;
  return {
    _id: `e${n}`,
    at: '2026-03-06T12:00:00.000Z',
    actor: { _id: 'l1', name: 'Lara Landlord', role: 'Landlord' },
    action: 'payment.recorded',
    entity: 'payment',
    entityId: 'p1',
    summary: 'Recorded KSH 10,000 cash from Amina Otieno (A1), receipt R-000001.',
    before: null,
    after: null,
    ...overrides,
  };
}

const voided = () =>
  anEvent({
    at: '2026-03-04T12:00:00.000Z',
    action: 'bill.voided',
    entity: 'bill',
    entityId: 'b1',
    summary: 'Voided "Rent for March 2026" (KSH 15,000) of Amina Otieno: "Billed twice".',
  });
const approved = () =>
  anEvent({
    at: '2026-03-01T12:00:00.000Z',
    action: 'tenancy.approved',
    entity: 'tenancy',
    entityId: 'tn1',
    summary: 'Approved Amina Otieno into A1 at KSH 15,000 a month from 2026-03-01.',
  });
const claimed = () =>
  anEvent({
    actor: { _id: 't1', name: 'Amina Otieno', role: 'Tenant' },
    action: 'payment.claimed',
    entityId: 'p2',
    summary: 'Amina Otieno (A1) claimed KSH 2,000 M-Pesa NLJ7RT61SV.',
  });

const renderPage = (path = '/activity') => renderWithProviders(<ActivityPage />, { path, routes: {} });

beforeEach(() => saveSession('token', landlord));
afterEach(() => clearSession());

describe('ActivityPage', () => {
  it('lists what happened newest first, who did it and when, and filters by kind', async () => {
    const fetchStub = serveApi({
      'GET /api/audit?limit=20&group=month': () => json([claimed(), anEvent(), voided(), approved()]),
      'GET /api/audit?entity=payment&limit=20&group=month': () => json([claimed(), anEvent()]),
      'GET /api/audit?entity=tenancy&limit=20&group=month': () => json([]),
    });
    const { user } = renderPage();

    expect(await screen.findByText(/Recorded KSH 10,000 cash from Amina Otieno/)).toBeVisible();
    expect(live).toHaveBeenCalled();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Payment claimed');
    expect(items[0]).toHaveTextContent('By Amina Otieno (Tenant)');
    expect(items[2]).toHaveTextContent('Charge voided');
    expect(items[2]).toHaveTextContent('"Billed twice"');
    expect(items[3]).toHaveTextContent('Tenancy approved');
    expect(items[3]).toHaveTextContent('By Lara Landlord (Landlord)');
    expect(within(items[1]).getByRole('time')).toHaveAttribute('datetime', '2026-03-06T12:00:00.000Z');
    // A heading a month, and under it one a day.
    expect(screen.getByRole('heading', { level: 2, name: 'March 2026' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(items[2]).getByRole('link', { name: 'History of this charge' })).toHaveAttribute(
      'href',
      '/activity?entity=bill&id=b1',
    );

    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Payments' }));
    expect(screen.getByRole('button', { name: 'Payments' })).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByText(/Voided/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Tenancies' }));
    expect(await screen.findByText('Nothing matches this filter.')).toBeVisible();
    expect(fetchStub.mock.calls.map((c) => String(c[0]))).toContain('/api/audit?entity=tenancy&limit=20&group=month');
  });

  it('shows one tenant’s history, and all of it again when the filter is cleared', async () => {
    serveApi({
      'GET /api/audit?tenantId=t1&limit=50': () => json([voided()]),
      'GET /api/audit?limit=20&group=month': () => json([claimed(), voided()]),
    });
    const { user } = renderPage('/activity?tenant=t1');
    expect(await screen.findByText(/Billed twice/)).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText(/Showing activity of/)).toHaveTextContent('Showing activity of the selected tenant');
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByText(/Showing activity of/)).toBeNull();
  });

  it('shows one payment’s history without the kind chips', async () => {
    serveApi({ 'GET /api/audit?entity=payment&entityId=p1&limit=50': () => json([anEvent()]) });
    renderPage('/activity?entity=payment&id=p1');
    expect(await screen.findByText(/Recorded KSH 10,000/)).toBeVisible();
    expect(screen.getByText(/Showing the history of/)).toHaveTextContent('Showing the history of this payment');
    expect(screen.queryByRole('button', { name: 'Payments' })).toBeNull();
    expect(screen.queryByRole('link', { name: /History of/ })).toBeNull();
  });

  it('loads the next page with the cursor the server gave: more of a month, then the month before', async () => {
    serveApi({
      'GET /api/audit?limit=20&group=month': () =>
        json([anEvent()], 200, { 'x-next-cursor': 'c2', 'x-next-month': '2026-03' }),
      'GET /api/audit?limit=20&group=month&cursor=c2': () =>
        json([approved()], 200, { 'x-next-cursor': 'c3', 'x-next-month': '2026-02' }),
      'GET /api/audit?limit=20&group=month&cursor=c3': () =>
        json([anEvent({ at: '2026-02-27T08:00:00.000Z', summary: 'February news.' })]),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Show more from March 2026' }));
    expect(await screen.findByText(/Approved Amina Otieno/)).toBeVisible();
    // The month goes on under its one heading.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['March 2026']);
    await user.click(screen.getByRole('button', { name: 'Show earlier: February 2026' }));
    expect(await screen.findByText('February news.')).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'March 2026',
      'February 2026',
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Show / })).toBeNull();
  });

  it('says when nothing has happened yet', async () => {
    serveApi({ 'GET /api/audit?limit=20&group=month': () => json([]) });
    renderPage();
    expect(await screen.findByText('No activity yet')).toBeVisible();
  });
});

describe('activity texts', () => {
  it('names the action and the day', () => {
    expect(actionLabel('payment.recorded', 'payment')).toBe('Payment recorded');
    expect(actionLabel('bill.voided', 'bill')).toBe('Charge voided');
    expect(actionLabel('something', 'unit')).toBe('unit');
    // Nairobi's days, whatever the device's zone: 22:30 UTC on the 5th is already the 6th there.
    const now = new Date('2026-03-06T12:00:00+03:00');
    expect(dayHeading(new Date('2026-03-05T22:30:00Z'), now)).toBe('Today');
    expect(dayHeading(new Date('2026-03-05T23:00:00+03:00'), now)).toBe('Yesterday');
    expect(dayHeading(new Date('2026-03-01T09:00:00+03:00'), now)).toBe('Sun 1 Mar 2026');
    expect(dayHeading(new Date('2025-12-31T09:00:00+03:00'), now)).toBe('Wed 31 Dec 2025');
  });
});
