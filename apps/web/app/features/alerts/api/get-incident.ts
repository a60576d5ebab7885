import { incidentEndpoints } from '@tocsin/contract';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, isApiError } from '@/lib/api-client';
import { notificationsKey } from '@/lib/query-keys';
import { incidentsKey } from './list-incidents';

export const incidentDetailKey = (id: string) => [...incidentsKey, 'detail', id] as const;

export async function getIncident(id: string, signal?: AbortSignal) {
  return call(incidentEndpoints.get, { params: { id }, signal });
}

/** Opening an incident reads the inbox's notifications of it: the bell and inbox follow. */
export function incidentQueryOptions(id: string, queryClient?: QueryClient) {
  return queryOptions({
    queryKey: incidentDetailKey(id),
    queryFn: async ({ signal }) => {
      const incident = await getIncident(id, signal);
      void queryClient?.invalidateQueries({ queryKey: notificationsKey });
      return incident;
    },
    // A missing incident stays missing: say so at once rather than after three retries.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 3,
    // Deliveries retry on their own schedule; the live events cover most changes.
    refetchInterval: 30_000,
  });
}

export function useIncident(id: string) {
  return useQuery(incidentQueryOptions(id, useQueryClient()));
}
