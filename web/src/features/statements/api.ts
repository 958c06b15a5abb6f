import type { Statement, Tenancy } from '@safestay/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiDownload, apiGet } from '../../lib/api-client';
import { queryRoots } from '../../lib/query';

/** The dates a statement is cut to (YYYY-MM-DD), each optional. */
export interface StatementRange {
  from: string | null;
  to: string | null;
}

// Everything under queryRoots.statement: a change of money (ours or live) refetches it.
export const statementKeys = {
  all: queryRoots.statement,
  one: (tenancyId: string | null, range: StatementRange) =>
    [...queryRoots.statement, tenancyId ?? 'own', range.from, range.to] as const,
  tenancies: (status: 'active' | 'ended') => [...queryRoots.statement, 'tenancies', status] as const,
};

/** The statement path for the caller: a tenant's own (`tenancyId` null) or a tenancy the landlord reads. */
export function statementPath(
  tenancyId: string | null,
  range: StatementRange,
  as: 'pdf' | 'csv' | false = false,
): string {
  const base = tenancyId ? `/tenancies/${encodeURIComponent(tenancyId)}/statement` : '/me/statement';
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const query = params.toString();
  return `${base}${as ? `.${as}` : ''}${query ? `?${query}` : ''}`;
}

export function useStatement(tenancyId: string | null, range: StatementRange) {
  return useQuery({
    queryKey: statementKeys.one(tenancyId, range),
    queryFn: () => apiGet<Statement>(statementPath(tenancyId, range)),
  });
}

/** The PDF, saved under the server's name (statement-<account>.pdf). */
export const downloadStatement = (tenancyId: string | null, range: StatementRange) =>
  apiDownload(statementPath(tenancyId, range, 'pdf'), 'statement.pdf');

/** The landlord's tenancies of one status, for choosing whose statement to read. */
export function useTenancies(status: 'active' | 'ended', enabled: boolean) {
  return useQuery({
    queryKey: statementKeys.tenancies(status),
    queryFn: () => apiGet<Tenancy[]>(`/tenancies?status=${status}`),
    enabled,
  });
}
