import {
  ERR_MSG,
  fieldLabel,
  JOIN_MSG,
  MAX_UNITS_PER_IMPORT,
  UNIT_MSG,
  type Unit,
  ZUnitForm,
  type ZUnitInput,
  type ZUpdateUnitRequest,
} from '@safestay/contracts';
import { type ExpressionBuilder, type RawBuilder, type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import { compiledPageQuery, compiledQuery } from '../../db/compiled-query';
import type { Dialect } from '../../db/database';
import type { DB, Db, UnitsTable } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { houseRanks } from '../../lib/house-codes';
import { newId, nowIso } from '../../lib/ids';
import { type InCents, inCents, toKes } from '../../lib/money';
import { type Page, type PageRequest, pageOf } from '../../lib/paging';
import { csvAmount, parseCsv } from './units-csv';

type UnitInput = z.output<typeof ZUnitInput>;

function toUnit(row: Omit<Selectable<UnitsTable>, 'code_rank'>, tenant: Unit['tenant'] = null): Unit {
  return {
    _id: row.id,
    code: row.code,
    label: row.label,
    rent: toKes(row.rent_cents),
    deposit: toKes(row.deposit_cents),
    status: !Number(row.active) ? 'inactive' : tenant ? 'occupied' : 'vacant',
    tenant,
    createdAt: row.created_at,
  };
}

/**
 * Who lives in each unit of the apartment now (active tenancies), by unit id: in one unit, or in
 * all of them. Each part is a walk of an index that leads with the building: its active tenancies
 * and, for the whole building, its tenants' names; a tenant whose account names no building (and
 * the one tenant of a single unit) is looked up by id. A probe per house into the users of every
 * building cost 1.75 times as much on a hundred buildings as on one (docs/performance.md "Cost
 * flat with data"); walks do not.
 */
async function occupants(db: Db, apartmentId: string, unitIds?: string[]) {
  if (unitIds?.length === 0) return new Map<string, NonNullable<Unit['tenant']>>();
  const [living, names] = await Promise.all([
    db
      .selectFrom('tenancies')
      .select(['unit_id', 'tenant_id'])
      .where('apartment_id', '=', apartmentId)
      .where('status', '=', 'active')
      .where('unit_id', 'is not', null)
      .$if(unitIds !== undefined, (q) => q.where('unit_id', 'in', unitIds ?? []))
      .execute(),
    unitIds !== undefined
      ? []
      : db
          .selectFrom('users')
          .select(['id', 'name'])
          .where('apartment_id', '=', apartmentId)
          .where('role', '=', 'Tenant')
          .execute(),
  ]);
  const nameOf = new Map(names.map((u) => [u.id, u.name]));
  const others = living.filter((t) => !nameOf.has(t.tenant_id)).map((t) => t.tenant_id);
  if (others.length > 0) {
    const found = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', others).execute();
    for (const u of found) nameOf.set(u.id, u.name);
  }
  const tenantOf = new Map<string, NonNullable<Unit['tenant']>>();
  for (const t of living) {
    const name = nameOf.get(t.tenant_id);
    if (t.unit_id && name !== undefined) tenantOf.set(t.unit_id, { _id: t.tenant_id, name });
  }
  return tenantOf;
}

/** What the writes of units need: the database, and which one (PostgreSQL locks to rank houses). */
export interface UnitsDeps {
  db: Db;
  dialect: Dialect;
}

/** A unit as the services take it: its amounts in cents (the route converts, `inCents`). */
export type UnitCents = InCents<UnitInput, 'rent' | 'deposit'>;

const columns = (input: UnitCents) => ({
  code: input.code,
  label: input.label ?? null,
  rent_cents: input.rentCents,
  deposit_cents: input.depositCents,
});

/** The landlord's units by code (A1, A2, …, B10 in the order people expect), with who lives in each. */
export async function listUnits(db: Db, caller: Caller): Promise<Unit[]> {
  const [units, tenantOf] = await Promise.all([
    db
      .selectFrom('units')
      .selectAll()
      .where('apartment_id', '=', caller.apartmentId)
      .orderBy('code_rank')
      .orderBy('id')
      .execute(),
    occupants(db, caller.apartmentId),
  ]);
  return units.map((row) => toUnit(row, tenantOf.get(row.id) ?? null));
}

/**
 * One page of the landlord's units in code order (GET /units?limit=&cursor=), read in the order
 * each house keeps (`code_rank`, placeHouses) from an index: the page's houses and who lives in
 * them, nothing of the rest. A cursor names the last house of the page before; the next page
 * starts after wherever that house stands now. The first page also carries the building's counts.
 */
export async function pageUnits(db: Db, caller: Caller, page: PageRequest): Promise<Page<Unit> & { vacant?: number }> {
  const after = page.after;
  const params = { apartment: caller.apartmentId, id: after?.id ?? '' };
  const [rows, counts] = await Promise.all([
    (after ? nextHouses : firstHouses)(db, params, page.limit),
    after ? undefined : houseCounts(db, params),
  ]);
  const { items: chosen, next } = pageOf(rows, page.limit, (row) => ({ key: row.code, id: row.id }));
  const items = chosen.map(({ tenant_id, tenant_name, ...row }) =>
    toUnit(row, tenant_id !== null && tenant_name !== null ? { _id: tenant_id, name: tenant_name } : null),
  );
  if (!counts) return { items, next };
  const [count] = counts;
  return { items, next, total: Number(count?.total ?? 0), vacant: Number(count?.vacant ?? 0) };
}

type Param = (name: 'apartment' | 'id') => string;

/**
 * A page of houses with who lives in each, in one query built once (db/compiled-query.ts). Who
 * lives there is looked up by key for each house of the page (the one active tenancy of a unit,
 * then its tenant's name), so the cost is the page's whatever the size of the platform: joined, on
 * a platform of a few thousand people PostgreSQL hashed every user to name a page's tenants, and a
 * list of the page's ids made it plan the query afresh on every request (docs/performance.md). A
 * next page starts after the cursor's house, wherever it stands now; a cursor naming no house of
 * the building compares with nothing, so nothing follows it.
 */
function housesQuery(db: Db, param: Param, limit: RawBuilder<number>, shape: 'first' | 'next') {
  const apartmentId = param('apartment');
  const living = (eb: ExpressionBuilder<DB, 'units'>) =>
    eb
      .selectFrom('tenancies as t')
      .whereRef('t.unit_id', '=', 'units.id')
      .whereRef('t.apartment_id', '=', 'units.apartment_id')
      // Written out, so both databases may read the one active tenancy of a unit from
      // tenancies_one_active_per_unit (a partial index on that condition).
      .where(sql<boolean>`t.status = 'active'`);
  return db
    .selectFrom('units')
    .select([
      'id',
      'apartment_id',
      'code',
      'label',
      'rent_cents',
      'deposit_cents',
      'active',
      'created_at',
      'updated_at',
    ])
    .select((eb) => [
      living(eb).select('t.tenant_id').as('tenant_id'),
      living(eb).innerJoin('users as p', 'p.id', 't.tenant_id').select('p.name').as('tenant_name'),
    ])
    .where('apartment_id', '=', apartmentId)
    .$if(shape === 'next', (q) =>
      q.where((eb) =>
        eb(
          eb.refTuple('code_rank', 'id'),
          '>',
          eb.tuple(
            eb
              .selectFrom('units as cursor')
              .select('cursor.code_rank')
              .where('cursor.id', '=', param('id'))
              .where('cursor.apartment_id', '=', apartmentId),
            eb.val(param('id')),
          ),
        ),
      ),
    )
    .orderBy('code_rank')
    .orderBy('id')
    .limit(limit);
}

const firstHouses = compiledPageQuery((db, param: Param, limit) => housesQuery(db, param, limit, 'first'));
const nextHouses = compiledPageQuery((db, param: Param, limit) => housesQuery(db, param, limit, 'next'));

/**
 * The first page's count line, of the whole building in one query: how many houses it has, active
 * or not, and how many stand vacant (active, nobody's active tenancy in them).
 */
const houseCounts = compiledQuery((db, param: Param) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('units')
      .select((c) => c.fn.countAll<number | string>().as('n'))
      .where('apartment_id', '=', param('apartment'))
      .as('total'),
    eb
      .selectFrom('units')
      .select((c) => c.fn.countAll<number | string>().as('n'))
      .where('apartment_id', '=', param('apartment'))
      .where('active', '=', 1)
      .where((w) =>
        w.not(
          w.exists(
            w
              .selectFrom('tenancies')
              .select('tenancies.id')
              .whereRef('tenancies.unit_id', '=', 'units.id')
              .where('tenancies.apartment_id', '=', param('apartment'))
              .where('tenancies.status', '=', 'active'),
          ),
        ),
      )
      .as('vacant'),
  ]),
);

