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
  /** One sentence a landlord reads on the Activity screen, written with `auditText`. */
  summary: AuditText;
  before?: unknown;
  after?: unknown;
}

/** A summary as stored: the entry's tenant named by `{tenant}`, every literal `{` written `{{`. */
export class AuditText {
  constructor(readonly stored: string) {}
}

/** Where a summary names the entry's tenant: drawn with their current name when the log is read. */
export const TENANT_NAME: unique symbol = Symbol('the tenant of the entry');

const escapeBraces = (text: string) => text.replaceAll('{', '{{');

/**
 * A summary, as a tagged template: `auditText\`Charged ${TENANT_NAME} KSH 500.\``; a part that is
 * itself an AuditText goes in as it is. People are never
 * copied into the log (docs/privacy.md): a name erased later must not stay in an append-only table.
 */
export function auditText(strings: TemplateStringsArray, ...values: unknown[]): AuditText {
  let text = escapeBraces(strings[0] ?? '');
  values.forEach((value, i) => {
    if (value === TENANT_NAME) text += '{tenant}';
    else if (value instanceof AuditText) text += value.stored;
    else text += escapeBraces(String(value));
    text += escapeBraces(strings[i + 1] ?? '');
  });
  return new AuditText(text);
}

/** The sentence a person reads: the stored summary with the tenant's current name. */
export function drawSummary(stored: string, tenantName: string | null): string {
  return stored.replace(/\{\{|\{tenant\}/g, (match) => (match === '{{' ? '{' : (tenantName ?? '')));
}

/**
 * Appends to the audit log inside the transaction that makes the change (docs/ledger.md "Audit
 * log"): the entry and the change commit together or not at all. The table refuses UPDATE and
 * DELETE (triggers of migration 0017). The actor is stored by id; a name is kept only when it is
 * a label rather than the person's own (M-Pesa acting for the landlord).
 */
export async function audit(trx: Kysely<DB>, actor: Caller, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const person = await trx.selectFrom('users').select('name').where('id', '=', actor.userId).executeTakeFirst();
  const label = person?.name === actor.name ? '' : actor.name;
  const at = nowIso();
  const rows = entries.map((e) => ({
    id: newId(),
    apartment_id: actor.apartmentId,
    actor_id: actor.userId,
    actor_name: label,
    actor_role: actor.role,
    action: e.action,
    entity: e.entity,
    entity_id: e.entityId,
    tenant_id: e.tenantId,
    summary: e.summary.stored,
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
