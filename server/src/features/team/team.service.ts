import {
  inviteCodeKey,
  type StaffInvite,
  type StaffInvitePreview,
  type StaffMember,
  TEAM_MSG,
  type ZCreateStaffInviteRequest,
} from '@safestay/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB, Db } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { type AuditSummary, audit, auditSummary } from '../activity/audit';
import { addMember } from '../apartments/apartments.service';
import { codeUsed, inviteCodeDisplay, inviteHash, refuseUnusable, revokeCode } from '../invites/invites.service';
import { randomCrockford } from '../tenancies/tenancies.service';

/** As tenants' invites: six Crockford characters, shown as K7Q-4MZ, kept only as a hash. */
const CODE_LENGTH = 6;
const STAFF_INVITE_DAYS = 7;

function selectStaffInvites(db: Db) {
  return db.selectFrom('staff_invites').select(['id', 'hint', 'name', 'phone', 'email', 'expires_at', 'created_at']);
}
type StaffInviteRow = Awaited<ReturnType<ReturnType<typeof selectStaffInvites>['executeTakeFirstOrThrow']>>;

function toStaffInvite(row: StaffInviteRow, code: string | null = null, origin = ''): StaffInvite {
  return {
    _id: row.id,
    code: code ? inviteCodeDisplay(code) : null,
    hint: `${row.hint}-…`,
    link: code ? `${origin}/staff/join/${inviteCodeDisplay(code)}` : null,
    name: row.name,
    phone: row.phone,
    email: row.email,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
  };
}

/**
 * A team change as an activity entry (docs/team.md): `personId` is the caretaker it is about, stored
 * by id and drawn with their current name, like a tenant.
 */
const teamEntry = (action: string, entityId: string, personId: string | null, summary: AuditSummary) => ({
  action: `team.${action}`,
  entity: 'team' as const,
  entityId,
  tenantId: personId,
  summary,
});

/** POST /staff/invites: a single-use code for a caretaker of the caller's building, shown this once. */
export async function createStaffInvite(
  db: Db,
  caller: Caller,
  input: z.output<typeof ZCreateStaffInviteRequest>,
  origin: string,
): Promise<StaffInvite> {
  const code = randomCrockford(CODE_LENGTH);
  const now = new Date();
  const id = newId();
  const hint = code.slice(0, 3);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('staff_invites')
      .values({
        id,
        apartment_id: caller.apartmentId,
        code_hash: inviteHash(code),
        hint,
        name: input.name ?? null,
        phone: input.phone ?? null,
        email: input.email ?? null,
        created_by: caller.userId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + STAFF_INVITE_DAYS * 86_400_000).toISOString(),
        used_at: null,
        used_by: null,
        revoked_at: null,
      })
      .execute();
    await audit(trx, caller, teamEntry('invited', id, null, auditSummary('staffInvited', { hint })));
  });
  const row = await selectStaffInvites(db).where('id', '=', id).executeTakeFirstOrThrow();
  return toStaffInvite(row, code, origin);
}

/** GET /staff/invites: the building's invites not yet used, withdrawn or expired. */
export async function listStaffInvites(db: Db, caller: Caller): Promise<StaffInvite[]> {
  const rows = await selectStaffInvites(db)
    .where('apartment_id', '=', caller.apartmentId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => toStaffInvite(row));
}

/** DELETE /staff/invites/:id: its code stops working at once. */
export async function revokeStaffInvite(db: Db, caller: Caller, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeCode(trx, 'staff_invites', caller, id);
    const { hint } = await trx
      .selectFrom('staff_invites')
      .select('hint')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await audit(trx, caller, teamEntry('invite_withdrawn', id, null, auditSummary('staffInviteWithdrawn', { hint })));
  });
}

/** The invite behind a code, if it can still be used; else a 400 that says why, on `field`. */
export async function usableStaffInvite(db: Db, code: string, field = 'staffInviteCode') {
  const invite = await db
    .selectFrom('staff_invites as i')
    .innerJoin('apartments as a', 'a.id', 'i.apartment_id')
    .innerJoin('users as o', 'o.id', 'i.created_by')
    .select(['i.id', 'i.apartment_id', 'i.expires_at', 'i.used_at', 'i.revoked_at', 'a.name', 'a.area', 'o.name as by'])
    .where('i.code_hash', '=', inviteHash(inviteCodeKey(code)))
    .executeTakeFirst();
  return refuseUnusable(invite, field);
}