/**
 * The writes of a building's houses take turns, first thing in their transaction: on PostgreSQL
 * two at once would each rank without the other's house (and two renames, each writing places
 * the other holds, deadlocked), so each waits on the building's row (SQLite has one writer).
 */
async function houseWritersTurn(trx: Db, deps: UnitsDeps, apartmentId: string): Promise<void> {
  if (deps.dialect !== 'postgres') return;
  await trx.selectFrom('apartments').select('id').where('id', '=', apartmentId).forNoKeyUpdate().execute();
}

/**
 * Keeps each house of the building in its place in code order (`code_rank`, lib/house-codes.ts
 * houseRanks), in the transaction of the write that adds houses (`adding`, not yet inserted) or
 * changes a code, after its `houseWritersTurn`; returns every house's place, the new ones' too.
 * Only the places that moved are written: a house added at the end moves none.
 */
async function placeHouses(
  trx: Db,
  apartmentId: string,
  adding: Array<{ id: string; code: string }> = [],
): Promise<Map<string, number>> {
  const present = await trx
    .selectFrom('units')
    .select(['id', 'code', 'code_rank'])
    .where('apartment_id', '=', apartmentId)
    .execute();
  const ranks = houseRanks([...present, ...adding]);
  for (const house of present) {
    const rank = ranks.get(house.id) ?? 0;
    if (rank !== Number(house.code_rank)) {
      await trx.updateTable('units').set({ code_rank: rank }).where('id', '=', house.id).execute();
    }
  }
  return ranks;
}

