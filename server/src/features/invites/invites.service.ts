import { createHash } from 'node:crypto';
import {
  ERR_MSG,
  type Invite,
  type InvitePreview,
  inviteCodeKey,
  JOIN_MSG,
  type ZCreateInviteRequest,
} from '@safestay/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { badRequest, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { toKes } from '../../lib/money';
import { randomCrockford } from '../tenancies/tenancies.service';

/** Six Crockford characters (about a billion codes), shown as K7Q-4MZ. */
const CODE_LENGTH = 6;

/** A code as stored: SHA-256 of its characters without the dash, upper case. */
export function inviteHash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** A code as people read it: K7Q-4MZ. */
export const inviteCodeDisplay = (code: string) => `${code.slice(0, 3)}-${code.slice(3)}`;
const display = inviteCodeDisplay;

function selectInvites(db: Db) {
  return db
    .selectFrom('invites as i')
    .leftJoin('units as n', 'n.id', 'i.unit_id')
    .select(['i.id', 'i.hint', 'i.expires_at', 'i.created_at', 'n.id as unit_id', 'n.code as unit_code']);
}

type InviteRow = Awaited<ReturnType<ReturnType<typeof selectInvites>['executeTakeFirstOrThrow']>>;

function toInvite(row: InviteRow, code: string | null = null, origin = ''): Invite {
  return {
    _id: row.id,
    code: code ? display(code) : null,
    hint: `${row.hint}-…`,
    link: code ? `${origin}/join/${display(code)}` : null,
    unit: row.unit_id && row.unit_code ? { _id: row.unit_id, code: row.unit_code } : null,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
  };
}

/** A new single-use invite, for a unit of the caller's apartment or none; the code is shown this once. */
export async function createInvite(
  db: Db,
  caller: Caller,
  input: z.output<typeof ZCreateInviteRequest>,
  origin: string,
): Promise<Invite> {
  if (input.unitId) {
    const unit = await db
      .selectFrom('units')
      .select(['id', 'active'])
      .where('id', '=', input.unitId)
      .where('apartment_id', '=', caller.apartmentId)
      .executeTakeFirst();
    if (!unit) throw notFound(ERR_MSG.unitNotFound);
  }
  const code = randomCrockford(CODE_LENGTH);
  const now = new Date();
  const id = newId();
  await db
    .insertInto('invites')
    .values({
      id,
      apartment_id: caller.apartmentId,
      unit_id: input.unitId ?? null,
      code_hash: inviteHash(code),
      hint: code.slice(0, 3),
      created_by: caller.userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + input.expiresInDays * 86_400_000).toISOString(),
      used_at: null,
      used_by: null,
      revoked_at: null,
    })
    .execute();
  const row = await selectInvites(db).where('i.id', '=', id).executeTakeFirstOrThrow();
  return toInvite(row, code, origin);
}

/** Invites still waiting to be used: not used, withdrawn or expired. */
export async function listOpenInvites(db: Db, caller: Caller): Promise<Invite[]> {
  const rows = await selectInvites(db)
    .where('i.apartment_id', '=', caller.apartmentId)
    .where('i.used_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', nowIso())
    .orderBy('i.created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => toInvite(row));
}

/** Withdraws an invite of the caller's apartment: its code stops working at once. */
export async function revokeInvite(db: Db, caller: Caller, id: string): Promise<void> {
  await revokeCode(db, 'invites', caller, id);
}

/**
 * Withdraws an unused code of the caller's building, a tenant's (`invites`) or a caretaker's
 * (`staff_invites`, features/team): both kinds keep the same columns for it.
 */
export async function revokeCode(db: Db, table: 'invites' | 'staff_invites', caller: Caller, id: string) {
  const result = await db
    .updateTable(table as 'invites')
    .set({ revoked_at: nowIso() })
    .where('id', '=', id)
    .where('apartment_id', '=', caller.apartmentId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw notFound(ERR_MSG.inviteNotFound);
}

/** A code used by someone else meanwhile (a second use loses), as a 400 naming `field`. */
export const codeUsed = (field: string) => badRequest(JOIN_MSG.inviteUsed, [{ field, message: JOIN_MSG.inviteUsed }]);

/**
 * Why a code found (or not) cannot be used: unknown, withdrawn, used or expired, as a 400 naming
 * `field`, so the form shows it beside the code. The one check of tenants' and caretakers' codes.
 */
export function refuseUnusable<T extends { revoked_at: string | null; used_at: string | null; expires_at: string }>(
  invite: T | undefined,
  field: string,
): T {
  const refuse = (message: string) => badRequest(message, [{ field, message }]);
  if (!invite) throw refuse(JOIN_MSG.inviteUnknown);
  if (invite.revoked_at) throw refuse(JOIN_MSG.inviteRevokedUse);
  if (invite.used_at) throw codeUsed(field);
  if (invite.expires_at <= nowIso()) throw refuse(JOIN_MSG.inviteExpired);
  return invite;
}

/**
 * The invite behind a code (as typed: inviteCodeKey normalises it), if it can still be used; otherwise a refusal that says why
 * (unknown, withdrawn, used, expired), naming the field.
 */
export async function usableInvite(db: Db, code: string) {
  const invite = await db
    .selectFrom('invites as i')
    .innerJoin('apartments as a', 'a.id', 'i.apartment_id')
    .innerJoin('users as l', 'l.id', 'a.landlord_id')
    .leftJoin('units as n', 'n.id', 'i.unit_id')
    .select([
      'i.id',
      'i.apartment_id',
      'i.expires_at',
      'i.used_at',
      'i.revoked_at',
      'a.name as apartment_name',
      'a.area',
      'l.name as landlord_name',
      'n.id as unit_id',
      'n.code as unit_code',
      'n.rent_cents as unit_rent_cents',
      'n.deposit_cents as unit_deposit_cents',
    ])
    .where('i.code_hash', '=', inviteHash(inviteCodeKey(code)))
    .executeTakeFirst();
  return refuseUnusable(invite, 'inviteCode');
}

/** What /join/:code shows before registering: the building, its landlord and the unit. */
export async function previewInvite(db: Db, code: string): Promise<InvitePreview> {
  const invite = await usableInvite(db, code);
  return {
    apartmentName: invite.apartment_name,
    landlordName: invite.landlord_name,
    area: invite.area,
    unit:
      invite.unit_code && invite.unit_rent_cents != null
        ? { code: invite.unit_code, rent: toKes(invite.unit_rent_cents) }
        : null,
    expiresAt: invite.expires_at,
  };
}

/** Marks the invite used by `userId` inside the registration's transaction; a second use loses. */
export async function redeemInvite(trx: Db, inviteId: string, userId: string): Promise<void> {
  const result = await trx
    .updateTable('invites')
    .set({ used_at: nowIso(), used_by: userId })
    .where('id', '=', inviteId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw codeUsed('inviteCode');
}
