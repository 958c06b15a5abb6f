import type { DashboardSummary, Tenant, User } from '@safestay/contracts';

// Typed builders for what the API answers: when a contract changes, the fixtures stop compiling
// instead of drifting away from it.

/** A signed-in person; a tenant unless `role` says otherwise. */
export function aUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? overrides._id ?? 'u1';
  return {
    id,
    _id: id,
    name: 'Tom Tenant',
    email: 'tom@example.com',
    role: 'Tenant',
    apartmentId: 'a1',
    apartmentName: 'Sunrise Court',
    nationalID: 'NID-1',
    primaryPhoneNumber: '+254711000000',
    dateMovedIn: '2026-01-15',
    buildingName: null,
    ...overrides,
  };
}

/** A tenant as the landlord's lists show them, with statistics. */
export function aTenant(overrides: Partial<Tenant> = {}): Tenant {
  const id = overrides.id ?? overrides._id ?? 't1';
  return {
    id,
    _id: id,
    name: 'Amina Otieno',
    email: 'amina@example.com',
    primaryPhoneNumber: '+254711111111',
    nationalID: 'NID-111',
    buildingName: null,
    dateMovedIn: '2026-01-15',
    apartmentName: 'Sunrise Court',
    stats: {
      totalBills: 4,
      pendingBills: 2,
      totalComplaints: 3,
      activeComplaints: 1,
      lastPayment: '2026-04-02T09:30:00.000Z',
      paymentStatus: 'late',
    },
    ...overrides,
  };
}

/** GET /dashboard/summary for a landlord, all counts zero unless given. */
export function aSummary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return { role: 'Landlord', totalBills: 0, pendingBills: 0, totalComplaints: 0, pendingComplaints: 0, ...overrides };
}
