import { z } from 'zod';
import { BILL_STATUSES, COMPLAINT_STATUSES, MONTHS, ROLES, RULE_CATEGORIES, TENANT_STANDINGS } from './constants';
import { LOCALES } from './i18n';
import { REQUEST_MSG } from './messages-requests';

export const ZRole = z.enum(ROLES);
export type Role = z.infer<typeof ZRole>;

export const ZBillStatus = z.enum(BILL_STATUSES);
export type BillStatus = z.infer<typeof ZBillStatus>;

export const ZComplaintStatus = z.enum(COMPLAINT_STATUSES);
export type ComplaintStatus = z.infer<typeof ZComplaintStatus>;

export const ZRuleCategory = z.enum(RULE_CATEGORIES);
export type RuleCategory = z.infer<typeof ZRuleCategory>;

export const ZTenantStanding = z.enum(TENANT_STANDINGS);
export type TenantStanding = z.infer<typeof ZTenantStanding>;

export const ZMonth = z.enum(MONTHS);
export type Month = z.infer<typeof ZMonth>;

/** The language a person reads SafeStay in (contracts/src/i18n.ts). */
export const ZLocale = z.enum(LOCALES, { error: () => REQUEST_MSG.language });
