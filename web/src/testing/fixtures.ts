import type {
  Apartment,
  DashboardSummary,
  HowToPay,
  Invite,
  MpesaSettings,
  OwnTenancy,
  StkPrompt,
  Tenancy,
  Tenant,
  Unit,
  UnmatchedItem,
  User,
} from '@safestay/contracts';

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
    tenancyId: `tn-${id}`,
    unit: null,
    stats: {
      totalBills: 4,
      pendingBills: 2,
      totalComplaints: 3,
      activeComplaints: 1,
      lastPayment: '2026-04-02T09:30:00.000Z',
      paymentStatus: 'late',
      balance: 22500,
    },
    ...overrides,
  };
}

/** GET /dashboard/summary for a landlord, all counts zero unless given. */
export function aSummary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return { role: 'Landlord', totalBills: 0, pendingBills: 0, totalComplaints: 0, pendingComplaints: 0, ...overrides };
}

/** Ids the forms accept (contracts ZId: a UUID), numbered: `uuid(1)`. */
export const uuid = (n: number) => `0197a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** A join request (a pending tenancy) as GET /tenancies?status=pending answers it. */
export function aTenancy(overrides: Partial<Tenancy> = {}): Tenancy {
  return {
    _id: uuid(100),
    status: 'pending',
    tenant: { _id: 't7', name: 'Brian Kamau', email: 'brian@example.com', primaryPhoneNumber: '+254733333333' },
    unit: null,
    rent: 0,
    deposit: 0,
    accountRef: '',
    moveInDate: '2026-12-05',
    moveOutDate: null,
    balance: 0,
    requestedAt: '2026-11-28T08:00:00.000Z',
    rejectionReason: null,
    ...overrides,
  };
}

/** A unit of the landlord's building, vacant unless told otherwise. */
export function aUnit(overrides: Partial<Unit> = {}): Unit {
  return {
    _id: uuid(1),
    code: 'A1',
    label: null,
    rent: 15000,
    deposit: 15000,
    status: 'vacant',
    tenant: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The landlord's own apartment (GET /apartments/mine). */
export function anApartment(overrides: Partial<Apartment> = {}): Apartment {
  return { _id: 'a1', name: 'Sunrise Court', area: null, rentAmount: 15000, joinPolicy: 'approval', ...overrides };
}

/** An open invite as lists show it: only a hint of the code. */
export function anInvite(overrides: Partial<Invite> = {}): Invite {
  return {
    _id: uuid(200),
    code: null,
    hint: 'K7Q-…',
    link: null,
    unit: null,
    expiresAt: '2026-12-03T10:00:00.000Z',
    createdAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

/** A tenant's own tenancy as GET /auth/me answers it; pending unless `status` says otherwise. */
export function anOwnTenancy(overrides: Partial<OwnTenancy> = {}): OwnTenancy {
  return {
    _id: 'tn1',
    status: 'pending',
    unit: null,
    rent: 15000,
    accountRef: 'T4KQ9',
    moveInDate: '2026-03-01',
    moveOutDate: null,
    rejectionReason: null,
    landlordName: 'Grace Wanjiku',
    apartmentName: 'Acacia Gardens',
    ...overrides,
  };
}

/** A landlord's M-Pesa settings: nothing saved yet unless told otherwise. */
export function anMpesaSettings(overrides: Partial<MpesaSettings> = {}): MpesaSettings {
  return {
    configured: false,
    environment: null,
    shortcodeType: null,
    shortcode: null,
    c2bVersion: 'v2',
    hasConsumerKey: false,
    hasConsumerSecret: false,
    hasPasskey: false,
    callbackUrls: null,
    urlsRegisteredAt: null,
    lastEventAt: null,
    ...overrides,
  };
}

/** GET /payments/mpesa/how-to-pay before the landlord set up M-Pesa, unless told otherwise. */
export function aHowToPay(overrides: Partial<HowToPay> = {}): HowToPay {
  return { shortcodeType: null, shortcode: null, accountNumber: null, payNow: false, ...overrides };
}

/** Money that reached the Paybill with an account number naming nobody. */
export function anUnmatchedPayment(overrides: Partial<UnmatchedItem> = {}): UnmatchedItem {
  return {
    _id: uuid(700),
    source: 'mpesa',
    reference: 'SLK4H7RT2B',
    amount: 1200,
    account: 'A44',
    payer: 'PETER',
    receivedAt: '2026-11-30T07:45:00.000Z',
    suggestions: [],
    conflictingClaim: null,
    ...overrides,
  };
}

/** A "Pay now" prompt as the server answers it: waiting for the tenant's PIN unless told otherwise. */
export function anStkPrompt(overrides: Partial<StkPrompt> = {}): StkPrompt {
  return {
    _id: uuid(800),
    status: 'pending',
    amount: 9001,
    phone: '2547•••••000',
    message: 'Check your phone and enter your M-Pesa PIN.',
    receipt: null,
    createdAt: '2026-11-30T08:00:00.000Z',
    ...overrides,
  };
}
