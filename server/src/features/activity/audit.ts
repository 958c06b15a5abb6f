import { ACTIVITY_MSG, type ActivityKey, type ActivityValues } from '@safestay/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { newId, nowIso } from '../../lib/ids';
import { storedEnglish } from '../../lib/stored-words';

export type AuditEntity = 'bill' | 'payment' | 'tenancy' | 'team';

export interface AuditEntry {
  /** e.g. payment.recorded, bill.voided, tenancy.approved */
  action: string;
  entity: AuditEntity;
  entityId: string;
  /** The tenant whose money or tenancy this is, so a tenant's history is one query. */
  tenantId: string | null;
  /** The sentence a landlord reads on the Activity screen, as its kind and values (`auditSummary`). */
  summary: AuditSummary;
  before?: unknown;
  after?: unknown;
}

/** An ACTIVITY_MSG sentence and its values; the entry's tenant is drawn by id when read. */
export interface AuditSummary {
  key: ActivityKey;
  values: object;
}

export function auditSummary<K extends ActivityKey>(key: K, values: ActivityValues<K>): AuditSummary {
  return { key, values };
}

/** Where the stored English names the entry's tenant while it is drawn (NUL never reaches a row). */
const TENANT_MARK = '\u0000tenant\u0000';
const escapeBraces = (text: string) => text.replaceAll('{', '{{');

function draw(summary: AuditSummary, tenant: string): string {
  const sentence = ACTIVITY_MSG[summary.key] as (values: object) => string;
  return sentence({ ...summary.values, tenant });
}

/**
 * The English sentence stored as `summary`, for clients that read it: the tenant as `{tenant}`,
 * every literal `{` written `{{`. People are never copied into the log (docs/privacy.md): a name
 * erased later must not stay in an append-only table.
 */
function storedSummary(summary: AuditSummary): string {
  return escapeBraces(storedEnglish(() => draw(summary, TENANT_MARK))).replaceAll(TENANT_MARK, '{tenant}');
}

/** A stored summary with the tenant's current name (a row written before `summary_parts`). */
export function drawSummary(stored: string, tenantName: string | null): string {
  return stored.replace(/\{\{|\{tenant\}/g, (match) => (match === '{{' ? '{' : (tenantName ?? '')));
}

/**
 * The sentence in the language of now, drawn from the entry's values with the tenant's current
 * name; a row older than its values (or of a kind no longer known) as its stored English.
 */
export function readSummary(row: { summary: string; summary_parts: string | null }, tenantName: string | null) {
  const parts = partsOf(row.summary_parts);
  return parts ? draw(parts, tenantName ?? '') : drawSummary(row.summary, tenantName);
}

function partsOf(json: string | null): AuditSummary | null {
  if (json === null) return null;
  try {
    const parts = JSON.parse(json) as { key?: unknown; values?: unknown };
    const known = typeof parts.key === 'string' && Object.hasOwn(ACTIVITY_MSG, parts.key);
    return known && typeof parts.values === 'object' && parts.values !== null ? (parts as AuditSummary) : null;
  } catch {
    return null;
  }
}

/**
 * Appends to the audit log inside the transaction that makes the change (docs/ledger.md "Audit
 * log"): the entry and the change commit together or not at all. The table refuses UPDATE and
 * DELETE (triggers of migration 0017). The actor is stored by id; a name is kept only when it is
 * a label rather than the person's own (M-Pesa acting for the landlord).
 */
export async function audit(trx: Kysely<DB>, actor: Caller, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  // The actor's name is kept only when it is not their own (their row's name now, read by the insert).
  const label = sql<string>`case when (select users.name from users where users.id = ${actor.userId}) = ${actor.name} then '' else ${actor.name} end`;
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
    summary: storedSummary(e.summary),
    summary_parts: JSON.stringify(e.summary),
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
