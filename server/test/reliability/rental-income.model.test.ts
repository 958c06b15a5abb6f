/**
 * docs/reports.md, as a model test against the real API on either database: random payments
 * (cash and tax withheld) received across the months of a year, some reversed later, in two
 * buildings of one owner and in another landlord's building. Every tenancy owes a whole year's
 * rent, so every payment is laid on rent: the model's rent received in a month is then the sum of
 * the month's confirmed payments, by received date. The report's gross, tax (rate by date),
 * withheld, tax to pay, due date and lines must agree with the model, for the building acted on
 * and for the owner's portfolio, and never count another landlord's money.
 */
import { MONTHS, type RentalIncome, type Tenancy } from '@safestay/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../bills';
import { registerLandlord, registerTenant, type Session } from '../helpers';
import { buildReliabilityApp, IN_CI } from './support';

interface Paid {
  id: string;
  tenant: number;
  cents: number;
  month: number;
  withholding: boolean;
  reversed: boolean;
}

let t: Awaited<ReturnType<typeof buildReliabilityApp>>;
const YEAR = 2026;
/** [owner in building 1, owner in building 2, another landlord]: who records for tenant i. */
const payers: Session[] = [];
const tenants: { session: Session; tenancyId: string; building: number }[] = [];
const paid: Paid[] = [];
let certificates = 0;

const inject = (who: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });

const acting = (who: Session, apartmentId: string): Session => ({
  ...who,
  auth: { ...who.auth, 'x-apartment-id': apartmentId } as Session['auth'],
});

async function tenancyOf(who: Session, tenant: Session) {
  const list = (await inject(who, 'GET', '/tenancies')).json() as Tenancy[];
  return list.find((ty) => ty.tenant._id === tenant.user.id)?._id as string;
}

/** Bills every month of the year for the building `who` acts on. */
async function billYear(who: Session) {
  for (const [i, month] of MONTHS.entries()) {
    const dueDate = `${YEAR}-${String(i + 1).padStart(2, '0')}-05`;
    const res = await generate(t, who.auth, { month, year: YEAR, dueDate });
    expect(res.statusCode, res.body).toBe(201);
  }
}

beforeAll(async () => {
  t = await buildReliabilityApp();
  const owner = await registerLandlord(t.app);
  const second = await inject(owner, 'POST', '/apartments', { name: `Model Court ${Date.now()}`, rentAmount: 15_000 });
  const secondId = second.json().apartment._id as string;
  const ownerThere = acting(owner, secondId);
  await t.app.inject({
    method: 'PUT',
    url: '/api/apartments/mine',
    headers: ownerThere.auth,
    payload: { joinPolicy: 'open' },
  });
  const other = await registerLandlord(t.app);
  const people = [
    {
      payer: owner,
      tenant: await registerTenant(t.app, owner.user.apartmentId as string, { dateMovedIn: '2026-01-01' }),
      building: 1,
    },
    {
      payer: owner,
      tenant: await registerTenant(t.app, owner.user.apartmentId as string, { dateMovedIn: '2026-01-01' }),
      building: 1,
    },
    { payer: ownerThere, tenant: await registerTenant(t.app, secondId, { dateMovedIn: '2026-01-01' }), building: 2 },
    {
      payer: other,
      tenant: await registerTenant(t.app, other.user.apartmentId as string, { dateMovedIn: '2026-01-01' }),
      building: 3,
    },
  ];
  await billYear(owner);
  await billYear(ownerThere);
  await billYear(other);
  for (const p of people) {
    payers.push(p.payer);
    tenants.push({ session: p.tenant, tenancyId: await tenancyOf(p.payer, p.tenant), building: p.building });
  }
}, 600_000);
afterAll(async () => t.close());

const model = (months: number[], buildings: number[]) => {
  const counted = paid.filter(
    (p) => !p.reversed && months.includes(p.month) && buildings.includes(tenants[p.tenant]?.building ?? 0),
  );
  return {
    gross: counted.reduce((s, p) => s + p.cents, 0),
    withheld: counted.filter((p) => p.withholding).reduce((s, p) => s + p.cents, 0),
    perTenant: new Map(
      tenants.map((ty, i) => [
        ty.session.user.name,
        counted.filter((p) => p.tenant === i).reduce((s, p) => s + p.cents, 0),
      ]),
    ),
  };
};

const op = fc.record({
  tenant: fc.integer({ min: 0, max: 3 }),
  // At most 90 payments of KES 1,000 a tenant: never more than the year's rent, so never credit.
  cents: fc.integer({ min: 1, max: 100_000 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  withholding: fc.boolean(),
  reverse: fc.boolean(),
});

describe('Monthly Rental Income against a model (docs/reports.md)', () => {
  it('agrees with the model after random payments, withholdings and reversals across months', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 12 }),
        async (ops, asked) => {
          for (const o of ops) {
            const ty = tenants[o.tenant] as (typeof tenants)[number];
            certificates += 1;
            const res = await inject(payers[o.tenant] as Session, 'POST', '/payments', {
              tenancyId: ty.tenancyId,
              amount: o.cents / 100,
              method: o.withholding ? 'withholding' : 'cash',
              reference: o.withholding ? `WHT-${certificates}` : undefined,
              receivedAt: `${YEAR}-${String(o.month).padStart(2, '0')}-${String(o.day).padStart(2, '0')}`,
            });
            expect(res.statusCode, res.body).toBe(201);
            paid.push({
              id: res.json().payment._id,
              tenant: o.tenant,
              cents: o.cents,
              month: o.month,
              withholding: o.withholding,
              reversed: false,
            });
          }
          // Reverse some, later: the report is drawn from payments as they stand now.
          for (const [i, o] of ops.entries()) {
            if (!o.reverse) continue;
            const p = paid[paid.length - ops.length + i] as Paid;
            const res = await inject(payers[p.tenant] as Session, 'POST', `/payments/${p.id}/reverse`, {
              reason: 'Model',
            });
            expect(res.statusCode, res.body).toBe(200);
            p.reversed = true;
          }
          const owner = payers[0] as Session;
          for (const [scope, buildings] of [
            ['', [1]],
            ['&scope=portfolio', [1, 2]],
          ] as const) {
            const res = await inject(owner, 'GET', `/reports/rental-income?year=${YEAR}&month=${asked}${scope}`);
            expect(res.statusCode, res.body).toBe(200);
            const r = res.json() as RentalIncome;
            const m = model([asked], [...buildings]);
            const tax = Math.round((m.gross * 750) / 10_000);
            expect(r.gross).toBe(m.gross / 100);
            expect(r.rate).toBe(7.5);
            expect(r.tax).toBe(tax / 100);
            expect(r.taxWithheld).toBe(m.withheld / 100);
            expect(r.taxDue).toBe(Math.max(0, tax - m.withheld) / 100);
            expect(r.dueDate).toBe(
              asked === 12 ? `${YEAR + 1}-01-20` : `${YEAR}-${String(asked + 1).padStart(2, '0')}-20`,
            );
            const ytd = model(
              Array.from({ length: asked }, (_, i) => i + 1),
              [...buildings],
            ).gross;
            expect(r.yearToDate).toBe(ytd / 100);
            const lines = new Map(r.lines.map((l) => [l.tenantName, l.received]));
            for (const [name, cents] of m.perTenant) expect(lines.get(name) ?? 0, name).toBe(cents / 100);
            // Another landlord's tenant never shows.
            expect(lines.has((tenants[3] as (typeof tenants)[number]).session.user.name)).toBe(false);
          }
        },
      ),
      { numRuns: IN_CI ? 8 : 15 },
    );
  }, 600_000);
});
