import {
  addMonths,
  billDescription,
  type Consumption,
  chargeFor,
  fromMilli,
  METER_MSG,
  type MeterKind,
  monthEnd,
  type Reading,
  splitByWeight,
  storedMeterCharge,
  type Tariff,
  toMilli,
  type ZBatchReadingsRequest,
  type ZCorrectReadingRequest,
  type ZReadingRequest,
} from '@safestay/contracts';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { insertMany } from '../../db/insert-many';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { toKes } from '../../lib/money';
import { addCharges, voidChargeIn } from '../bills/bill-changes';
import { ledgerTransaction } from '../ledger/announce';
import { type LockedTenancy, lockTenancies } from '../ledger/ledger';
import { latestReadings, meterOf, targetsOfMeters, tariffOn } from './meters.service';
import { keepPhoto, type Photo, storedPhoto } from './photos';

// Readings and the charges they make (docs/utilities.md). A reading's consumption is what the
// meter moved since the reading before it (or since a new meter's start); a reading that used
// something is charged at the rates in force on the day it was read, split by weight over a shared
// meter's houses, each part a charge on that house's active tenancy (a vacant house's part charges
// nobody). Everything a reading changes happens in one ledger transaction.

type ReadingsDeps = Pick<AppDeps, 'db' | 'dialect' | 'ledgerNews'>;
type Meter = { id: string; kind: MeterKind; unit_id: string | null };

interface Taken {
  readingMilli: number;
  readAt: string;
  replaced?: boolean;
  startMilli?: number;
  dueDate?: string;
}

const formatQuantity = (milli: number) => String(fromMilli(milli));

/** What a reading used, or the 400 that says why it cannot be so. */
function consumptionOf(
  last: { reading_milli: number; read_at: string } | undefined,
  taken: Taken,
): { previous: number | null; consumption: number; start: number | null } {
  if (!last) return { previous: null, consumption: 0, start: null };
  if (taken.readAt < last.read_at) throw refuse('readAt', METER_MSG.readingBeforeLast(last.read_at));
  if (taken.replaced) {
    const start = taken.startMilli ?? 0;
    if (start > taken.readingMilli) throw refuse('startReading', METER_MSG.startAboveReading);
    return { previous: start, consumption: taken.readingMilli - start, start };
  }
  const previous = Number(last.reading_milli);
  if (taken.readingMilli < previous) throw refuse('reading', METER_MSG.lowerReading(formatQuantity(previous)));
  return { previous, consumption: taken.readingMilli - previous, start: null };
}

/** A 400 naming the field, in the reader's language. */
const refuse = (name: string, message: string) => badRequest(message, [{ field: name, message }]);

/**
 * When each reading's charge is due, by tenancy (all read on `readAt`): with the tenancy's first
 * rent due on or after the reading; else on the day of the month of the building's last monthly
 * run, in the month after the reading; else a month after the reading.
 */
