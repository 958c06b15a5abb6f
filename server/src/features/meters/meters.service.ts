import {
  CHARGE_KIND_LABELS,
  METER_MSG,
  type Meter,
  type MeterKind,
  type Rate,
  type RateBand,
  type Tariff,
  toMilli,
  type ZCreateMeterRequest,
  type ZRateRequest,
} from '@safestay/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { today } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { compareHouseCodes } from '../../lib/house-codes';
import { newId, nowIso } from '../../lib/ids';
import { toCents, toKes } from '../../lib/money';

// A building's meters and its rates (docs/utilities.md). Readings and the charges they make are
// in readings.ts; this file is what they are read against.

const kindWord = (kind: MeterKind) => CHARGE_KIND_LABELS[kind].toLowerCase();

/** The building's houses by id, refusing one that is not in it (the same 400 whatever the reason). */
async function unitsOf(db: Kysely<DB>, apartmentId: string, unitIds: string[]) {
  const rows = await db
    .selectFrom('units')
    .select(['id', 'code'])
    .where('apartment_id', '=', apartmentId)
    .where('id', 'in', unitIds)
    .execute();
  const found = new Map(rows.map((r) => [r.id, r.code]));
  if (unitIds.some((id) => !found.has(id)))
    throw badRequest(METER_MSG.unitNotFound, [{ field: 'unitId', message: METER_MSG.unitNotFound }]);
  return found;
}

/** POST /meters: a house's meter, or a meter several houses share by weight. */
export async function addMeter(
  db: Kysely<DB>,
  caller: Caller,
  input: z.output<typeof ZCreateMeterRequest>,
): Promise<Meter> {
  const shares = input.shares ?? [];
  const codes = await unitsOf(db, caller.apartmentId, input.unitId ? [input.unitId] : shares.map((s) => s.unitId));
  const seen = new Set<string>();
  for (const share of shares) {
    if (seen.has(share.unitId)) throw badRequest(METER_MSG.shareTwice(codes.get(share.unitId) as string));
    seen.add(share.unitId);
  }
  const id = newId();
  await db.transaction().execute(async (trx) => {
    if (input.unitId) {
      const taken = await trx
        .selectFrom('meters')
        .select('id')
        .where('unit_id', '=', input.unitId)
        .where('kind', '=', input.kind)
        .executeTakeFirst();
      if (taken) throw conflict(METER_MSG.meterExists(codes.get(input.unitId) as string, kindWord(input.kind)));
    }
    await trx
      .insertInto('meters')
      .values({
        id,
        apartment_id: caller.apartmentId,
        kind: input.kind,
        unit_id: input.unitId ?? null,
        serial: input.serial ?? null,
        created_at: nowIso(),
      })
      .execute();
    if (shares.length > 0)
      await trx
        .insertInto('meter_shares')
        .values(shares.map((s) => ({ meter_id: id, unit_id: s.unitId, weight: s.weight })))
        .execute();
  });
  const [meter] = await listMeters(db, caller, { id });
  return meter as Meter;
}

/** GET /meters: the building's meters in walking order (by house code), each with its last reading. */
export async function listMeters(
  db: Kysely<DB>,
  caller: Caller,
  filter: { kind?: MeterKind; id?: string } = {},
): Promise<Meter[]> {
  const meters = await db
    .selectFrom('meters as m')
    .leftJoin('units as u', 'u.id', 'm.unit_id')
    .select(['m.id', 'm.kind', 'm.serial', 'm.unit_id', 'u.code'])
    .where('m.apartment_id', '=', caller.apartmentId)
    .$if(filter.kind !== undefined, (q) => q.where('m.kind', '=', filter.kind as MeterKind))
    .$if(filter.id !== undefined, (q) => q.where('m.id', '=', filter.id as string))
    .execute();
  if (meters.length === 0) return [];
  const ids = meters.map((m) => m.id);
  const [shares, last] = await Promise.all([
    db
      .selectFrom('meter_shares as s')
      .innerJoin('units as u', 'u.id', 's.unit_id')
      .select(['s.meter_id', 's.unit_id', 's.weight', 'u.code'])
      .where('s.meter_id', 'in', ids)
      .orderBy('u.code')
      .execute(),
    latestReadings(db, ids),
  ]);
  const sharesOf = new Map<string, Meter['shares']>();
  for (const s of shares) {
    const list = sharesOf.get(s.meter_id) ?? [];
    list.push({ unitId: s.unit_id, unit: s.code, weight: Number(s.weight) });
    sharesOf.set(s.meter_id, list);
  }
  const lines = meters.map((m) => {
    const own = sharesOf.get(m.id) ?? [];
    const reading = last.get(m.id);
    return {
      _id: m.id,
      kind: m.kind,
      serial: m.serial,
      unit: m.unit_id && m.code ? { _id: m.unit_id, code: m.code } : null,
      shares: own,
      lastReading: reading
        ? { _id: reading.id, reading: Number(reading.reading_milli) / 1000, readAt: reading.read_at }
        : null,
      walk: m.code ?? own[0]?.unit ?? '',
    };
  });
  lines.sort((a, b) => compareHouseCodes(a.walk, b.walk) || a._id.localeCompare(b._id));
  return lines.map(({ walk: _walk, ...meter }) => meter);
}

