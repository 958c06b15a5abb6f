/**
 * The collection report (docs/reports.md "Collection") against a model, on either database:
 * random charges (some made weeks before they fall due), payments, voids and reversals over the
 * months of last year, for two tenants; then every month's expected, collected, outstanding and
 * overdue at its close must be what the model says, from the raw events alone: a charge counts
 * once due or once made, is late once its due day has passed, is paid oldest due first, and one
 * tenant's credit never pays another's debt.
 */
import type { CollectionReport } from '@safestay/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, monthEnd, today } from '../../src/lib/dates';
import { registerLandlord, registerTenant } from '../helpers';
import { tenancyOf } from '../ledger-rows';
import { buildReliabilityApp, figure, IN_CI } from './support';
import { call } from './world';

const Y = Number(today().slice(0, 4)) - 1;
const day = (n: number) => addDays(`${Y}-01-01`, n % 365);

interface Charge {
  who: number;
  cents: number;
  due: string;
  /** The Nairobi day it was made (on or before its due day). */
  made: string;
  voided: boolean;
}
interface Payment {
  who: number;
  cents: number;
  received: string;
  reversed: boolean;
}

let t: Awaited<ReturnType<typeof buildReliabilityApp>>;
beforeAll(async () => {
  t = await buildReliabilityApp();
});
afterAll(async () => {
  await t?.close();
});

/** The twelve months as the model computes them, in cents. */
function model(charges: Charge[], payments: Payment[]) {
  const live = charges.filter((c) => !c.voided);
  const paid = payments.filter((p) => !p.reversed);
  return Array.from({ length: 12 }, (_, i) => {
    const month = `${Y}-${String(i + 1).padStart(2, '0')}`;
    const last = monthEnd(month);
    const sum = (xs: { cents: number }[]) => xs.reduce((s, x) => s + x.cents, 0);
    let outstanding = 0;
    let overdue = 0;
    for (const who of [0, 1]) {
      const mine = live.filter((c) => c.who === who);
      const soFar = sum(paid.filter((p) => p.who === who && p.received <= last));
      outstanding += Math.max(0, sum(mine.filter((c) => c.due <= last || c.made <= last)) - soFar);
      overdue += Math.max(0, sum(mine.filter((c) => c.due <= last)) - soFar);
    }
    return {
      month,
      expected: sum(live.filter((c) => c.due.startsWith(month))),
      collected: sum(paid.filter((p) => p.received.startsWith(month))),
      outstanding,
      overdue,
    };
  });
}

describe('the collection report against a model', () => {
  it('agrees month by month, whatever the charges, payments, voids and reversals', async () => {
    let runs = 0;
    const chargeArb = fc.record({
      who: fc.integer({ min: 0, max: 1 }),
      cents: fc.integer({ min: 1, max: 5_000_000 }),
      due: fc.integer({ min: 0, max: 364 }),
      early: fc.integer({ min: 0, max: 45 }),
      voided: fc.boolean(),
    });
    const paymentArb = fc.record({
      who: fc.integer({ min: 0, max: 1 }),
      cents: fc.integer({ min: 1, max: 5_000_000 }),
      received: fc.integer({ min: 0, max: 364 }),
      reversed: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(chargeArb, { maxLength: 8 }),
        fc.array(paymentArb, { maxLength: 8 }),
        async (rawCharges, rawPayments) => {
          runs += 1;
          const landlord = await registerLandlord(t.app);
          const apartmentId = landlord.user.apartmentId as string;
          const tenants = [await registerTenant(t.app, apartmentId), await registerTenant(t.app, apartmentId)];
          const tenancies = [
            await tenancyOf(t.database.db, tenants[0]!.user.id),
            await tenancyOf(t.database.db, tenants[1]!.user.id),
          ];
          // Asked after every step, not only at the end: a year's figures are kept per version of
          // the ledger (decision 0028), so each answer kept must give way to the next change.
          const agrees = async (charges: Charge[], payments: Payment[]) => {
            const res = await call(t.app, landlord, 'GET', `/api/reports/collection?year=${Y}`);
            expect(res.statusCode, res.body).toBe(200);
            const report = res.json() as CollectionReport;
            const inCents = report.months.map((m) => ({
              month: m.month,
              expected: Math.round(m.expected * 100),
              collected: Math.round(m.collected * 100),
              outstanding: Math.round((m.outstanding ?? Number.NaN) * 100),
              overdue: Math.round((m.overdue ?? Number.NaN) * 100),
            }));
            expect(inCents).toEqual(model(charges, payments));
          };
          const charges: Charge[] = [];
          const payments: Payment[] = [];
          for (const c of rawCharges) {
            const due = day(c.due);
            const made = addDays(due, -c.early);
            const res = await call(t.app, landlord, 'POST', '/api/bills', {
              tenancyId: tenancies[c.who],
              kind: 'other',
              description: 'Model charge',
              amount: c.cents / 100,
              dueDate: due,
            });
            expect(res.statusCode, res.body).toBe(201);
            const id = res.json().bill._id as string;
            await agrees([...charges, { who: c.who, cents: c.cents, due, made: today(), voided: false }], payments);
            // Made that day at 09:00 in Nairobi (06:00 UTC).
            await t.database.db
              .updateTable('bills')
              .set({ created_at: `${made}T06:00:00.000Z` })
              .where('id', '=', id)
              .execute();
            await agrees([...charges, { who: c.who, cents: c.cents, due, made, voided: false }], payments);
            if (c.voided) {
              const voided = await call(t.app, landlord, 'POST', `/api/bills/${id}/void`, { reason: 'Model void' });
              expect(voided.statusCode, voided.body).toBe(200);
            }
            charges.push({ who: c.who, cents: c.cents, due, made, voided: c.voided });
            await agrees(charges, payments);
          }
          for (const p of rawPayments) {
            const received = day(p.received);
            const res = await call(t.app, landlord, 'POST', '/api/payments', {
              tenancyId: tenancies[p.who],
              amount: p.cents / 100,
              method: 'cash',
              receivedAt: received,
            });
            expect(res.statusCode, res.body).toBe(201);
            await agrees(charges, [...payments, { who: p.who, cents: p.cents, received, reversed: false }]);
            if (p.reversed) {
              const id = res.json().payment._id as string;
              const reversed = await call(t.app, landlord, 'POST', `/api/payments/${id}/reverse`, { reason: 'Model' });
              expect(reversed.statusCode, reversed.body).toBe(200);
            }
            payments.push({ who: p.who, cents: p.cents, received, reversed: p.reversed });
            await agrees(charges, payments);
          }
          await agrees(charges, payments);
        },
      ),
      { numRuns: IN_CI ? 8 : 15 },
    );
    figure('collection model runs', runs);
  }, 600_000);
});
