import type {
  Apartment,
  CreateInviteRequest,
  Invite,
  MessageChannel,
  MpesaSettings,
  MpesaSettingsRequest,
  Providers,
  ProvidersRequest,
  ProviderTestRequest,
  ProviderTestResponse,
  UpdateApartmentRequest,
} from '@safestay/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api-client';
import { queryRoots, useInvalidate } from '../../lib/query';

export const settingsKeys = {
  apartment: [...queryRoots.settings, 'apartment'] as const,
  mpesa: [...queryRoots.settings, 'mpesa'] as const,
  providers: [...queryRoots.settings, 'providers'] as const,
};
export const inviteKeys = { all: queryRoots.invites };

export const fetchOwnApartment = () => apiGet<Apartment>('/apartments/mine');
export const fetchInvites = () => apiGet<Invite[]>('/invites');

export function useOwnApartment() {
  return useQuery({ queryKey: settingsKeys.apartment, queryFn: fetchOwnApartment });
}

/** Who may join and the area: the sign-up page's list of buildings shows both. */
export function useUpdateApartment() {
  return useMutation({
    mutationFn: (body: UpdateApartmentRequest) =>
      apiPut<{ message: string; apartment: Apartment }>('/apartments/mine', body),
    onSettled: useInvalidate(queryRoots.settings),
  });
}

/** The invites not yet used, withdrawn or expired; their codes only as hints. */
export function useInvites() {
  return useQuery({ queryKey: inviteKeys.all, queryFn: fetchInvites });
}

/** The answer carries the code and link this once. */
export function useCreateInvite() {
  return useMutation({
    mutationFn: (body: CreateInviteRequest) => apiPost<{ message: string; invite: Invite }>('/invites', body),
    onSettled: useInvalidate(queryRoots.invites),
  });
}

export function useWithdrawInvite() {
  return useMutation({
    mutationFn: (id: string) => apiDelete<{ message: string }>(`/invites/${encodeURIComponent(id)}`),
    onSettled: useInvalidate(queryRoots.invites),
  });
}

type MpesaAnswer = { message: string; settings: MpesaSettings };

/** The landlord's M-Pesa settings: which number, whether each key is stored (never the key), the callback URLs. */
export function useMpesaSettings() {
  return useQuery({
    queryKey: settingsKeys.mpesa,
    queryFn: async () => (await apiGet<MpesaAnswer>('/payments/mpesa/settings')).settings,
  });
}

/** Which keys are stored, the callback URLs and "registered on" change with a save. */
export function useSaveMpesaSettings() {
  return useMutation({
    mutationFn: (body: MpesaSettingsRequest) => apiPut<MpesaAnswer>('/payments/mpesa/settings', body),
    onSettled: useInvalidate(settingsKeys.mpesa),
  });
}

/** Tells M-Pesa where to send Paybill and Till payments; the settings then say when. */
export function useRegisterMpesaUrls() {
  return useMutation({
    mutationFn: () => apiPost<MpesaAnswer>('/payments/mpesa/register-urls'),
    onSettled: useInvalidate(settingsKeys.mpesa),
  });
}

/** Asks M-Pesa for a token with the saved keys: nothing changes either way. */
export function useTestMpesa() {
  return useMutation({ mutationFn: () => apiPost<{ message: string }>('/payments/mpesa/settings/test') });
}

type ProvidersAnswer = { message: string; providers: Providers };

/** The building's own SMS and email accounts: what is set, never a secret (docs/notifications.md). */
export function useProviders() {
  return useQuery({
    queryKey: settingsKeys.providers,
    queryFn: async () => (await apiGet<ProvidersAnswer>('/notifications/providers')).providers,
  });
}

/** Replaces the channels named; the others stay. */
export function useSaveProviders() {
  return useMutation({
    mutationFn: (body: ProvidersRequest) => apiPut<ProvidersAnswer>('/notifications/providers', body),
    onSettled: useInvalidate(settingsKeys.providers),
  });
}

export function useRemoveProvider() {
  return useMutation({
    mutationFn: (channel: MessageChannel) => apiDelete<ProvidersAnswer>(`/notifications/providers/${channel}`),
    onSettled: useInvalidate(settingsKeys.providers),
  });
}

/** One message through the building's own account; the answer is the provider's, in words. */
export function useTestProvider() {
  return useMutation({
    mutationFn: (body: ProviderTestRequest) => apiPost<ProviderTestResponse>('/notifications/providers/test', body),
  });
}
