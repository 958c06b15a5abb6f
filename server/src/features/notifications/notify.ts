import {
  kenyanPhone,
  type MessageChannel,
  type NewsKind,
  type NewsParams,
  NOTIFY_KIND_INFO,
  type NotifyKind,
  renderNews,
  STORED_TEXT,
} from '@safestay/contracts';
import type { Kysely } from 'kysely';
import type { DB, OutboxTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { inLocale } from '../../lib/locale';

/** One piece of news for one person. */
export type News = {
  [K in NotifyKind]: {
    userId: string;
    kind: K;
    params: NewsParams[K];
    /** Where in the app it leads. */
    link?: string;
    /** The same key twice is one message (a reminder for a bill and day, a digest). */
    dedupeKey?: string;
    /** The bell only, never SMS or email (a caretaker's copy of the owner's news, docs/team.md). */
    bellOnly?: boolean;
  };
}[NotifyKind];

interface Recipient {
  id: string;
  apartment_id: string | null;
  email: string;
  primary_phone: string;
  sms_reminders_stopped: number;
  /** The language they read (docs/languages.md): their bell, SMS and email are written in it. */
  locale: string;
}

const CHUNK = 500;

/**
 * A person the caller has already read (with `Recipient`'s columns), and their choices for the
 * kinds of news they get in this call (none made: the kind's default): `notify` does not read them again.
 */
export interface KnownRecipient {
  person: Recipient;
  choices: { kind: NotifyKind; sms: boolean; email: boolean }[];
}

/**
 * Writes news inside the caller's transaction (docs/notifications.md "The outbox"): a row for the
 * bell, and an SMS and an email where the person wants them. Written with the event, committed
 * with it or not at all; delivery.ts sends them afterwards. A message that cannot go (no number we
 * can text, SMS reminders stopped) is written as cancelled with the reason, so the landlord sees why.
 */
export async function notify(trx: Kysely<DB>, news: News[], known: KnownRecipient[] = []): Promise<void> {
  if (news.length === 0) return;
  const recipients = new Map<string, Recipient>();
  const wants = new Map<string, { sms: boolean; email: boolean }>();
  for (const { person, choices } of known) {
    recipients.set(person.id, person);
    for (const c of choices) wants.set(`${person.id}:${c.kind}`, { sms: c.sms, email: c.email });
  }
  const userIds = [...new Set(news.map((n) => n.userId))].filter((id) => !recipients.has(id));
  const kinds = [...new Set(news.map((n) => n.kind))];
  for (let i = 0; i < userIds.length; i += CHUNK) {
    // Each person with their choices for the kinds of this news, if they made any: a row per choice.
    const rows = await trx
      .selectFrom('users as u')
      .leftJoin('notification_preferences as np', (join) =>
        join.onRef('np.user_id', '=', 'u.id').on('np.kind', 'in', kinds),
      )
      .select([
        'u.id',
        'u.apartment_id',
        'u.email',
        'u.primary_phone',
        'u.sms_reminders_stopped',
        'u.locale',
        'np.kind',
        'np.sms as wants_sms',
        'np.email as wants_email',
      ])
      .where('u.id', 'in', userIds.slice(i, i + CHUNK))
      .execute();
    for (const { kind, wants_sms, wants_email, ...person } of rows) {
      if (!recipients.has(person.id)) recipients.set(person.id, person);
      if (kind !== null) wants.set(`${person.id}:${kind}`, { sms: wants_sms === 1, email: wants_email === 1 });
    }
  }

  const now = nowIso();
  const bell: DB['notifications'][] = [];
  const outbox: OutboxTable[] = [];
  for (const item of news) {
    const person = recipients.get(item.userId);
    if (!person) continue;
    const text = inLocale(person.locale, () => renderNews(item.kind, item.params as never));
    bell.push({
      id: newId(),
      user_id: person.id,
      kind: item.kind,
      title: text.title,
      body: text.body,
      link: item.link ?? null,
      dedupe_key: item.dedupeKey ?? null,
      created_at: now,
      read_at: null,
    });
    const choice = item.bellOnly
      ? { sms: false, email: false }
      : (wants.get(`${person.id}:${item.kind}`) ?? NOTIFY_KIND_INFO[item.kind]);
    if (choice.sms) {
      const stopped = item.kind === 'reminder' && person.sms_reminders_stopped === 1;
      outbox.push(
        outboxRow(
          person,
          item.kind,
          'sms',
          text.sms,
          null,
          item.dedupeKey,
          now,
          stopped ? STORED_TEXT.remindersStopped : null,
        ),
      );
    }
    if (choice.email) outbox.push(outboxRow(person, item.kind, 'email', text.email, text.subject, item.dedupeKey, now));
  }
  for (let i = 0; i < bell.length; i += CHUNK) {
    await trx
      .insertInto('notifications')
      .values(bell.slice(i, i + CHUNK))
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .execute();
  }
  await queueMessages(trx, outbox);
}

/** News for whoever is told of it; the landlord of an apartment is found by `notifyLandlord`. */
type NewsFor = News extends infer N ? (N extends News ? Omit<N, 'userId'> : never) : never;

/** News for the landlord of an apartment (a complaint, a join request, money M-Pesa could not place). */
export async function notifyLandlord(trx: Kysely<DB>, apartmentId: string, news: NewsFor): Promise<void> {
  const { landlord_id } = await trx
    .selectFrom('apartments')
    .select('landlord_id')
    .where('id', '=', apartmentId)
    .executeTakeFirstOrThrow();
  await notify(trx, [{ ...news, userId: landlord_id } as News]);
}

/**
 * News the owner gets about a caretaker's job (a claim to confirm, a new complaint): the owner as
 * `notifyLandlord` would, and each caretaker of the building in the bell only, since a caretaker
 * has no Notifications screen to choose SMS or email on (docs/team.md "Notifications").
 */
export async function notifyStaff(trx: Kysely<DB>, apartmentId: string, news: NewsFor): Promise<void> {
  await notifyLandlord(trx, apartmentId, news);
  const caretakers = await trx
    .selectFrom('memberships')
    .select('user_id')
    .where('apartment_id', '=', apartmentId)
    .where('role', '=', 'caretaker')
    .orderBy('user_id')
    .execute();
  await notify(
    trx,
    caretakers.map((m) => ({ ...news, userId: m.user_id, bellOnly: true }) as News),
  );
}

/** Messages that are not news in the bell (a password reset code): straight to the outbox. */
export async function sendDirect<K extends NewsKind>(
  trx: Kysely<DB>,
  person: Recipient,
  channel: MessageChannel,
  kind: K,
  params: NewsParams[K],
): Promise<void> {
  const text = inLocale(person.locale, () => renderNews(kind, params));
  const body = channel === 'sms' ? text.sms : text.email;
  await queueMessages(trx, [
    outboxRow(person, kind, channel, body, channel === 'email' ? text.subject : null, undefined, nowIso()),
  ]);
}

function outboxRow(
  person: Recipient,
  kind: string,
  channel: MessageChannel,
  body: string,
  subject: string | null,
  dedupeKey: string | undefined,
  now: string,
  cancelled: string | null = null,
): OutboxTable {
  const phone = kenyanPhone(person.primary_phone);
  const why = cancelled ?? (channel === 'sms' && !phone ? STORED_TEXT.phoneNotUnderstood : null);
  return {
    id: newId(),
    apartment_id: person.apartment_id,
    user_id: person.id,
    channel,
    kind,
    to_address: channel === 'sms' ? (phone ?? person.primary_phone) : person.email,
    subject,
    body,
    dedupe_key: dedupeKey ? `${dedupeKey}:${channel}` : null,
    status: why ? 'cancelled' : 'queued',
    attempts: 0,
    next_attempt_at: now,
    locked_until: null,
    provider: null,
    provider_message_id: null,
    last_error: why,
    created_at: now,
    sent_at: null,
  };
}

/** Outbox rows; one whose dedupe key is already there is left out (a reminder queued twice is one). */
async function queueMessages(trx: Kysely<DB>, rows: OutboxTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto('outbox')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .execute();
  }
}

export type { Recipient };
