import { createHash, randomBytes } from 'node:crypto';
import type { HowToPay, MpesaSettings, ZMpesaSettingsRequest } from '@safestay/contracts';
import { ERR_MSG } from '@safestay/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { MpesaSettingsTable } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import type { SecretBox } from '../../lib/secret-box';

type Deps = Pick<AppDeps, 'db' | 'secretBox' | 'mpesa'>;
type SettingsInput = z.output<typeof ZMpesaSettingsRequest>;

/** The callback paths (docs/mpesa.md): Daraja refuses URLs with "mpesa", "safaricom" or "query" in them. */
export const HOOK_PREFIX = '/api/hooks/pay';

/** How a callback's token is looked up: its SHA-256, so the index holds no usable token. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

function box(deps: Deps): SecretBox {
  if (!deps.secretBox) throw new AppError(503, ERR_MSG.mpesaOffOnServer, 'mpesa_unavailable');
  return deps.secretBox;
}

/** The three URLs to give Safaricom, or null until the server knows its public address. */
function callbackUrls(deps: Deps, row: MpesaSettingsTable) {
  const base = deps.mpesa?.publicBaseUrl;
  if (!base) return null;
  const token = box(deps).open(row.callback_token);
  const at = (kind: string) => `${base}${HOOK_PREFIX}/${token}/${kind}`;
  return { confirmation: at('confirmation'), validation: at('validation'), stk: at('stk') };
}

export async function settingsRow(deps: Pick<AppDeps, 'db'>, apartmentId: string) {
  return deps.db.selectFrom('mpesa_settings').selectAll().where('apartment_id', '=', apartmentId).executeTakeFirst();
}

/** GET /payments/mpesa/settings: what is set, never a secret. */
export async function readSettings(deps: Deps, caller: Caller): Promise<MpesaSettings> {
  const [row, last] = await Promise.all([
    settingsRow(deps, caller.apartmentId),
    deps.db
      .selectFrom('mpesa_events')
      .select((eb) => eb.fn.max('received_at').as('at'))
      .where('apartment_id', '=', caller.apartmentId)
      .executeTakeFirst(),
  ]);
  return {
    configured: row !== undefined,
    environment: row?.environment ?? null,
    shortcodeType: row?.shortcode_type ?? null,
    shortcode: row?.shortcode ?? null,
    c2bVersion: row?.c2b_version ?? 'v2',
    hasConsumerKey: Boolean(row?.consumer_key),
    hasConsumerSecret: Boolean(row?.consumer_secret),
    hasPasskey: Boolean(row?.passkey),
    callbackUrls: row ? callbackUrls(deps, row) : null,
    urlsRegisteredAt: row?.urls_registered_at ?? null,
    lastEventAt: (last?.at as string | null | undefined) ?? null,
  };
}

/**
 * PUT /payments/mpesa/settings. Secrets given are sealed; secrets left out keep their stored
 * value. The callback token is made once, on the first save, and kept (Safaricom registers the
 * URLs once).
 */
export async function saveSettings(deps: Deps, caller: Caller, input: SettingsInput): Promise<MpesaSettings> {
  const sealer = box(deps);
  const seal = (value: string | undefined) => (value === undefined ? undefined : sealer.seal(value));
  const token = randomBytes(32).toString('base64url');
  const changes = {
    environment: input.environment,
    shortcode_type: input.shortcodeType,
    shortcode: input.shortcode,
    c2b_version: input.c2bVersion,
    updated_at: nowIso(),
    ...(input.consumerKey === undefined ? {} : { consumer_key: seal(input.consumerKey) }),
    ...(input.consumerSecret === undefined ? {} : { consumer_secret: seal(input.consumerSecret) }),
    ...(input.passkey === undefined ? {} : { passkey: seal(input.passkey) }),
  };
  await deps.db
    .insertInto('mpesa_settings')
    .values({
      apartment_id: caller.apartmentId,
      consumer_key: null,
      consumer_secret: null,
      passkey: null,
      callback_token: sealer.seal(token),
      callback_token_hash: tokenHash(token),
      urls_registered_at: null,
      ...changes,
    })
    .onConflict((oc) => oc.column('apartment_id').doUpdateSet(changes))
    .execute();
  return readSettings(deps, caller);
}

/** GET /payments/mpesa/how-to-pay (tenant): the number to pay, their account number, and Pay now. */
export async function howToPay(deps: Deps, caller: Caller): Promise<HowToPay> {
  const [row, tenancy] = await Promise.all([
    settingsRow(deps, caller.apartmentId),
    caller.tenancy
      ? deps.db.selectFrom('tenancies').select('account_ref').where('id', '=', caller.tenancy.id).executeTakeFirst()
      : undefined,
  ]);
  if (!row) return { shortcodeType: null, shortcode: null, accountNumber: null, payNow: false };
  return {
    shortcodeType: row.shortcode_type,
    shortcode: row.shortcode,
    accountNumber: row.shortcode_type === 'paybill' ? (tenancy?.account_ref ?? null) : null,
    payNow: Boolean(row.consumer_key && row.consumer_secret && row.passkey && deps.mpesa?.publicBaseUrl),
  };
}
