import type { Apartment, CreateApartmentRequest, Portfolio, User } from '@safestay/contracts';
import { hashKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ownedKey } from '../../lib/acting-role';
import { runAction } from '../../lib/action';
import { apiGet, apiPost, apiPut } from '../../lib/api-client';
import { chooseBuilding } from '../../lib/building';
import { queryRoots, useInvalidate } from '../../lib/query';
import { getSession, saveSession } from '../../lib/session';

export const buildingKeys = {
  all: queryRoots.buildings,
  // Under the dashboard root too: whatever moves a building's figures refreshes the portfolio.
  portfolio: [...queryRoots.dashboard, 'portfolio'] as const,
};

export function usePortfolio() {
  return useQuery({
    queryKey: buildingKeys.portfolio,
    staleTime: 0,
    queryFn: () => apiGet<Portfolio>('/dashboard/portfolio'),
  });
}

export function useAddBuilding() {
  return useMutation({
    mutationFn: (building: CreateApartmentRequest) =>
      apiPost<{ message: string; apartment: Apartment }>('/apartments', building),
    onSettled: useInvalidate(buildingKeys.all, buildingKeys.portfolio),
  });
}

/**
 * Switches this tab to another building without a page load (docs/portfolio.md "In the web app"):
 * from the next request on, every call and the live connection name it; every cached answer was
 * the old building's, so the cache starts again and the screens fetch anew, from the new
 * building's dashboard. The account remembers it as the one to open first; the new building on
 * the screen is the answer, so only a failure to remember it is said.
 */
export function useSwitchBuilding() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (apartmentId: string) => {
    chooseBuilding(apartmentId);
    // The caller's buildings are the same from any of them: kept, so the role there is known at once.
    void queryClient.resetQueries({ predicate: (query) => query.queryHash !== hashKey(ownedKey) });
    navigate('/dashboard');
    void runAction(() =>
      apiPut<{ message: string; user: User }>('/auth/me', { apartmentId }).then(({ user }) => ({ user })),
    ).then((outcome) => {
      const { token } = getSession();
      if (outcome.ok && token) saveSession(token, outcome.result.user);
    });
  };
}
