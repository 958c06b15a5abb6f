import type { Rule, RuleInput, RuleResponse, RulesResponse } from '@safestay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api-client';

/** docs/product.md §7: an object with a rules array, or a plain array. */
export async function fetchRules(): Promise<Rule[]> {
  const body = await apiGet<RulesResponse | Rule[]>('/rules');
  return Array.isArray(body) ? body : (body.rules ?? []);
}

/** docs/product.md §8: a failed fetch is only logged and the list is empty. */
export function useRules() {
  return useQuery({
    queryKey: ['rules'],
    queryFn: () =>
      fetchRules().catch((error) => {
        console.warn('Could not load rules', error);
        return [] as Rule[];
      }),
  });
}

export const createRule = (rule: RuleInput) => apiPost<{ message: string; rules: Rule[] }>('/rules', { rules: [rule] });
export const updateRule = (id: string, rule: RuleInput) =>
  apiPut<RuleResponse>(`/rules/${encodeURIComponent(id)}`, rule);
export const deleteRule = (id: string) => apiDelete<{ message: string }>(`/rules/${encodeURIComponent(id)}`);

/** docs/product.md §4: the list is re-fetched after every save or delete. */
function useRefetchRules() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['rules'] });
}

export function useSaveRule() {
  const refetch = useRefetchRules();
  return useMutation({
    mutationFn: async ({ id, rule }: { id?: string; rule: RuleInput }): Promise<unknown> =>
      id ? updateRule(id, rule) : createRule(rule),
    onSettled: refetch,
  });
}

export function useDeleteRule() {
  const refetch = useRefetchRules();
  return useMutation({ mutationFn: deleteRule, onSettled: refetch });
}
