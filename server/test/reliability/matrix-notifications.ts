/** The notifications routes' rows of the authorization matrix (matrix-table.ts). */
import { expect } from 'vitest';
import { L, type Row } from './matrix-rules';
import { rowsOf } from './world';

const NO_SUCH = '01930000-0000-7000-8000-000000000000';

export const NOTIFICATION_ROWS: Row[] = [
  {
    // One's own bell: every row is the caller's (a landlord never reads a tenant's, nor the reverse).
    route: 'GET /api/notifications',
    staffMay: true,
    endedTenantMay: true,
    url: () => '/api/notifications',
    expect: () => 200,
    check: (c, body) => {
      const kinds = rowsOf(body).map((n) => n.kind as string);
      const mine = c.isLandlord
        ? ['payment_received', 'claim', 'join_request', 'complaint_new', 'chat_digest']
        : ['receipt', 'new_bill', 'reminder', 'tenancy_decision', 'complaint_status', 'chat_digest'];
      expect(kinds.filter((k) => !mine.includes(k))).toEqual([]);
    },
  },
  {
    route: 'POST /api/notifications/read',
    staffMay: true,
    endedTenantMay: true,
    url: () => '/api/notifications/read',
    body: () => ({ ids: [NO_SUCH] }),
    expect: () => 200,
  },
  {
    route: 'GET /api/notifications/preferences',
    staffMay: true,
    endedTenantMay: true,
    url: () => '/api/notifications/preferences',
    expect: () => 200,
    check: (c, body) => expect((body as { email: string }).email).toBe(c.session?.user.email),
  },
  {
    route: 'PUT /api/notifications/preferences',
    staffMay: true,
    endedTenantMay: true,
    url: () => '/api/notifications/preferences',
    body: () => ({ smsRemindersStopped: false }),
    expect: () => 200,
  },
  {
    route: 'GET /api/notifications/reminders',
    url: () => '/api/notifications/reminders',
    expect: (c) => (L(c) ? 200 : 403),
  },
  {
    route: 'PUT /api/notifications/reminders',
    url: () => '/api/notifications/reminders',
    body: () => ({ enabled: true, days: [-3, 0, 3], hour: 8 }),
    expect: (c) => (L(c) ? 200 : 403),
  },
  {
    route: 'GET /api/notifications/outbox',
    url: () => '/api/notifications/outbox',
    expect: (c) => (L(c) ? 200 : 403),
  },
  {
    // A message id is never someone else's to send again: unknown ones are 404 like foreign ones.
    route: 'POST /api/notifications/outbox/:id/retry',
    object: true,
    url: () => `/api/notifications/outbox/${NO_SUCH}/retry`,
    expect: (c) => (L(c) ? 404 : 403),
  },
  {
    route: 'GET /api/notifications/unreachable',
    url: () => '/api/notifications/unreachable',
    expect: (c) => (L(c) ? 200 : 403),
  },
  // A building's own message accounts: the owner's alone (a caretaker, like a tenant, is refused).
  {
    route: 'GET /api/notifications/providers',
    url: () => '/api/notifications/providers',
    expect: (c) => (L(c) ? 200 : 403),
    check: (_c, body) => expect(JSON.stringify(body)).not.toContain('matrix-at-key'),
  },
  {
    // Only SMS is ever set here: nothing in the matrix may send a message anywhere.
    route: 'PUT /api/notifications/providers',
    url: () => '/api/notifications/providers',
    body: () => ({ sms: { username: 'matrix', apiKey: 'matrix-at-key' } }),
    expect: (c) => (L(c) ? 200 : 403),
  },
  {
    // No email account is ever set in the matrix: the owner hears 409, never a send.
    route: 'POST /api/notifications/providers/test',
    url: () => '/api/notifications/providers/test',
    body: () => ({ channel: 'email', to: 'someone@example.com' }),
    expect: (c) => (L(c) ? 409 : 403),
  },
  {
    route: 'DELETE /api/notifications/providers/:channel',
    url: () => '/api/notifications/providers/email',
    expect: (c) => (L(c) ? 404 : 403),
  },
  {
    // The same answer for anyone, signed in or not, whether or not the account exists.
    route: 'POST /api/auth/forgot',
    public: true,
    url: () => '/api/auth/forgot',
    body: () => ({ email: 'nobody-at-all@example.com' }),
    expect: () => 200,
  },
  {
    // Africa's Talking's inbound SMS: open to the network, a secret token in the path; a wrong one is 404.
    route: 'POST /api/hooks/sms/:token',
    public: true,
    url: () => `/api/hooks/sms/${'x'.repeat(32)}`,
    body: () => ({ from: '+254712345678', text: 'STOP' }),
    expect: () => 404,
  },
  {
    route: 'POST /api/auth/reset',
    public: true,
    url: () => '/api/auth/reset',
    // Not a code at all: refused before any guess is counted (wrong codes are throttled per address,
    // and every actor here calls from one address).
    body: () => ({ email: 'nobody-at-all@example.com', code: '12', password: 'long enough 1' }),
    expect: () => 400,
  },
];
