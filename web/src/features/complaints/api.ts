import type {
  AddComplaintNoteRequest,
  Complaint,
  ComplaintResponse,
  ComplaintStatus,
  CreateComplaintRequest,
  Role,
} from '@safestay/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../lib/api-client';
import { queryRoots, useInvalidate } from '../../lib/query';

export const complaintKeys = {
  all: queryRoots.complaints,
  list: (role: Role, tenantId: string | null) => [...queryRoots.complaints, role, tenantId] as const,
};

/**
 * docs/product.md §7: the landlord reads the apartment's list (or one tenant's history with
 * `tenantId`), a tenant their own.
 */
export function fetchComplaints(role: Role, tenantId: string | null): Promise<Complaint[]> {
  if (role === 'Tenant') return apiGet<Complaint[]>('/complaints/me');
  return apiGet<Complaint[]>(tenantId ? `/complaints?tenant=${encodeURIComponent(tenantId)}` : '/complaints');
}

export function useComplaints(role: Role | undefined, tenantId: string | null = null) {
  return useQuery({
    queryKey: complaintKeys.list(role ?? 'Tenant', tenantId),
    queryFn: () => fetchComplaints(role as Role, tenantId),
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
