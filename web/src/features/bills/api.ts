import type {
  Bill,
  BillResponse,
  GenerateMonthlyBillsRequest,
  GenerateMonthlyBillsResponse,
  Role,
  UpdateBillRequest,
} from '@safestay/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiGet, apiPost, apiPut } from '../../lib/api-client';
import { fetchPage, type ListPage, pagePath } from '../../lib/paging';

export type BillFilter = 'all' | 'paid' | 'unpaid';

/** docs/product.md §7: a tenant reads /bills/me; a landlord /bills/apartment, /bills/paid or /bills/unpaid. */
export function fetchBills(role: Role, filter: BillFilter, tenantId?: string): Promise<Bill[]> {
  if (role === 'Tenant') return apiGet<Bill[]>('/bills/me');
  const path = filter === 'all' ? '/bills/apartment' : `/bills/${filter}`;
  return apiGet<Bill[]>(tenantId ? `${path}?tenant=${encodeURIComponent(tenantId)}` : path);
}

/** docs/product.md §8: a failed fetch is only logged and the list is empty. */
export function useBills(role: Role | undefined, filter: BillFilter, tenantId?: string) {
  return useQuery({
    queryKey: ['bills', role, role === 'Tenant' ? 'all' : filter, tenantId ?? null],
    queryFn: () =>
      fetchBills(role as Role, filter, tenantId).catch((error) => {
        console.warn('Could not load bills', error);
        return [] as Bill[];
      }),
    enabled: role !== undefined,
  });
}

const EMPTY_PAGE: ListPage<Bill> = { items: [], nextCursor: null, total: 0 };

/** The landlord's list path for a tab and an optional tenant filter. */
export function landlordBillsPath(filter: BillFilter, tenantId?: string): string {
  const path = filter === 'all' ? '/bills/apartment' : `/bills/${filter}`;
  return tenantId ? `${path}?tenant=${encodeURIComponent(tenantId)}` : path;
}

/**
 * The landlord's bills a page at a time (24,000 bills stay smooth): newest due date
 * first, `fetchNextPage` for "Show more". A failed page is logged and ends the list (docs/product.md §8).
 */
export function useLandlordBills(enabled: boolean, filter: BillFilter, tenantId?: string) {
  return useInfiniteQuery({
    queryKey: ['bills', 'Landlord', filter, tenantId ?? null, 'pages'],
    queryFn: ({ pageParam }) =>
      fetchPage<Bill>(pagePath(landlordBillsPath(filter, tenantId), pageParam)).catch((error) => {
        console.warn('Could not load bills', error);
        return EMPTY_PAGE;
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

export const generateMonthlyBills = (body: GenerateMonthlyBillsRequest) =>
  apiPost<GenerateMonthlyBillsResponse>('/bills/generate-monthly', body);
export const payCash = (billId: string, amount: number) => apiPost<BillResponse>('/bills/pay-cash', { billId, amount });
export const updateBill = (id: string, body: UpdateBillRequest) =>
  apiPut<BillResponse>(`/bills/${encodeURIComponent(id)}`, body);

export const downloadBill = (id: string) => apiDownload(`/bills/download/${encodeURIComponent(id)}`, `bill-${id}.pdf`);
export const downloadReceipt = (id: string) =>
  apiDownload(`/bills/download-receipt/${encodeURIComponent(id)}`, `receipt-${id}.pdf`);

/** A bill change moves the lists, the dashboard counts and the tenants' pending-bill stats. */
function useInvalidateBills() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['bills'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      queryClient.invalidateQueries({ queryKey: ['tenants'] }),
    ]);
}

export function useGenerateMonthlyBills() {
  const invalidate = useInvalidateBills();
  return useMutation({ mutationFn: generateMonthlyBills, onSuccess: invalidate });
}

export function usePayCash() {
  const invalidate = useInvalidateBills();
  return useMutation({
    mutationFn: ({ billId, amount }: { billId: string; amount: number }) => payCash(billId, amount),
    onSuccess: invalidate,
  });
}

export function useUpdateBill() {
  const invalidate = useInvalidateBills();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBillRequest }) => updateBill(id, body),
    onSuccess: invalidate,
  });
}
