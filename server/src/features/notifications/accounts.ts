import {
  kenyanPhone,
  type MessageChannel,
  PROVIDER_MSG,
  type Providers,
  type ProvidersRequest,
} from '@safestay/contracts';
import type { AppDeps } from '../../app-deps';
import type { MessageProvidersTable } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import type { SecretBox } from '../../lib/secret-box';
import { createAfricasTalkingProvider } from './providers/africas-talking';
import type { Channel, Provider, SendResult } from './providers/provider';
import { createSmtpProvider } from './providers/smtp';

/**
 * A building's own SMS and email accounts (docs/notifications.md "Your own SMS and email
 * accounts"): kept per building and channel, secrets sealed like the Daraja keys; the deliverer
 * sends a building's messages through them, and through the server's own (AT_*, SMTP_URL) for a
 * building without.
 */
type Deps = Pick<AppDeps, 'db' | 'secretBox' | 'smsApiBase' | 'delivery' | 'mpesa' | 'smsCallbackToken'>;

/** The part of a sealed row that is secret. */
interface Sealed {
  apiKey?: string;
  smtpUrl?: string;
}

/** The inbound SMS path (inbound-sms.routes.ts): Africa's Talking posts STOP and START replies there. */
const INBOUND_SMS_PATH = '/api/hooks/sms/';

function box(deps: Pick<AppDeps, 'secretBox'>): SecretBox {
  if (!deps.secretBox) throw new AppError(503, PROVIDER_MSG.noSecretKey, 'secrets_unavailable');
  return deps.secretBox;
}

