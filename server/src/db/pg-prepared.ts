import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';

/**
 * PostgreSQL plans every unnamed statement anew; a statement sent with a name is parsed once per
 * connection and, after a few runs, may keep a generic plan (docs/decisions/0026). Kysely sends
 * `client.query(text, values)`: this gives each such statement a name from its text, so a
 * connection parses and plans each of the app's statements once.
 *
 * Left unnamed, as before:
 * - a connection's statements past `perConnection` (a list's `in (…)` of each length is a
 *   statement of its own);
 * - a statement of more than `maxParameters` values: a batch (an import's thousands of references
 *   in chunks) costs far more to run than to plan, and after five runs of one text PostgreSQL may
 *   keep a generic plan that does not know the values (a statement import's duplicate check went
 *   from 0.5 to 3 s that way).
 *
 * After a migration (`forgetPreparedStatements`) every statement is named afresh, since one
 * prepared before may no longer fit its tables.
 */
let generation = 0;

/** Name every statement anew from now on (db/database.ts `migrate` calls it on PostgreSQL). */
export function forgetPreparedStatements(): void {
  generation += 1;
}

export function preparedStatements(pool: Pool, perConnection = 400, maxParameters = 100): Pool {
  const names = new Map<string, string>();
  let namedIn = generation;
  const nameOf = (text: string) => {
    if (namedIn !== generation) {
      names.clear();
      namedIn = generation;
    }
    let name = names.get(text);
    if (!name) {
      name = `s${generation}_${createHash('sha1').update(text).digest('hex')}`;
      if (names.size >= 10_000) names.clear();
      names.set(text, name);
    }
    return name;
  };
  const named = new WeakMap<PoolClient, Set<string>>();
  pool.on('connect', (client) => {
    const own = new Set<string>();
    named.set(client, own);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (first: unknown, second?: unknown, ...rest: unknown[]) => {
      if (typeof first !== 'string' || !Array.isArray(second) || second.length === 0 || second.length > maxParameters) {
        return query(first, second, ...rest);
      }
      const name = nameOf(first);
      if (!own.has(name)) {
        if (own.size >= perConnection) return query(first, second, ...rest);
        own.add(name);
      }
      return query({ name, text: first, values: second }, ...rest);
    };
  });
  return pool;
}