export async function createUnit(deps: UnitsDeps, caller: Caller, input: UnitCents): Promise<Unit> {
  const [unit] = await insertUnits(deps, caller, [input]);
  return unit;
}

/** Edits a unit of the caller's apartment; `status: 'vacant'` brings an inactive one back. */
export async function updateUnit(
  deps: UnitsDeps,
  caller: Caller,
  id: string,
  input: InCents<z.output<typeof ZUpdateUnitRequest>, 'rent' | 'deposit'>,
): Promise<Unit> {
  const { db } = deps;
  try {
    const row = await db.transaction().execute(async (trx) => {
      await houseWritersTurn(trx, deps, caller.apartmentId);
      const updated = await trx
        .updateTable('units')
        .set({ ...columns(input), ...(input.status === 'vacant' ? { active: 1 } : {}), updated_at: nowIso() })
        .where('id', '=', id)
        .where('apartment_id', '=', caller.apartmentId)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw notFound(ERR_MSG.unitNotFound);
      // A new code may move the house in the building's order.
      await placeHouses(trx, caller.apartmentId);
      return updated;
    });
    return toUnit(row, (await occupants(db, caller.apartmentId, [row.id])).get(row.id) ?? null);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ERR_MSG.unitCodeTaken(input.code));
    throw error;
  }
}

/**
 * A unit is deactivated, never deleted: its history (tenancies, bills) stays readable. One
 * somebody lives in is refused: move them out first.
 */
