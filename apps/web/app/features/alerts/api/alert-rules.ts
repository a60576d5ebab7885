import { alertEndpoints, type AlertRules } from '@tocsin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { alertRulesKey } from '@/lib/query-keys';

export async function getAlertRules(monitorId: string, signal?: AbortSignal) {
  return call(alertEndpoints.rules, { params: { id: monitorId }, signal });
}

export async function saveAlertRules({
  monitorId,
  rules,
}: {
  monitorId: string;
  rules: AlertRules;
}) {
  return call(alertEndpoints.saveRules, { params: { id: monitorId }, body: rules });
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
