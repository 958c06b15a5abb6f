import type { LedgerPayment } from '@safestay/contracts';
import { uuid } from '../../testing/fixtures';

// Test data for this feature's tests (typed, so a contract change stops them compiling).

/** A tenant's M-Pesa claim waiting for the landlord, unless told otherwise. */
export function aPayment(overrides: Partial<LedgerPayment> = {}): LedgerPayment {
  return {
    _id: uuid(300),
    tenancy: { _id: uuid(100), unit: 'A1' },
    tenant: { _id: 't7', name: 'Amina Otieno' },
    amount: 7500,
    method: 'mpesa',
    reference: 'NLJ7RT61SV',
    receivedAt: '2026-11-03',
    status: 'pending',
    receiptNumber: null,
    allocations: [],
    credit: 0,
    reason: null,
    recordedBy: { _id: 't7', name: 'Amina Otieno', role: 'Tenant' },
    createdAt: '2026-11-03T09:00:00.000Z',
    ...overrides,
  };
}

/** The same payment once the landlord confirmed it: a receipt number and the bill it paid. */
export function aConfirmedPayment(overrides: Partial<LedgerPayment> = {}): LedgerPayment {
  return aPayment({
    status: 'confirmed',
    receiptNumber: 'R-000001',
    allocations: [{ billId: uuid(400), description: 'Rent for November 2026', amount: 7500 }],
    ...overrides,
  });
}
