import { monitorEndpoints } from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

export const monitorIncidentsKey = (id: string) => [...monitorsKey, 'incidents', id] as const;

export async function listIncidents(id: string, signal?: AbortSignal) {
  return call(monitorEndpoints.incidents, { params: { id }, query: { limit: 20 }, signal });
}

/** Incidents open and close with status changes, so the live events keep this fresh. */
export function monitorIncidentsQueryOptions(id: string) {
  return queryOptions({
    queryKey: monitorIncidentsKey(id),
    queryFn: ({ signal }) => listIncidents(id, signal),
  });
}

export function useMonitorIncidents(id: string) {
  return useQuery(monitorIncidentsQueryOptions(id));
}
