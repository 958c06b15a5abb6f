import { z } from 'zod';

export const ROLES = ['Landlord', 'Tenant'] as const;
export const ZRole = z.enum(ROLES);
export type Role = z.infer<typeof ZRole>;

export const BILL_STATUSES = ['Pending', 'Partial', 'Paid'] as const;
export const ZBillStatus = z.enum(BILL_STATUSES);
export type BillStatus = z.infer<typeof ZBillStatus>;

export const COMPLAINT_STATUSES = ['Pending', 'In Progress', 'Resolved'] as const;
export const ZComplaintStatus = z.enum(COMPLAINT_STATUSES);
export type ComplaintStatus = z.infer<typeof ZComplaintStatus>;

export const RULE_CATEGORIES = ['general', 'payment', 'noise', 'guests', 'pets', 'maintenance'] as const;
export const ZRuleCategory = z.enum(RULE_CATEGORIES);
export type RuleCategory = z.infer<typeof ZRuleCategory>;

/** Derived per tenant (SPEC.md §4, DESIGN.md §8: we also set late and partial). */
export const PAYMENT_STATUSES = ['current', 'pending', 'partial', 'late'] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof ZPaymentStatus>;

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
export const ZMonth = z.enum(MONTHS);
export type Month = z.infer<typeof ZMonth>;
