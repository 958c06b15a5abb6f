import type {
  AddComplaintNoteRequest,
  Complaint,
  ComplaintResponse,
  ComplaintStatus,
  CreateComplaintRequest,
  Role,
} from '@safestay/contracts';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { isStaff } from '../../lib/acting-role';
import { apiGet, apiPost, apiPut } from '../../lib/api-client';
import { fetchPage, type ListPage, pagePath } from '../../lib/paging';
import { queryRoots, useInvalidate } from '../../lib/query';

export const complaintKeys = {
  all: queryRoots.complaints,
  list: (role: Role, tenantId: string | null) => [...queryRoots.complaints, role, tenantId] as const,
};

/** The landlord's list path: the apartment's complaints, or one tenant's history. */
export const landlordComplaintsPath = (tenantId: string | null) =>
  tenantId ? `/complaints?tenant=${encodeURIComponent(tenantId)}` : '/complaints';

/**
 * docs/product.md §7: the landlord (or caretaker) reads the apartment's list (or one tenant's history with
 * `tenantId`) 50 at a time, newest first, `fetchNextPage` for "Show more"; the first page says how
 * many there are and how many are open. A tenant reads their own, always whole: one page.
 */
export function useComplaintPages(role: Role | undefined, tenantId: string | null = null) {
  return useInfiniteQuery({
    queryKey: complaintKeys.list(role ?? 'Tenant', tenantId),
    queryFn: async ({ pageParam }): Promise<ListPage<Complaint>> =>
      isStaff(role)
        ? fetchPage<Complaint>(pagePath(landlordComplaintsPath(tenantId), pageParam))
        : {
            items: await apiGet<Complaint[]>('/complaints/me'),
            nextCursor: null,
            total: null,
            outstanding: null,
            open: null,
          },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: role !== undefined,
  });
}

export const createComplaint = (body: CreateComplaintRequest) => apiPost<ComplaintResponse>('/complaints', body);
export const updateComplaintStatus = (id: string, status: ComplaintStatus) =>
  apiPut<ComplaintResponse>(`/complaints/${encodeURIComponent(id)}`, { status });
export const addComplaintNote = (id: string, body: AddComplaintNoteRequest) =>
  apiPost<ComplaintResponse>(`/complaints/${encodeURIComponent(id)}/note`, body);

/** A complaint change also moves the dashboard's counts and the tenants' active-complaint statistics. */
const useInvalidateComplaints = () => useInvalidate(queryRoots.complaints, queryRoots.dashboard, queryRoots.tenants);

export function useCreateComplaint() {
  return useMutation({ mutationFn: createComplaint, onSettled: useInvalidateComplaints() });
}

export function useUpdateComplaintStatus() {
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ComplaintStatus }) => updateComplaintStatus(id, status),
    onSettled: useInvalidateComplaints(),
  });
}

export function useAddComplaintNote() {
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) => addComplaintNote(id, { note }),
    onSettled: useInvalidateComplaints(),
  });
}
