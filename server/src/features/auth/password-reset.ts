import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { type ForgotRequest, kenyanPhone, RESET_CODE_LENGTH, type ResetRequest } from '@safestay/contracts';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { sendDirect } from '../notifications/notify';
import { endOtherSessions } from './sessions';

/** A code works for this long, for this many tries, and a person gets at most this many per window. */
export const RESET_MINUTES = 15;
export const RESET_TRIES = 5;
const CODES_PER_WINDOW = 3;

export const RESET_SENT =
  'If an account matches, we have sent it a code. It works for 15 minutes. Check your email or SMS.';
const WRONG_CODE = 'That code is not right or has expired. Ask for a new one if you need to.';

const hashCode = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

/** The account named by an email address or a phone number (any usual Kenyan form), if any. */
async function findAccount(db: Kysely<DB>, who: ForgotRequest) {
  const base = db.selectFrom('users').select(['id', 'apartment_id', 'email', 'primary_phone', 'sms_reminders_stopped']);
  if ('email' in who) return base.where('email', '=', who.email.trim().toLowerCase()).executeTakeFirst();
  const phone = kenyanPhone(who.phone);
  if (!phone) return undefined;
  return base.where('primary_phone', '=', phone).orderBy('id', 'desc').executeTakeFirst();
}

/**
 * POST /auth/forgot (docs/notifications.md "Password reset"): a six-digit code by email (asked by
 * email) or SMS (asked by phone), stored hashed, written to the outbox in the same transaction.
 * The caller learns nothing: the answer is the same whether the account exists, and past three
 * codes in fifteen minutes nothing more is sent.
 */
export async function requestPasswordReset(deps: Pick<AppDeps, 'db' | 'notifier'>, who: ForgotRequest) {
  const account = await findAccount(deps.db, who);
  if (!account) return;
  const since = new Date(Date.now() - RESET_MINUTES * 60_000).toISOString();
  const recent = await deps.db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', account.id)
    .where('created_at', '>', since)
    .executeTakeFirst();
  if (Number(recent?.n ?? 0) >= CODES_PER_WINDOW) return;
  const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
  const channel = 'email' in who ? 'email' : 'sms';
  const now = new Date();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_resets')
      .values({
        id: newId(),
        user_id: account.id,
        code_hash: hashCode(account.id, code).toString('hex'),
        channel,
        attempts: 0,
        expires_at: new Date(now.getTime() + RESET_MINUTES * 60_000).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
    await sendDirect(trx, account, channel, 'password_reset', { code, minutes: RESET_MINUTES });
  });
  deps.notifier?.kick();
}

/**
 * POST /auth/reset: the newest live code of the account sets a new password, once. A wrong code
 * counts against it; the fifth wrong one kills it. Every session ends (whoever knew the old
 * password is out); the ended sessions are returned to cut their sockets.
 */
export async function resetPassword(deps: Pick<AppDeps, 'db'>, input: ResetRequest): Promise<string[]> {
  const wrong = () => badRequest(WRONG_CODE, [{ field: 'code', message: WRONG_CODE }]);
  const account = await findAccount(deps.db, input);
  if (!account) throw wrong();
  const reset = await deps.db
    .selectFrom('password_resets')
    .selectAll()
    .where('user_id', '=', account.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!reset || reset.attempts >= RESET_TRIES) throw wrong();
  const matches = timingSafeEqual(Buffer.from(reset.code_hash, 'hex'), hashCode(account.id, input.code));
  if (!matches) {
    await deps.db
      .updateTable('password_resets')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', reset.id)
      .execute();
    throw wrong();
  }
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction().execute(async (trx) => {
    // Used once: of two resets racing with the right code, one wins.
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: nowIso() })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .where('attempts', '<', RESET_TRIES)
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
