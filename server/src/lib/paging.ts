import { ERR_MSG, NEXT_CURSOR_HEADER, NEXT_MONTH_HEADER, TOTAL_COUNT_HEADER } from '@safestay/contracts';
import type { FastifyReply } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import { badRequest } from './errors';

/** Where a keyset page starts: the sort key and id of the last item of the previous page. */
export interface PageCursor {
  key: string;
  id: string;
}

export interface PageRequest {
  limit: number;
  after?: PageCursor;
  /** `group=month`: the page also ends where its month ends (pageOfMonth). */
  byMonth?: boolean;
}

/**
 * The LIMIT of a page's query: the page and one more, which says whether another follows
 * (pageOf), written into the SQL as a number. Bound as a parameter, PostgreSQL plans a statement
 * as if its LIMIT kept a tenth of the rows, finds that plan dearer than one made for each run's
 * values, and so planned the bills, payments and houses pages afresh on every request (0.5 to 0.9
 * ms of its time each, docs/performance.md); written in, it keeps one plan per page length.
 * `limit` is a page length the route validated (1 to MAX_PAGE_LIMIT), never text.
 */
export function pageLimit(limit: number): RawBuilder<number> {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`not a page length: ${limit}`);
  return sql.lit(limit + 1);
}

/** Opaque to clients: base64url of [key, id]. */
export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id]), 'utf8').toString('base64url');
}

/** A cursor this server did not make is a 400, never a 500. */
export function decodeCursor(raw: string): PageCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    // A NUL inside would reach PostgreSQL, which cannot compare text holding one (a 500).
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((v) => typeof v === 'string' && !v.includes('\u0000'))
    ) {
      return { key: value[0], id: value[1] };
    }
  } catch {
    // fall through
  }
  throw badRequest(ERR_MSG.invalidCursor);
}

/** The page asked for by `limit`/`cursor` (and `group`), or undefined for the whole list. */
export function pageRequest(query: { limit?: number; cursor?: string; group?: 'month' }): PageRequest | undefined {
  if (query.limit === undefined) {
    if (query.cursor !== undefined) throw badRequest(ERR_MSG.cursorNeedsLimit);
    return undefined;
  }
  return {
    limit: query.limit,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    ...(query.group === 'month' ? { byMonth: true } : {}),
  };
}

export interface Page<T> {
  items: T[];
  /** Items across all pages; the bill lists count on the first page only. */
  total?: number;
  next: PageCursor | null;
  /** Paged by month: the month (`YYYY-MM`) the next page starts in. */
  nextMonth?: string | null;
}

/** Page headers; the body stays the plain array docs/product.md defines. */
export function sendPageHeaders(reply: FastifyReply, page: Pick<Page<unknown>, 'total' | 'next' | 'nextMonth'>): void {
  if (page.total !== undefined) reply.header(TOTAL_COUNT_HEADER, String(page.total));
  if (page.next) reply.header(NEXT_CURSOR_HEADER, encodeCursor(page.next));
  if (page.next && page.nextMonth) reply.header(NEXT_MONTH_HEADER, page.nextMonth);
}

/**
 * One page of rows fetched with `limit(page.limit + 1)`: one more than the page, which says
 * whether another follows. `cursorOf` makes the cursor after the page's last item.
 */
export function pageOf<R>(rows: R[], limit: number, cursorOf: (last: R) => PageCursor): Omit<Page<R>, 'total'> {
  if (rows.length <= limit) return { items: rows, next: null };
  const items = rows.slice(0, limit);
  return { items, next: cursorOf(items[items.length - 1]) };
}

/**
 * One page of rows fetched with `limit(page.limit + 1)` and ordered newest first, which with
 * `byMonth` also ends where the month of its first row ends: the next page starts with the next
 * month that has rows, and says which (`nextMonth`). The month of every row must follow the order.
 */
export function pageOfMonth<R>(
  rows: R[],
  page: PageRequest,
  cursorOf: (last: R) => PageCursor,
  monthOf: (row: R) => string,
): Omit<Page<R>, 'total'> {
  if (!page.byMonth) return pageOf(rows, page.limit, cursorOf);
  const first = rows[0];
  if (first === undefined) return { items: rows, next: null, nextMonth: null };
  const month = monthOf(first);
  const end = rows.findIndex((row) => monthOf(row) !== month);
  if (end > 0) {
    const items = rows.slice(0, end);
    return { items, next: cursorOf(items[items.length - 1]), nextMonth: monthOf(rows[end]) };
  }
  const { items, next } = pageOf(rows, page.limit, cursorOf);
  return { items, next, nextMonth: next ? month : null };
}

/** The cursor of a newest-first list ordered by its time-ordered id alone. */
export const idCursor = (row: { id: string }): PageCursor => ({ key: row.id, id: row.id });
