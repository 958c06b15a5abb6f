import {
  currentLocale,
  ERR_MSG,
  ERROR_CODE,
  JOIN_MSG,
  MSG,
  PORTFOLIO_MSG,
  type UpdateMeRequest,
  type User,
  type ZChangePasswordRequest,
  type ZRegisterRequest,
} from '@safestay/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { isUniqueViolation, violatedConstraint } from '../../lib/db-errors';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { asLocale, speakTo } from '../../lib/locale';
import type { LoginThrottle } from '../../lib/login-throttle';
import { type InCents, toKes } from '../../lib/money';
import { apartmentNameSkeleton } from '../../lib/name-skeleton';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import type { TokenService } from '../../lib/tokens';
import { addMember, createBuilding, isMemberOf } from '../apartments/apartments.service';
import { redeemInvite, usableInvite } from '../invites/invites.service';
import { redeemStaffInvite, usableStaffInvite } from '../team/team.service';
import { type JoinInput, joinStatus, openTenancy } from '../tenancies/tenancies.service';
import { endOtherSessions, openSession } from './sessions';

/** A registration as the service takes it: a landlord's rent in cents (`inCents` at the route). */
type RegisterInput = InCents<z.output<typeof ZRegisterRequest>, 'rentAmount'>;

export interface AuthDeps {
  db: Kysely<DB>;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
}

export async function registerUser(deps: AuthDeps, input: RegisterInput) {
  const { db } = deps;
  // Look-alike names are one building: the skeleton decides (docs/reliability.md §63).
  const apartmentSkeleton = input.apartmentName === undefined ? undefined : apartmentNameSkeleton(input.apartmentName);
  const joining = await checkRegistration(db, input, apartmentSkeleton);
  // A caretaker signs up with the owner's staff invite (docs/team.md): a 400 on the code says why not.
  const staffInvite =
    input.role === 'Caretaker' ? await usableStaffInvite(db, input.staffInviteCode as string) : undefined;

  // Hash before the transaction: SQLite writers must not wait on a slow hash.
  const passwordHash = await hashPassword(input.password);
  const now = nowIso();
  const userId = newId();
  const moveInDate = input.dateMovedIn ?? now.slice(0, 10);
  let sessionId = '';

  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id: userId,
          name: input.name,
          email: input.email,
          password_hash: passwordHash,
          role: input.role,
          apartment_id: joining?.apartmentId ?? staffInvite?.apartment_id ?? null,
          national_id: `user:${userId}`,
          id_number: input.nationalID,
          primary_phone: input.primaryPhoneNumber,
          secondary_phone: input.secondaryPhoneNumber ?? null,
          building_name: input.buildingName ?? null,
          date_moved_in: input.role === 'Tenant' ? moveInDate : (input.dateMovedIn ?? null),
          locale: input.locale ?? currentLocale(),
          token_version: 0,
          created_at: now,
        })
        .execute();
      if (joining) {
        await addMember(trx, joining.apartmentId, userId, 'tenant');
        if (joining.inviteId) await redeemInvite(trx, joining.inviteId, userId);
        await openTenancy(trx, { ...joining, tenantId: userId, moveInDate }, joining.status);
      }
      if (staffInvite) await redeemStaffInvite(trx, staffInvite.id, staffInvite.apartment_id, userId);
      if (input.role === 'Landlord') {
        const apartmentId = await createBuilding(trx, userId, {
          name: input.apartmentName as string,
          skeleton: apartmentSkeleton as string,
          area: null,
          rentCents: input.rentAmountCents as number,
        });
        await trx.updateTable('users').set({ apartment_id: apartmentId }).where('id', '=', userId).execute();
      }
      sessionId = await openSession(trx, userId);
    });
  } catch (error) {
    throw duplicateConflict(error);
  }

  const user = await loadSessionUser(db, userId);
  speakTo(user.locale);
  const message =
    joining?.status === 'pending' ? JOIN_MSG.accountCreatedPending(joining.landlordName) : MSG.accountCreated;
  return { message, user, token: deps.tokens.sign({ sub: userId, sid: sessionId }) };
}

/** Where a registering tenant goes: the apartment, the invite's unit, and pending or active. */
interface Joining extends Omit<JoinInput, 'tenantId' | 'moveInDate'> {
  status: 'pending' | 'active';
  inviteId?: string;
  landlordName: string;
}

