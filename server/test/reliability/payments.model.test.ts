/**
 * docs/reliability.md §24 and §27: a model test (fast-check commands) of partial payments, landlord edits
 * and reads against the real API, compared with an in-memory model. Invariants on every read:
 * remaining = amount - sum(payments) >= 0; Paid iff remaining is 0; every money figure is a number.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerLandlord, registerTenant, type Session } from '../helpers';
import { buildReliabilityApp, figure, IN_CI } from './support';
import { call, rowsOf } from './world';

interface ModelBill {
  id: string;
  tenant: number;
  amount: number;
  payments: number[];
}
interface Model {
  bills: ModelBill[];
}
interface Real {
  landlord: Session;
  tenants: Session[];
}

const paid = (b: ModelBill) => b.payments.reduce((s, p) => s + p, 0);
const remaining = (b: ModelBill) => b.amount - paid(b);
const statusOf = (b: ModelBill) => (remaining(b) === 0 ? 'Paid' : b.payments.length > 0 ? 'Partial' : 'Pending');
const kes = (cents: number) => cents / 100;

let t: Awaited<ReturnType<typeof buildReliabilityApp>>;
const counts = { pay: 0, payRefused: 0, edit: 0, editRefused: 0, read: 0 };

beforeAll(async () => {
  t = await buildReliabilityApp();
});
afterAll(async () => {
  await t?.close();
});

/** Pays `fraction` of the remaining amount (or more than it) of one bill. */
class PayCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly cents: number,
    readonly overpay: boolean,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const bill = m.bills[this.index % m.bills.length];
    const left = remaining(bill);
    const cents = this.overpay ? left + this.cents : Math.min(this.cents, Math.max(left, 1));
    const res = await call(t.app, r.tenants[bill.tenant], 'POST', '/api/bills/pay-cash', {
      billId: bill.id,
      amount: kes(cents),
    });
    if (left === 0 || cents > left) {
      expect(res.statusCode, res.body).toBe(409);
      counts.payRefused += 1;
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    bill.payments.push(cents);
    counts.pay += 1;
    const got = res.json().bill;
    expect(got.remainingAmount).toBe(kes(remaining(bill)));
    expect(got.status).toBe(statusOf(bill));
  }
  toString = () => `pay(${this.index}, ${this.cents}${this.overpay ? ', over' : ''})`;
}

/** The landlord sets a new amount; below what was paid is refused. */
class EditCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly amount: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const bill = m.bills[this.index % m.bills.length];
    const res = await call(t.app, r.landlord, 'PUT', `/api/bills/${bill.id}`, {
      amount: kes(this.amount),
      description: 'Rent (edited)',
      dueDate: '2026-03-05',
    });
    if (this.amount < paid(bill)) {
      expect(res.statusCode, res.body).toBe(409);
      counts.editRefused += 1;
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    bill.amount = this.amount;
    counts.edit += 1;
    expect(res.json().bill.status).toBe(statusOf(bill));
  }
  toString = () => `edit(${this.index}, ${this.amount})`;
}

/** Reads every list as landlord and as each tenant and compares with the model. */
class ReadCommand implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    counts.read += 1;
    const byId = new Map(m.bills.map((b) => [b.id, b]));
    const compare = (rows: Record<string, unknown>[]) => {
      for (const row of rows) {
        const bill = byId.get(row._id as string);
        if (!bill) continue;
        for (const key of ['amount', 'remainingAmount'] as const) expect(typeof row[key]).toBe('number');
        const history = row.paymentHistory as { amount: unknown }[];
        for (const p of history) expect(typeof p.amount).toBe('number');
        expect(row.amount).toBe(kes(bill.amount));
        expect(row.remainingAmount).toBe(kes(remaining(bill)));
        expect(row.remainingAmount as number).toBeGreaterThanOrEqual(0);
        expect(Math.round(history.reduce((s, p) => s + (p.amount as number) * 100, 0))).toBe(paid(bill));
        expect(row.status).toBe(statusOf(bill));
        expect(row.status === 'Paid').toBe(row.remainingAmount === 0);
      }
    };
    compare(rowsOf((await call(t.app, r.landlord, 'GET', '/api/bills/apartment')).json()));
    for (const tenant of r.tenants) {
      compare(rowsOf((await call(t.app, tenant, 'GET', '/api/bills/me')).json()));
      const unpaid = rowsOf((await call(t.app, tenant, 'GET', '/api/bills/unpaid')).json());
      for (const row of unpaid) expect(row.status).not.toBe('Paid');
    }
    // §27: aggregates are numbers on both databases (node-postgres returns bigint sums as strings).
    const tenants = rowsOf((await call(t.app, r.landlord, 'GET', '/api/users/tenants')).json());
    for (const row of tenants) assertNumbers(row, 'tenant stats');
    assertNumbers((await call(t.app, r.landlord, 'GET', '/api/dashboard/summary')).json(), 'dashboard');
  }
  toString = () => 'read';
}

/** Every value under a money- or count-like key is a number, never a numeric string. */
function assertNumbers(value: unknown, where: string, key = ''): void {
  if (Array.isArray(value)) {
    for (const v of value) assertNumbers(v, where, key);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) assertNumbers(v, where, k);
  } else if (/amount|total|paid|count|due|bills|complaints|remaining|rent|balance|outstanding/i.test(key)) {
    if (typeof value === 'string') expect(value, `${where}.${key}`).not.toMatch(/^-?\d+(\.\d+)?$/);
  }
}

describe('payments against an in-memory model (fast-check commands)', () => {
  it('keeps remaining = amount - payments >= 0 and Paid iff remaining is 0', async () => {
    const commands = [
      fc
        .tuple(fc.nat(), fc.integer({ min: 1, max: 1_600_000 }), fc.boolean())
        .map(([i, c, o]) => new PayCommand(i, c, o)),
      fc
        .tuple(fc.nat(), fc.oneof(fc.integer({ min: 1, max: 3_000_000 }), fc.constantFrom(1, 100, 1_500_000)))
        .map(([i, a]) => new EditCommand(i, a)),
      fc.constant(new ReadCommand()),
    ];
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: IN_CI ? 25 : 60, size: 'large' }), async (cmds) => {
        runs += 1;
        // A fresh apartment per run: two tenants, one generated month.
        const landlord = await registerLandlord(t.app, { rentAmount: 15000 });
        const tenants = [
          await registerTenant(t.app, landlord.user.apartmentId as string),
          await registerTenant(t.app, landlord.user.apartmentId as string),
        ];
        const gen = await call(t.app, landlord, 'POST', '/api/bills/generate-monthly', {
          month: 'March',
          year: 2026,
          dueDate: '2026-03-05',
        });
        expect(gen.statusCode).toBe(201);
        const bills: ModelBill[] = rowsOf(gen.json().bills).map((b) => ({
          id: b._id as string,
          tenant: tenants.findIndex((s) => s.user.id === (b.tenant as { _id: string })._id),
          amount: Math.round((b.amount as number) * 100),
          payments: [],
        }));
        await fc.asyncModelRun(() => ({ model: { bills }, real: { landlord, tenants } }), [...cmds, new ReadCommand()]);
      }),
      { numRuns: IN_CI ? 10 : 30 },
    );
    figure('payment model runs', runs);
    figure(
      'payment model commands',
      `${counts.pay} payments, ${counts.payRefused} refused payments, ${counts.edit} edits, ${counts.editRefused} refused edits, ${counts.read} reads`,
    );
    expect(counts.pay).toBeGreaterThan(0);
    expect(counts.payRefused + counts.editRefused).toBeGreaterThan(0);
  }, 240_000);
});
