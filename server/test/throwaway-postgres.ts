import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function run(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * An empty PostgreSQL database on the server `adminUrl` names, for one test file, one restore
 * target, one crash run or one benchmark: its URL, and `drop()` to remove it (even while
 * connections are open). The one place tests and the bench make such a database. With
 * `template` (the URL of a database no one is connected to), a copy of that one instead.
 */
export async function createThrowawayPostgres(
  adminUrl: string,
  prefix = 'safestay_t',
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const from = template ? ` TEMPLATE ${new URL(template).pathname.slice(1)}` : '';
  await run(adminUrl, `CREATE DATABASE ${name}${from}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
