import type { BankMapping, ImportAnswer } from '@safestay/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, apiGet, apiPut } from '../../lib/api-client';
import { queryRoots, useInvalidate } from '../../lib/query';

export type StatementKind = 'mpesa' | 'bank';

const pathOf = (kind: StatementKind) => (kind === 'mpesa' ? '/payments/mpesa/statements' : '/payments/bank-statements');
const mappingKey = [...queryRoots.payments, 'bank-mapping'] as const;

/** Sends the statement file: `dryRun` previews (nothing recorded), else records it in one go. */
export function useImportStatement() {
  const invalidate = useInvalidate(queryRoots.payments, queryRoots.bills, queryRoots.dashboard);
  return useMutation({
    mutationFn: ({ kind, file, dryRun }: { kind: StatementKind; file: Blob; dryRun: boolean }) =>
      api<ImportAnswer>('POST', `${pathOf(kind)}${dryRun ? '?dryRun=1' : ''}`, file),
    onSuccess: (answer) => {
      if (!answer.dryRun) void invalidate();
    },
  });
}

/** The building's bank columns (null until saved). */
export function useBankMapping() {
  return useQuery({
    queryKey: mappingKey,
    queryFn: () => apiGet<{ mapping: BankMapping | null }>('/payments/bank-statements/mapping'),
  });
}

export function useSaveBankMapping() {
  const invalidate = useInvalidate(mappingKey);
  return useMutation({
    mutationFn: (mapping: BankMapping) =>
      apiPut<{ message: string; mapping: BankMapping | null }>('/payments/bank-statements/mapping', mapping),
    onSuccess: () => invalidate(),
  });
}
