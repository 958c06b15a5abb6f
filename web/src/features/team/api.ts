import type {
  CreateStaffInviteRequest,
  OwnedApartment,
  StaffAcceptResponse,
  StaffInvite,
  StaffInvitePreview,
  StaffMember,
} from '@safestay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownedKey } from '../../lib/acting-role';
import { apiDelete, apiGet, apiPost } from '../../lib/api-client';
import { queryRoots, useInvalidate } from '../../lib/query';

// The building's team (docs/team.md): its own query root under the invites', so a change here
// refreshes no tenant list.
export const teamKeys = {
  members: ['team', 'members'] as const,
  invites: [...queryRoots.invites, 'staff'] as const,
  preview: (code: string) => ['team', 'preview', code] as const,
};

/** The owner and the caretakers, with the day each joined. */
export function useTeam() {
  return useQuery({ queryKey: teamKeys.members, queryFn: () => apiGet<StaffMember[]>('/staff') });
}

/** The staff invites not yet used, withdrawn or expired; their codes only as hints. */
export function useStaffInvites() {
  return useQuery({ queryKey: teamKeys.invites, queryFn: () => apiGet<StaffInvite[]>('/staff/invites') });
}

export function useCreateStaffInvite() {
  return useMutation({
    mutationFn: (body: CreateStaffInviteRequest) =>
      apiPost<{ message: string; invite: StaffInvite }>('/staff/invites', body),
    onSettled: useInvalidate(teamKeys.invites),
  });
}

export function useWithdrawStaffInvite() {
  return useMutation({
    mutationFn: (id: string) => apiDelete<{ message: string }>(`/staff/invites/${encodeURIComponent(id)}`),
    onSettled: useInvalidate(teamKeys.invites),
  });
}

/** Removing a caretaker ends their access at once; the activity log names who did what. */
export function useRemoveMember() {
  return useMutation({
    mutationFn: (userId: string) => apiDelete<{ message: string }>(`/staff/${encodeURIComponent(userId)}`),
    onSettled: useInvalidate(teamKeys.members, queryRoots.audit),
  });
}

/** What /staff/join/:code shows: the building, who invites, until when. Public. */
export function useStaffInvitePreview(code: string) {
  return useQuery({
    queryKey: teamKeys.preview(code),
    queryFn: () => apiGet<StaffInvitePreview>(`/staff/invites/${encodeURIComponent(code)}`),
    retry: false,
  });
}

/**
 * Someone already signed in joins the team and keeps their account. The answer names the building
 * joined (`apartmentId`), to switch to it.
 */
export function useAcceptStaffInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code }: { code: string }) => {
      const { message, apartmentId } = await apiPost<StaffAcceptResponse>(
        `/staff/invites/${encodeURIComponent(code)}/accept`,
      );
      const owned = await apiGet<OwnedApartment[]>('/apartments/owned');
      // Kept for the switch that follows: the new building's screens know at once they are a caretaker's.
      queryClient.setQueryData(ownedKey, owned);
      return { message, apartmentId: owned.some((b) => b._id === apartmentId) ? apartmentId : null };
    },
  });
}
