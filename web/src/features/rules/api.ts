import type { Rule, RuleInput, RuleResponse, RulesCreatedResponse, RulesResponse } from '@safestay/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api-client';
import { queryRoots, useInvalidate } from '../../lib/query';

export const ruleKeys = { all: queryRoots.rules };

export async function fetchRules(): Promise<Rule[]> {
  return (await apiGet<RulesResponse>('/rules')).rules;
}

export function useRules() {
  return useQuery({ queryKey: ruleKeys.all, queryFn: fetchRules });
}

export const createRule = (rule: RuleInput) => apiPost<RulesCreatedResponse>('/rules', { rules: [rule] });
export const updateRule = (id: string, rule: RuleInput) =>
  apiPut<RuleResponse>(`/rules/${encodeURIComponent(id)}`, rule);
export const deleteRule = (id: string) => apiDelete<{ message: string }>(`/rules/${encodeURIComponent(id)}`);

/** docs/product.md §4: the list is fetched again after every save or delete. */
export function useSaveRule() {
  return useMutation({
    mutationFn: async ({ id, rule }: { id?: string; rule: RuleInput }): Promise<{ message: string }> =>
      id ? updateRule(id, rule) : createRule(rule),
    onSettled: useInvalidate(ruleKeys.all),
  });
}

export function useDeleteRule() {
  return useMutation({ mutationFn: deleteRule, onSettled: useInvalidate(ruleKeys.all) });
}
