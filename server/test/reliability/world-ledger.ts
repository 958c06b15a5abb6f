import type { App } from '../../src/app';
import type { Session } from '../helpers';
import { call, ok } from './world';

/** Three of each per apartment (one per relation of the matrix): claims to confirm or reject, payments to reverse, charges to void. */
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
  const three = async (make: (n: number) => Promise<string>, from: number) => [
    await make(from),
    await make(from + 1),
    await make(from + 2),
  ];
  return {
    confirm: await three(claim, 0),
    reject: await three(claim, 3),
    reverse: await three(record, 0),
    void: await three(charge, 0),
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