/** The latest reading of each meter: by day read, then by when it was recorded. */
export async function latestReadings(db: Kysely<DB>, meterIds: string[]) {
  const rows = await db
    .selectFrom('meter_readings')
    .select(['id', 'meter_id', 'reading_milli', 'read_at'])
    .where('meter_id', 'in', meterIds)
    .orderBy('read_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const last = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (!last.has(r.meter_id)) last.set(r.meter_id, r);
  return last;
}

const bandsFromJson = (json: string): RateBand[] => JSON.parse(json) as RateBand[];

function rateOut(row: {
  kind: MeterKind;
  effective_from: string;
  bands: string;
  minimum_charge_cents: number;
  fixed_fee_cents: number;
}): Rate {
  return {
    kind: row.kind,
    effectiveFrom: row.effective_from,
    bands: bandsFromJson(row.bands).map((b) => ({
      upTo: b.upToMilli === null ? null : b.upToMilli / 1000,
      rate: toKes(b.rateCents),
    })),
    minimumCharge: toKes(Number(row.minimum_charge_cents)),
    fixedFee: toKes(Number(row.fixed_fee_cents)),
  };
}

/** PUT /utilities/rates/:kind: the rate from its date (today by default); the same day's rate is replaced. */
export async function setRate(
  db: Kysely<DB>,
  caller: Caller,
  kind: MeterKind,
  input: z.output<typeof ZRateRequest>,
): Promise<Rate> {
  const row = {
    id: newId(),
    apartment_id: caller.apartmentId,
    kind,
    effective_from: input.effectiveFrom ?? today(),
    bands: JSON.stringify(
      input.bands.map((b) => ({ upToMilli: b.upTo === null ? null : toMilli(b.upTo), rateCents: toCents(b.rate) })),
    ),
    minimum_charge_cents: toCents(input.minimumCharge ?? 0),
    fixed_fee_cents: toCents(input.fixedFee ?? 0),
    created_by: caller.userId,
    created_at: nowIso(),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('utility_rates')
      .where('apartment_id', '=', caller.apartmentId)
      .where('kind', '=', kind)
      .where('effective_from', '=', row.effective_from)
      .execute();
    await trx.insertInto('utility_rates').values(row).execute();
  });
  return rateOut(row);
}

/** GET /utilities/rates: the rate of each kind in force today, and every rate the building has had. */
export async function listRates(db: Kysely<DB>, caller: Caller) {
  const rows = await db
    .selectFrom('utility_rates')
    .select(['kind', 'effective_from', 'bands', 'minimum_charge_cents', 'fixed_fee_cents'])
    .where('apartment_id', '=', caller.apartmentId)
    .orderBy('kind')
    .orderBy('effective_from', 'desc')
    .execute();
  const day = today();
  const current = new Map<string, Rate>();
  for (const r of rows) if (r.effective_from <= day && !current.has(r.kind)) current.set(r.kind, rateOut(r));
  return { current: [...current.values()], history: rows.map(rateOut) };
}

/** The building's rate of a kind in force on `day`, or a 409 saying to set one. */
export async function tariffOn(db: Kysely<DB>, apartmentId: string, kind: MeterKind, day: string): Promise<Tariff> {
  const row = await db
    .selectFrom('utility_rates')
    .select(['bands', 'minimum_charge_cents', 'fixed_fee_cents'])
    .where('apartment_id', '=', apartmentId)
    .where('kind', '=', kind)
    .where('effective_from', '<=', day)
    .orderBy('effective_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw conflict(METER_MSG.noRate(kindWord(kind), day), 'no_rate');
  return {
    bands: bandsFromJson(row.bands),
    minimumChargeCents: Number(row.minimum_charge_cents),
    fixedFeeCents: Number(row.fixed_fee_cents),
  };
}

/** A meter of the building, or a 404 (another building's meter is not found either). */
export async function meterOf(db: Kysely<DB>, caller: Caller, meterId: string) {
  const meter = await db
    .selectFrom('meters')
    .select(['id', 'kind', 'unit_id'])
    .where('id', '=', meterId)
    .where('apartment_id', '=', caller.apartmentId)
    .executeTakeFirst();
  if (!meter) throw notFound(METER_MSG.meterNotFound);
  return meter;
}

/**
 * The houses each meter charges and their weights: its own house, or its shares (by house code),
 * the shares of every shared meter read in one query (a round reads 200 meters at once).
 */
export async function targetsOfMeters(db: Kysely<DB>, meters: { id: string; unit_id: string | null }[]) {
  const targets = new Map<string, { unitId: string; weight: number }[]>();
  const shared: string[] = [];
  for (const meter of meters) {
    if (meter.unit_id) targets.set(meter.id, [{ unitId: meter.unit_id, weight: 1 }]);
    else {
      targets.set(meter.id, []);
      shared.push(meter.id);
    }
  }
  for (let i = 0; i < shared.length; i += 500) {
    const shares = await db
      .selectFrom('meter_shares as s')
      .innerJoin('units as u', 'u.id', 's.unit_id')
      .select(['s.meter_id', 's.unit_id', 's.weight'])
      .where('s.meter_id', 'in', shared.slice(i, i + 500))
      .orderBy('u.code')
      .execute();
    for (const s of shares) targets.get(s.meter_id)?.push({ unitId: s.unit_id, weight: Number(s.weight) });
  }
  return targets;
}
