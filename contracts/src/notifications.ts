import './zod-config';
import { z } from 'zod';
import { said, ZId, ZMonthPageQuery, ZPageQuery } from './common';
import { MAX_PASSWORD, RESET_CODE_LENGTH } from './constants';
import { FIELD_MSG, fieldLabel } from './messages-fields';
import { REQUEST_MSG } from './messages-requests';
import { CHANNELS, NOTIFY_KINDS } from './notify-kinds';
import { kenyanPhone } from './phones';
import { MIN_PASSWORD } from './sign-in-rules';

/** One item of the bell's list (GET /notifications). */
export const ZNotification = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFY_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where in the app it leads, e.g. /payments. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof ZNotification>;
export const ZNotificationList = z.array(ZNotification);
export const ZNotificationListQuery = ZPageQuery;

/** POST /notifications/read: some (ids) or all of one's own. */
export const ZMarkReadRequest = z.union(
  [
    z.object({
      ids: z
        .array(ZId)
        .min(
          1,
          said(() => REQUEST_MSG.nameOneNotification),
        )
        .max(
          100,
          said(() => REQUEST_MSG.atMostAtOnce(100)),
        ),
    }),
    z.object({
      all: z.literal(
        true,
        said(() => REQUEST_MSG.allTrue),
      ),
    }),
  ],
  said(() => REQUEST_MSG.idsOrAll),
);
export type MarkReadRequest = z.infer<typeof ZMarkReadRequest>;
export const ZUnreadResponse = z.object({ message: z.string(), unread: z.number() });

/** The socket event `notification`: a new one for the bell, and the unread count after it. */
export interface NotificationPayload {
  notification: Notification | null;
  unread: number;
}

/** GET/PUT /notifications/preferences: per kind, by SMS and email; reminders by SMS can be stopped. */
export const ZKindPreference = z.object({
  kind: z.enum(
    NOTIFY_KINDS,
    said(() => REQUEST_MSG.unknownKind),
  ),
  sms: z.boolean(said(() => REQUEST_MSG.trueOrFalse('sms'))),
  email: z.boolean(said(() => REQUEST_MSG.trueOrFalse('email'))),
});
export type KindPreference = z.infer<typeof ZKindPreference>;
export const ZPreferences = z.object({
  kinds: z.array(ZKindPreference),
  /** The person sent STOP (or chose it here): no SMS reminders. */
  smsRemindersStopped: z.boolean(),
  /** Where messages go: the stored phone (null when it is not a number we can text) and email. */
  phone: z.string().nullable(),
  email: z.string(),
  /** Whether this server can send SMS and email at all (off: messages wait in the outbox). */
  delivery: z.object({ sms: z.boolean(), email: z.boolean() }),
});
export type Preferences = z.infer<typeof ZPreferences>;
export const ZUpdatePreferencesRequest = z.object({
  kinds: z
    .array(ZKindPreference)
    .max(
      NOTIFY_KINDS.length,
      said(() => REQUEST_MSG.tooManyKinds),
    )
    .optional(),
  smsRemindersStopped: z.boolean(said(() => REQUEST_MSG.trueOrFalse('smsRemindersStopped'))).optional(),
});
export type UpdatePreferencesRequest = z.infer<typeof ZUpdatePreferencesRequest>;

/** Days relative to the due date reminders go out on: -3 is three days before, 0 the day itself. */
export const REMINDER_DAY_MIN = -14;
export const REMINDER_DAY_MAX = 30;

const reminderDayRange = said(() =>
  FIELD_MSG.outOfRange(fieldLabel('Reminder days'), REMINDER_DAY_MIN, REMINDER_DAY_MAX),
);
const hourRange = said(() => FIELD_MSG.outOfRange(fieldLabel('Hour'), 6, 20));

/** GET/PUT /notifications/reminders (landlord): rent reminders of the apartment. */
export const ZReminderSettings = z.object({
  enabled: z.boolean(said(() => REQUEST_MSG.trueOrFalse('enabled'))),
  days: z
    .array(
      z
        .number(said(() => REQUEST_MSG.reminderDayNumber))
        .int(said(() => REQUEST_MSG.reminderDayWhole))
        .min(REMINDER_DAY_MIN, reminderDayRange)
        .max(REMINDER_DAY_MAX, reminderDayRange),
      said(() => REQUEST_MSG.reminderDaysList),
    )
    .max(
      5,
      said(() => REQUEST_MSG.reminderDaysAtMost(5)),
    )
    .refine(
      (days) => new Set(days).size === days.length,
      said(() => REQUEST_MSG.reminderDayOnce),
    ),
  /** The hour (Africa/Nairobi) they go out. */
  hour: z
    .number(said(() => FIELD_MSG.notNumber(fieldLabel('Hour'))))
    .int(said(() => FIELD_MSG.notWhole(fieldLabel('Hour'))))
    .min(6, hourRange)
    .max(20, hourRange),
});
export type ReminderSettings = z.infer<typeof ZReminderSettings>;
export const DEFAULT_REMINDERS: ReminderSettings = { enabled: true, days: [-3, 0, 3], hour: 8 };

