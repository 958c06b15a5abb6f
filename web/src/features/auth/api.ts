import type {
  AuthResponse,
  AvailableApartment,
  AvailableApartmentsResponse,
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
} from '@safestay/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client';

export function login(body: LoginRequest) {
  return apiPost<AuthResponse>('/auth/login', body);
}

export function register(body: RegisterRequest) {
  return apiPost<AuthResponse>('/auth/register', body);
}

/** SPEC.md §7: the list may come plain or under `data`. */
export async function fetchAvailableApartments(): Promise<AvailableApartment[]> {
  const body = await apiGet<AvailableApartmentsResponse | AvailableApartment[]>('/apartments/available');
  return Array.isArray(body) ? body : (body.data ?? []);
}

/** Fetched only in register mode (SPEC.md §2); a failure is logged and the list is empty (§8). */
export function useAvailableApartments(enabled: boolean) {
  return useQuery({
    queryKey: ['apartments', 'available'],
    queryFn: () =>
      fetchAvailableApartments().catch((error) => {
        console.warn('Could not load apartments', error);
        return [] as AvailableApartment[];
      }),
    enabled,
    staleTime: 0,
  });
}

export function changePassword(body: ChangePasswordRequest) {
  return apiPost<AuthResponse>('/auth/change-password', body);
}
