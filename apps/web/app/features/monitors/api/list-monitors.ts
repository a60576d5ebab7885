import { monitorEndpoints, type ListMonitorsQuery } from '@tocsin/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

export const monitorListsKey = [...monitorsKey, 'list'] as const;

export async function listMonitors(params: ListMonitorsQuery, signal?: AbortSignal) {
  return call(monitorEndpoints.list, { query: params, signal });
}

export function listMonitorsQueryOptions(params: ListMonitorsQuery) {
  return queryOptions({
    queryKey: [...monitorListsKey, params],
    queryFn: ({ signal }) => listMonitors(params, signal),
    // Keep the rows on screen while the next page or filter loads, instead of a blank table.
    placeholderData: keepPreviousData,
    // Live events bring status changes; this slow poll only covers a stream a proxy cut off.
    refetchInterval: 60_000,
  });
}

export function useMonitors(params: ListMonitorsQuery) {
  return useQuery(listMonitorsQueryOptions(params));
}
