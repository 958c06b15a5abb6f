import type { Unit, UnitInput, UpdateUnitRequest } from '@safestay/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api-client';
import { queryRoots, useInvalidate } from '../../lib/query';

export const unitKeys = { all: queryRoots.units };

export const fetchUnits = () => apiGet<Unit[]>('/units');

export function useUnits() {
  return useQuery({ queryKey: unitKeys.all, queryFn: fetchUnits });
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
