import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ERR_MSG, type ForgotRequest, kenyanPhone, RESET_CODE_LENGTH, type ResetRequest } from '@safestay/contracts';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import type { LoginThrottle } from '../../lib/login-throttle';
import { hashPassword } from '../../lib/passwords';
import { sendDirect } from '../notifications/notify';
import { endOtherSessions } from './sessions';

/**
 * Password reset (docs/notifications.md "Password reset", docs/reliability.md §49, §53, §54).
 * A code works for RESET_MINUTES. Asking again within RESEND_MINUTES sends the same code again,
 * so strangers asking cannot multiply the codes there are to guess; after that a new one is made
 * (the old one still works to its end). Each address may ask ASKS_PER_ADDRESS times per account
 * in 15 minutes: strangers elsewhere never use up the owner's. Wrong codes count against the
 * guesser's address, as wrong passwords do (lib/login-throttle.ts), and never kill a code.
 */
export const RESET_MINUTES = 15;
const RESEND_MINUTES = 10;
const ASKS_PER_ADDRESS = 3;

type ResetDeps = Pick<AppDeps, 'db' | 'tokens' | 'loginThrottle'>;

const hashCode = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

/**
 * The code of a reset row, derived from its id with a key of the server's: the row keeps only a
 * hash, yet the same code can be sent again. Uniform enough: 48 bits reduced to 10^8 values.
 */
function codeOf(deps: Pick<AppDeps, 'tokens'>, resetId: string): string {
  const n = createHmac('sha256', deps.tokens.derive('password-reset')).update(resetId).digest().readUIntBE(0, 6);
  return String(n % 10 ** RESET_CODE_LENGTH).padStart(RESET_CODE_LENGTH, '0');
}

/** Wrong codes, counted like wrong passwords but apart from them. */
const codeGuesses = (throttle: LoginThrottle) =>
  throttle.alike({ scope: 'reset:', refusal: (when) => ERR_MSG.tooManyCodeGuesses(when) });

/** Who the request names, as typed (normalised): what guesses are counted against. */
const named = (who: ForgotRequest) =>
  'email' in who ? who.email.trim().toLowerCase() : (kenyanPhone(who.phone) ?? who.phone.trim());

/**
 * The account named by an email address, or by a phone number (any usual Kenyan form) that
 * exactly one account holds. Numbers are not unique: when two accounts hold one, a code asked for
 * by phone could reach the wrong person, so nothing is sent and the person uses their email.
 */
async function findAccount(db: Kysely<DB>, who: ForgotRequest) {
  const base = db
    .selectFrom('users')
    .select(['id', 'apartment_id', 'email', 'primary_phone', 'sms_reminders_stopped', 'locale']);
  if ('email' in who) return base.where('email', '=', who.email.trim().toLowerCase()).executeTakeFirst();
  const phone = kenyanPhone(who.phone);
  if (!phone) return undefined;
  const holders = await base.where('primary_phone', '=', phone).limit(2).execute();
  return holders.length === 1 ? holders[0] : undefined;
}

/**
 * POST /auth/forgot: a code by email (asked by email) or SMS (asked by phone), written to the
 * outbox in the same transaction. The caller learns nothing: the answer is the same whether or not
 * the account exists and whether or not anything was sent.
 */
export async function requestPasswordReset(
  deps: ResetDeps & Pick<AppDeps, 'notifier'>,
  who: ForgotRequest,
  address: string,
) {
  const account = await findAccount(deps.db, who);
  if (!account) return;
  if (!(await codeGuesses(deps.loginThrottle).allow(`ask:${account.id}|${address}`, ASKS_PER_ADDRESS))) return;
  const channel = 'email' in who ? 'email' : 'sms';
  const now = new Date();
  await deps.db.transaction().execute(async (trx) => {
    const recent = await trx
      .selectFrom('password_resets')
      .select(['id', 'expires_at'])
      .where('user_id', '=', account.id)
      .where('channel', '=', channel)
      .where('used_at', 'is', null)
      .where('created_at', '>', new Date(now.getTime() - RESEND_MINUTES * 60_000).toISOString())
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    let reset = recent;
    if (!reset) {
      reset = { id: newId(), expires_at: new Date(now.getTime() + RESET_MINUTES * 60_000).toISOString() };
      await trx
        .insertInto('password_resets')
        .values({
          id: reset.id,
          user_id: account.id,
          code_hash: hashCode(account.id, codeOf(deps, reset.id)).toString('hex'),
          channel,
          attempts: 0,
          expires_at: reset.expires_at,
          used_at: null,
          created_at: now.toISOString(),
        })
        .execute();
    }
    const minutes = Math.floor((Date.parse(reset.expires_at) - now.getTime()) / 60_000);
    await sendDirect(trx, account, channel, 'password_reset', { code: codeOf(deps, reset.id), minutes });
  });
  deps.notifier?.kick();
}

/**
 * POST /auth/reset: any live code of the account sets a new password, once. The try is counted
 * against (account, address) before the code is compared, as a sign-in is; the right code takes
 * it back. Every session ends (whoever knew the old password is out); the ended sessions are
 * returned to cut their sockets.
 */
export async function resetPassword(deps: ResetDeps, input: ResetRequest, address: string): Promise<string[]> {
  const wrong = () => badRequest(ERR_MSG.wrongResetCode, [{ field: 'code', message: ERR_MSG.wrongResetCode }]);
  const guesses = codeGuesses(deps.loginThrottle);
  await guesses.reserve(named(input), address);
  const account = await findAccount(deps.db, input);
  if (!account) throw wrong();
  const live = await deps.db
    .selectFrom('password_resets')
    .select(['id', 'code_hash'])
    .where('user_id', '=', account.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .execute();
  const typed = hashCode(account.id, input.code);
  const reset = live.find((r) => timingSafeEqual(Buffer.from(r.code_hash, 'hex'), typed));
  if (!reset) throw wrong();
  await guesses.succeeded(named(input), address);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction().execute(async (trx) => {
    // Used once: of two resets racing with the right code, one wins.
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: nowIso() })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw wrong();
    await trx
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
      .where('id', '=', account.id)
      .execute();
    // Other codes of the account die with this one.
    await trx
      .updateTable('password_resets')
      .set({ used_at: nowIso() })
      .where('user_id', '=', account.id)
      .where('used_at', 'is', null)
      .execute();
    return endOtherSessions(trx, account.id, '');
  });
}
