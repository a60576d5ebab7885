import { monitorEndpoints } from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

export const monitorDetailKey = (id: string) => [...monitorsKey, 'detail', id] as const;

export async function getMonitor(id: string, signal?: AbortSignal) {
  return call(monitorEndpoints.get, { params: { id }, signal });
}

export function monitorQueryOptions(id: string) {
  return queryOptions({
    queryKey: monitorDetailKey(id),
    queryFn: ({ signal }) => getMonitor(id, signal),
  });
}

export function useMonitor(id: string) {
  return useQuery(monitorQueryOptions(id));
}
