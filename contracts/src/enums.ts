import { z } from 'zod';
import { BILL_STATUSES, COMPLAINT_STATUSES, MONTHS, PAYMENT_STATUSES, ROLES, RULE_CATEGORIES } from './constants';

export const ZRole = z.enum(ROLES);
export type Role = z.infer<typeof ZRole>;

export const ZBillStatus = z.enum(BILL_STATUSES);
export type BillStatus = z.infer<typeof ZBillStatus>;

export const ZComplaintStatus = z.enum(COMPLAINT_STATUSES);
export type ComplaintStatus = z.infer<typeof ZComplaintStatus>;

export const ZRuleCategory = z.enum(RULE_CATEGORIES);
export type RuleCategory = z.infer<typeof ZRuleCategory>;

export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof ZPaymentStatus>;

export const ZMonth = z.enum(MONTHS);
export type Month = z.infer<typeof ZMonth>;
