import type { MonthPageQuery } from '@safestay/contracts';
import { decodeCursor, type PageRequest } from '../../lib/paging';

/** A page of a list that is always paged (the bell, the messages): `limit` defaults instead of meaning "all". */
export function pageOf(query: MonthPageQuery, defaultLimit: number): PageRequest {
  return {
    limit: query.limit ?? defaultLimit,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    ...(query.group === 'month' ? { byMonth: true } : {}),
  };
}
