import type { DataExport } from '@safestay/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { nowIso } from '../../lib/ids';
import { toKes } from '../../lib/money';
import { receiptLabel } from '../ledger/ledger';
import { loadStatement } from '../statements/statement.service';

type Row = Record<string, unknown>;

/**
 * GET /me/export (docs/privacy.md "Your rights"): everything SafeStay holds about the caller,
 * every query scoped to them by id. A tenant gets their own account, tenancies, money, complaints,
 * chat, bell and the messages sent to them; a landlord their own account and their building's
 * settings (their tenants' records are the tenants' own, in their exports). Money in KES.
 */
export async function exportPersonalData(db: Kysely<DB>, caller: Caller): Promise<DataExport> {
  const tenant = caller.role === 'Tenant';
  const [profile, notifications, messagesSent] = await Promise.all([
    profileOf(db, caller.userId),
    ownNotifications(db, caller.userId),
    messagesSentTo(db, caller.userId),
  ]);
  const empty = { tenancies: [], bills: [], payments: [], receipts: [], statements: [], complaints: [], chat: [] };
  const tenantPart = tenant ? await tenantRecords(db, caller) : empty;
  return {
    exportedAt: nowIso(),
    profile,
    ...tenantPart,
    notifications,
    messagesSent,
    buildings: tenant ? [] : await buildingsOf(db, caller.userId),
  };
}

async function profileOf(db: Kysely<DB>, userId: string): Promise<Row> {
  const user = await db
    .selectFrom('users as u')
    .leftJoin('apartments as a', 'a.id', 'u.apartment_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.role',
      'u.id_number',
      'u.kra_pin',
      'u.primary_phone',
      'u.secondary_phone',
      'u.building_name',
      'u.date_moved_in',
      'u.sms_reminders_stopped',
      'u.created_at',
      'a.name as apartment_name',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const preferences = await db
    .selectFrom('notification_preferences')
    .select(['kind', 'sms', 'email'])
    .where('user_id', '=', userId)
    .execute();
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    nationalID: user.id_number,
    kraPin: user.kra_pin,
    primaryPhoneNumber: user.primary_phone,
    secondaryPhoneNumber: user.secondary_phone,
    buildingName: user.building_name,
    dateMovedIn: user.date_moved_in,
    apartmentName: user.apartment_name,
    smsRemindersStopped: Boolean(Number(user.sms_reminders_stopped)),
    notificationPreferences: preferences.map((p) => ({ kind: p.kind, sms: Boolean(p.sms), email: Boolean(p.email) })),
    createdAt: user.created_at,
  };
}

