import { alertRulesSchema, type AlertRules } from '@tocsin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertRulesKey } from '@/lib/query-keys';

const rulesPath = (monitorId: string) => `/api/v1/monitors/${encodeURIComponent(monitorId)}/alerts`;

export async function getAlertRules(monitorId: string, signal?: AbortSignal) {
  return alertRulesSchema.parse(await api(rulesPath(monitorId), { signal }));
}

export async function saveAlertRules({
  monitorId,
  rules,
}: {
  monitorId: string;
  rules: AlertRules;
}) {
  return alertRulesSchema.parse(await api(rulesPath(monitorId), { method: 'PUT', body: rules }));
}

export function alertRulesQueryOptions(monitorId: string) {
  return queryOptions({
    queryKey: alertRulesKey(monitorId),
    queryFn: ({ signal }) => getAlertRules(monitorId, signal),
  });
}

export function useAlertRules(monitorId: string) {
  return useQuery(alertRulesQueryOptions(monitorId));
}

export function useSaveAlertRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlertRules,
    onSuccess: (rules, { monitorId }) => queryClient.setQueryData(alertRulesKey(monitorId), rules),
  });
}
