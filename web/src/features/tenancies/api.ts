import {
  type InvitePreview,
  type MeResponse,
  TENANCY_ENDED,
  TENANCY_PENDING,
  TENANCY_REJECTED,
} from '@safestay/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../lib/api-client';
import { queryRoots } from '../../lib/query';
import { currentUserId, getSession, saveSession } from '../../lib/session';

export const meKeys = { all: queryRoots.me };
// Under the invites root, but keyed by the code: a landlord's invite lists never share it.
export const invitePreviewKey = (code: string) => [...queryRoots.invites, 'preview', code] as const;

/** How often the waiting screen asks whether the landlord has answered. */
export const APPROVAL_POLL_MS = 30_000;

/**
 * GET /auth/me, which answers every signed-in person whatever their tenancy. When the server's
 * user differs from the stored one (the landlord approved, turned down or moved out this tenant),
 * it replaces it with the same token, and the app shell shows what they may now use.
 */
export async function fetchMe(): Promise<MeResponse> {
  const me = await apiGet<MeResponse>('/auth/me');
  const { token, user } = getSession();
  if (token && user && currentUserId() === me.user.id && JSON.stringify(user) !== JSON.stringify(me.user)) {
    saveSession(token, me.user);
  }
  return me;
}

/** The signed-in person and their tenancy; `poll` asks again every APPROVAL_POLL_MS. */
export function useMe({ poll = false }: { poll?: boolean } = {}) {
  return useQuery({ queryKey: meKeys.all, queryFn: fetchMe, refetchInterval: poll ? APPROVAL_POLL_MS : false });
}

const TENANCY_REFUSALS = new Set<string | undefined>([TENANCY_PENDING, TENANCY_REJECTED, TENANCY_ENDED]);

/**
 * The query client's error hook (app/routed-app.tsx): a 403 saying this tenant's tenancy is not
 * active means the landlord acted while they were signed in, so the session's user is fetched
 * afresh. However many calls failed together, one request goes (fetchQuery shares it); /auth/me's
 * own failures never ask again.
 */
export function refreshAfterTenancyRefusal(queryClient: QueryClient, error: unknown, queryKey?: readonly unknown[]) {
  if (!(error instanceof ApiError) || error.status !== 403 || !TENANCY_REFUSALS.has(error.code)) return;
  if (queryKey?.[0] === meKeys.all[0]) return;
  queryClient
    .fetchQuery({ queryKey: meKeys.all, queryFn: fetchMe, staleTime: 0 })
    .catch((failure) => console.warn('Could not refresh the signed-in account', failure));
}

/** GET /invites/:code (no session needed): the building, landlord and unit, or why the code cannot be used. */
export const fetchInvitePreview = (code: string) => apiGet<InvitePreview>(`/invites/${encodeURIComponent(code)}`);

export function useInvitePreview(code: string) {
  return useQuery({
    queryKey: invitePreviewKey(code),
    queryFn: () => fetchInvitePreview(code),
    // Read once: the form below must not turn into "already used" when the registration uses it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
