import type { User } from '@safestay/contracts';

/**
 * How much of the app a signed-in person may use, from their tenancy (docs/product.md §2 "Who
 * may join"): a tenant the landlord has not said yes to, or said no to, sees only where they
 * stand ('waiting'); one who moved out keeps their bills ('moved-out'). A session stored before
 * tenancies existed has no status and counts as active: the server's 403 corrects it.
 */
export type Access = 'full' | 'waiting' | 'moved-out';

export function accessOf(user: User | null): Access {
  if (user?.role !== 'Tenant') return 'full';
  const status = user.tenancyStatus;
  if (status === 'pending' || status === 'rejected') return 'waiting';
  return status === 'ended' ? 'moved-out' : 'full';
}

/**
 * What a tenant who moved out may still open: their bills, payments, statement and notifications
 * (the server still answers those) and the static rights page.
 */
export const MOVED_OUT_PATHS: readonly string[] = ['/bills', '/payments', '/statement', '/rights', '/notifications'];
