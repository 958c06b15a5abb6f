import {
  ERR_MSG,
  METER_MSG,
  RECURRING_CHARGE_KINDS,
  type RecurringChargeKind,
  type UnitCharges,
  type ZUnitChargesRequest,
} from '@safestay/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import { compareHouseCodes } from '../../lib/house-codes';
import { nowIso } from '../../lib/ids';
import { toCents, toKes } from '../../lib/money';

// A house's recurring fixed charges (docs/utilities.md "Recurring charges"): what it pays every
// month besides rent. The owner sets them here; the month's bills make them
// (features/bills/monthly-bills.ts reads unit_charges in the same transaction as the rent).

const kindOrder = (kind: RecurringChargeKind) => RECURRING_CHARGE_KINDS.indexOf(kind);

/** GET /units/charges, GET /units/:id/charges: the building's houses (or one) with their monthly charges. */
export async function listUnitCharges(db: Kysely<DB>, caller: Caller, unitId?: string): Promise<UnitCharges[]> {
  const units = await db
    .selectFrom('units')
    .select(['id', 'code'])
    .where('apartment_id', '=', caller.apartmentId)
    .$if(unitId === undefined, (q) => q.where('active', '=', 1))
    .$if(unitId !== undefined, (q) => q.where('id', '=', unitId as string))
    .execute();
  if (unitId !== undefined && units.length === 0) throw notFound(ERR_MSG.unitNotFound);
  const rows = await db
    .selectFrom('unit_charges')
    .select(['unit_id', 'kind', 'amount_cents'])
    .where('apartment_id', '=', caller.apartmentId)
    .$if(unitId !== undefined, (q) => q.where('unit_id', '=', unitId as string))
    .execute();
  const byUnit = new Map<string, UnitCharges['charges']>();
  for (const r of rows) {
    const list = byUnit.get(r.unit_id) ?? [];
    list.push({ kind: r.kind, amount: toKes(Number(r.amount_cents)) });
    byUnit.set(r.unit_id, list);
  }
  return units
    .map((u) => ({
      unitId: u.id,
      unit: u.code,
      charges: (byUnit.get(u.id) ?? []).sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind)),
    }))
    .sort((a, b) => compareHouseCodes(a.unit, b.unit));
}

/**
 * PUT /units/:id/charges: the house's whole set of monthly charges, in one transaction. A kind
 * absent or at 0 is removed. Bills already made keep their amounts: the next month's use these.
 */
export async function setUnitCharges(
  db: Kysely<DB>,
  caller: Caller,
  unitId: string,
  input: z.output<typeof ZUnitChargesRequest>,
): Promise<{ message: string; charges: UnitCharges }> {
  const unit = await db
    .selectFrom('units')
    .select(['id', 'code'])
    .where('apartment_id', '=', caller.apartmentId)
    .where('id', '=', unitId)
    .executeTakeFirst();
  if (!unit) throw notFound(ERR_MSG.unitNotFound);
  const now = nowIso();
  const kept = input.charges.filter((c) => toCents(c.amount) > 0);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('unit_charges').where('unit_id', '=', unit.id).execute();
    if (kept.length > 0)
      await trx
        .insertInto('unit_charges')
        .values(
          kept.map((c) => ({
            unit_id: unit.id,
            kind: c.kind,
            apartment_id: caller.apartmentId,
            amount_cents: toCents(c.amount),
            updated_by: caller.userId,
            updated_at: now,
          })),
        )
        .execute();
  });
  const [charges] = await listUnitCharges(db, caller, unit.id);
  return { message: METER_MSG.chargesSaved(unit.code), charges: charges as UnitCharges };
}
