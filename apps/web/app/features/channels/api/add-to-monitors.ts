import { alertEndpoints, monitorEndpoints } from '@tocsin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { alertRulesRootKey, monitorsKey } from '@/lib/query-keys';

/** How many monitors the workspace has: what "add to all monitors" would reach. */
export async function countMonitors(signal?: AbortSignal) {
  const page = await call(monitorEndpoints.list, { query: { pageSize: 1 }, signal });
  return page.total;
}

export function monitorCountQueryOptions() {
  return queryOptions({
    queryKey: [...monitorsKey, 'count'],
    queryFn: ({ signal }) => countMonitors(signal),
  });
}

export function useMonitorCount(enabled: boolean) {
  return useQuery({ ...monitorCountQueryOptions(), enabled });
}

/** Adds a channel to every monitor's alert rules; answers how many did not have it yet. */
export async function addToAllMonitors(channelId: string) {
  return call(alertEndpoints.addChannelToMonitors, { params: { id: channelId } });
}

export function useAddToAllMonitors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToAllMonitors,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertRulesRootKey }),
  });
}
