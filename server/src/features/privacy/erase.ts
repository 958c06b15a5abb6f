import { ERROR_CODE, PRIVACY_MSG, PSEUDONYM, type Role } from '@safestay/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { today } from '../../lib/dates';
import { badRequest, conflict } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import type { LoginThrottle } from '../../lib/login-throttle';
import { verifyPassword } from '../../lib/passwords';
import { type LedgerNews, ledgerTransaction } from '../ledger/announce';
import { closeTenanciesOfLeaver } from '../tenancies/closing';

/** The four characters that tell one erased person from another: the end of their id (random bits of a UUIDv7). */
export const pseudonymCode = (userId: string) => userId.replaceAll('-', '').slice(-4).toUpperCase();

/**
 * Erases a person (docs/privacy.md): name, email, phones, national ID and building name go; the
 * name becomes "Former tenant T-xxxx" and the unique columns placeholders nobody can sign in
 * with (a `.invalid` address, a password hash that verifies nothing). Their ledger, receipts,
 * complaints, chat and the activity log stay, under the pseudonym, since the log draws names by
 * id. Their sessions end, their bell is emptied, and messages not yet sent are cancelled.
 * Conditional on not being erased yet, so two processes erase once. Returns the sessions ended,
 * to cut their sockets.
 */
export async function erasePerson(trx: Kysely<DB>, userId: string, role: Role): Promise<string[]> {
  const now = nowIso();
  const code = pseudonymCode(userId);
  const erased = await trx
    .updateTable('users')
    .set({
      name: role === 'Tenant' ? PSEUDONYM.formerTenant(code) : PSEUDONYM.formerLandlord(code),
      email: `erased-${userId}@erased.invalid`,
      password_hash: '!erased',
      national_id: `ERASED-${userId}`,
      id_number: '',
      kra_pin: null,
      primary_phone: '',
      secondary_phone: null,
      building_name: null,
      token_version: sql<number>`token_version + 1`,
      sms_reminders_stopped: 1,
      erased_at: now,
    })
    .where('id', '=', userId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  if (Number(erased.numUpdatedRows) !== 1) return [];
  const sessions = await trx
    .updateTable('sessions')
    .set({ ended_at: now })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .returning('id')
    .execute();
  await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await trx.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
  await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
  await trx
    .updateTable('outbox')
    .set({ status: 'cancelled', locked_until: null })
    .where('user_id', '=', userId)
    .where('status', 'in', ['held', 'queued', 'failed'])
    .execute();
  // What was sent keeps its date, kind and status in the landlord's log, not where it went or what it said.
  await trx
    .updateTable('outbox')
    .set({ to_address: '', body: '', subject: null })
    .where('user_id', '=', userId)
    .execute();
  return sessions.map((s) => s.id);
}

/** Tenants living in, or asking to join, the building: a landlord with any cannot leave. */
async function peopleOfBuilding(db: Kysely<DB>, apartmentId: string): Promise<number> {
  const row = await db
    .selectFrom('tenancies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('apartment_id', '=', apartmentId)
    .where('status', 'in', ['active', 'pending'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface DeleteDeps {
  db: Kysely<DB>;
  loginThrottle: LoginThrottle;
  ledgerNews?: LedgerNews;
}

/**
 * DELETE /me: the password confirms (a wrong one is a 400 and counts as a failed sign-in); a
 * landlord whose building still has tenants is refused (409). A tenant's tenancy ends that day;
 * a landlord's building takes no one new (invite only, open invites withdrawn). Returns the
 * sessions ended.
 */
export async function deleteAccount(deps: DeleteDeps, caller: Caller, password: string, address: string) {
  const { db } = deps;
  const row = await db
    .selectFrom('users')
    .select(['password_hash', 'email'])
    .where('id', '=', caller.userId)
    .executeTakeFirstOrThrow();
  await deps.loginThrottle.check(row.email, address);
  if (!(await verifyPassword(row.password_hash, password))) {
    await deps.loginThrottle.recordFailure(row.email, address);
    throw badRequest(PRIVACY_MSG.wrongPassword, [{ field: 'password', message: PRIVACY_MSG.wrongPassword }]);
  }
  const refuseWhileTenants = async (reader: Kysely<DB>) => {
    const people = caller.role === 'Landlord' ? await peopleOfBuilding(reader, caller.apartmentId) : 0;
    if (people > 0) throw conflict(PRIVACY_MSG.landlordHasTenants(people), ERROR_CODE.buildingHasTenants);
  };
  await refuseWhileTenants(db);
  return ledgerTransaction(deps, 'charge', async (trx) => {
    if (caller.role === 'Tenant') {
      await closeTenanciesOfLeaver(trx, caller, today());
    } else {
      // Checked again inside the transaction: someone may have joined since.
      await refuseWhileTenants(trx);
      await trx
        .updateTable('apartments')
        .set({ join_policy: 'invite_only' })
        .where('id', '=', caller.apartmentId)
        .execute();
      await trx
        .updateTable('invites')
        .set({ revoked_at: nowIso() })
        .where('apartment_id', '=', caller.apartmentId)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .execute();
    }
    return erasePerson(trx, caller.userId, caller.role);
  });
}
