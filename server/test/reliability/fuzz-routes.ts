import { landlordPayload, type Session, tenantPayload } from '../helpers';
import type { World } from './world';

export interface FuzzRoute {
  route: string;
  who: () => Session;
  /** A valid body to mutate (omitted: random JSON bodies only). */
  body?: () => Record<string, unknown>;
  runs?: number;
}

/** Who the fuzz runs as: the seeded world and a landlord whose password it may change. */
export interface FuzzPeople {
  w: World;
  pwUser: Session;
}

/**
 * Every route the fuzzer drives: who calls it and a valid body to mutate. `people` is read when a
 * route runs, so it may be filled in beforeAll.
 */
export function fuzzRoutes(people: FuzzPeople): FuzzRoute[] {
  return [
    {
      route: 'POST /api/auth/register',
      who: () => people.w.LA,
      body: () => ({ ...tenantPayload(people.w.LA.user.apartmentId as string) }),
      runs: 30,
    },
    { route: 'POST /api/auth/register', who: () => people.w.LA, body: () => ({ ...landlordPayload() }), runs: 30 },
    {
      route: 'POST /api/auth/login',
      who: () => people.w.LA,
      body: () => ({ email: people.w.TA2.user.email, password: 'wrong password!' }),
      runs: 30,
    },
    {
      route: 'POST /api/auth/change-password',
      who: () => people.pwUser,
      body: () => ({ currentPassword: 'wrong password!', newPassword: 'another good one' }),
      runs: 30,
    },
    {
      route: 'POST /api/bills/generate-monthly',
      who: () => people.w.LA,
      body: () => ({ month: 'March', year: 2031, dueDate: '2031-03-05' }),
    },
    {
      route: 'POST /api/bills/pay-cash',
      who: () => people.w.TA1,
      body: () => ({ billId: people.w.objects.TA1.unpaidBill, amount: 1 }),
    },
    {
      route: 'PUT /api/bills/:id',
      who: () => people.w.LA,
      body: () => ({ amount: 15000, description: 'Rent', dueDate: '2026-01-05' }),
    },
    {
      route: 'POST /api/complaints',
      who: () => people.w.TA1,
      body: () => ({ title: 'Leak', description: 'In the kitchen' }),
    },
    { route: 'PUT /api/complaints/:id', who: () => people.w.LA, body: () => ({ status: 'In Progress' }) },
    { route: 'POST /api/complaints/:id/note', who: () => people.w.LA, body: () => ({ note: 'On it' }) },
    {
      route: 'POST /api/rules',
      who: () => people.w.LA,
      body: () => ({ rules: [{ title: 'Quiet', description: 'After 10', category: 'noise' }] }),
    },
    {
      route: 'PUT /api/rules/:id',
      who: () => people.w.LA,
      body: () => ({ title: 'Quiet', description: 'After 11', category: 'general' }),
    },
    { route: 'DELETE /api/rules/:id', who: () => people.w.LA },
    {
      route: 'POST /api/chats',
      who: () => people.w.TA1,
      body: () => ({ receiverId: people.w.LA.user.id, message: 'hi', clientMessageId: 'c1' }),
    },
    { route: 'GET /api/chats/conversation/:userId/:partnerId', who: () => people.w.TA1 },
    { route: 'GET /api/bills/download/:id', who: () => people.w.TA1 },
    { route: 'GET /api/bills/download-receipt/:id', who: () => people.w.TA1 },
    { route: 'GET /api/bills/apartment', who: () => people.w.LA },
    { route: 'GET /api/bills/paid', who: () => people.w.LA },
    { route: 'GET /api/bills/unpaid', who: () => people.w.TA1 },
    { route: 'GET /api/bills/me', who: () => people.w.TA1 },
    { route: 'GET /api/users/tenants', who: () => people.w.LA },
    { route: 'GET /api/dashboard/summary', who: () => people.w.LA },
    { route: 'GET /api/complaints', who: () => people.w.LA },
    { route: 'GET /api/complaints/me', who: () => people.w.TA1 },
    { route: 'GET /api/rules', who: () => people.w.TA1 },
    { route: 'GET /api/units', who: () => people.w.LA },
    {
      route: 'POST /api/units',
      who: () => people.w.LA,
      body: () => ({ code: 'Z9', label: 'Top floor', rent: 12000, deposit: 0 }),
    },
    { route: 'POST /api/units/import', who: () => people.w.LA, body: () => ({ csv: 'Z8,Top,12000,12000' }) },
    {
      route: 'PUT /api/units/:id',
      who: () => people.w.LA,
      body: () => ({ code: people.w.units.A.edit[0].code, label: 'Edited', rent: 15000, deposit: 15000 }),
    },
    { route: 'DELETE /api/units/:id', who: () => people.w.LA },
    { route: 'GET /api/chats/conversations', who: () => people.w.LA },
    { route: 'GET /api/chats/partners', who: () => people.w.TA1 },
    { route: 'GET /api/chats/debug/users', who: () => people.w.LA },
    { route: 'GET /api/apartments/available', who: () => people.w.LA },
    { route: 'GET /api/health', who: () => people.w.LA },
    { route: 'GET /api/auth/me', who: () => people.w.TP },
    { route: 'PUT /api/auth/me', who: () => people.pwUser, body: () => ({ locale: 'sw' }) },
    { route: 'GET /api/me/export', who: () => people.w.TA1 },
    // A wrong password only: the fuzz never erases anyone (privacy.test.ts does).
    { route: 'DELETE /api/me', who: () => people.pwUser, body: () => ({ password: 'wrong password!' }), runs: 30 },
    { route: 'GET /api/tenancies/:id/identity', who: () => people.w.LA },
    { route: 'GET /api/users/landlords', who: () => people.w.TA1 },
    { route: 'GET /api/payments/mpesa/settings', who: () => people.w.LA },
    {
      route: 'PUT /api/payments/mpesa/settings',
      who: () => people.w.LA,
      body: () => ({ environment: 'sandbox', shortcodeType: 'paybill', shortcode: '600966', consumerKey: 'k' }),
    },
    { route: 'GET /api/payments/mpesa/unmatched', who: () => people.w.LA },
    { route: 'POST /api/payments/mpesa/settings/test', who: () => people.w.LA },
    { route: 'GET /api/payments/mpesa/how-to-pay', who: () => people.w.TA1 },
    { route: 'POST /api/payments/mpesa/stk', who: () => people.w.TA1, body: () => ({ amount: 100 }) },
    { route: 'GET /api/payments/mpesa/stk/:id', who: () => people.w.TA1 },
    { route: 'POST /api/payments/mpesa/register-urls', who: () => people.w.LA },
    {
      route: 'POST /api/payments/mpesa/unmatched/:id/assign',
      who: () => people.w.LA,
      body: () => ({ tenancyId: people.w.objects.TA1.tenancy }),
    },
    // Statement files are CSV text; the fuzzer's JSON bodies must be refused in words, never a 5xx.
    { route: 'POST /api/payments/mpesa/statements', who: () => people.w.LA },
    { route: 'POST /api/payments/bank-statements', who: () => people.w.LA },
    { route: 'GET /api/payments/bank-statements/mapping', who: () => people.w.LA },
    {
      route: 'PUT /api/payments/bank-statements/mapping',
      who: () => people.w.LA,
      body: () => ({ date: 'Date', amount: 'Credit', reference: 'Ref', dateFormat: 'DD/MM/YYYY' }),
    },
    { route: 'GET /api/payments/unmatched', who: () => people.w.LA },
    {
      route: 'POST /api/payments/unmatched/:id/assign',
      who: () => people.w.LA,
      body: () => ({ tenancyId: people.w.objects.TA1.tenancy }),
    },
    { route: 'POST /api/hooks/pay/:token/:kind', who: () => people.w.LA, body: () => ({ TransID: 'SKQ96C7K7H' }) },
    // Last of pwUser's routes: the first success ends their session (the rest are 401s).
    { route: 'POST /api/auth/logout', who: () => people.pwUser },
    { route: 'GET /api/invites/:code', who: () => people.w.LA },
    { route: 'GET /api/apartments/mine', who: () => people.w.LA },
    {
      route: 'PUT /api/apartments/mine',
      who: () => people.w.LA,
      body: () => ({ joinPolicy: 'open', area: 'Kilimani' }),
    },
    { route: 'GET /api/tenancies', who: () => people.w.LA },
    {
      route: 'POST /api/tenancies/:id/approve',
      who: () => people.w.LA,
      body: () => ({ unitId: people.w.units.A.edit[0].id, rent: 15000, moveInDate: '2026-01-01', openingBalance: 0 }),
    },
    { route: 'POST /api/tenancies/:id/reject', who: () => people.w.LA, body: () => ({ reason: 'No room' }) },
    { route: 'POST /api/tenancies/:id/end', who: () => people.w.LA, body: () => ({ moveOutDate: '2026-02-01' }) },
    { route: 'PUT /api/tenancies/:id', who: () => people.w.LA, body: () => ({ unitId: null, rent: 15000 }) },
    { route: 'GET /api/invites', who: () => people.w.LA },
    {
      route: 'POST /api/invites',
      who: () => people.w.LA,
      body: () => ({ unitId: people.w.units.A.edit[1].id, expiresInDays: 7 }),
    },
    { route: 'DELETE /api/invites/:id', who: () => people.w.LA },
    // Several buildings and the team (docs/portfolio.md, docs/team.md).
    { route: 'POST /api/apartments', who: () => people.w.LA, body: () => ({ name: 'Fuzz Court', rentAmount: 9000 }) },
    { route: 'GET /api/apartments/owned', who: () => people.w.LA },
    { route: 'GET /api/dashboard/portfolio', who: () => people.w.LA },
    // The collection report and the CSV exports (docs/reports.md).
    { route: 'GET /api/reports/collection', who: () => people.w.LA },
    { route: 'GET /api/reports/collection.csv', who: () => people.w.LA },
    { route: 'GET /api/exports/bills.csv', who: () => people.w.LA },
    { route: 'GET /api/exports/payments.csv', who: () => people.w.LA },
    { route: 'GET /api/exports/tenants.csv', who: () => people.w.LA },
    { route: 'GET /api/tenancies/:id/statement.csv', who: () => people.w.LA },
    { route: 'GET /api/me/statement.csv', who: () => people.w.TA1 },
    // The owner's reports (docs/reports.md): their query is fuzzed.
    { route: 'GET /api/reports/rental-income', who: () => people.w.LA },
    { route: 'GET /api/reports/rental-income.csv', who: () => people.w.LA },
    { route: 'GET /api/reports/rental-income.pdf', who: () => people.w.LA },
    { route: 'GET /api/reports/year.pdf', who: () => people.w.LA },
    { route: 'GET /api/staff', who: () => people.w.LA },
    { route: 'DELETE /api/staff/:userId', who: () => people.w.LA },
    { route: 'GET /api/staff/invites', who: () => people.w.LA },
    {
      route: 'POST /api/staff/invites',
      who: () => people.w.LA,
      body: () => ({ name: 'Wanjiru', phone: '0712345678' }),
    },
    { route: 'DELETE /api/staff/invites/:id', who: () => people.w.LA },
    { route: 'GET /api/staff/invites/:code', who: () => people.w.LA },
    { route: 'POST /api/staff/invites/:code/accept', who: () => people.w.TA1 },
    // Meters, rates and readings (docs/utilities.md).
    {
      route: 'POST /api/meters',
      who: () => people.w.LA,
      body: () => ({ kind: 'water', unitId: people.w.units.A.edit[0]?.id }),
    },
    { route: 'GET /api/meters', who: () => people.w.LA },
    { route: 'GET /api/utilities/rates', who: () => people.w.LA },
    {
      route: 'PUT /api/utilities/rates/:kind',
      who: () => people.w.LA,
      body: () => ({
        bands: [
          { upTo: 10, rate: 100 },
          { upTo: null, rate: 150 },
        ],
        minimumCharge: 200,
        fixedFee: 50,
      }),
    },
    {
      route: 'POST /api/meters/readings',
      who: () => people.w.LA,
      body: () => ({ kind: 'water', readAt: '2026-02-01', readings: [{ unitCode: 'A1', reading: 12.5 }] }),
    },
    {
      route: 'POST /api/meters/:id/readings',
      who: () => people.w.LA,
      body: () => ({ reading: 3, readAt: '2026-02-01' }),
    },
    { route: 'GET /api/meters/:id/readings', who: () => people.w.LA },
    {
      route: 'PUT /api/meters/:id/readings/:readingId',
      who: () => people.w.LA,
      body: () => ({ reading: 4, reason: 'Misread the dial' }),
    },
    {
      route: 'PUT /api/meters/:id/readings/:readingId/photo',
      who: () => people.w.LA,
      body: () => ({ photo: 'not a form' }),
    },
    { route: 'GET /api/meters/:id/readings/:readingId/photo', who: () => people.w.LA },
    { route: 'GET /api/me/consumption', who: () => people.w.TA1 },
    // Recurring charges per house (docs/utilities.md "Recurring charges").
    { route: 'GET /api/units/charges', who: () => people.w.LA },
    { route: 'GET /api/units/:id/charges', who: () => people.w.LA },
    {
      route: 'PUT /api/units/:id/charges',
      who: () => people.w.LA,
      body: () => ({
        charges: [
          { kind: 'service', amount: 1500 },
          { kind: 'security', amount: 0 },
        ],
      }),
    },
    {
      route: 'POST /api/payments',
      who: () => people.w.LA,
      body: () => ({ tenancyId: people.w.objects.TA1.tenancy, amount: 1, method: 'mpesa', reference: 'FUZZ123456' }),
    },
    {
      route: 'POST /api/payments',
      who: () => people.w.TA1,
      body: () => ({ amount: 1, method: 'cash', reference: 'x' }),
    },
    { route: 'GET /api/payments', who: () => people.w.LA },
    { route: 'GET /api/payments/:id', who: () => people.w.TA1 },
    { route: 'GET /api/payments/:id/receipt', who: () => people.w.TA1 },
    { route: 'POST /api/payments/:id/confirm', who: () => people.w.LA },
    {
      route: 'POST /api/payments/:id/reject',
      who: () => people.w.LA,
      body: () => ({ reason: 'Not on the statement' }),
    },
    { route: 'POST /api/payments/:id/reverse', who: () => people.w.LA, body: () => ({ reason: 'Entered twice' }) },
    {
      route: 'POST /api/bills',
      who: () => people.w.LA,
      body: () => ({
        tenancyId: people.w.objects.TA1.tenancy,
        kind: 'water',
        description: 'Water',
        amount: 1,
        dueDate: '2026-01-20',
      }),
    },
    { route: 'POST /api/bills/:id/void', who: () => people.w.LA, body: () => ({ reason: 'Twice' }) },
    { route: 'GET /api/tenancies/:id/statement', who: () => people.w.LA },
    { route: 'GET /api/tenancies/:id/statement.pdf', who: () => people.w.LA },
    { route: 'GET /api/me/statement', who: () => people.w.TA1 },
    { route: 'GET /api/me/statement.pdf', who: () => people.w.TA1 },
    { route: 'GET /api/audit', who: () => people.w.LA },
    { route: 'GET /api/notifications', who: () => people.w.LA },
    { route: 'POST /api/notifications/read', who: () => people.w.TA1, body: () => ({ all: true }) },
    { route: 'GET /api/notifications/preferences', who: () => people.w.TA1 },
    {
      route: 'PUT /api/notifications/preferences',
      who: () => people.w.TA1,
      body: () => ({ kinds: [{ kind: 'receipt', sms: true, email: false }], smsRemindersStopped: false }),
    },
    { route: 'GET /api/notifications/reminders', who: () => people.w.LA },
    {
      route: 'PUT /api/notifications/reminders',
      who: () => people.w.LA,
      body: () => ({ enabled: true, days: [-3, 0, 3], hour: 8 }),
    },
    { route: 'GET /api/notifications/outbox', who: () => people.w.LA },
    { route: 'POST /api/notifications/outbox/:id/retry', who: () => people.w.LA },
    { route: 'GET /api/notifications/unreachable', who: () => people.w.LA },
    { route: 'GET /api/notifications/providers', who: () => people.w.LA },
    {
      // SMS only, and AT is never called here (no worker, no test of SMS): nothing leaves the machine.
      route: 'PUT /api/notifications/providers',
      who: () => people.w.LA,
      body: () => ({ sms: { username: 'fuzz', apiKey: 'fuzz-key', senderId: 'FUZZ' } }),
    },
    // LB never sets an account: a test of theirs is a 409 or a 400, never a send.
    {
      route: 'POST /api/notifications/providers/test',
      who: () => people.w.LB,
      body: () => ({ channel: 'email', to: 'someone@example.com' }),
    },
    { route: 'DELETE /api/notifications/providers/:channel', who: () => people.w.LB },
    {
      route: 'POST /api/hooks/sms/:token',
      who: () => people.w.LA,
      body: () => ({ from: '+254712345678', text: 'STOP' }),
    },
    {
      route: 'POST /api/auth/forgot',
      who: () => people.w.LA,
      body: () => ({ email: people.w.TA2.user.email }),
      runs: 30,
    },
    {
      route: 'POST /api/auth/reset',
      who: () => people.w.LA,
      body: () => ({ email: people.w.TA2.user.email, code: '12345678', password: 'long enough 1' }),
      runs: 30,
    },
  ];
}
