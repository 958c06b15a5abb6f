import type {
  Bill,
  BillResponse,
  CreateChargeRequest,
  GenerateMonthlyBillsRequest,
  GenerateMonthlyBillsResponse,
  HowToPay,
  StkPrompt,
  StkRequest,
  Tenancy,
  UpdateBillRequest,
  UpdateBillResponse,
} from '@safestay/contracts';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { apiDownload, apiGet, apiPost, apiPut } from '../../lib/api-client';
import { fetchPage, monthPagePath, pagePath } from '../../lib/paging';
import { queryRoots, useInvalidate } from '../../lib/query';

export type BillFilter = 'all' | 'paid' | 'unpaid';

export const billKeys = {
  all: queryRoots.bills,
  own: [...queryRoots.bills, 'own'] as const,
  howToPay: [...queryRoots.bills, 'how-to-pay'] as const,
  landlord: (filter: BillFilter, tenantId: string | null) =>
    [...queryRoots.bills, 'landlord', filter, tenantId] as const,
};

/** docs/product.md §7: a tenant reads their own bills. */
export const fetchOwnBills = () => apiGet<Bill[]>('/bills/me');

export function useOwnBills() {
  return useQuery({ queryKey: billKeys.own, queryFn: fetchOwnBills });
}

/** The landlord's list path for a tab and an optional tenant filter. */
export function landlordBillsPath(filter: BillFilter, tenantId: string | null): string {
  const path = filter === 'all' ? '/bills/apartment' : `/bills/${filter}`;
  return tenantId ? `${path}?tenant=${encodeURIComponent(tenantId)}` : path;
}

/**
 * The landlord's bills a page at a time (24,000 bills stay smooth): newest due date first, the
 * building's a month of due dates (at most 20) a page, one tenant's few 50 a page;
 * `fetchNextPage` for the next. The first page says how many match and what they owe.
 */
export function useLandlordBills(filter: BillFilter, tenantId: string | null) {
  const pathOf = tenantId ? pagePath : monthPagePath;
  return useInfiniteQuery({
    queryKey: billKeys.landlord(filter, tenantId),
    queryFn: ({ pageParam }) => fetchPage<Bill>(pathOf(landlordBillsPath(filter, tenantId), pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const generateMonthlyBills = (body: GenerateMonthlyBillsRequest) =>
  apiPost<GenerateMonthlyBillsResponse>('/bills/generate-monthly', body);
export const payCash = (billId: string, amount: number) => apiPost<BillResponse>('/bills/pay-cash', { billId, amount });
/**
 * A tenant's "I paid in cash" for what they owe in all (docs/ledger.md "A tenant's bills"): a
 * claim the landlord confirms; the bill is their intent, the money settles the oldest due first.
 */
export const claimCash = (billId: string, amount: number) =>
  apiPost<unknown>('/payments', { billId, amount, method: 'cash' });
export const updateBill = (id: string, body: UpdateBillRequest) =>
  apiPut<UpdateBillResponse>(`/bills/${encodeURIComponent(id)}`, body);

export const downloadBill = (id: string) => apiDownload(`/bills/download/${encodeURIComponent(id)}`, `bill-${id}.pdf`);
export const downloadReceipt = (id: string) =>
  apiDownload(`/bills/download-receipt/${encodeURIComponent(id)}`, `receipt-${id}.pdf`);

export const createCharge = (body: CreateChargeRequest) => apiPost<BillResponse>('/bills', body);
export const voidBill = (id: string, reason: string) =>
  apiPost<BillResponse>(`/bills/${encodeURIComponent(id)}/void`, { reason });

/** The tenancies a charge can be for: the people living there now, with their units. */
export function useActiveTenancies(enabled: boolean) {
  return useQuery({
    queryKey: [...queryRoots.tenancies, 'active'] as const,
    queryFn: () => apiGet<Tenancy[]>('/tenancies?status=active'),
    enabled,
  });
}

/**
 * A change of money moves the lists, the dashboard, the tenants' balances, the payments, the
 * statements and the activity log (docs/ledger.md).
 */
export const useInvalidateBills = () =>
  useInvalidate(
    queryRoots.bills,
    queryRoots.dashboard,
    queryRoots.tenants,
    queryRoots.payments,
    queryRoots.statement,
    queryRoots.audit,
  );

export function useGenerateMonthlyBills() {
  return useMutation({ mutationFn: generateMonthlyBills, onSettled: useInvalidateBills() });
}

export function usePayCash() {
  return useMutation({
    mutationFn: ({ billId, amount }: { billId: string; amount: number }) => payCash(billId, amount),
    onSettled: useInvalidateBills(),
  });
}

export function useClaimCash() {
  return useMutation({
    mutationFn: ({ billId, amount }: { billId: string; amount: number }) => claimCash(billId, amount),
    onSettled: useInvalidateBills(),
  });
}

export function useUpdateBill() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBillRequest }) => updateBill(id, body),
    onSettled: useInvalidateBills(),
  });
}

export function useCreateCharge() {
  return useMutation({ mutationFn: createCharge, onSettled: useInvalidateBills() });
}

export function useVoidBill() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => voidBill(id, reason),
    onSettled: useInvalidateBills(),
  });
}

/** Where a tenant sends rent by M-Pesa, and whether "Pay now" can prompt their phone (docs/mpesa.md). */
export function useHowToPay(enabled: boolean) {
  return useQuery({
    queryKey: billKeys.howToPay,
    queryFn: () => apiGet<HowToPay>('/payments/mpesa/how-to-pay'),
    enabled,
  });
}

/**
 * "Pay now": M-Pesa prompts the tenant's phone for their PIN. The key is made once per attempt,
 * so a double tap or a resent request makes one prompt, not two.
 */
export function useStkPush() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: StkRequest; idempotencyKey: string }) =>
      apiPost<{ message: string; request: StkPrompt }>('/payments/mpesa/stk', body, {
        'Idempotency-Key': idempotencyKey,
      }),
  });
}

/** Where a prompt stands; asking also settles one whose callback never came (the server asks M-Pesa). */
export const fetchStkPrompt = (id: string) => apiGet<StkPrompt>(`/payments/mpesa/stk/${encodeURIComponent(id)}`);
