import { type Kysely, sql } from 'kysely';
import { houseRanks } from '../../lib/house-codes';
import { analyzeNewIndexes } from './index-statistics';

// The houses list is in the order people walk a building, A2 before A10 (lib/house-codes.ts),
// which is not an order either database can sort text in. Its pages read every house's code and
// id and ordered them in JavaScript: ~1 ms a page at 1,000 houses (docs/performance.md). Each
// house now keeps its place in that order (`code_rank`, from 0 in each building), written by the
// units feature whenever a house is added or its code changes, and the index pages by it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table units add column code_rank integer not null default 0`.execute(db);
  const { rows } = await sql<{ id: string; apartment_id: string; code: string }>`
    select id, apartment_id, code from units order by apartment_id`.execute(db);
  const byBuilding = new Map<string, typeof rows>();
  for (const row of rows) {
    const houses = byBuilding.get(row.apartment_id);
    if (houses) houses.push(row);
    else byBuilding.set(row.apartment_id, [row]);
  }
  for (const houses of byBuilding.values()) {
    for (const [id, rank] of houseRanks(houses)) {
      if (rank > 0) await sql`update units set code_rank = ${rank} where id = ${id}`.execute(db);
    }
  }
  await sql`create index units_apartment_rank on units (apartment_id, code_rank, id)`.execute(db);
  await analyzeNewIndexes(db, ['units_apartment_rank']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index units_apartment_rank`.execute(db);
  await sql`alter table units drop column code_rank`.execute(db);
}
