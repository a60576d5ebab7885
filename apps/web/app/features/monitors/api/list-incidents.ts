import { incidentListResponse } from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

export const monitorIncidentsKey = (id: string) => [...monitorsKey, 'incidents', id] as const;

export async function listIncidents(id: string, signal?: AbortSignal) {
  const body = await api(`/api/v1/monitors/${encodeURIComponent(id)}/incidents?limit=20`, {
    signal,
  });
  return incidentListResponse.parse(body);
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
