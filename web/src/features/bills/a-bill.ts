import type { Bill } from '@safestay/contracts';

/** A bill as the API answers it, for this feature's tests: Pending rent of KSH 15,000 unless told. */
export function aBill(overrides: Partial<Bill> = {}): Bill {
  return {
    _id: 'b1',
    description: 'Rent for March 2026',
    amount: 15000,
    remainingAmount: 15000,
    dueDate: '2026-03-05',
    status: 'Pending',
    tenant: { _id: 't1', name: 'Amina Otieno' },
    paymentHistory: [],
    paymentDate: null,
    createdAt: '2026-02-25T09:00:00.000Z',
    kind: 'rent',
    overdue: false,
    tenancyId: 'tn-t1',
    unit: null,
    voidedAt: null,
    voidReason: null,
    ...overrides,
  };
}

/** A wide screen for the next render: the landlord's bills show as a table. */
export function stubDesktop(vi: { stubGlobal: (name: string, value: unknown) => unknown }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
