import {
  ERR_MSG,
  kenyanPhone,
  nairobiMonthOf,
  OUTBOX_MSG,
  type OutboxMessage,
  type OutboxStatus,
  STORED_MSG,
  storedWords,
  type UnreachableTenant,
} from '@safestay/contracts';
import type { Db } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/errors';
import { idCursor, type PageRequest, pageLimit, pageOfMonth } from '../../lib/paging';

/** A reset code is the account holder's alone: the landlord's list says one was sent, never the code. */
const HIDDEN_KINDS = new Set(['password_reset']);

/**
 * GET /notifications/outbox (landlord): the SMS and email sent to the apartment's people, newest
 * first, with what became of each (docs/notifications.md "Messages"). With no provider set up it
 * is where development reads what would have gone out.
 */
export async function listOutbox(db: Db, caller: Caller, page: PageRequest, status?: OutboxStatus) {
  const rows = await db
    .selectFrom('outbox as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.id',
      'o.channel',
      'o.kind',
      'o.to_address',
      'o.subject',
      'o.body',
      'o.status',
      'o.attempts',
      'o.last_error',
      'o.provider_message_id',
      'o.created_at',
      'o.sent_at',
      'u.id as user_id',
      'u.name as user_name',
    ])
    .where('o.apartment_id', '=', caller.apartmentId)
    .$if(status !== undefined, (q) => q.where('o.status', '=', status ?? 'queued'))
    .$if(page.after !== undefined, (q) => q.where('o.id', '<', page.after?.id ?? ''))
    .orderBy('o.id', 'desc')
    .limit(pageLimit(page.limit))
    .execute();
  const { items, next, nextMonth } = pageOfMonth(rows, page, idCursor, (r) => nairobiMonthOf(r.created_at));
  const messages: OutboxMessage[] = items.map((r) => {
    const hidden = HIDDEN_KINDS.has(r.kind) && r.user_id !== caller.userId;
    return {
      _id: r.id,
      channel: r.channel,
      kind: r.kind,
      to: r.to_address,
      recipient: r.user_id ? { _id: r.user_id, name: r.user_name ?? '' } : null,
      subject: hidden ? OUTBOX_MSG.resetCodeSubject : r.subject,
      body: hidden ? OUTBOX_MSG.resetCodeHidden : r.body,
      status: r.status,
      attempts: Number(r.attempts),
      lastError: storedWords(r.last_error),
      providerId: r.provider_message_id,
      createdAt: r.created_at,
      sentAt: r.sent_at,
    };
  });
  return { items: messages, next, nextMonth };
}

/** POST /notifications/outbox/:id/retry (landlord): a failed or held message is queued again now. */
export async function retryMessage(db: Db, caller: Caller, id: string): Promise<void> {
  const row = await db
    .selectFrom('outbox')
    .select(['status'])
    .where('id', '=', id)
    .where('apartment_id', '=', caller.apartmentId)
    .executeTakeFirst();
  if (!row) throw notFound(ERR_MSG.messageNotFound);
  if (row.status !== 'failed' && row.status !== 'held') {
    throw conflict(ERR_MSG.onlyFailedResend(row.status));
  }
  await db
    .updateTable('outbox')
    .set({ status: 'queued', attempts: 0, next_attempt_at: new Date().toISOString(), last_error: null })
    .where('id', '=', id)
    .where('status', '=', row.status)
    .execute();
}

/**
 * GET /notifications/unreachable (landlord): tenants living there whom an SMS may not reach, and
 * why: a number that is not a Kenyan mobile, reminders stopped, or the last SMS failed.
 */
export async function listUnreachable(db: Db, caller: Caller): Promise<UnreachableTenant[]> {
  const tenants = await db
    .selectFrom('tenancies as t')
    .innerJoin('users as u', 'u.id', 't.tenant_id')
    .leftJoin('units', 'units.id', 't.unit_id')
    .select(['u.id', 'u.name', 'u.primary_phone', 'u.sms_reminders_stopped', 'units.code as unit'])
    .where('t.apartment_id', '=', caller.apartmentId)
    .where('t.status', '=', 'active')
    .orderBy('u.name')
    .execute();
  const lastSms = await db
    .selectFrom('outbox')
    .select(['user_id', 'status', 'last_error'])
    .where('apartment_id', '=', caller.apartmentId)
    .where('channel', '=', 'sms')
    .where('status', 'in', ['sent', 'failed'])
    .where('kind', '!=', 'password_reset')
    .orderBy('id', 'desc')
    .limit(5000)
    .execute();
  const latest = new Map<string, { status: string; last_error: string | null }>();
  for (const row of lastSms) if (row.user_id && !latest.has(row.user_id)) latest.set(row.user_id, row);
  const list: UnreachableTenant[] = [];
  for (const t of tenants) {
    const reasons: string[] = [];
    if (!kenyanPhone(t.primary_phone)) reasons.push(OUTBOX_MSG.notKenyanMobile);
    if (t.sms_reminders_stopped === 1) reasons.push(STORED_MSG.remindersStopped);
    const last = latest.get(t.id);
    if (last?.status === 'failed')
      reasons.push(OUTBOX_MSG.lastSmsFailed(storedWords(last.last_error) ?? OUTBOX_MSG.noReasonGiven));
    if (reasons.length > 0) list.push({ tenantId: t.id, name: t.name, unit: t.unit, phone: t.primary_phone, reasons });
  }
  return list;
}
