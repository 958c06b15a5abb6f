import {
  ERR_MSG,
  kenyanPhone,
  NOTIFY_KIND_INFO,
  NOTIFY_KINDS_FOR,
  type NotifyKind,
  type Preferences,
  type ReminderSettings,
  type UpdatePreferencesRequest,
} from '@safestay/contracts';
import type { Db } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { badRequest } from '../../lib/errors';
import { parseReminderDays } from './reminders';

/** Which channels this server can send on at all. */
export interface DeliveryAvailable {
  sms: boolean;
  email: boolean;
}

/** A person's choices per kind (their role's kinds, defaults where they chose nothing), and where messages go. */
export async function getPreferences(db: Db, caller: Caller, delivery: DeliveryAvailable): Promise<Preferences> {
  const [user, rows] = await Promise.all([
    db
      .selectFrom('users')
      .select(['email', 'primary_phone', 'sms_reminders_stopped'])
      .where('id', '=', caller.userId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('notification_preferences').selectAll().where('user_id', '=', caller.userId).execute(),
  ]);
  const chosen = new Map(rows.map((r) => [r.kind, r]));
  const kinds: readonly NotifyKind[] = NOTIFY_KINDS_FOR[caller.role];
  return {
    kinds: kinds.map((kind) => {
      const row = chosen.get(kind);
      return row
        ? { kind, sms: row.sms === 1, email: row.email === 1 }
        : { kind, sms: NOTIFY_KIND_INFO[kind].sms, email: NOTIFY_KIND_INFO[kind].email };
    }),
    smsRemindersStopped: user.sms_reminders_stopped === 1,
    phone: kenyanPhone(user.primary_phone),
    email: user.email,
    delivery,
  };
}

export async function updatePreferences(db: Db, caller: Caller, input: UpdatePreferencesRequest): Promise<void> {
  const allowed: readonly NotifyKind[] = NOTIFY_KINDS_FOR[caller.role];
  const wrong = input.kinds?.find((k) => !allowed.includes(k.kind));
  if (wrong) {
    const message = ERR_MSG.notToldAbout(wrong.kind, caller.role);
    throw badRequest(message, [{ field: 'kinds', message }]);
  }
  await db.transaction().execute(async (trx) => {
    for (const k of input.kinds ?? []) {
      await trx
        .insertInto('notification_preferences')
        .values({ user_id: caller.userId, kind: k.kind, sms: k.sms ? 1 : 0, email: k.email ? 1 : 0 })
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ sms: k.sms ? 1 : 0, email: k.email ? 1 : 0 }))
        .execute();
    }
    if (input.smsRemindersStopped !== undefined) {
      await trx
        .updateTable('users')
        .set({ sms_reminders_stopped: input.smsRemindersStopped ? 1 : 0 })
        .where('id', '=', caller.userId)
        .execute();
    }
  });
}

export async function getReminderSettings(db: Db, caller: Caller): Promise<ReminderSettings> {
  const row = await db
    .selectFrom('apartments')
    .select(['reminders_enabled', 'reminder_days', 'reminder_hour'])
    .where('id', '=', caller.apartmentId)
    .executeTakeFirstOrThrow();
  return {
    enabled: row.reminders_enabled === 1,
    days: parseReminderDays(row.reminder_days),
    hour: Number(row.reminder_hour),
  };
}

export async function updateReminderSettings(db: Db, caller: Caller, input: ReminderSettings): Promise<void> {
  await db
    .updateTable('apartments')
    .set({
      reminders_enabled: input.enabled ? 1 : 0,
      reminder_days: [...input.days].sort((a, b) => a - b).join(','),
      reminder_hour: input.hour,
    })
    .where('id', '=', caller.apartmentId)
    .execute();
}