/** The mail server as it may be shown: host and port, never the user or password. */
function mailHost(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

/** GET /notifications/providers: what the building has set, without a secret. */
export async function readProviders(deps: Deps, apartmentId: string): Promise<Providers> {
  const rows = await deps.db
    .selectFrom('message_providers')
    .selectAll()
    .where('apartment_id', '=', apartmentId)
    .execute();
  const sms = rows.find((r) => r.channel === 'sms');
  const email = rows.find((r) => r.channel === 'email');
  const base = deps.mpesa?.publicBaseUrl;
  return {
    sms: sms ? { username: sms.username ?? '', senderId: sms.sender_id, updatedAt: sms.updated_at } : null,
    email: email ? { server: email.mail_host ?? '', from: email.mail_from ?? '', updatedAt: email.updated_at } : null,
    serverDefault: { sms: deps.delivery?.sms ?? false, email: deps.delivery?.email ?? false },
    inboundSmsUrl: base && deps.smsCallbackToken ? `${base}${INBOUND_SMS_PATH}${deps.smsCallbackToken}` : null,
  };
}

/** PUT /notifications/providers: each channel named is replaced whole; the others are kept. */
export async function saveProviders(
  deps: Deps,
  caller: Caller,
  input: { sms?: NonNullable<ProvidersRequest['sms']>; email?: NonNullable<ProvidersRequest['email']> },
): Promise<Providers> {
  const sealer = box(deps);
  const at = nowIso();
  const rows: MessageProvidersTable[] = [];
  if (input.sms) {
    rows.push({
      apartment_id: caller.apartmentId,
      channel: 'sms',
      username: input.sms.username,
      sender_id: input.sms.senderId ?? null,
      mail_host: null,
      mail_from: null,
      secret: sealer.seal(JSON.stringify({ apiKey: input.sms.apiKey } satisfies Sealed)),
      updated_by: caller.userId,
      updated_at: at,
    });
  }
  if (input.email) {
    rows.push({
      apartment_id: caller.apartmentId,
      channel: 'email',
      username: null,
      sender_id: null,
      mail_host: mailHost(input.email.smtpUrl),
      mail_from: input.email.from,
      secret: sealer.seal(JSON.stringify({ smtpUrl: input.email.smtpUrl } satisfies Sealed)),
      updated_by: caller.userId,
      updated_at: at,
    });
  }
  await deps.db.transaction().execute(async (trx) => {
    for (const row of rows) {
      const { apartment_id: _a, channel: _c, ...changes } = row;
      await trx
        .insertInto('message_providers')
        .values(row)
        .onConflict((oc) => oc.columns(['apartment_id', 'channel']).doUpdateSet(changes))
        .execute();
    }
  });
  return readProviders(deps, caller.apartmentId);
}

/** DELETE /notifications/providers/:channel: the building's messages of that channel go the server's way again. */
export async function removeProvider(deps: Deps, caller: Caller, channel: MessageChannel): Promise<Providers> {
  const gone = await deps.db
    .deleteFrom('message_providers')
    .where('apartment_id', '=', caller.apartmentId)
    .where('channel', '=', channel)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw notFound(PROVIDER_MSG.nothingToRemove, 'provider_not_set');
  return readProviders(deps, caller.apartmentId);
}

/** The provider a stored row describes (the secret opened), with the server's Africa's Talking address. */
function providerOf(deps: Pick<AppDeps, 'secretBox' | 'smsApiBase'>, row: MessageProvidersTable): Provider {
  const sealed = JSON.parse(box(deps).open(row.secret)) as Sealed;
  if (row.channel === 'sms') {
    return createAfricasTalkingProvider({
      username: row.username ?? '',
      apiKey: sealed.apiKey ?? '',
      ...(row.sender_id ? { senderId: row.sender_id } : {}),
      ...(deps.smsApiBase ? { apiBase: deps.smsApiBase } : {}),
    });
  }
  return createSmtpProvider({ url: sealed.smtpUrl ?? '', from: row.mail_from ?? '' });
}

/**
 * The deliverer's view of the buildings' accounts: for a batch of one channel, each building's
 * provider (or none: the server's is used). Providers are kept while their row is unchanged, so a
 * building's mail transport is not rebuilt for every batch.
 */
export function createBuildingAccounts(deps: Pick<AppDeps, 'db' | 'secretBox' | 'smsApiBase'>) {
  const made = new Map<string, { stamp: string; provider: Provider }>();
  return {
    async forBatch(channel: Channel, apartmentIds: string[]): Promise<Map<string, Provider>> {
      const found = new Map<string, Provider>();
      // Without the key nothing sealed can be opened: every building goes the server's way.
      if (!deps.secretBox || apartmentIds.length === 0) return found;
      const rows = await deps.db
        .selectFrom('message_providers')
        .selectAll()
        .where('channel', '=', channel)
        .where('apartment_id', 'in', [...new Set(apartmentIds)])
        .execute();
      for (const row of rows) {
        const key = `${row.apartment_id}|${channel}`;
        const stamp = `${row.updated_at}|${row.secret}`;
        let entry = made.get(key);
        if (!entry || entry.stamp !== stamp) {
          await entry?.provider.close?.();
          entry = { stamp, provider: providerOf(deps, row) };
          made.set(key, entry);
        }
        found.set(row.apartment_id, entry.provider);
      }
      return found;
    },
    async close() {
      await Promise.allSettled([...made.values()].map((e) => e.provider.close?.()));
      made.clear();
    },
  };
}

export type BuildingAccounts = ReturnType<typeof createBuildingAccounts>;

/** A provider's failure in words a landlord can act on (the provider's own text goes beside it). */
function refusalWords(channel: Channel, result: Extract<SendResult, { ok: false }>): string {
  if (channel === 'email') {
    return result.reason === 'unreachable' ? PROVIDER_MSG.emailUnreachable : PROVIDER_MSG.emailRefused;
  }
  switch (result.reason) {
    case 'auth':
      return PROVIDER_MSG.smsKeyRefused;
    case 'unreachable':
      return PROVIDER_MSG.smsUnreachable;
    case 'balance':
      return PROVIDER_MSG.smsBalance;
    case 'sender':
      return PROVIDER_MSG.smsSenderId;
    case 'number':
      return PROVIDER_MSG.smsBadNumber;
    default:
      return PROVIDER_MSG.smsRefused;
  }
}

export type TestOutcome =
  | { ok: true; message: string; detail: string | null }
  | { ok: false; message: string; detail: string };

/**
 * POST /notifications/providers/test: one message through the building's own account, in the
 * reader's language; the answer says what the provider said, in our words, its own beside.
 */
export async function testProvider(
  deps: Pick<AppDeps, 'db' | 'secretBox' | 'smsApiBase'>,
  caller: Caller,
  input: { channel: MessageChannel; to: string },
): Promise<TestOutcome> {
  const row = await deps.db
    .selectFrom('message_providers')
    .selectAll()
    .where('apartment_id', '=', caller.apartmentId)
    .where('channel', '=', input.channel)
    .executeTakeFirst();
  if (!row) throw new AppError(409, PROVIDER_MSG.noOwnAccount, 'provider_not_set');
  const provider = providerOf(deps, row);
  try {
    const sms = input.channel === 'sms';
    const result = await provider.send({
      id: `test-${Date.now()}`,
      channel: input.channel,
      to: sms ? (kenyanPhone(input.to) ?? input.to) : input.to,
      subject: sms ? null : PROVIDER_MSG.testEmailSubject,
      body: sms ? PROVIDER_MSG.testSmsBody : PROVIDER_MSG.testEmailBody,
    });
    if (result.ok) {
      return {
        ok: true,
        message: sms ? PROVIDER_MSG.smsAccepted(result.detail ?? null) : PROVIDER_MSG.emailAccepted,
        detail: result.providerId,
      };
    }
    return { ok: false, message: refusalWords(input.channel, result), detail: result.error };
  } finally {
    await provider.close?.();
  }
}
