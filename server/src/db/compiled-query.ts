import type { Compilable, CompiledQuery, Kysely, RawBuilder } from 'kysely';
import { pageLimit } from '../lib/paging';
import type { DB } from './schema';

const MARK = '\u0000param:';
const ITEM = '\u0000item:';
/** What `param(name)` gives a query while it is built: a mark its compiled parameters are found by. */
const placeholder = (name: string) => `${MARK}${name}`;

/** Where each parameter of a compiled query comes from: a named value, an item of the list, or the query itself. */
type Slot<P> = { name: P } | { item: number } | null;

interface Compiled<P, R> {
  compiled: CompiledQuery<R>;
  slots: Slot<P>[];
}

function compile<P extends string, R>(query: Compilable<R>): Compiled<P, R> {
  const compiled = query.compile();
  const slots = compiled.parameters.map((value): Slot<P> => {
    if (typeof value !== 'string') return null;
    if (value.startsWith(MARK)) return { name: value.slice(MARK.length) as P };
    if (value.startsWith(ITEM)) return { item: Number(value.slice(ITEM.length)) };
    return null;
  });
  return { compiled, slots };
}

/** A query's named values: text, or a number where one is asked for (a page's LIMIT). */
type Values<P extends string> = Record<P, string | number>;

async function run<P extends string, R>(
  db: Kysely<DB>,
  { compiled, slots }: Compiled<P, R>,
  params: Values<P>,
  items: readonly string[] = [],
): Promise<R[]> {
  const parameters = compiled.parameters.map((value, i) => {
    const slot = slots[i];
    if (!slot) return value;
    return 'name' in slot ? params[slot.name] : items[slot.item];
  });
  const { rows } = await db.executeQuery<R>({ ...compiled, parameters });
  return rows;
}

/**
 * A query built and compiled once per database, then run with named parameters: building a Kysely
 * query (operation tree, freeze, compile) costs more than SQLite takes to run a small one, which
 * matters on the paths every request takes (docs/decisions/0006). `param(name)` stands in for a value
 * while building (where Kysely wants a number, as a page's LIMIT, as sql`${param('limit')}`); the
 * values are always bound parameters, never SQL text.
 */
export function compiledQuery<P extends string, R>(
  build: (db: Kysely<DB>, param: (name: P) => string) => Compilable<R>,
) {
  const variant = variantsOf<P, R, ''>();
  return (db: Kysely<DB>, params: Values<P>): Promise<R[]> =>
    run(
      db,
      variant(db, '', () => compile(build(db, placeholder))),
      params,
    );
}

/**
 * Compiled queries per database and variant of their shape (none, a list's length, a page's
 * length, a month): `make` compiles a variant the first time it is asked for.
 */
function variantsOf<P extends string, R, V extends string | number>() {
  const cache = new WeakMap<Kysely<DB>, Map<V, Compiled<P, R>>>();
  return (db: Kysely<DB>, variant: V, make: () => Compiled<P, R>): Compiled<P, R> => {
    let variants = cache.get(db);
    if (!variants) {
      variants = new Map();
      cache.set(db, variants);
    }
    let entry = variants.get(variant);
    if (!entry) {
      entry = make();
      variants.set(variant, entry);
      // A variant that comes and goes (a month) is not kept for ever: the oldest goes first.
      if (variants.size > MAX_VARIANTS) variants.delete(variants.keys().next().value as V);
    }
    return entry;
  };
}

/** Variants kept per query and database: far more than the page lengths and list lengths in use. */
const MAX_VARIANTS = 512;

/**
 * `compiledQuery` for a query that also takes a list of values (`in (…)`, one page's ids): compiled
 * once per database and length of the list. `items` stands in for the list while building.
 */
export function compiledListQuery<P extends string, R>(
  build: (db: Kysely<DB>, param: (name: P) => string, items: string[]) => Compilable<R>,
) {
  const keyed = compiledKeyedQuery<'', P, R>((db, param, _key, items) => build(db, param, items));
  return (db: Kysely<DB>, params: Values<P>, items: readonly string[]): Promise<R[]> => keyed(db, '', params, items);
}

/**
 * `compiledListQuery` whose SQL also holds a value written into it (`key`: a month, where a date in
 * the SQL text gives the planner the range, lib/dates.ts dateLiteral): compiled once per database,
 * key and length of the list; the key must be a few values, as a month is.
 */
export function compiledKeyedQuery<K extends string, P extends string, R>(
  build: (db: Kysely<DB>, param: (name: P) => string, key: K, items: string[]) => Compilable<R>,
) {
  const variant = variantsOf<P, R, string>();
  return (db: Kysely<DB>, key: K, params: Values<P>, items: readonly string[] = []): Promise<R[]> => {
    const slots = () => Array.from({ length: items.length }, (_, i) => `${ITEM}${i}`);
    const compiled = variant(db, `${items.length} ${key}`, () => compile(build(db, placeholder, key, slots())));
    return run(db, compiled, params, items);
  };
}

/**
 * `compiledQuery` for one page of a list: compiled once per database and page length, the LIMIT
 * written into the SQL (`limit`, lib/paging.ts pageLimit says why).
 */
export function compiledPageQuery<P extends string, R>(
  build: (db: Kysely<DB>, param: (name: P) => string, limit: RawBuilder<number>) => Compilable<R>,
) {
  const variant = variantsOf<P, R, number>();
  return (db: Kysely<DB>, params: Values<P>, pageLength: number): Promise<R[]> =>
    run(
      db,
      variant(db, pageLength, () => compile(build(db, placeholder, pageLimit(pageLength)))),
      params,
    );
}
