import {
  ERR_MSG,
  ERROR_CODE,
  JOIN_MSG,
  STORED_TEXT,
  type Tenancy,
  type ZApproveTenancyRequest,
  type ZEndTenancyRequest,
  type ZUpdateTenancyRequest,
} from '@safestay/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { tomorrow as tomorrowInNairobi } from '../../lib/dates';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { type InCents, toKes } from '../../lib/money';
import { audit, auditSummary } from '../activity/audit';
import { type LedgerNews, ledgerMoved, ledgerTransaction } from '../ledger/announce';
import { notifyTenancyDecision } from '../notifications/news';
import { findTenancy, freeAccountRef } from './tenancies.service';

/** What a change of tenancy needs: the database, and the ledger's announcer (features/ledger/announce.ts). */
type LedgerDeps = { db: Db; ledgerNews?: LedgerNews };

type Trx = Db;

/** The tenancy of the caller's apartment with `id`, for a change: 404 when it is not theirs. */
async function tenancyForChange(trx: Trx, caller: Caller, id: string) {
  const row = await trx
    .selectFrom('tenancies as t')
    .innerJoin('users as u', 'u.id', 't.tenant_id')
    .select([
      't.id',
      't.status',
      't.tenant_id',
      't.unit_id',
      't.rent_cents',
      't.move_in_date',
      't.account_ref',
      'u.name',
    ])
    .where('t.id', '=', id)
    .where('t.apartment_id', '=', caller.apartmentId)
    .executeTakeFirst();
  if (!row) throw notFound(JOIN_MSG.tenancyNotFound);
  return row;
}

/** A unit of the caller's apartment a tenancy may move into: active and not lived in by someone else. */
async function unitToMoveInto(trx: Trx, caller: Caller, unitId: string, tenancyId: string) {
  const unit = await trx
    .selectFrom('units')
    .select(['id', 'code', 'rent_cents', 'deposit_cents', 'active'])
    .where('id', '=', unitId)
    .where('apartment_id', '=', caller.apartmentId)
    .executeTakeFirst();
  if (!unit) throw notFound(ERR_MSG.unitNotFound);
  if (!Number(unit.active)) throw conflict(JOIN_MSG.unitInactive(unit.code));
  const occupant = await trx
    .selectFrom('tenancies as t')
    .innerJoin('users as u', 'u.id', 't.tenant_id')
    .select('u.name')
    .where('t.unit_id', '=', unit.id)
    .where('t.status', '=', 'active')
    .where('t.id', '!=', tenancyId)
    .executeTakeFirst();
  if (occupant) throw conflict(JOIN_MSG.unitOccupied(unit.code, occupant.name));
  return unit;
}

/** Two landlords' taps racing into one unit meet the unique index: the loser reads why. */
function occupiedOnRace(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  return conflict(ERR_MSG.unitJustTaken, ERROR_CODE.unitTaken);
}

/**
 * The landlord says yes to a join request: the tenant becomes active in the chosen unit (at its
 * rent unless another is given) from the move-in date asked, and an opening balance they owed on
 * arrival is billed once, due that day.
 */
