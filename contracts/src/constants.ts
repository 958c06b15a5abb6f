// Values the web app uses at run time, in a module without zod: the bundler keeps only the modules
// whose exports a screen uses, and every schema module brings zod (~24 KiB gzip) with it.

/** An account's kind: a caretaker's account is made through a staff invite (docs/team.md). */
export const ROLES = ['Landlord', 'Tenant', 'Caretaker'] as const;
/** What a person is in one building (docs/portfolio.md): owner, caretaker or tenant. */
export const MEMBER_ROLES = ['owner', 'caretaker', 'tenant'] as const;
export const BILL_STATUSES = ['Pending', 'Partial', 'Paid'] as const;
export const COMPLAINT_STATUSES = ['Pending', 'In Progress', 'Resolved'] as const;
export const UNIT_STATUSES = ['vacant', 'occupied', 'inactive'] as const;
/** A tenant living in the building over time (docs/product.md §2 "Units and tenancies"). */
export const TENANCY_STATUSES = ['pending', 'active', 'ended', 'rejected'] as const;
/** Who may join an apartment: anyone at once, with the landlord's yes, or only with an invite. */
export const JOIN_POLICIES = ['approval', 'invite_only', 'open'] as const;
/** Error codes a tenant whose tenancy is not (or no longer) active gets from the routes they may not use. */
export const TENANCY_PENDING = 'TENANCY_PENDING';
export const TENANCY_REJECTED = 'TENANCY_REJECTED';
export const TENANCY_ENDED = 'TENANCY_ENDED';
export const RULE_CATEGORIES = ['general', 'payment', 'noise', 'guests', 'pets', 'maintenance'] as const;
/** A tenant's standing, derived per tenant (the `paymentStatus` field; docs/product.md §4, docs/architecture.md §8: we also set late and partial). */
export const TENANT_STANDINGS = ['current', 'pending', 'partial', 'late'] as const;
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

type ComplaintStatusValue = (typeof COMPLAINT_STATUSES)[number];
/** docs/product.md §4: the only moves a landlord can make. */
export const NEXT_COMPLAINT_STATUS = {
  Pending: 'In Progress',
  'In Progress': 'Resolved',
  Resolved: null,
} as const satisfies Record<ComplaintStatusValue, ComplaintStatusValue | null>;

/** Longest title, description or note we store (a clear 400 beyond it). */
export const MAX_COMPLAINT_TEXT = 5_000;

/** Paging headers of the landlord's lists (contracts ZPageQuery). */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
export const TOTAL_COUNT_HEADER = 'x-total-count';
/**
 * Lists paged by month (`group=month`, contracts ZMonthPageQuery): the month, `YYYY-MM` in
 * Nairobi, that the next page starts in; sent with X-Next-Cursor.
 */
export const NEXT_MONTH_HEADER = 'x-next-month';

/**
 * Paged bill lists also carry the sum still owed across every matching bill (KES), so a screen
 * showing 50 of 400 unpaid bills can still say what the whole list adds up to.
 */
export const OUTSTANDING_TOTAL_HEADER = 'x-outstanding-total';

/** Paged complaint lists also say, on the first page, how many of every matching complaint are not resolved. */
export const OPEN_COUNT_HEADER = 'x-open-count';

/** The paged units list also says, on the first page, how many of the building's units stand vacant. */
export const VACANT_COUNT_HEADER = 'x-vacant-count';

// Field limits and rules, here rather than beside their schemas so forms can show them without zod.
export const MAX_BILL_DESCRIPTION = 200;
export const MAX_NAME = 100;
export const MAX_EMAIL = 254;
export const MAX_NATIONAL_ID = 20;
export const MAX_PHONE = 20;
export const MAX_PASSWORD = 128;
export const MAX_RULE_TITLE = 200;
export const MAX_RULE_DESCRIPTION = 5_000;
/** How many rules one POST /rules may create. */
export const MAX_RULES_PER_REQUEST = 50;
/** The longest chat message; the server trims first. */
export const CHAT_MESSAGE_MAX = 4000;
/** How many units one CSV import may create. */
export const MAX_UNITS_PER_IMPORT = 1_000;
/** The longest reason a landlord gives for a rejection. */
export const MAX_REASON = 300;
/** The longest area (neighbourhood, town) of a building. */
export const MAX_AREA = 80;

/** The most a single bill or payment may be (KES); far above any rent, far below 2^53 cents. */
export const MAX_BILL_KES = 100_000_000;

/**
 * Several buildings from one account (docs/portfolio.md). A request acts on the building this
 * header names; without it, on the caller's default building (the first, or the one last chosen).
 */
export const APARTMENT_HEADER = 'x-apartment-id';

/** The fewest characters a building search takes: fewer would match half the list. */
export const MIN_BUILDING_SEARCH = 3;

/** A reset code is eight digits, sent by email or SMS (why eight: docs/notifications.md "Password reset"). */
export const RESET_CODE_LENGTH = 8;

/** How the landlord's M-Pesa number takes money: a Paybill (with an account number) or a Till. */
export const SHORTCODE_TYPES = ['paybill', 'till'] as const;
export const MPESA_ENVIRONMENTS = ['sandbox', 'production'] as const;
export const C2B_VERSIONS = ['v1', 'v2'] as const;

/** The name of the export's download: `safestay-2026-12-05.json`, Nairobi's day. */
export const exportFileName = (day: string) => `safestay-${day}.json`;

/** A meter reading's photo: JPEG or PNG, at most 2 MiB (docs/utilities.md "Photos"). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
