import type { App } from '../../src/app';
import type { Session } from '../helpers';
import { call, ok } from './world';

/**
 * Per apartment, one of each per relation of the matrix (own, neighbour's, other's): claims to
 * confirm or reject, payments to reverse, charges to void. Claims come five: the caretaker
 * confirms and rejects too, on two of their own (matrix.test.ts `context`).
 */
export interface LedgerObjects {
  confirm: string[];
  reject: string[];
  reverse: string[];
  void: string[];
}

/**
 * The ledger's fixtures for an apartment, made through the routes: its first tenant's claims, the
 * landlord's recorded payments and one-off charges.
 */
export async function seedLedger(
  app: App,
  landlord: Session,
  tenant: Session,
  tenancyId: string,
): Promise<LedgerObjects> {
  const claim = async (n: number) =>
    ((await ok(app, tenant, 'POST', '/api/payments', { amount: 100 + n, method: 'cash' })).payment as { _id: string })
      ._id;
  const record = async (n: number) =>
    (
      (
        await ok(app, landlord, 'POST', '/api/payments', {
          tenancyId,
          amount: 200 + n,
          method: 'bank',
          reference: `BANK-${n}`,
        })
      ).payment as { _id: string }
    )._id;
  const charge = async (n: number) =>
    (
      (
        await ok(app, landlord, 'POST', '/api/bills', {
          tenancyId,
          kind: 'water',
          description: `Water ${n}`,
          amount: 300 + n,
          dueDate: '2026-01-20',
        })
      ).bill as { _id: string }
    )._id;
  const some = async (count: number, make: (n: number) => Promise<string>, from: number) => {
    const ids: string[] = [];
    for (let n = from; n < from + count; n += 1) ids.push(await make(n));
    return ids;
  };
  return {
    confirm: await some(5, claim, 0),
    reject: await some(5, claim, 5),
    reverse: await some(3, record, 0),
    void: await some(3, charge, 0),
  };
}

/** The confirmed payment that paid a tenant's paid bill (the landlord recorded it with Pay Cash). */
export async function paymentOfBill(app: App, landlord: Session, tenancyId: string, billId: string): Promise<string> {
  const res = await call(app, landlord, 'GET', `/api/payments?tenancyId=${tenancyId}&status=confirmed`);
  const list = res.json() as { _id: string; allocations: { billId: string }[] }[];
  const found = list.find((p) => p.allocations.some((a) => a.billId === billId));
  if (!found) throw new Error('no payment for the paid bill');
  return found._id;
}
