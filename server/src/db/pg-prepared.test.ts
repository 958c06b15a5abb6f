import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { migrate } from './database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('statements prepared once per connection (PostgreSQL)', () => {
  it('names a statement with parameters once, and answers it the same way each time', async () => {
    await database.db.connection().execute(async (db) => {
      const ask = (n: number) => sql<{ n: number }>`select ${n}::int + 1 as n`.execute(db);
      expect((await ask(1)).rows[0]?.n).toBe(2);
      expect((await ask(41)).rows[0]?.n).toBe(42);
      const { rows } = await sql<{ n: string }>`select count(*) as n from pg_prepared_statements
        where statement like 'select $1::int + 1%'`.execute(db);
      expect(Number(rows[0]?.n)).toBe(1);
    });
  });

  it('still answers a statement prepared before a migration changed its table', async () => {
    await database.db.connection().execute(async (db) => {
      const read = () => sql`select * from rules where apartment_id = ${'none'}`.execute(db);
      await read();
      // A column added by a migration: a plan prepared before would no longer fit `select *`.
      await migrate(database.db, async () => {
        await sql`alter table rules add column prepared_probe int`.execute(db);
        return { results: [] };
      });
      const after = await read();
      expect(after.rows).toEqual([]);
      await sql`alter table rules drop column prepared_probe`.execute(db);
    });
  });
});