export const OUTBOX_STATUSES = ['held', 'queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** GET /notifications/outbox (landlord): messages sent to and from the apartment's people. */
export const ZOutboxMessage = z.object({
  _id: z.string(),
  channel: z.enum(CHANNELS),
  kind: z.string(),
  to: z.string(),
  recipient: z.object({ _id: z.string(), name: z.string() }).nullable(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  providerId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof ZOutboxMessage>;
export const ZOutboxList = z.array(ZOutboxMessage);
export const ZOutboxQuery = ZMonthPageQuery.extend({
  status: z
    .enum(
      OUTBOX_STATUSES,
      said(() => REQUEST_MSG.outboxStatus(OUTBOX_STATUSES.join(', '))),
    )
    .optional(),
});

/** GET /notifications/unreachable (landlord): tenants a message may not reach, and why. */
export const ZUnreachableTenant = z.object({
  tenantId: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  phone: z.string(),
  reasons: z.array(z.string()),
});
export type UnreachableTenant = z.infer<typeof ZUnreachableTenant>;
export const ZUnreachableList = z.array(ZUnreachableTenant);

const enterEmail = said(() => REQUEST_MSG.enterEmail);
const enterPhone = said(() => REQUEST_MSG.enterPhone);

/** POST /auth/forgot: an email address or a phone number; the answer is the same either way. */
export const ZForgotRequest = z.union(
  [
    z.object({ email: z.string().trim().min(3, enterEmail).max(254, enterEmail) }),
    z.object({ phone: z.string().trim().min(7, enterPhone).max(20, enterPhone) }),
  ],
  said(() => REQUEST_MSG.enterEmailOrYourPhone),
);
export type ForgotRequest = z.infer<typeof ZForgotRequest>;

export const ZResetRequest = z.intersection(
  ZForgotRequest,
  z.object({
    code: z
      .string(said(() => REQUEST_MSG.enterCode))
      .trim()
      .regex(
        new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`),
        said(() => REQUEST_MSG.codeDigits(RESET_CODE_LENGTH)),
      ),
    password: z
      .string(said(() => FIELD_MSG.required(fieldLabel('New password'))))
      .min(
        MIN_PASSWORD,
        said(() => FIELD_MSG.tooShort(fieldLabel('New password'), MIN_PASSWORD)),
      )
      .max(
        MAX_PASSWORD,
        said(() => FIELD_MSG.tooLong(fieldLabel('New password'), MAX_PASSWORD)),
      ),
  }),
);
export type ResetRequest = z.infer<typeof ZResetRequest>;

/**
 * The /forgot form's one field: an email address when it holds an '@', else a phone number. A
 * phone that is not a Kenyan mobile is refused here, because the server answers the same either
 * way and the person would wait for a code that never comes.
 */
export const ZForgotForm = z.object({ who: z.string() }).transform((form, ctx): z.output<typeof ZForgotRequest> => {
  const who = form.who.trim();
  const problem = (message: string) => {
    ctx.addIssue({ code: 'custom', path: ['who'], message });
    return z.NEVER;
  };
  if (who === '') return problem(REQUEST_MSG.enterEmailOrPhone);
  if (!who.includes('@') && kenyanPhone(who) === null) return problem(REQUEST_MSG.enterEmailOrKenyanPhone);
  const parsed = ZForgotRequest.safeParse(who.includes('@') ? { email: who } : { phone: who });
  return parsed.success ? parsed.data : problem(parsed.error.issues[0]?.message ?? REQUEST_MSG.enterEmailOrPhone);
});
export type ForgotFormValues = z.input<typeof ZForgotForm>;

/** The reset form: the request (who, code, new password) and the new password typed twice. */
export const ZResetForm = ZResetRequest.and(z.object({ confirm: z.string() })).refine((b) => b.confirm === b.password, {
  path: ['confirm'],
  error: () => REQUEST_MSG.passwordsDiffer,
});
export type ResetFormValues = z.input<typeof ZResetForm>;
