import type { AuditEvent } from '@safestay/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchPage, monthPagePath, pagePath } from '../../lib/paging';
import { queryRoots } from '../../lib/query';
import type { AuditEntity } from './texts';

/** What the feed is narrowed to: one kind of thing, one thing, one tenant (each optional). */
export interface AuditFilter {
  entity: AuditEntity | null;
  entityId: string | null;
  tenantId: string | null;
}

// Under queryRoots.audit: any change of money (ours or live) refetches the feed.
export const auditKeys = {
  all: queryRoots.audit,
  list: (f: AuditFilter) => [...queryRoots.audit, f.entity, f.entityId, f.tenantId] as const,
};

export function auditPath(f: AuditFilter): string {
  const params = new URLSearchParams();
  if (f.entity) params.set('entity', f.entity);
  if (f.entityId) params.set('entityId', f.entityId);
  if (f.tenantId) params.set('tenantId', f.tenantId);
  const query = params.toString();
  return query ? `/audit?${query}` : '/audit';
}

/**
 * The apartment's activity newest first, a month (at most 20 changes) a page; one tenant's or one
 * thing's, fewer a month, 50 a page.
 */
export function useAuditPages(f: AuditFilter) {
  const pathOf = f.tenantId || f.entityId ? pagePath : monthPagePath;
  return useInfiniteQuery({
    queryKey: auditKeys.list(f),
    queryFn: ({ pageParam }) => fetchPage<AuditEvent>(pathOf(auditPath(f), pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
