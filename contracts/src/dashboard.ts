import './zod-config';
import { z } from 'zod';
import { ZRole } from './enums';

/** GET /dashboard/summary: the caller's counts (a tenant's own, a landlord's whole apartment). */
export const ZDashboardSummary = z.object({
  role: ZRole,
  totalBills: z.number().int(),
  /** Bills not yet Paid. */
  pendingBills: z.number().int(),
  totalComplaints: z.number().int(),
  /** Complaints with status Pending. */
  pendingComplaints: z.number().int(),
  /** Landlord only. */
  totalTenants: z.number().int().optional(),
});
export type DashboardSummary = z.infer<typeof ZDashboardSummary>;
