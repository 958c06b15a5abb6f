import './zod-config';
import { z } from 'zod';
import { ZPageQuery } from './common';
import { ZTenantStanding } from './enums';

/** Derived per-tenant statistics (docs/product.md §3), computed on the server with aggregate queries. */
export const ZTenantStats = z.object({
  totalBills: z.number().int(),
  /** Bills not yet Paid (Pending or Partial). */
  pendingBills: z.number().int(),
  totalComplaints: z.number().int(),
  /** Complaints not Resolved (docs/product.md §4: Pending complaints count as active). */
  activeComplaints: z.number().int(),
  /** ISO time of the tenant's latest payment, or null. */
  lastPayment: z.string().nullable(),
  paymentStatus: ZTenantStanding,
  /** What the tenant owes now in KES (negative: credit), from the ledger. */
  balance: z.number(),
});
export type TenantStats = z.infer<typeof ZTenantStats>;

/** What a failure to compute statistics shows (docs/product.md §8): zero counts, status current. */
export const EMPTY_TENANT_STATS: TenantStats = {
  totalBills: 0,
  pendingBills: 0,
  totalComplaints: 0,
  activeComplaints: 0,
  lastPayment: null,
  paymentStatus: 'current',
  balance: 0,
};

/** A tenant as a landlord sees it (docs/product.md §3 Tenant): no secret field. */
export const ZTenant = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  primaryPhoneNumber: z.string(),
  secondaryPhoneNumber: z.string().optional(),
  nationalID: z.string(),
  /** Their KRA PIN masked (`••••789Z`), when set (docs/reports.md). */
  kraPin: z.string().optional(),
  buildingName: z.string().nullable(),
  dateMovedIn: z.string().nullable(),
  apartmentName: z.string().nullable(),
  /** The tenant's active tenancy and its unit (null: no unit assigned yet). */
  tenancyId: z.string(),
  unit: z.object({ _id: z.string(), code: z.string() }).nullable(),
  stats: ZTenantStats,
});
export type Tenant = z.infer<typeof ZTenant>;

export const ZTenantList = z.array(ZTenant);

/** GET /users/tenants?limit=&cursor= — the paging of ZPageQuery (ordered by name). */
export const ZTenantListQuery = ZPageQuery;
