import type {
  CreatePaymentRequest,
  LedgerPayment,
  LedgerPaymentStatus,
  PaymentResponse,
  ReasonRequest,
  Tenancy,
  UnmatchedItem,
} from '@safestay/contracts';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { apiDownload, apiGet, apiPost } from '../../lib/api-client';
import { fetchPage, monthPagePath, pagePath } from '../../lib/paging';
import { queryRoots, useInvalidate } from '../../lib/query';

export type PaymentFilter = 'all' | LedgerPaymentStatus;

export const paymentKeys = {
  all: queryRoots.payments,
  list: (filter: PaymentFilter, tenancyId: string | null, byMonth: boolean) =>
    [...queryRoots.payments, 'list', filter, tenancyId, byMonth ? 'by-month' : 'by-count'] as const,
  // Under payments: every change of money (ours or live) refreshes the balances shown.
  activeTenancies: [...queryRoots.payments, 'tenancies', 'active'] as const,
  unmatched: [...queryRoots.payments, 'mpesa-unmatched'] as const,
};

/** GET /payments with a status and a tenancy, when given. */
export function paymentsPath(filter: PaymentFilter, tenancyId: string | null): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('status', filter);
  if (tenancyId) params.set('tenancyId', tenancyId);
  const query = params.toString();
  return query ? `/payments?${query}` : '/payments';
}

/**
 * Payments, a landlord's building's or a tenant's own: with `byMonth` newest received first, a
 * month (at most 20) a page; otherwise newest recorded first, 50 a page (the landlord's "To
 * confirm" is that list with `pending`).
 */
export function usePaymentPages(filter: PaymentFilter, tenancyId: string | null, byMonth: boolean) {
  const pathOf = byMonth ? monthPagePath : pagePath;
  return useInfiniteQuery({
    queryKey: paymentKeys.list(filter, tenancyId, byMonth),
    queryFn: ({ pageParam }) => fetchPage<LedgerPayment>(pathOf(paymentsPath(filter, tenancyId), pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The landlord's tenants living there now, for "Record payment" (name, unit, balance). */
export function useActiveTenancies(enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.activeTenancies,
    queryFn: () => apiGet<Tenancy[]>('/tenancies?status=active'),
    enabled,
  });
}

const paymentPath = (id: string, action: string) => `/payments/${encodeURIComponent(id)}/${action}`;

/** Money moved: the lists, bills, dashboard figures, tenants' balances, statements and the audit log. */
const useInvalidateMoney = () =>
  useInvalidate(
    queryRoots.payments,
    queryRoots.bills,
    queryRoots.dashboard,
    queryRoots.tenants,
    queryRoots.statement,
    queryRoots.audit,
  );

/** A landlord records money received (confirmed at once); a tenant claims a payment (pending). */
export function useCreatePayment() {
  return useMutation({
    mutationFn: (body: CreatePaymentRequest) => apiPost<PaymentResponse>('/payments', body),
    onSettled: useInvalidateMoney(),
  });
}

export function useConfirmPayment() {
  return useMutation({
    mutationFn: (id: string) => apiPost<PaymentResponse>(paymentPath(id, 'confirm')),
    onSettled: useInvalidateMoney(),
  });
}

/** Reject a claim or reverse a confirmed payment, with a reason the tenant reads. */
export function useDecidePayment(action: 'reject' | 'reverse') {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReasonRequest }) =>
      apiPost<PaymentResponse>(paymentPath(id, action), body),
    onSettled: useInvalidateMoney(),
  });
}

/** The receipt PDF of a confirmed (or since reversed) payment, saved as the server names it. */
export const downloadPaymentReceipt = (payment: LedgerPayment) =>
  apiDownload(
    `/payments/${encodeURIComponent(payment._id)}/receipt`,
    `receipt-${(payment.receiptNumber ?? payment._id).toLowerCase()}.pdf`,
  );

/** Money that named no tenant, M-Pesa's and the bank's (docs/imports.md), with suggestions of whose it may be. */
export function useUnmatchedPayments() {
  return useQuery({
    queryKey: paymentKeys.unmatched,
    queryFn: () => apiGet<UnmatchedItem[]>('/payments/unmatched'),
  });
}

/** Says whose an unmatched payment is: it becomes their confirmed payment (and leaves the queue). */
export function useAssignUnmatched() {
  return useMutation({
    mutationFn: ({ id, tenancyId }: { id: string; tenancyId: string }) =>
      apiPost<PaymentResponse>(`/payments/unmatched/${encodeURIComponent(id)}/assign`, { tenancyId }),
    onSettled: useInvalidateMoney(),
  });
}
