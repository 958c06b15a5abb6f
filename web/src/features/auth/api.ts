import {
  type AuthResponse,
  type AvailableApartment,
  type AvailableApartmentsResponse,
  type ChangePasswordRequest,
  type LoginRequest,
  MIN_BUILDING_SEARCH,
  type RegisterRequest,
  type UpdateMeRequest,
  type User,
} from '@safestay/contracts';
import { useEffect, useState } from 'react';
import { api, apiGet, apiPost } from '../../lib/api-client';

export function login(body: LoginRequest) {
  return apiPost<AuthResponse>('/auth/login', body);
}

export function register(body: RegisterRequest) {
  return apiPost<AuthResponse>('/auth/register', body);
}

/**
 * The ten buildings that best match `query` (docs/reliability.md §61); docs/product.md §7's list
 * may come plain or under `data`.
 */
export async function searchApartments(query: string): Promise<AvailableApartment[]> {
  const body = await apiGet<AvailableApartmentsResponse | AvailableApartment[]>(
    `/apartments/available?q=${encodeURIComponent(query)}`,
  );
  return Array.isArray(body) ? body : (body.data ?? []);
}

/** How long typing pauses before a search goes out. */
export const SEARCH_PAUSE_MS = 300;

export type BuildingSearch =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; query: string; results: AvailableApartment[] }
  | { status: 'failed' };

/**
 * The buildings matching what the tenant typed, searched once typing pauses, the last search
 * winning (an earlier one's answer is dropped). Under MIN_BUILDING_SEARCH characters
 * nothing is asked. Local state rather than TanStack Query: the sign-in screen is the first load
 * and stays free of the query library (docs/decisions/0012).
 */
export function useBuildingSearch(query: string): BuildingSearch {
  const [state, setState] = useState<BuildingSearch>({ status: 'idle' });
  const wanted = query.trim();
  useEffect(() => {
    if (wanted.length < MIN_BUILDING_SEARCH) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'searching' });
    const timer = setTimeout(() => {
      searchApartments(wanted).then(
        (results) => {
          if (current) setState({ status: 'done', query: wanted, results });
        },
        (error) => {
          console.warn('Could not search buildings', error);
          if (current) setState({ status: 'failed' });
        },
      );
    }, SEARCH_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [wanted]);
  return state;
}

export function changePassword(body: ChangePasswordRequest) {
  return apiPost<AuthResponse>('/auth/change-password', body);
}

/**
 * What a person chooses about themselves (their language); answers `{ message, user }`. `token`
 * is for the moment between signing in and storing the session.
 */
export function updateMe(body: UpdateMeRequest, token?: string) {
  return api<{ message: string; user: User }>(
    'PUT',
    '/auth/me',
    body,
    token ? { Authorization: `Bearer ${token}` } : {},
  );
}
