import {
  NEXT_CURSOR_HEADER,
  NEXT_MONTH_HEADER,
  OPEN_COUNT_HEADER,
  OUTSTANDING_TOTAL_HEADER,
  TOTAL_COUNT_HEADER,
  VACANT_COUNT_HEADER,
} from '@safestay/contracts';
import { request } from './api-client';

/** One page of a landlord list: the items, the next page's cursor, and the total when sent. */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
  /** Paged by month: the month (`YYYY-MM`) the next page starts in. */
  nextMonth?: string | null;
  total: number | null;
  /** Bill lists: KES still owed by every matching bill, on the first page. */
  outstanding: number | null;
  /** Complaint lists: how many of every matching complaint are not resolved, on the first page. */
  open: number | null;
  /** The units list: how many of the building's units stand vacant, on the first page. */
  vacant?: number | null;
}

/** Rows per page of the landlord's lists (Bills, Tenants, Units, Payments, Complaints). */
export const PAGE_SIZE = 50;

/**
 * Items per page of the lists shown a month at a time (Bills, Payments, Activity; Messages 10): a
 * page ends with its month, so this bounds a busy month's first page on a phone.
 */
export const MONTH_PAGE_SIZE = 20;

/** Adds limit and cursor to a list path. */
export function pagePath(path: string, cursor: string | null | undefined, limit = PAGE_SIZE): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return `${path}${path.includes('?') ? '&' : '?'}${params}`;
}

/** Adds limit, `group=month` and cursor: a page of one month, newest first (contracts ZMonthPageQuery). */
export function monthPagePath(path: string, cursor: string | null | undefined, limit = MONTH_PAGE_SIZE): string {
  const params = new URLSearchParams({ limit: String(limit), group: 'month' });
  if (cursor) params.set('cursor', cursor);
  return `${path}${path.includes('?') ? '&' : '?'}${params}`;
}

/**
 * GET of a paged list: the body is the plain array, the cursor and the total come in headers
 * (contracts ZPageQuery). Errors behave like apiGet's (server message, a 401 clears the session).
 */
export async function fetchPage<T>(path: string): Promise<ListPage<T>> {
  const response = await request('GET', path);
  const items = (await response.json()) as T[];
  return {
    items,
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER) || null,
    nextMonth: response.headers.get(NEXT_MONTH_HEADER) || null,
    total: numberHeader(response, TOTAL_COUNT_HEADER),
    outstanding: numberHeader(response, OUTSTANDING_TOTAL_HEADER),
    open: numberHeader(response, OPEN_COUNT_HEADER),
    vacant: numberHeader(response, VACANT_COUNT_HEADER),
  };
}

/** The next page of a paged list, for components/ui/show-more.tsx; `remaining` when the total is known. */
export interface MoreItems {
  loading: boolean;
  show: () => void;
  remaining?: number;
  /** Paged by month: the month (`YYYY-MM`) the next page starts in. */
  month?: string;
}

/**
 * What a screen shows of an infinite list of pages (useInfiniteQuery over fetchPage): every item
 * loaded so far, the first page (it carries the totals), and the next page to offer, if any.
 */
export function pagesOf<T>(query: {
  data?: { pages: ListPage<T>[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const total = pages[0]?.total ?? null;
  const month = pages[pages.length - 1]?.nextMonth;
  const more: MoreItems | null = query.hasNextPage
    ? {
        loading: query.isFetchingNextPage,
        show: () => void query.fetchNextPage(),
        ...(total !== null ? { remaining: total - items.length } : {}),
        ...(month ? { month } : {}),
      }
    : null;
  return { items, first: pages[0], more };
}

export interface MonthGroup<T> {
  /** `YYYY-MM`. */
  month: string;
  items: T[];
}

/**
 * Items under their months, in the order of the months' first items (newest first as the server
 * sends them); a month that goes on over the next page stays one group.
 */
export function groupByMonth<T>(items: T[], monthOf: (item: T) => string): MonthGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const month = monthOf(item);
    const group = groups.get(month);
    if (group) group.push(item);
    else groups.set(month, [item]);
  }
  return [...groups].map(([month, list]) => ({ month, items: list }));
}

function numberHeader(response: Response, name: string): number | null {
  const value = response.headers.get(name);
  return value !== null && Number.isFinite(Number(value)) ? Number(value) : null;
}