export async function deactivateUnit(db: Db, caller: Caller, id: string): Promise<Unit> {
  const occupant = (await occupants(db, caller.apartmentId, [id])).get(id);
  if (occupant) {
    const unit = await db.selectFrom('units').select('code').where('id', '=', id).executeTakeFirstOrThrow();
    throw conflict(JOIN_MSG.unitOccupied(unit.code, occupant.name));
  }
  const row = await db
    .updateTable('units')
    .set({ active: 0, updated_at: nowIso() })
    .where('id', '=', id)
    .where('apartment_id', '=', caller.apartmentId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(ERR_MSG.unitNotFound);
  return toUnit(row);
}

/** All the units or none (one transaction); a code already used is a 409 naming it. */
async function insertUnits(deps: UnitsDeps, caller: Caller, inputs: UnitCents[]): Promise<Unit[]> {
  const { db } = deps;
  const now = nowIso();
  const rows = inputs.map((input) => ({
    id: newId(),
    apartment_id: caller.apartmentId,
    ...columns(input),
    active: 1,
    created_at: now,
    updated_at: now,
  }));
  const existing = await db
    .selectFrom('units')
    .select('code')
    .where('apartment_id', '=', caller.apartmentId)
    .where(
      'code',
      'in',
      rows.map((r) => r.code),
    )
    .executeTakeFirst();
  if (existing) throw conflict(ERR_MSG.unitCodeTaken(existing.code));
  try {
    await db.transaction().execute(async (trx) => {
      await houseWritersTurn(trx, deps, caller.apartmentId);
      const ranks = await placeHouses(trx, caller.apartmentId, rows);
      const placed = rows.map((row) => ({ ...row, code_rank: ranks.get(row.id) ?? 0 }));
      for (let i = 0; i < placed.length; i += 200)
        await trx
          .insertInto('units')
          .values(placed.slice(i, i + 200))
          .execute();
    });
  } catch (error) {
    // Two requests adding the same code at once meet the unique constraint instead.
    if (isUniqueViolation(error)) throw conflict(ERR_MSG.unitCodeTaken(rows[0].code));
    throw error;
  }
  return rows.map((row) => toUnit(row));
}

/** The columns of an import, in order. */
const COLUMNS = 'code, label, rent, deposit';

/**
 * Units from CSV text, one a record: `code,label,rent,deposit` (a first line naming the columns is
 * skipped; blank lines too), amounts as spreadsheets write them (csvAmount). Every record is
 * checked first; any problem refuses the whole file with each bad line named, so nothing is half
 * imported.
 */
export async function importUnits(deps: UnitsDeps, caller: Caller, csv: string): Promise<Unit[]> {
  const parsed = parseCsv(csv);
  if ('openQuoteLine' in parsed) {
    const message = UNIT_MSG.csvLine(parsed.openQuoteLine, UNIT_MSG.csvOpenQuote);
    throw badRequest(message, [{ field: `line ${parsed.openQuoteLine}`, message }]);
  }
  const body = parsed.records.filter(
    ({ line, cells }) => cells.some((c) => c !== '') && !(line === 1 && cells[0].toLowerCase() === 'code'),
  );
  if (body.length === 0) throw badRequest(UNIT_MSG.csvEmpty, [{ field: 'csv', message: UNIT_MSG.csvNoUnits }]);
  if (body.length > MAX_UNITS_PER_IMPORT) {
    throw badRequest(UNIT_MSG.csvTooMany(MAX_UNITS_PER_IMPORT));
  }
  const problems: { field: string; message: string }[] = [];
  const inputs: UnitCents[] = [];
  const seen = new Map<string, number>();
  for (const { cells, line } of body) {
    const problem = (message: string) =>
      problems.push({ field: `line ${line}`, message: UNIT_MSG.csvLine(line, message) });
    const [code = '', label = '', rentCell = '', depositCell = ''] = cells;
    const rent = csvAmount(rentCell);
    const deposit = csvAmount(depositCell);
    // The cells are text as a person typed them, like the form's fields: the form's rules apply.
    const unit = ZUnitForm.safeParse({ code, label, rent: rent ?? '', deposit: deposit ?? '' });
    if (cells.slice(4).some((c) => c !== '')) {
      problem(UNIT_MSG.csvCellCount(cells.length, COLUMNS));
    } else if (rent === null) {
      problem(UNIT_MSG.csvAmountRule(fieldLabel('Rent')));
    } else if (deposit === null) {
      problem(UNIT_MSG.csvAmountRule(fieldLabel('Deposit')));
    } else if (!unit.success) {
      problem(unit.error.issues[0].message);
    } else if (seen.has(unit.data.code)) {
      problem(UNIT_MSG.csvCodeTwice(unit.data.code, seen.get(unit.data.code) ?? line));
    } else {
      seen.set(unit.data.code, line);
      inputs.push(inCents(unit.data, 'rent', 'deposit'));
    }
  }
  if (problems.length > 0) {
    throw badRequest(UNIT_MSG.csvLinesToFix(problems.length), problems);
  }
  return insertUnits(deps, caller, inputs);
}
