import type {
  BatchReadingsRequest,
  Consumption,
  CreateMeterRequest,
  Meter,
  MeterKind,
  Rate,
  RateRequest,
  Reading,
  UnitCharges,
  UnitChargesRequest,
} from '@safestay/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../lib/api-client';
import { queryRoots, useInvalidate } from '../../lib/query';

// Meters, rates and readings (docs/utilities.md). A round makes charges: bills and the dashboard
// refresh with it.
export const meterKeys = {
  all: ['meters'] as const,
  list: (kind: MeterKind) => ['meters', 'list', kind] as const,
  rates: ['meters', 'rates'] as const,
  units: ['meters', 'units'] as const,
  mine: ['meters', 'mine'] as const,
  charges: ['meters', 'charges'] as const,
};

export function useMeters(kind: MeterKind) {
  return useQuery({ queryKey: meterKeys.list(kind), queryFn: () => apiGet<Meter[]>(`/meters?kind=${kind}`) });
}

export function useRates() {
  return useQuery({
    queryKey: meterKeys.rates,
    queryFn: () => apiGet<{ current: Rate[]; history: Rate[] }>('/utilities/rates'),
  });
}

/** The building's houses, for the owner's "Add a meter". */
export function useUnitChoices(enabled: boolean) {
  return useQuery({
    queryKey: meterKeys.units,
    queryFn: () => apiGet<{ _id: string; code: string }[]>('/units'),
    enabled,
  });
}

export function useRecordRound() {
  return useMutation({
    mutationFn: (body: BatchReadingsRequest) =>
      apiPost<{ message: string; readings: Reading[] }>('/meters/readings', body),
    onSettled: useInvalidate(meterKeys.all, queryRoots.bills, queryRoots.dashboard, queryRoots.audit),
  });
}

export function useSetRate() {
  return useMutation({
    mutationFn: ({ kind, body }: { kind: MeterKind; body: RateRequest }) =>
      apiPut<{ message: string; rate: Rate }>(`/utilities/rates/${kind}`, body),
    onSettled: useInvalidate(meterKeys.rates),
  });
}

export function useAddMeter() {
  return useMutation({
    mutationFn: (body: CreateMeterRequest) => apiPost<{ message: string; meter: Meter }>('/meters', body),
    onSettled: useInvalidate(meterKeys.all),
  });
}

/** A tenant's own readings and what each charged them. */
export function useMyConsumption() {
  return useQuery({ queryKey: meterKeys.mine, queryFn: () => apiGet<Consumption>('/me/consumption') });
}

/** Every house with its recurring monthly charges (docs/utilities.md "Recurring charges"). */
export function useUnitCharges() {
  return useQuery({ queryKey: meterKeys.charges, queryFn: () => apiGet<UnitCharges[]>('/units/charges') });
}

export function useSetUnitCharges() {
  return useMutation({
    mutationFn: ({ unitId, body }: { unitId: string; body: UnitChargesRequest }) =>
      apiPut<{ message: string; charges: UnitCharges }>(`/units/${unitId}/charges`, body),
    onSettled: useInvalidate(meterKeys.charges),
  });
}
