import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { DB } from './schema';

const MARK = '\u0000param:';

/**
 * A query built and compiled once per database, then run with named parameters: building a Kysely
 * query (operation tree, freeze, compile) costs more than SQLite takes to run a small one, which
 * matters on the paths every request takes (docs/decisions/0006). `param(name)` stands in for a value
 * while building; the values are always bound parameters, never SQL text.
 */
export function compiledQuery<P extends string, R>(
  build: (db: Kysely<DB>, param: (name: P) => string) => Compilable<R>,
) {
  const cache = new WeakMap<Kysely<DB>, { compiled: CompiledQuery<R>; slots: (P | null)[] }>();
  return async (db: Kysely<DB>, params: Record<P, string>): Promise<R[]> => {
    let entry = cache.get(db);
    if (!entry) {
      const compiled = build(db, (name) => `${MARK}${name}`).compile();
      const slots = compiled.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(MARK) ? (value.slice(MARK.length) as P) : null,
      );
      entry = { compiled, slots };
      cache.set(db, entry);
    }
    const { compiled, slots } = entry;
    const parameters = compiled.parameters.map((value, i) => {
      const slot = slots[i];
      return slot === null ? value : params[slot];
    });
    const { rows } = await db.executeQuery<R>({ ...compiled, parameters });
    return rows;
  };
}