/** GET /staff/invites/:code: what the join screen shows before signing up or accepting. */
export async function previewStaffInvite(db: Db, code: string): Promise<StaffInvitePreview> {
  const invite = await usableStaffInvite(db, code, 'code');
  return { apartmentName: invite.name, area: invite.area, invitedBy: invite.by, expiresAt: invite.expires_at };
}

/**
 * Uses the invite for `userId` inside the caller's transaction: marked used (a second use loses)
 * and a caretaker membership of its building. Returns the building's id.
 */
export async function redeemStaffInvite(trx: Transaction<DB>, inviteId: string, apartmentId: string, userId: string) {
  const member = await trx
    .selectFrom('memberships')
    .select('role')
    .where('apartment_id', '=', apartmentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (member) throw conflict(TEAM_MSG.alreadyMember);
  const result = await trx
    .updateTable('staff_invites')
    .set({ used_at: nowIso(), used_by: userId })
    .where('id', '=', inviteId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw codeUsed('staffInviteCode');
  await addMember(trx, apartmentId, userId, 'caretaker');
  // The new caretaker is the actor: "Wanjiru (Caretaker) joined the team".
  const { name } = await trx.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirstOrThrow();
  const joiner: Caller = { userId, name, role: 'Caretaker', apartmentId, sessionId: '', tenancy: null, member: true };
  await audit(trx, joiner, teamEntry('joined', inviteId, userId, auditSummary('caretakerJoined', {})));
}

/**
 * POST /staff/invites/:code/accept: a signed-in person (landlord or tenant elsewhere) joins the team.
 * Returns the building's name and id (the client switches to it).
 */
export async function acceptStaffInvite(
  db: Db,
  caller: Caller,
  code: string,
): Promise<{ name: string; apartmentId: string }> {
  const invite = await usableStaffInvite(db, code, 'code');
  await db.transaction().execute((trx) => redeemStaffInvite(trx, invite.id, invite.apartment_id, caller.userId));
  return { name: invite.name, apartmentId: invite.apartment_id };
}

/** GET /staff: the owner and the caretakers of the caller's building, owner first, then by name. */
export async function listTeam(db: Db, caller: Caller): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.primary_phone', 'u.email', 'm.role', 'm.created_at'])
    .where('m.apartment_id', '=', caller.apartmentId)
    .where('m.role', 'in', ['owner', 'caretaker'])
    .orderBy('m.role', 'desc')
    .orderBy('u.name')
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    phone: r.primary_phone,
    email: r.email,
    role: r.role as StaffMember['role'],
    since: r.created_at,
  }));
}

/**
 * DELETE /staff/:userId: a caretaker leaves the team at once. Their next request to this building
 * is a 403 (never a 401: their session and other buildings stay); if this was the building they
 * open first, their first other building takes its place. Returns their name.
 */
export async function removeCaretaker(db: Db, caller: Caller, userId: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const person = await trx
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.name', 'u.apartment_id'])
      .where('m.apartment_id', '=', caller.apartmentId)
      .where('m.user_id', '=', userId)
      .where('m.role', '=', 'caretaker')
      .executeTakeFirst();
    if (!person) throw notFound(TEAM_MSG.notOnTeam);
    await trx
      .deleteFrom('memberships')
      .where('apartment_id', '=', caller.apartmentId)
      .where('user_id', '=', userId)
      .execute();
    await audit(trx, caller, teamEntry('removed', userId, userId, auditSummary('caretakerRemoved', {})));
    if (person.apartment_id === caller.apartmentId) {
      const other = await trx
        .selectFrom('memberships')
        .select('apartment_id')
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .executeTakeFirst();
      if (other)
        await trx.updateTable('users').set({ apartment_id: other.apartment_id }).where('id', '=', userId).execute();
    }
    return person.name;
  });
}