/**
 * A tenant joins with an invite (active at once, in its unit) or by choosing an apartment: open
 * ones take them at once, approval ones as pending, invite-only ones not at all.
 */
async function tenantJoining(db: Kysely<DB>, input: RegisterInput): Promise<Joining> {
  if (input.inviteCode) {
    const invite = await usableInvite(db, input.inviteCode);
    const unit =
      invite.unit_id && invite.unit_code
        ? {
            id: invite.unit_id,
            code: invite.unit_code,
            rent_cents: Number(invite.unit_rent_cents),
            deposit_cents: Number(invite.unit_deposit_cents),
          }
        : null;
    if (unit) await refuseTakenUnit(db, unit);
    const { apartment_id: apartmentId, landlord_name: landlordName, id: inviteId } = invite;
    return { apartmentId, unit, status: 'active', inviteId, landlordName };
  }
  const apartment = await db
    .selectFrom('apartments as a')
    .innerJoin('users as l', 'l.id', 'a.landlord_id')
    .select(['a.id', 'a.join_policy', 'l.name as landlord_name'])
    .where('a.id', '=', input.apartmentId ?? '')
    .executeTakeFirst();
  if (!apartment)
    throw badRequest(MSG.tenantApartmentRequired, [{ field: 'apartmentId', message: MSG.tenantApartmentRequired }]);
  if (apartment.join_policy === 'invite_only')
    throw badRequest(JOIN_MSG.inviteOnly, [{ field: 'apartmentId', message: JOIN_MSG.inviteOnly }]);
  return {
    apartmentId: apartment.id,
    status: joinStatus(apartment.join_policy),
    landlordName: apartment.landlord_name,
  };
}

/** An invite's unit must still be one a tenant can move into. */
async function refuseTakenUnit(db: Kysely<DB>, unit: { id: string; code: string }) {
  const row = await db
    .selectFrom('units as n')
    .leftJoin('tenancies as t', (join) => join.onRef('t.unit_id', '=', 'n.id').on('t.status', '=', 'active'))
    .select(['n.active', 't.id as tenancy_id'])
    .where('n.id', '=', unit.id)
    .executeTakeFirstOrThrow();
  if (!Number(row.active) || row.tenancy_id) throw conflict(ERR_MSG.inviteUnitNotFree(unit.code));
}

/**
 * What makes a registration impossible before anything is written: a taken email or apartment
 * name (409), a tenant's unknown apartment (400). Returns the tenant's apartment.
 * Two registrations racing past these checks meet the unique constraints instead (duplicateConflict).
 */
async function checkRegistration(db: Kysely<DB>, input: RegisterInput, apartmentSkeleton: string | undefined) {
  const existing = await db.selectFrom('users').select('email').where('email', '=', input.email).execute();
  // A national ID is never checked here: whether one is registered is nobody's business (§76).
  if (existing.length > 0) throw conflict(ERR_MSG.emailTaken);
  if (input.role === 'Tenant') return tenantJoining(db, input);
  if (apartmentSkeleton) {
    const taken = await db
      .selectFrom('apartments')
      .select('id')
      .where('name_skeleton', '=', apartmentSkeleton)
      .executeTakeFirst();
    if (taken) throw conflict(ERR_MSG.apartmentNameTaken);
  }
  return undefined;
}

/** A unique violation on insert becomes the 409 a person understands; anything else is rethrown. */
function duplicateConflict(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  const which = violatedConstraint(error);
  if (/name_key|name_skeleton/.test(which)) return conflict(ERR_MSG.apartmentNameTaken);
  if (/unit_id|one_active_per_unit/.test(which)) return conflict(ERR_MSG.inviteUnitTaken, ERROR_CODE.unitTaken);
  // Two tenants drew the same account number at the same instant (one in a million): try again.
  if (/account_ref/.test(which)) return new AppError(503, ERR_MSG.tryAgain, 'retry').withRetryAfter(1);
  return conflict(ERR_MSG.emailTaken);
}

/** Signs in from `address` (the client's, as TRUST_PROXY lets us see it), throttled per account and address. */
export async function loginUser(deps: AuthDeps, email: string, password: string, address: string) {
  const { db, loginThrottle } = deps;
  // Counted before the password is checked, so guesses sent at once cannot all be checked (§51).
  await loginThrottle.reserve(email, address);
  const row = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
  const ok = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), password);
  if (!row || !ok) throw new AppError(401, ERR_MSG.invalidCredentials, 'invalid_credentials');
  await loginThrottle.succeeded(email, address);
  const [user, sessionId] = await Promise.all([loadSessionUser(db, row.id), openSession(db, row.id)]);
  speakTo(user.locale);
  return { user, token: deps.tokens.sign({ sub: row.id, sid: sessionId }) };
}