async function tenantRecords(db: Kysely<DB>, caller: Caller) {
  const me = caller.userId;
  const [tenancies, bills, payments, allocations, complaints, notes, chat] = await Promise.all([
    db
      .selectFrom('tenancies as t')
      .innerJoin('apartments as a', 'a.id', 't.apartment_id')
      .leftJoin('units as n', 'n.id', 't.unit_id')
      .select([
        't.id',
        't.status',
        't.rent_cents',
        't.deposit_cents',
        't.move_in_date',
        't.move_out_date',
        't.account_ref',
        't.rejection_reason',
        't.created_at',
        'a.name as apartment_name',
        'n.code as unit_code',
      ])
      .where('t.tenant_id', '=', me)
      .orderBy('t.id')
      .execute(),
    db.selectFrom('bills').selectAll().where('tenant_id', '=', me).orderBy('due_date').orderBy('id').execute(),
    db.selectFrom('payments').selectAll().where('tenant_id', '=', me).orderBy('received_at').orderBy('id').execute(),
    db
      .selectFrom('allocations as al')
      .innerJoin('bills as b', 'b.id', 'al.bill_id')
      .select(['al.payment_id', 'al.bill_id', 'al.amount_cents', 'b.description'])
      .where('al.tenant_id', '=', me)
      .orderBy('al.id')
      .execute(),
    db.selectFrom('complaints').selectAll().where('tenant_id', '=', me).orderBy('id').execute(),
    db
      .selectFrom('complaint_notes as n')
      .innerJoin('complaints as c', 'c.id', 'n.complaint_id')
      .select(['n.complaint_id', 'n.note', 'n.created_at'])
      .where('c.tenant_id', '=', me)
      .orderBy('n.id')
      .execute(),
    db
      .selectFrom('messages as m')
      .innerJoin('users as s', 's.id', 'm.sender_id')
      .innerJoin('users as r', 'r.id', 'm.receiver_id')
      .select(['m.id', 'm.body', 'm.created_at', 's.id as sender_id', 's.name as sender', 'r.name as receiver'])
      .where((eb) => eb.or([eb('m.sender_id', '=', me), eb('m.receiver_id', '=', me)]))
      .orderBy('m.id')
      .execute(),
  ]);
  const statements = [];
  for (const t of tenancies) {
    if (t.status === 'active' || t.status === 'ended') statements.push(await loadStatement(db, caller, t.id));
  }
  return {
    tenancies: tenancies.map((t) => ({
      id: t.id,
      apartment: t.apartment_name,
      unit: t.unit_code,
      status: t.status,
      rent: toKes(Number(t.rent_cents)),
      deposit: toKes(Number(t.deposit_cents)),
      moveInDate: t.move_in_date,
      moveOutDate: t.move_out_date,
      accountRef: t.account_ref,
      rejectionReason: t.rejection_reason,
      createdAt: t.created_at,
    })),
    bills: bills.map((b) => ({
      id: b.id,
      tenancyId: b.tenancy_id,
      kind: b.kind,
      description: b.description,
      amount: toKes(Number(b.amount_cents)),
      dueDate: b.due_date,
      voidedAt: b.voided_at,
      voidReason: b.void_reason,
      createdAt: b.created_at,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      tenancyId: p.tenancy_id,
      amount: toKes(Number(p.amount_cents)),
      method: p.method,
      reference: p.reference,
      receivedAt: p.received_at,
      status: p.status,
      receiptNumber: receiptLabel(p.receipt_number === null ? null : Number(p.receipt_number)),
      reason: p.reason,
      createdAt: p.created_at,
    })),
    receipts: payments
      .filter((p) => p.receipt_number !== null)
      .map((p) => ({
        receiptNumber: receiptLabel(Number(p.receipt_number)),
        paymentId: p.id,
        amount: toKes(Number(p.amount_cents)),
        receivedAt: p.received_at,
        status: p.status,
        paidOn: allocations
          .filter((a) => a.payment_id === p.id)
          .map((a) => ({ billId: a.bill_id, description: a.description, amount: toKes(Number(a.amount_cents)) })),
      })),
    statements,
    complaints: complaints.map((c) => ({
      id: c.id,
      title: c.title,
      description: c.description,
      status: c.status,
      createdAt: c.created_at,
      resolvedAt: c.resolved_at,
      notes: notes.filter((n) => n.complaint_id === c.id).map((n) => ({ note: n.note, at: n.created_at })),
    })),
    chat: chat.map((m) => ({
      id: m.id,
      from: m.sender,
      to: m.receiver,
      sentByMe: m.sender_id === me,
      body: m.body,
      at: m.created_at,
    })),
  };
}

async function ownNotifications(db: Kysely<DB>, userId: string): Promise<Row[]> {
  const rows = await db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((n) => ({ kind: n.kind, title: n.title, body: n.body, at: n.created_at, readAt: n.read_at }));
}

async function messagesSentTo(db: Kysely<DB>, userId: string): Promise<Row[]> {
  const rows = await db.selectFrom('outbox').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((m) => ({
    channel: m.channel,
    kind: m.kind,
    to: m.to_address,
    subject: m.subject,
    body: m.body,
    status: m.status,
    createdAt: m.created_at,
    sentAt: m.sent_at,
  }));
}

/** A landlord's building as they set it up: never the M-Pesa keys (sealed) nor invite codes (hashed). */
async function buildingsOf(db: Kysely<DB>, landlordId: string): Promise<Row[]> {
  const apartments = await db.selectFrom('apartments').selectAll().where('landlord_id', '=', landlordId).execute();
  const buildings: Row[] = [];
  for (const a of apartments) {
    const [units, rules, mpesa] = await Promise.all([
      db.selectFrom('units').selectAll().where('apartment_id', '=', a.id).orderBy('code').execute(),
      db.selectFrom('rules').selectAll().where('apartment_id', '=', a.id).orderBy('id').execute(),
      db
        .selectFrom('mpesa_settings')
        .select(['environment', 'shortcode_type', 'shortcode', 'c2b_version', 'updated_at'])
        .where('apartment_id', '=', a.id)
        .executeTakeFirst(),
    ]);
    buildings.push({
      id: a.id,
      name: a.name,
      area: a.area,
      joinPolicy: a.join_policy,
      rent: toKes(Number(a.rent_cents)),
      reminders: { enabled: Boolean(Number(a.reminders_enabled)), days: a.reminder_days, hour: a.reminder_hour },
      createdAt: a.created_at,
      units: units.map((u) => ({
        code: u.code,
        label: u.label,
        rent: toKes(Number(u.rent_cents)),
        deposit: toKes(Number(u.deposit_cents)),
        active: Boolean(Number(u.active)),
      })),
      rules: rules.map((r) => ({ title: r.title, description: r.description, category: r.category })),
      mpesa: mpesa
        ? {
            environment: mpesa.environment,
            shortcodeType: mpesa.shortcode_type,
            shortcode: mpesa.shortcode,
            c2bVersion: mpesa.c2b_version,
            updatedAt: mpesa.updated_at,
          }
        : null,
    });
  }
  return buildings;
}
