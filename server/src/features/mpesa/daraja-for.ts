import { ERR_MSG, ERROR_CODE } from '@safestay/contracts';
import type { AppDeps } from '../../app-deps';
import { AppError, conflict } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { createDarajaClient, type DarajaClient } from './daraja-client';
import { DarajaError, URLS_ALREADY_REGISTERED } from './daraja-error';
import { settingsRow } from './mpesa-settings';
import { memoryTokenCache } from './token-cache';

type Deps = Pick<AppDeps, 'db' | 'secretBox' | 'mpesa' | 'darajaTokens'>;

const DARAJA = { sandbox: 'https://sandbox.safaricom.co.ke', production: 'https://api.safaricom.co.ke' };

/**
 * One token per Daraja app (each new token revokes the one before, so every call shares it): in
 * Redis for every process when configured (deps.darajaTokens), else in this process's memory.
 */
const ownTokens = memoryTokenCache();

/** A Daraja client for the apartment's saved settings, or a 409 saying what is missing. */
export async function darajaFor(
  deps: Deps,
  apartmentId: string,
): Promise<{ client: DarajaClient; version: 'v1' | 'v2' }> {
  const row = await settingsRow(deps, apartmentId);
  if (!row || !deps.secretBox) throw conflict(ERR_MSG.saveMpesaFirst, ERROR_CODE.notSetUp);
  if (!row.consumer_key || !row.consumer_secret || !row.passkey)
    throw conflict(ERR_MSG.saveDarajaKeysFirst, ERROR_CODE.notSetUp);
  const open = (sealed: string) => (deps.secretBox as NonNullable<Deps['secretBox']>).open(sealed);
  const client = createDarajaClient({
    baseUrl: deps.mpesa?.apiBase ?? DARAJA[row.environment],
    consumerKey: open(row.consumer_key),
    consumerSecret: open(row.consumer_secret),
    passkey: open(row.passkey),
    shortcode: row.shortcode,
    shortcodeType: row.shortcode_type,
    tokenCache: deps.darajaTokens ?? ownTokens,
  });
  return { client, version: row.c2b_version };
}

/** Daraja's refusal as an answer for the landlord: 409 for what they can fix, 502 for M-Pesa's side. */
export function darajaProblem(error: unknown): unknown {
  if (!(error instanceof DarajaError)) return error;
  const fixable = error.errorCode === URLS_ALREADY_REGISTERED || error.errorCode === '401.003.01';
  return new AppError(fixable ? 409 : 502, error.message, `mpesa_${error.errorCode.toLowerCase()}`);
}

/** "Test connection": M-Pesa gives an access token for the saved keys, or says why not. */
export async function testConnection(deps: Deps, apartmentId: string): Promise<void> {
  const { client } = await darajaFor(deps, apartmentId);
  try {
    await client.accessToken();
  } catch (error) {
    throw darajaProblem(error);
  }
}

/** "Register callback URLs": tells M-Pesa where to send Paybill and Till payments (once, in production). */
export async function registerUrls(
  deps: Deps,
  apartmentId: string,
  urls: { confirmation: string; validation: string },
) {
  const { client, version } = await darajaFor(deps, apartmentId);
  try {
    await client.registerC2bUrls({
      confirmationUrl: urls.confirmation,
      validationUrl: urls.validation,
      responseType: 'Completed',
      version,
    });
  } catch (error) {
    throw darajaProblem(error);
  }
  await deps.db
    .updateTable('mpesa_settings')
    .set({ urls_registered_at: nowIso() })
    .where('apartment_id', '=', apartmentId)
    .execute();
}