/** The session user of docs/product.md §3, with both `id` and `_id`, and no secret field. */
export async function loadSessionUser(db: Kysely<DB>, userId: string): Promise<User> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('apartments as a', 'a.id', 'u.apartment_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.role',
      'u.apartment_id',
      'u.id_number',
      'u.primary_phone',
      'u.secondary_phone',
      'u.building_name',
      'u.date_moved_in',
      'u.locale',
      'u.kra_pin',
      'a.name as apartment_name',
      'a.rent_cents',
      (eb) =>
        eb
          .selectFrom('tenancies as t')
          .select('t.status')
          .whereRef('t.tenant_id', '=', 'u.id')
          .orderBy('t.id', 'desc')
          .limit(1)
          .as('tenancy_status'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    apartmentId: row.apartment_id,
    apartmentName: row.apartment_name ?? null,
    nationalID: row.id_number,
    primaryPhoneNumber: row.primary_phone,
    ...(row.secondary_phone ? { secondaryPhoneNumber: row.secondary_phone } : {}),
    dateMovedIn: row.date_moved_in,
    buildingName: row.building_name,
    ...(row.role === 'Landlord' && row.rent_cents != null ? { rentAmount: toKes(row.rent_cents) } : {}),
    tenancyStatus: row.role === 'Tenant' ? (row.tenancy_status ?? null) : null,
    locale: asLocale(row.locale),
    // Their own PIN, whole, only when set (docs/reports.md).
    ...(row.kra_pin ? { kraPin: row.kra_pin } : {}),
  };
}

/**
 * PUT /auth/me: the caller's language (from this answer on, SafeStay speaks it to them) and the
 * building that opens when a request names none (docs/portfolio.md): one they belong to, else 403.
 */
export async function updateMe(db: Kysely<DB>, caller: Caller, input: UpdateMeRequest): Promise<User> {
  if (input.apartmentId !== undefined && !(await isMemberOf(db, caller.userId, input.apartmentId))) {
    throw forbidden(PORTFOLIO_MSG.notYourApartment, ERROR_CODE.notYourApartment);
  }
  await db
    .updateTable('users')
    .set({
      ...(input.locale ? { locale: input.locale } : {}),
      ...(input.apartmentId ? { apartment_id: input.apartmentId } : {}),
      ...(input.kraPin !== undefined ? { kra_pin: input.kraPin } : {}),
    })
    .where('id', '=', caller.userId)
    .execute();
  if (input.locale) speakTo(input.locale);
  return loadSessionUser(db, caller.userId);
}

/**
 * Changes the caller's password and ends every other session (any device signed in with the old
 * password is out); this one stays signed in. Returns the ended sessions, to cut their sockets.
 */
export async function changePassword(
  deps: AuthDeps,
  caller: Caller,
  { currentPassword, newPassword }: z.output<typeof ZChangePasswordRequest>,
  address: string,
) {
  const { db } = deps;
  const { userId } = caller;
  const row = await db
    .selectFrom('users')
    .select(['password_hash', 'token_version', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await deps.loginThrottle.reserve(row.email, address);
  if (!(await verifyPassword(row.password_hash, currentPassword))) {
    throw badRequest(ERR_MSG.wrongCurrentPassword, [
      { field: 'currentPassword', message: ERR_MSG.wrongCurrentPassword },
    ]);
  }
  await deps.loginThrottle.succeeded(row.email, address);
  const passwordHash = await hashPassword(newPassword);
  const nextVersion = row.token_version + 1;
  // The version check makes two concurrent changes safe: only one wins.
  const endedSessions = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, token_version: nextVersion })
      .where('id', '=', userId)
      .where('token_version', '=', row.token_version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      throw conflict(ERR_MSG.passwordChangedElsewhere, ERROR_CODE.changedMeanwhile);
    return endOtherSessions(trx, userId, caller.sessionId);
  });
  const user = await loadSessionUser(db, userId);
  return { user, token: deps.tokens.sign({ sub: userId, sid: caller.sessionId }), endedSessions };
}
