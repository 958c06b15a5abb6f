import type { Unit } from '@safestay/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { queryRoots } from './query';

/**
 * The units a tenant can be given now (vacant, not deactivated), for the unit pickers of the
 * Tenants screen (approving a request) and the Settings screen (an invite). Under the units
 * root, so any change to units refreshes it.
 */
export const vacantUnitsKey = [...queryRoots.units, 'vacant'] as const;

export const fetchVacantUnits = async () => (await apiGet<Unit[]>('/units')).filter((unit) => unit.status === 'vacant');

export function useVacantUnits(enabled = true) {
  return useQuery({ queryKey: vacantUnitsKey, queryFn: fetchVacantUnits, enabled });
}
