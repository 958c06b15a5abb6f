import type { Unit, UnitInput, UpdateUnitRequest } from '@safestay/contracts';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut } from '../../lib/api-client';
import { fetchPage, pagePath } from '../../lib/paging';
import { queryRoots, useInvalidate } from '../../lib/query';

export const unitKeys = { all: queryRoots.units, pages: [...queryRoots.units, 'pages'] as const };

/**
 * The Units screen's list a page at a time, in code order (a building of 1,000 houses stays
 * smooth); the first page says how many there are and how many stand vacant.
 */
export function useUnitPages() {
  return useInfiniteQuery({
    queryKey: unitKeys.pages,
    queryFn: ({ pageParam }) => fetchPage<Unit>(pagePath('/units', pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

type UnitResponse = { message: string; unit: Unit };

/** Adds a unit, or edits the one `id` names; the list is fetched again either way. */
export function useSaveUnit() {
  return useMutation({
    mutationFn: ({ id, unit }: { id?: string; unit: UnitInput | UpdateUnitRequest }) =>
      id ? apiPut<UnitResponse>(`/units/${encodeURIComponent(id)}`, unit) : apiPost<UnitResponse>('/units', unit),
    onSettled: useInvalidate(unitKeys.all),
  });
}

export function useDeactivateUnit() {
  return useMutation({
    mutationFn: (id: string) => apiDelete<UnitResponse>(`/units/${encodeURIComponent(id)}`),
    onSettled: useInvalidate(unitKeys.all),
  });
}

export function useImportUnits() {
  return useMutation({
    mutationFn: (csv: string) => apiPost<{ message: string; created: number; units: Unit[] }>('/units/import', { csv }),
    onSettled: useInvalidate(unitKeys.all),
  });
}
