import { STORED_TEXT } from '@safestay/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { nowIso } from '../../lib/ids';
import { audit, auditSummary } from '../activity/audit';
import { ledgerMoved } from '../ledger/announce';

/** Why a join request ended when its person deleted their account: stored in English, read in the reader's. */
const ACCOUNT_DELETED = STORED_TEXT.accountDeleted;

/**
 * A tenant deletes their account (docs/privacy.md): a tenancy they live in ends that day (on the
 * move-in day if that is still to come) and a join request is withdrawn, each with its activity
 * entry. Runs inside the ledger transaction that erases them, so the landlord's screens follow.
 */
export async function closeTenanciesOfLeaver(trx: Transaction<DB>, caller: Caller, day: string): Promise<void> {
  const open = await trx
    .selectFrom('tenancies')
    .select(['id', 'status', 'apartment_id', 'move_in_date'])
    .where('tenant_id', '=', caller.userId)
    .where('status', 'in', ['active', 'pending'])
    .execute();
  const now = nowIso();
  for (const tenancy of open) {
    if (tenancy.status === 'active') {
      const moveOut = day < tenancy.move_in_date ? tenancy.move_in_date : day;
      ledgerMoved(trx, { apartmentId: tenancy.apartment_id, tenancyId: tenancy.id, tenantId: caller.userId });
      await trx
        .updateTable('tenancies')
        .set({ status: 'ended', move_out_date: moveOut, updated_at: now })
        .where('id', '=', tenancy.id)
        .where('status', '=', 'active')
        .execute();
      await audit(trx, caller, {
        action: 'tenancy.ended',
        entity: 'tenancy',
        entityId: tenancy.id,
        tenantId: caller.userId,
        summary: auditSummary('leftWithAccount', { moveOutDate: moveOut }),
        before: { status: 'active' },
        after: { status: 'ended', moveOutDate: moveOut, accountDeleted: true },
      });
    } else {
      await trx
        .updateTable('tenancies')
        .set({ status: 'rejected', rejection_reason: ACCOUNT_DELETED, updated_at: now })
        .where('id', '=', tenancy.id)
        .where('status', '=', 'pending')
        .execute();
      await audit(trx, caller, {
        action: 'tenancy.withdrawn',
        entity: 'tenancy',
        entityId: tenancy.id,
        tenantId: caller.userId,
        summary: auditSummary('withdrawnWithAccount', {}),
        before: { status: 'pending' },
        after: { status: 'rejected', reason: ACCOUNT_DELETED },
      });
    }
  }
}
