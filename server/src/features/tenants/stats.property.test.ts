import type { BillStatus, ComplaintStatus, DashboardSummary, Tenant } from '@safestay/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { FUTURE, insertBill, insertComplaint, PAID_AT, PAST } from '../../../test/stats-fixtures';

type Seed = Awaited<ReturnType<typeof seedTwoApartments>>;
type Who = 'TA1' | 'TA2' | 'TB1';

const bill = fc.record({
  who: fc.constantFrom<Who>('TA1', 'TA2', 'TB1'),
  status: fc.constantFrom<BillStatus>('Pending', 'Partial', 'Paid'),
  overdue: fc.boolean(),
});
const complaint = fc.record({
  who: fc.constantFrom<Who>('TA1', 'TA2', 'TB1'),
  status: fc.constantFrom<ComplaintStatus>('Pending', 'In Progress', 'Resolved'),
});

// docs/reliability.md §4: random rows in both apartments; every count matches a plain model
// of the rules, and nothing of one apartment or tenant reaches another.
/** A list in id order, to compare two lists of the same tenants. */
const sortById = (tenants: Tenant[]) => [...tenants].sort((a, b) => a._id.localeCompare(b._id));

describe('tenant statistics and dashboard counts on random data', () => {
  let t: TestApp;
  let s: Seed;

  beforeAll(async () => {
    t = await buildTestApp();
    s = await seedTwoApartments(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('match a model of the rules for every caller', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(bill, { maxLength: 12 }),
        fc.array(complaint, { maxLength: 8 }),
        async (bills, complaints) => {
          const db = t.database.db;
          await db.deleteFrom('allocations').execute();
          await db.deleteFrom('payments').execute();
          await db.deleteFrom('bills').execute();
          await db.deleteFrom('complaints').execute();
          const apartmentOf = (who: Who) => (who === 'TB1' ? s.LB : s.LA).user.apartmentId as string;
          for (const b of bills) {
            await insertBill(db, {
              apartmentId: apartmentOf(b.who),
              tenantId: s[b.who].user.id,
              status: b.status,
              dueDate: b.overdue ? PAST : FUTURE,
            });
          }
          for (const c of complaints) {
            await insertComplaint(db, {
              apartmentId: apartmentOf(c.who),
              tenantId: s[c.who].user.id,
              status: c.status,
            });
          }

          const model = (whos: Who[]) => {
            const mine = bills.filter((b) => whos.includes(b.who));
            const theirs = complaints.filter((c) => whos.includes(c.who));
            const unpaid = mine.filter((b) => b.status !== 'Paid');
            return {
              totalBills: mine.length,
              pendingBills: unpaid.length,
              totalComplaints: theirs.length,
              pendingComplaints: theirs.filter((c) => c.status === 'Pending').length,
              activeComplaints: theirs.filter((c) => c.status !== 'Resolved').length,
              paymentStatus: unpaid.some((b) => b.overdue)
                ? 'late'
                : mine.some((b) => b.status === 'Pending')
                  ? 'pending'
                  : mine.some((b) => b.status === 'Partial')
                    ? 'partial'
                    : 'current',
            };
          };
          const summary = async (who: keyof Seed) =>
            (
              await t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: s[who].auth })
            ).json() as DashboardSummary;
          const pick = ({
            totalBills,
            pendingBills,
            totalComplaints,
            pendingComplaints,
          }: ReturnType<typeof model>) => ({
            totalBills,
            pendingBills,
            totalComplaints,
            pendingComplaints,
          });

          // What is still owed: a Pending bill all of its 15,000, a Partial one half.
          const owed = (whos: Who[]) =>
            bills
              .filter((b) => whos.includes(b.who))
              .reduce((sum, b) => sum + (b.status === 'Pending' ? 15_000 : b.status === 'Partial' ? 7_500 : 0), 0);
          expect(await summary('LA')).toMatchObject({
            role: 'Landlord',
            ...pick(model(['TA1', 'TA2'])),
            totalTenants: 2,
            money: { outstanding: owed(['TA1', 'TA2']) },
          });
          expect(await summary('LB')).toMatchObject({
            role: 'Landlord',
            ...pick(model(['TB1'])),
            totalTenants: 1,
            money: { outstanding: owed(['TB1']) },
          });
          for (const who of ['TA1', 'TA2', 'TB1'] as const) {
            expect(await summary(who)).toEqual({
              role: 'Tenant',
              ...pick(model([who])),
              balance: owed([who]),
              nextDueDate: expect.toBeOneOf([null, PAST, FUTURE]),
              overdueBills: bills.filter((b) => b.who === who && b.status !== 'Paid' && b.overdue).length,
            });
          }

          for (const [landlord, whos] of [
            ['LA', ['TA1', 'TA2']],
            ['LB', ['TB1']],
          ] as const) {
            const res = await t.app.inject({ method: 'GET', url: '/api/users/tenants', headers: s[landlord].auth });
            const list = res.json() as Tenant[];
            expect(list.map((x) => x._id).sort()).toEqual(whos.map((w) => s[w].user.id).sort());
            for (const who of whos) {
              const { pendingComplaints: _p, ...expected } = model([who]);
              const paidSome = bills.some((b) => b.who === who && b.status !== 'Pending');
              expect(list.find((x) => x._id === s[who].user.id)?.stats).toEqual({
                ...expected,
                lastPayment: paidSome ? PAID_AT : null,
                balance: owed([who]),
              });
            }
            // A page (the tenants screen's, one query for its tenants' statistics) says the same
            // of each tenant as the whole list.
            const paged = await t.app.inject({
              method: 'GET',
              url: '/api/users/tenants?limit=50',
              headers: s[landlord].auth,
            });
            expect(paged.statusCode).toBe(200);
            expect(sortById(paged.json() as Tenant[])).toEqual(sortById(list));
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