async function dueDatesFor(trx: Transaction<DB>, apartmentId: string, tenancyIds: string[], readAt: string) {
  const due = new Map<string, string>();
  for (let i = 0; i < tenancyIds.length; i += 500) {
    const rents = await trx
      .selectFrom('bills')
      .select((eb) => ['tenancy_id', eb.fn.min<string>('due_date').as('day')])
      .where('tenancy_id', 'in', tenancyIds.slice(i, i + 500))
      .where('kind', '=', 'rent')
      .where('voided_at', 'is', null)
      .where('due_date', '>=', readAt)
      .groupBy('tenancy_id')
      .execute();
    for (const r of rents) if (r.day) due.set(r.tenancy_id, r.day);
  }
  if (tenancyIds.every((id) => due.has(id))) return due;
  // The newest first, one row: walks bills_apartment_due back from the end and stops at the first
  // month's rent, where max() read every charge of the building (24,000 in the bench's).
  const run = await trx
    .selectFrom('bills')
    .select('due_date as day')
    .where('apartment_id', '=', apartmentId)
    .where('kind', '=', 'rent')
    .where('period_year', 'is not', null)
    .orderBy('due_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  const month = addMonths(readAt.slice(0, 7), 1);
  const day = (run?.day ?? readAt).slice(8, 10);
  const wanted = `${month}-${day}`;
  const last = monthEnd(month);
  for (const id of tenancyIds) if (!due.has(id)) due.set(id, wanted > last ? last : wanted);
  return due;
}

type StoredReading = {
  id: string;
  read_at: string;
  previous_milli: number | null;
  reading_milli: number;
  consumption_milli: number;
};

/** A reading to charge; `keepDue` keeps the due dates of the charges a correction replaced, house by house. */
interface ToCharge {
  meter: Meter;
  reading: StoredReading;
  dueDate?: string;
  keepDue?: Map<string, string>;
}

/** A reading's price and its parts, one a house that owes something, before anything is written. */
interface Priced {
  item: ToCharge;
  cents: number;
  parts: { unitId: string; cents: number; description: string }[];
}

/**
 * Prices readings (read, never written): the rate on each one's day over its consumption, split
 * over its meter's houses by weight. A 409 when a reading that used something has no rate.
 */
async function priceReadings(trx: Transaction<DB>, caller: Caller, items: ToCharge[]): Promise<Priced[]> {
  const using = items.filter((item) => Number(item.reading.consumption_milli) > 0);
  const targetsOf = await targetsOfMeters(
    trx,
    using.map((item) => item.meter),
  );
  const tariffs = new Map<string, Tariff>();
  const priced: Priced[] = [];
  for (const item of items) {
    const { meter, reading } = item;
    const consumption = Number(reading.consumption_milli);
    if (consumption <= 0) {
      priced.push({ item, cents: 0, parts: [] });
      continue;
    }
    const key = `${meter.kind} ${reading.read_at}`;
    const tariff = tariffs.get(key) ?? (await tariffOn(trx, caller.apartmentId, meter.kind, reading.read_at));
    tariffs.set(key, tariff);
    const charge = chargeFor(tariff, consumption);
    const targets = targetsOf.get(meter.id) ?? [];
    const split = splitByWeight(
      charge.cents,
      targets.map((t) => t.weight),
    );
    const of = targets.reduce((sum, t) => sum + t.weight, 0);
    const parts: Priced['parts'] = [];
    for (const [i, target] of targets.entries()) {
      const cents = split[i] as number;
      if (cents <= 0) continue;
      const description = storedMeterCharge({
        kind: meter.kind,
        previous: fromMilli(Number(reading.previous_milli ?? 0)),
        current: fromMilli(Number(reading.reading_milli)),
        used: fromMilli(consumption),
        parts: charge.parts.map((p) => ({ quantity: fromMilli(p.milli), rate: toKes(p.rateCents) })),
        fee: toKes(charge.fixedFeeCents),
        minimum: charge.minimumApplied ? toKes(charge.cents) : null,
        share: targets.length > 1 ? { weight: target.weight, of } : null,
      });
      parts.push({ unitId: target.unitId, cents, description });
    }
    priced.push({ item, cents: charge.cents, parts });
  }
  return priced;
}

/**
 * Charges priced readings, already stored: each occupied house's part a charge on its active
 * tenancy (a vacant house's part charges nobody), linked to the reading. The tenancies are locked
 * together in id order, and the charges made together by `addCharges`, in the readings' order.
 */
async function chargePriced(trx: Transaction<DB>, deps: ReadingsDeps, caller: Caller, priced: Priced[]) {
  const units = [...new Set(priced.flatMap((p) => p.parts.map((part) => part.unitId)))];
  if (units.length === 0) return;
  const tenancyOf = new Map<string, string>();
  for (let i = 0; i < units.length; i += 500) {
    const rows = await trx
      .selectFrom('tenancies')
      .select(['id', 'unit_id'])
      .where('apartment_id', '=', caller.apartmentId)
      .where('unit_id', 'in', units.slice(i, i + 500))
      .where('status', '=', 'active')
      .execute();
    for (const r of rows) if (r.unit_id) tenancyOf.set(r.unit_id, r.id);
  }
  const charges = priced.flatMap((p) =>
    p.parts.flatMap((part) => {
      const tenancyId = tenancyOf.get(part.unitId);
      return tenancyId ? [{ ...part, tenancyId, item: p.item }] : [];
    }),
  );
  if (charges.length === 0) return;
  const locked = await lockTenancies(
    trx,
    deps.dialect,
    caller.apartmentId,
    charges.map((c) => c.tenancyId),
  );
  // The due dates each charge has no date for, a query per day read (one in a round).
  const undated = new Map<string, Set<string>>();
  for (const c of charges) {
    if (c.item.dueDate ?? c.item.keepDue?.get(c.tenancyId)) continue;
    const day = c.item.reading.read_at;
    undated.set(day, (undated.get(day) ?? new Set()).add(c.tenancyId));
  }
  const dueOn = new Map<string, Map<string, string>>();
  for (const [day, ids] of undated) dueOn.set(day, await dueDatesFor(trx, caller.apartmentId, [...ids], day));
  const billIds = await addCharges(
    trx,
    caller,
    charges.map((c) => ({
      tenancy: locked.get(c.tenancyId) as LockedTenancy,
      kind: c.item.meter.kind,
      description: c.description,
      amountCents: c.cents,
      dueDate:
        c.item.dueDate ??
        c.item.keepDue?.get(c.tenancyId) ??
        (dueOn.get(c.item.reading.read_at)?.get(c.tenancyId) as string),
    })),
  );
  await insertMany(
    trx,
    'reading_charges',
    charges.map((c, i) => ({ reading_id: c.item.reading.id, bill_id: billIds[i] })),
  );
}

/** A new reading of a meter, from the meter's latest (if any), or the 400 that says why it cannot be. */
function newReading(caller: Caller, meter: Meter, last: Parameters<typeof consumptionOf>[0], taken: Taken) {
  const { previous, consumption, start } = consumptionOf(last, taken);
  return {
    id: newId(),
    apartment_id: caller.apartmentId,
    meter_id: meter.id,
    reading_milli: taken.readingMilli,
    read_at: taken.readAt,
    previous_milli: previous,
    consumption_milli: consumption,
    replaced: taken.replaced && last ? 1 : 0,
    start_milli: start,
    recorded_by: caller.userId,
    created_at: nowIso(),
  };
}

/**
 * Locks meters (in id order) before their readings are read: each reading is priced from its
 * meter's last one, and a correction moves the next one's. PostgreSQL locks the rows, as SQLite's
 * single writer already queues the transactions: two rounds of the same meters at once (a phone's
 * retry) each read the reading before theirs, and a house is charged once.
 */
async function lockMeters(trx: Transaction<DB>, deps: ReadingsDeps, meterIds: string[]) {
  if (deps.dialect !== 'postgres' || meterIds.length === 0) return;
  await trx.selectFrom('meters').select('id').where('id', 'in', meterIds).orderBy('id').forUpdate().execute();
}

/**
 * Takes readings inside an open ledger transaction, all or nothing: prices them (a 409 when one
 * needs a rate the building has not set), then stores them with their charges. A reading's `line`
 * (its number in a round, from 1) makes a refusal that names every wrong line; without one, the
 * wrong reading's own 400. Returns the readings' ids in the order given.
 */
async function take(
  trx: Transaction<DB>,
  deps: ReadingsDeps,
  caller: Caller,
  readings: { meter: Meter; taken: Taken; line?: number }[],
) {
  await lockMeters(
    trx,
    deps,
    readings.map((r) => r.meter.id),
  );
  const latest = await latestReadings(
    trx,
    readings.map((r) => r.meter.id),
  );
  const problems: { field: string; message: string }[] = [];
  const items: ToCharge[] = [];
  for (const { meter, taken, line } of readings) {
    try {
      items.push({ meter, reading: newReading(caller, meter, latest.get(meter.id), taken), dueDate: taken.dueDate });
    } catch (error) {
      if (line === undefined || !(error instanceof AppError) || error.statusCode !== 400) throw error;
      problems.push({ field: `readings.${line - 1}`, message: METER_MSG.line(line, error.message) });
    }
  }
  // A reading that used something and has no rate is refused (409) before any wrong line (400),
  // as when the readings were taken one by one.
  const priced = await priceReadings(trx, caller, items);
  // All or nothing: one wrong line undoes the round, and the refusal names every wrong line.
  if (problems.length > 0) throw badRequest(problems[0]?.message as string, problems);
  await insertMany(
    trx,
    'meter_readings',
    priced.map((p) => ({ ...p.item.reading, charge_cents: p.cents })),
  );
  await chargePriced(trx, deps, caller, priced);
  return items.map((item) => item.reading.id);
}

/** POST /meters/:id/readings. */
export async function recordReading(
  deps: ReadingsDeps,
  caller: Caller,
  meterId: string,
  input: z.output<typeof ZReadingRequest>,
  photo?: Photo,
): Promise<Reading> {
  const meter = await meterOf(deps.db, caller, meterId);
  const id = await ledgerTransaction(deps, 'charge', async (trx) => {
    const [taken] = await take(trx, deps, caller, [
      {
        meter,
        taken: {
          readingMilli: toMilli(input.reading),
          readAt: input.readAt,
          replaced: input.replaced,
          startMilli: input.startReading === undefined ? undefined : toMilli(input.startReading),
          dueDate: input.dueDate,
        },
      },
    ]);
    // The photo is kept with its reading, or neither is.
    if (photo) await keepPhoto(trx, caller, taken as string, photo);
    return taken as string;
  });
  return (await readingsOf(deps.db, caller, { ids: [id] }))[0] as Reading;
}

/**
 * POST /meters/readings: a round of the building, all or nothing. Every line is checked, and a
 * refusal names each line that is wrong (its number, from 1) before anything is kept.
 */
export async function recordRound(
  deps: ReadingsDeps,
  caller: Caller,
  input: z.output<typeof ZBatchReadingsRequest>,
): Promise<Reading[]> {
  const meters = await deps.db
    .selectFrom('meters as m')
    .leftJoin('units as u', 'u.id', 'm.unit_id')
    .select(['m.id', 'm.kind', 'm.unit_id', 'u.code'])
    .where('m.apartment_id', '=', caller.apartmentId)
    .where('m.kind', '=', input.kind)
    .execute();
  const byId = new Map(meters.map((m) => [m.id, m]));
  const byCode = new Map(meters.filter((m) => m.code).map((m) => [m.code as string, m]));
  const problems: { field: string; message: string }[] = [];
  const lines: { meter: Meter; readingMilli: number; line: number }[] = [];
  const seen = new Set<string>();
  for (const [i, line] of input.readings.entries()) {
    const say = (message: string) => problems.push({ field: `readings.${i}`, message: METER_MSG.line(i + 1, message) });
    const meter = line.meterId ? byId.get(line.meterId) : line.unitCode ? byCode.get(line.unitCode) : undefined;
    if (!line.meterId && !line.unitCode) say(METER_MSG.unitCodeOrMeter);
    else if (!meter)
      say(line.meterId ? METER_MSG.meterNotFound : METER_MSG.noMeter(line.unitCode as string, input.kind));
    else if (seen.has(meter.id)) say(METER_MSG.sameMeterTwice);
    else {
      seen.add(meter.id);
      lines.push({ meter, readingMilli: toMilli(line.reading), line: i });
    }
  }
  if (problems.length > 0) throw badRequest(problems[0]?.message as string, problems);
  const ids = await ledgerTransaction(deps, 'charge', (trx) =>
    take(
      trx,
      deps,
      caller,
      lines.map(({ meter, readingMilli, line }) => ({
        meter,
        taken: { readingMilli, readAt: input.readAt },
        line: line + 1,
      })),
    ),
  );
  return readingsOf(deps.db, caller, { ids });
}

/**
 * PUT /meters/:id/readings/:readingId (owner): the reading as it should have been. Its charges are
 * voided and made again from the corrected figure, and so are those of the reading after it, whose
 * consumption follows.
 */
export async function correctReading(
  deps: ReadingsDeps,
  caller: Caller,
  meterId: string,
  readingId: string,
  input: z.output<typeof ZCorrectReadingRequest>,
): Promise<Reading> {
  const meter = await meterOf(deps.db, caller, meterId);
  await ledgerTransaction(deps, 'charge', async (trx) => {
    await lockMeters(trx, deps, [meter.id]);
    const all = await trx
      .selectFrom('meter_readings')
      .selectAll()
      .where('meter_id', '=', meter.id)
      .orderBy('read_at')
      .orderBy('id')
      .execute();
    const at = all.findIndex((r) => r.id === readingId);
    const reading = all[at];
    if (!reading) throw notFound(METER_MSG.readingNotFound);
    const value = toMilli(input.reading);
    const floor = reading.replaced ? Number(reading.start_milli ?? 0) : Number(reading.previous_milli ?? 0);
    if (reading.previous_milli !== null && value < floor)
      throw refuse('reading', METER_MSG.lowerReading(formatQuantity(floor)));
    const next = all[at + 1];
    if (next && !next.replaced && value > Number(next.reading_milli))
      throw refuse('reading', METER_MSG.aboveNext(formatQuantity(Number(next.reading_milli))));
    const now = nowIso();
    await redo(trx, deps, caller, meter, reading, input.reason, {
      reading_milli: value,
      consumption_milli: reading.previous_milli === null ? 0 : value - floor,
      corrected_at: now,
      correction_reason: input.reason,
    });
    if (next && !next.replaced)
      await redo(trx, deps, caller, meter, next, input.reason, {
        previous_milli: value,
        consumption_milli: Number(next.reading_milli) - value,
      });
  });
  return (await readingsOf(deps.db, caller, { ids: [readingId] }))[0] as Reading;
}

/** Voids a reading's live charges, changes the reading, and charges it again (due as before). */
async function redo(
  trx: Transaction<DB>,
  deps: ReadingsDeps,
  caller: Caller,
  meter: Meter,
  reading: StoredReading,
  reason: string,
  changes: Partial<{
    reading_milli: number;
    previous_milli: number;
    consumption_milli: number;
    corrected_at: string;
    correction_reason: string;
  }>,
) {
  const charges = await trx
    .selectFrom('reading_charges as rc')
    .innerJoin('bills as b', 'b.id', 'rc.bill_id')
    .select(['b.id', 'b.tenancy_id', 'b.due_date'])
    .where('rc.reading_id', '=', reading.id)
    .where('b.voided_at', 'is', null)
    .execute();
  const keepDue = new Map(charges.map((c) => [c.tenancy_id, c.due_date]));
  for (const c of charges) await voidChargeIn(trx, deps, caller, c.id, reason);
  const [priced] = await priceReadings(trx, caller, [{ meter, reading: { ...reading, ...changes }, keepDue }]);
  await trx
    .updateTable('meter_readings')
    .set({ ...changes, charge_cents: priced?.cents ?? 0 })
    .where('id', '=', reading.id)
    .execute();
  await chargePriced(trx, deps, caller, priced ? [priced] : []);
}

/** Readings of the building (a meter's, or by id), newest first, with the live charges each made. */
export async function readingsOf(
  db: Kysely<DB>,
  caller: Caller,
  filter: { meterId?: string; ids?: string[] },
): Promise<Reading[]> {
  const rows = await db
    .selectFrom('meter_readings as r')
    .innerJoin('meters as m', 'm.id', 'r.meter_id')
    .select((eb) => [
      'r.id',
      'r.meter_id',
      'm.kind',
      'r.reading_milli',
      'r.read_at',
      'r.previous_milli',
      'r.consumption_milli',
      'r.replaced',
      'r.charge_cents',
      'r.corrected_at',
      'r.correction_reason',
      hasPhoto(eb),
    ])
    .where('r.apartment_id', '=', caller.apartmentId)
    .$if(filter.meterId !== undefined, (q) => q.where('r.meter_id', '=', filter.meterId as string))
    .$if(filter.ids !== undefined, (q) => q.where('r.id', 'in', filter.ids as string[]))
    .orderBy('r.read_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const charges = await db
    .selectFrom('reading_charges as rc')
    .innerJoin('bills as b', 'b.id', 'rc.bill_id')
    .innerJoin('tenancies as t', 't.id', 'b.tenancy_id')
    .leftJoin('units as u', 'u.id', 't.unit_id')
    .select(['rc.reading_id', 'b.id', 'b.tenancy_id', 'b.amount_cents', 'u.code'])
    .where(
      'rc.reading_id',
      'in',
      rows.map((r) => r.id),
    )
    .where('b.voided_at', 'is', null)
    .orderBy('u.code')
    .execute();
  const byReading = new Map<string, Reading['charges']>();
  for (const c of charges) {
    const list = byReading.get(c.reading_id) ?? [];
    list.push({ billId: c.id, tenancyId: c.tenancy_id, unit: c.code, amount: toKes(Number(c.amount_cents)) });
    byReading.set(c.reading_id, list);
  }
  // A batch answers in the order it was read; any other list, newest first.
  const order = filter.ids ? new Map(filter.ids.map((id, i) => [id, i])) : null;
  if (order) rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return rows.map((r) => ({
    _id: r.id,
    meterId: r.meter_id,
    kind: r.kind,
    reading: fromMilli(Number(r.reading_milli)),
    readAt: r.read_at,
    previous: r.previous_milli === null ? null : fromMilli(Number(r.previous_milli)),
    consumption: fromMilli(Number(r.consumption_milli)),
    replaced: Number(r.replaced) === 1,
    charge: toKes(Number(r.charge_cents)),
    charges: byReading.get(r.id) ?? [],
    correctedAt: r.corrected_at,
    correctionReason: r.correction_reason,
    photo: Number(r.photo) === 1,
  }));
}

/**
 * The readings a tenant may see: those of the meters of their house (its own, or one it shares),
 * read since they moved in. The same rule answers their consumption and who sees a photo.
 */
async function tenantsReadings(db: Kysely<DB>, caller: Caller) {
  const tenancy = caller.tenancy
    ? await db
        .selectFrom('tenancies')
        .select(['id', 'unit_id', 'move_in_date'])
        .where('id', '=', caller.tenancy.id)
        .where('tenant_id', '=', caller.userId)
        .executeTakeFirst()
    : undefined;
  if (!tenancy?.unit_id) return null;
  const unitId = tenancy.unit_id;
  const query = db
    .selectFrom('meter_readings as r')
    .innerJoin('meters as m', 'm.id', 'r.meter_id')
    .where('r.apartment_id', '=', caller.apartmentId)
    .where((eb) =>
      eb.or([
        eb('m.unit_id', '=', unitId),
        eb('m.id', 'in', eb.selectFrom('meter_shares').select('meter_id').where('unit_id', '=', unitId)),
      ]),
    )
    .where('r.read_at', '>=', tenancy.move_in_date);
  return { tenancy, query };
}

/** Whether the calling tenant may see this reading (and so its photo). */
export async function tenantSeesReading(db: Kysely<DB>, caller: Caller, readingId: string): Promise<boolean> {
  const mine = await tenantsReadings(db, caller);
  if (!mine) return false;
  return (await mine.query.select('r.id').where('r.id', '=', readingId).executeTakeFirst()) !== undefined;
}

/** GET /me/consumption: the readings of the tenant's house since they moved in, and what each charged them. */
export async function myConsumption(db: Kysely<DB>, caller: Caller): Promise<Consumption> {
  const mine = await tenantsReadings(db, caller);
  if (!mine) return [];
  const { tenancy } = mine;
  const rows = await mine.query
    .select((eb) => [
      'r.id',
      'r.meter_id',
      'm.kind',
      'r.read_at',
      'r.previous_milli',
      'r.reading_milli',
      'r.consumption_milli',
      hasPhoto(eb),
    ])
    .orderBy('r.read_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const bills = await db
    .selectFrom('reading_charges as rc')
    .innerJoin('bills as b', 'b.id', 'rc.bill_id')
    .select(['rc.reading_id', 'b.amount_cents', 'b.description', 'b.kind'])
    .where(
      'rc.reading_id',
      'in',
      rows.map((r) => r.id),
    )
    .where('b.tenancy_id', '=', tenancy.id)
    .where('b.voided_at', 'is', null)
    .execute();
  const mineBills = new Map(bills.map((b) => [b.reading_id, b]));
  return rows.map((r) => {
    const bill = mineBills.get(r.id);
    return {
      readingId: r.id,
      kind: r.kind,
      readAt: r.read_at,
      previous: r.previous_milli === null ? null : fromMilli(Number(r.previous_milli)),
      reading: fromMilli(Number(r.reading_milli)),
      consumption: fromMilli(Number(r.consumption_milli)),
      amount: bill ? toKes(Number(bill.amount_cents)) : 0,
      description: bill ? billDescription(bill.kind, bill.description) : null,
      meterId: r.meter_id,
      photo: Number(r.photo) === 1,
    };
  });
}

/** 1 when the reading `r` kept a photo (migration 0052), else 0. */
function hasPhoto(eb: ExpressionBuilder<DB & { r: DB['meter_readings'] }, 'r'>) {
  return eb
    .case()
    .when(eb.exists(eb.selectFrom('reading_photos as p').select('p.reading_id').whereRef('p.reading_id', '=', 'r.id')))
    .then(1)
    .else(0)
    .end()
    .as('photo');
}

/**
 * GET /meters/:id/readings/:readingId/photo: the building's owner and caretakers see every
 * reading's photo; a tenant only those of their own house's meters since they moved in. Anyone
 * else is told there is none (404), so a photo's existence says nothing to them.
 */
export async function photoOf(db: Kysely<DB>, caller: Caller, meterId: string, readingId: string) {
  if (caller.role === 'Tenant' && !(await tenantSeesReading(db, caller, readingId))) {
    throw notFound(METER_MSG.noPhoto);
  }
  const photo = await storedPhoto(db, caller, meterId, readingId);
  if (!photo) throw notFound(METER_MSG.noPhoto);
  return photo;
}

/** PUT /meters/:id/readings/:readingId/photo (owner and caretakers): a reading's photo, kept or replaced. */
export async function attachPhoto(
  db: Kysely<DB>,
  caller: Caller,
  meterId: string,
  readingId: string,
  photo: Photo,
): Promise<Reading> {
  const reading = await db
    .selectFrom('meter_readings')
    .select('id')
    .where('id', '=', readingId)
    .where('meter_id', '=', meterId)
    .where('apartment_id', '=', caller.apartmentId)
    .executeTakeFirst();
  if (!reading) throw notFound(METER_MSG.readingNotFound);
  await keepPhoto(db, caller, readingId, photo);
  return (await readingsOf(db, caller, { ids: [readingId] }))[0] as Reading;
}
