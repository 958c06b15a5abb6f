import type {
  ApproveTenancyRequest,
  EndTenancyRequest,
  Identity,
  RejectTenancyRequest,
  Tenancy,
  Tenant,
} from '@safestay/contracts';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client';
import { fetchPage, pagePath } from '../../lib/paging';
import { queryRoots, useInvalidate } from '../../lib/query';

export const tenantKeys = {
  all: queryRoots.tenants,
  pages: [...queryRoots.tenants, 'pages'] as const,
};

/**
 * The Tenants screen's list a page at a time, by name (1,000 tenants stay smooth);
 * each page carries its tenants' statistics.
 */
export function useTenantPages(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: tenantKeys.pages,
    staleTime: 0,
    queryFn: ({ pageParam }) => fetchPage<Tenant>(pagePath('/users/tenants', pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

// Tenancies (the server's `tenancies` feature): join requests and move-outs. They live in this
// feature because the Tenants screen shows them and features do not import each other.
export const tenancyKeys = {
  all: queryRoots.tenancies,
  pending: [...queryRoots.tenancies, 'pending'] as const,
};

/** Join requests waiting for the landlord, oldest first. */
export function useJoinRequests() {
  return useQuery({
    queryKey: tenancyKeys.pending,
    queryFn: () => apiGet<Tenancy[]>('/tenancies?status=pending'),
  });
}

type TenancyResponse = { message: string; tenancy: Tenancy };
const tenancyPath = (id: string, action: string) => `/tenancies/${encodeURIComponent(id)}/${action}`;

/** A decision moves the requests, the tenant list, which units are vacant and the dashboard's counts. */
const useInvalidateTenancies = () =>
  useInvalidate(queryRoots.tenancies, queryRoots.tenants, queryRoots.units, queryRoots.dashboard);

export function useApproveTenancy() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApproveTenancyRequest }) =>
      apiPost<TenancyResponse>(tenancyPath(id, 'approve'), body),
    onSettled: useInvalidateTenancies(),
  });
}

export function useRejectTenancy() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RejectTenancyRequest }) =>
      apiPost<TenancyResponse>(tenancyPath(id, 'reject'), body),
    onSettled: useInvalidateTenancies(),
  });
}

/** Move-out: the tenant leaves the list; their bills stay. */
export function useEndTenancy() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EndTenancyRequest }) =>
      apiPost<TenancyResponse>(tenancyPath(id, 'end'), body),
    onSettled: useInvalidateTenancies(),
  });
}

/** A tenant's whole ID numbers (landlord only; each reveal is in the activity log, docs/privacy.md). */
export const fetchIdentity = (tenancyId: string) =>
  apiGet<Identity>(`/tenancies/${encodeURIComponent(tenancyId)}/identity`);