export async function approveTenancy(
  deps: LedgerDeps,
  caller: Caller,
  id: string,
  input: InCents<z.output<typeof ZApproveTenancyRequest>, 'rent' | 'openingBalance'>,
): Promise<Tenancy> {
  const { db } = deps;
  try {
    await ledgerTransaction(deps, 'charge', async (trx) => {
      const tenancy = await tenancyForChange(trx, caller, id);
      if (tenancy.status !== 'pending') throw conflict(JOIN_MSG.tenancyNotPending);
      // The tenant's screens and the landlord's figures follow: a new tenant, maybe an opening balance.
      ledgerMoved(trx, { apartmentId: caller.apartmentId, tenancyId: id, tenantId: tenancy.tenant_id });
      const unit = input.unitId ? await unitToMoveInto(trx, caller, input.unitId, id) : null;
      const moveInDate = input.moveInDate ?? tenancy.move_in_date;
      const rent = input.rentCents ?? Number(unit?.rent_cents ?? tenancy.rent_cents);
      const now = nowIso();
      const updated = await trx
        .updateTable('tenancies')
        .set({
          status: 'active',
          unit_id: unit?.id ?? null,
          rent_cents: rent,
          deposit_cents: Number(unit?.deposit_cents ?? 0),
          account_ref: unit?.code ?? tenancy.account_ref,
          move_in_date: moveInDate,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw conflict(JOIN_MSG.tenancyNotPending);
      // SPEC's tenant field follows the date the landlord settled on.
      await trx.updateTable('users').set({ date_moved_in: moveInDate }).where('id', '=', tenancy.tenant_id).execute();
      await audit(trx, caller, {
        action: 'tenancy.approved',
        entity: 'tenancy',
        entityId: id,
        tenantId: tenancy.tenant_id,
        summary: auditSummary('approved', {
          unit: unit?.code ?? null,
          rent: toKes(rent),
          moveInDate,
          openingBalance: toKes(input.openingBalanceCents ?? 0),
        }),
        before: { status: 'pending' },
        after: {
          status: 'active',
          unit: unit?.code ?? null,
          rentCents: rent,
          moveInDate,
          openingBalanceCents: input.openingBalanceCents ?? 0,
        },
      });
      if (input.openingBalanceCents) {
        await trx
          .insertInto('bills')
          .values({
            id: newId(),
            apartment_id: caller.apartmentId,
            tenant_id: tenancy.tenant_id,
            tenancy_id: id,
            kind: 'opening_balance',
            description: STORED_TEXT.openingBalance,
            amount_cents: input.openingBalanceCents,
            due_date: moveInDate,
            period_year: null,
            period_month: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      await notifyTenancyDecision(trx, caller.apartmentId, tenancy.tenant_id, {
        approved: true,
        unit: unit?.code ?? null,
        reason: null,
      });
    });
  } catch (error) {
    throw occupiedOnRace(error);
  }
  return findTenancy(db, caller.apartmentId, id);
}

/** The landlord says no, with a reason the tenant reads when they sign in. */
export async function rejectTenancy(db: Db, caller: Caller, id: string, reason: string): Promise<Tenancy> {
  await db.transaction().execute(async (trx) => {
    const tenancy = await tenancyForChange(trx, caller, id);
    const updated = await trx
      .updateTable('tenancies')
      .set({ status: 'rejected', rejection_reason: reason, updated_at: nowIso() })
      .where('id', '=', id)
      .where('apartment_id', '=', caller.apartmentId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict(JOIN_MSG.tenancyNotPending);
    await audit(trx, caller, {
      action: 'tenancy.rejected',
      entity: 'tenancy',
      entityId: id,
      tenantId: tenancy.tenant_id,
      summary: auditSummary('joinRejected', { reason }),
      before: { status: 'pending' },
      after: { status: 'rejected', reason },
    });
    await notifyTenancyDecision(trx, caller.apartmentId, tenancy.tenant_id, { approved: false, unit: null, reason });
  });
  return findTenancy(db, caller.apartmentId, id);
}

/**
 * Move-out: the tenancy ends on the date given and its unit is vacant again. What the tenant
 * still owes stays with them; they keep reading their bills and payments.
 */
export async function endTenancy(
  deps: LedgerDeps,
  caller: Caller,
  id: string,
  input: z.output<typeof ZEndTenancyRequest>,
): Promise<Tenancy> {
  const { db } = deps;
  await ledgerTransaction(deps, 'charge', async (trx) => {
    const tenancy = await tenancyForChange(trx, caller, id);
    if (tenancy.status !== 'active') throw conflict(JOIN_MSG.tenancyNotActive);
    ledgerMoved(trx, { apartmentId: caller.apartmentId, tenancyId: id, tenantId: tenancy.tenant_id });
    const problem = moveOutProblem(input.moveOutDate, tenancy.move_in_date);
    if (problem) throw badRequest(problem, [{ field: 'moveOutDate', message: problem }]);
    const updated = await trx
      .updateTable('tenancies')
      .set({ status: 'ended', move_out_date: input.moveOutDate, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict(JOIN_MSG.tenancyNotActive);
    await audit(trx, caller, {
      action: 'tenancy.ended',
      entity: 'tenancy',
      entityId: id,
      tenantId: tenancy.tenant_id,
      summary: auditSummary('movedOut', { moveOutDate: input.moveOutDate, accountRef: tenancy.account_ref || null }),
      before: { status: 'active' },
      after: { status: 'ended', moveOutDate: input.moveOutDate },
    });
  });
  return findTenancy(db, caller.apartmentId, id);
}

/** A move-out is recorded on or after the day: not before moving in, not in the future. */
function moveOutProblem(moveOut: string, moveIn: string): string | null {
  if (moveOut < moveIn) return JOIN_MSG.moveOutBeforeMoveIn(moveIn);
  // A day of slack: the landlord's today in Nairobi may be tomorrow in UTC.
  const tomorrow = tomorrowInNairobi();
  if (moveOut > tomorrow) return ERR_MSG.moveOutInFuture;
  return null;
}

/** Another unit (or none) or another rent for a living tenant; the rent applies from the next bill. */
export async function updateTenancy(
  deps: LedgerDeps,
  caller: Caller,
  id: string,
  input: InCents<z.output<typeof ZUpdateTenancyRequest>, 'rent'>,
): Promise<Tenancy> {
  const { db } = deps;
  try {
    await ledgerTransaction(deps, 'charge', async (trx) => {
      const tenancy = await tenancyForChange(trx, caller, id);
      // The tenant's KRA PIN may be set alone, on any of their tenancies (docs/reports.md); with a
      // unit or rent it is written in the same transaction, so a refused move writes no PIN.
      if (input.kraPin !== undefined) {
        await trx.updateTable('users').set({ kra_pin: input.kraPin }).where('id', '=', tenancy.tenant_id).execute();
        if (input.unitId === undefined && input.rentCents === undefined) return;
      }
      if (tenancy.status !== 'active') throw conflict(JOIN_MSG.tenancyNotActive);
      ledgerMoved(trx, { apartmentId: caller.apartmentId, tenancyId: id, tenantId: tenancy.tenant_id });
      const unit = input.unitId ? await unitToMoveInto(trx, caller, input.unitId, id) : null;
      // The account number is the unit's code; out of every unit, a T-number of its own again.
      const unitChange =
        input.unitId === undefined
          ? {}
          : {
              unit_id: unit?.id ?? null,
              account_ref: unit ? unit.code : await freeAccountRef(trx, caller.apartmentId),
            };
      await trx
        .updateTable('tenancies')
        .set({
          ...unitChange,
          ...(input.rentCents !== undefined ? { rent_cents: input.rentCents } : {}),
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .execute();
      const before = { unit: tenancy.account_ref, rentCents: Number(tenancy.rent_cents) };
      const after = {
        unit: 'account_ref' in unitChange ? unitChange.account_ref : tenancy.account_ref,
        rentCents: input.rentCents ?? Number(tenancy.rent_cents),
      };
      await audit(trx, caller, {
        action: 'tenancy.changed',
        entity: 'tenancy',
        entityId: id,
        tenantId: tenancy.tenant_id,
        summary: auditSummary('tenancyChanged', {
          fromUnit: before.unit,
          fromRent: toKes(before.rentCents),
          toUnit: after.unit ?? null,
          toRent: toKes(after.rentCents),
        }),
        before,
        after,
      });
    });
  } catch (error) {
    throw occupiedOnRace(error);
  }
  return findTenancy(db, caller.apartmentId, id);
}
