import type autocannon from 'autocannon';
import type { CannonOptions } from './measure';
import { PASSWORD, type Seeded } from './seed';

/** Page size of the landlord's lists, as the screens ask for them. */
export const PAGE = 50;

/** A request from a rotating list (autocannon's setupRequest), so no one account or bill is hot. */
function rotating(
  method: string,
  make: (i: number) => { path?: string; body?: string },
  token?: string,
): autocannon.Request[] {
  let i = 0;
  return [
    {
      method: method as 'GET',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      setupRequest: (req: autocannon.Request) => {
        i += 1;
        return { ...req, ...make(i) };
      },
    },
  ];
}

/** The year of the seed's last month of bills (the month before `nextPeriod`). */
const seededYear = (s: Seeded) => {
  const [year, month] = s.nextPeriod.dueDate.split('-').map(Number) as [number, number];
  return month === 1 ? year - 1 : year;
};

/**
 * The HTTP measurements, in order, as the people who make them: a tenant reads their bills; a
 * landlord (one person with a few tabs: 10 connections) pages the lists; anyone signs in.
 */
export function scenarios(
  s: Seeded,
  tokens: { landlord: string; tenant: string; history: string },
  nextCursor: string | null,
) {
  const landlord = (path: string, connections = 10): CannonOptions => ({ path, token: tokens.landlord, connections });
  const emails = s.tenantEmails.slice(0, 50);
  const list: Array<[string, CannonOptions]> = [
    ['baseline', { path: '/api/health' }],
    ['bills_me', { path: '/api/bills/me', token: tokens.tenant }],
    ['bills_apartment_page', landlord(`/api/bills/apartment?limit=${PAGE}`)],
    // A later page skips the count of all bills that the first page carries (X-Total-Count).
    ...(nextCursor
      ? [
          [
            'bills_apartment_next_page',
            landlord(`/api/bills/apartment?limit=${PAGE}&cursor=${encodeURIComponent(nextCursor)}`),
          ] as [string, CannonOptions],
        ]
      : []),
    ['users_tenants_page', landlord(`/api/users/tenants?limit=${PAGE}`)],
    ['users_tenants_all', landlord('/api/users/tenants')],
    // A unit per tenant, each with who lives there; the join requests waiting for a yes.
    ['units_list', landlord('/api/units')],
    // The houses screen's first page (paged since issue 40).
    ['units_page', landlord(`/api/units?limit=${PAGE}`)],
    ['join_requests', landlord('/api/tenancies?status=pending')],
    // The landlord's first screen: the counts, the month's figures and the five largest arrears.
    ['dashboard_summary', landlord('/api/dashboard/summary')],
    // The ledger: the first tenant's five years as a statement, the landlord's payments list, and
    // the landlord recording 1 KES for each tenancy in turn (each a transaction with its receipt and audit entry).
    // One tenant reading their statement from a few tabs and devices (10 connections, like the landlord's lists).
    ['statement_5y', { path: '/api/me/statement', token: tokens.history, connections: 10 }],
    ['payments_page', landlord(`/api/payments?limit=${PAGE}`)],
    // A year's collection report (docs/reports.md): target p99 ≤ 200 ms at this size.
    ['collection_year', landlord('/api/reports/collection')],
    // The same for the last year the seed filled (its 12,000 charges): this year's holds none of them.
    ['collection_seeded_year', landlord(`/api/reports/collection?year=${seededYear(s)}`)],
    [
      'record_payment',
      {
        path: '/api/payments',
        method: 'POST',
        token: tokens.landlord,
        connections: 10,
        requests: rotating(
          'POST',
          (i) => ({
            body: JSON.stringify({ tenancyId: s.tenancyIds[i % s.tenancyIds.length], amount: 1, method: 'cash' }),
          }),
          tokens.landlord,
        ),
      },
    ],
    ['chats_messages', landlord(`/api/chats/conversation/${s.landlordId}/${s.tenantIds[0]}`)],
    // The landlord's conversation list aggregates all 100,000 messages (chat feature; see README).
    ['chats_conversations', landlord('/api/chats/conversations', 2)],
    // Login: argon2id (19 MiB, t=2) by design; rotate accounts so none is throttled.
    [
      'auth_login',
      {
        path: '/api/auth/login',
        method: 'POST',
        connections: 8,
        requests: rotating('POST', (i) => ({
          path: '/api/auth/login',
          body: JSON.stringify({ email: emails[i % emails.length], password: PASSWORD }),
        })),
      },
    ],
    // PDF bills per second: the tenant downloads their bills in turn.
    [
      'pdf_bill',
      {
        path: `/api/bills/download/${s.sampleBillIds[0]}`,
        token: tokens.history,
        connections: 4,
        requests: rotating('GET', (i) => ({
          path: `/api/bills/download/${s.sampleBillIds[i % s.sampleBillIds.length]}`,
        })),
      },
    ],
  ];
  return list;
}

/** A landlord's portfolio (docs/portfolio.md): every building's month at once. */
export function portfolioScenarios(tokens: { landlord: string }): Array<[string, CannonOptions]> {
  return [['dashboard_portfolio', { path: '/api/dashboard/portfolio', token: tokens.landlord, connections: 10 }]];
}

/**
 * Scale mode's paths beside the everyday ones (docs/performance.md "Cost flat with data"): the
 * landlord's complaints and activity pages, the five-year statement as a PDF,
 * and confirming tenants' claims (each a ledger transaction with its receipt and audit entry).
 */
export function scaleScenarios(
  tokens: { landlord: string; history: string },
  claimIds: string[],
): Array<[string, CannonOptions]> {
  const landlord = (path: string): CannonOptions => ({ path, token: tokens.landlord, connections: 10 });
  return [
    ['complaints_page', landlord(`/api/complaints?limit=${PAGE}`)],
    ['audit_page', landlord(`/api/audit?limit=${PAGE}`)],
    ['statement_5y_pdf', { path: '/api/me/statement.pdf', token: tokens.history, connections: 4 }],
    [
      'confirm_claim',
      {
        path: `/api/payments/${claimIds[0]}/confirm`,
        method: 'POST',
        token: tokens.landlord,
        connections: 10,
        requests: rotating(
          'POST',
          (i) => ({ path: `/api/payments/${claimIds[(i - 1) % claimIds.length]}/confirm`, body: '{}' }),
          tokens.landlord,
        ),
      },
    ],
  ];
}
