import type {
  AddComplaintNoteRequest,
  Complaint,
  ComplaintResponse,
  ComplaintStatus,
  CreateComplaintRequest,
  Role,
} from '@safestay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../lib/api-client';

/** docs/product.md §7: the landlord reads the apartment's list, a tenant their own. */
export function fetchComplaints(role: Role): Promise<Complaint[]> {
  return apiGet<Complaint[]>(role === 'Landlord' ? '/complaints' : '/complaints/me');
}

/** docs/product.md §8: a failed fetch is only logged and the list is empty. */
export function useComplaints(role: Role | undefined) {
  return useQuery({
    queryKey: ['complaints', role],
    queryFn: () =>
      fetchComplaints(role as Role).catch((error) => {
        console.warn('Could not load complaints', error);
        return [] as Complaint[];
      }),
    enabled: role !== undefined,
  });
}

export const createComplaint = (body: CreateComplaintRequest) => apiPost<ComplaintResponse>('/complaints', body);
export const updateComplaintStatus = (id: string, status: ComplaintStatus) =>
  apiPut<ComplaintResponse>(`/complaints/${encodeURIComponent(id)}`, { status });
export const addComplaintNote = (id: string, body: AddComplaintNoteRequest) =>
  apiPost<ComplaintResponse>(`/complaints/${encodeURIComponent(id)}/note`, body);

/** Every complaint change also moves the dashboard's counts and the tenants' active-complaint statistics. */
function useInvalidateComplaints() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['complaints'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      queryClient.invalidateQueries({ queryKey: ['tenants'] }),
    ]);
}

export function useCreateComplaint() {
  const invalidate = useInvalidateComplaints();
  return useMutation({ mutationFn: createComplaint, onSettled: invalidate });
}

export function useUpdateComplaintStatus() {
  const invalidate = useInvalidateComplaints();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ComplaintStatus }) => updateComplaintStatus(id, status),
    onSettled: invalidate,
  });
}

export function useAddComplaintNote() {
  const invalidate = useInvalidateComplaints();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) => addComplaintNote(id, { note }),
    onSettled: invalidate,
  });
}
