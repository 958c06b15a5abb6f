import type {
  AuthResponse,
  AvailableApartment,
  AvailableApartmentsResponse,
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
} from '@safestay/contracts';
import { useEffect, useState } from 'react';
import { apiGet, apiPost } from '../../lib/api-client';

export function login(body: LoginRequest) {
  return apiPost<AuthResponse>('/auth/login', body);
}

export function register(body: RegisterRequest) {
  return apiPost<AuthResponse>('/auth/register', body);
}

/** docs/product.md §7: the list may come plain or under `data`. */
export async function fetchAvailableApartments(): Promise<AvailableApartment[]> {
  const body = await apiGet<AvailableApartmentsResponse | AvailableApartment[]>('/apartments/available');
  return Array.isArray(body) ? body : (body.data ?? []);
}

/**
 * Fetched only in register mode, afresh each time it is entered (docs/product.md §2); a failure is logged
 * and the list is empty (§8). Local state rather than TanStack Query: the sign-in screen is the
 * first load and stays free of the query library (docs/decisions/0012).
 */
export function useAvailableApartments(enabled: boolean) {
  const [state, setState] = useState<{ data: AvailableApartment[]; isFetching: boolean }>({
    data: [],
    isFetching: false,
  });
  useEffect(() => {
    if (!enabled) {
      setState({ data: [], isFetching: false });
      return;
    }
    let current = true;
    setState({ data: [], isFetching: true });
    fetchAvailableApartments()
      .catch((error) => {
        console.warn('Could not load apartments', error);
        return [] as AvailableApartment[];
      })
      .then((data) => {
        if (current) setState({ data, isFetching: false });
      });
    return () => {
      current = false;
    };
  }, [enabled]);
  return state;
}

export function changePassword(body: ChangePasswordRequest) {
  return apiPost<AuthResponse>('/auth/change-password', body);
}
