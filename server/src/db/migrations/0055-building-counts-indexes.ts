import { type Kysely, sql } from 'kysely';
import { analyzeNewIndexes } from './index-statistics';

// A building's houses and the houses let, read from an index alone: the buildings list and the
// portfolio dashboard count both for every building the caller owns (docs/portfolio.md), and the
// houses screen reads every house's code and id to order them (A2 before A10 is not the
// database's order). Without these each read every
// house's and tenancy's row beside the index: ~0.3 ms a request at 50 buildings of 40 houses,
// ~0.7 ms for the houses screen of 1,000 (docs/performance.md). A page of tenants counts each
// one's complaints in this building the same way.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index units_apartment_code_list on units (apartment_id, code, id, active)`.execute(db);
  await sql`create index tenancies_apartment_status_unit on tenancies (apartment_id, status, unit_id)`.execute(db);
  await sql`create index complaints_tenant_apartment on complaints (tenant_id, apartment_id, status)`.execute(db);
  await analyzeNewIndexes(db, [
    'units_apartment_code_list',
    'tenancies_apartment_status_unit',
    'complaints_tenant_apartment',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index complaints_tenant_apartment`.execute(db);
  await sql`drop index tenancies_apartment_status_unit`.execute(db);
  await sql`drop index units_apartment_code_list`.execute(db);
}
