import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { newId, nowIso } from '../../lib/ids';

export type AuditEntity = 'bill' | 'payment' | 'tenancy';

export interface AuditEntry {
  /** e.g. payment.recorded, bill.voided, tenancy.approved */
  action: string;
  entity: AuditEntity;
  entityId: string;
  /** The tenant whose money or tenancy this is, so a tenant's history is one query. */
  tenantId: string | null;
  /** One sentence a landlord reads on the Activity screen. */
  summary: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends to the audit log inside the transaction that makes the change (docs/ledger.md "Audit
 * log"): the entry and the change commit together or not at all. The table refuses UPDATE and
 * DELETE (triggers of migration 0017).
 */
export async function audit(trx: Kysely<DB>, actor: Caller, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const at = nowIso();
  const rows = entries.map((e) => ({
    id: newId(),
    apartment_id: actor.apartmentId,
    actor_id: actor.userId,
    actor_name: actor.name,
    actor_role: actor.role,
    action: e.action,
    entity: e.entity,
    entity_id: e.entityId,
    tenant_id: e.tenantId,
    summary: e.summary,
    before: e.before === undefined ? null : JSON.stringify(e.before),
    after: e.after === undefined ? null : JSON.stringify(e.after),
    created_at: at,
  }));
  for (let i = 0; i < rows.length; i += 400) {
    await trx
      .insertInto('audit_events')
      .values(rows.slice(i, i + 400))
      .execute();
  }
}
