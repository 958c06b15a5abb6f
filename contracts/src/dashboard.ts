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
  /** Tenant only: what they owe now (negative: credit), and when the next open charge is due. */
  balance: z.number().optional(),
  nextDueDate: z.string().nullable().optional(),
  overdueBills: z.number().int().optional(),
  /** Landlord only: this month's charges, what came in this month, and everything still owed (KES). */
  money: z
    .object({
      month: z.string(),
      expected: z.number(),
      collected: z.number(),
      outstanding: z.number(),
      /** Still owed on charges due before today, and on those due today or later: they sum to outstanding. */
      overdue: z.number(),
      dueSoon: z.number(),
      /** Charges due before the 1st less payments received before it; charges due after this month; money no charge needs yet. */
      broughtForward: z.number(),
      dueLater: z.number(),
      credit: z.number(),
      toConfirm: z.number().int(),
      arrears: z.array(
        z.object({
          tenancyId: z.string(),
          tenantId: z.string(),
          name: z.string(),
          unit: z.string().nullable(),
          /** Arrears: owed on charges due before today, and the oldest of those due dates. */
          overdue: z.number(),
          oldestDueDate: z.string(),
          /** Everything they owe now, not yet due included. */
          balance: z.number(),
        }),
      ),
    })
    .optional(),
});
export type DashboardSummary = z.infer<typeof ZDashboardSummary>;
