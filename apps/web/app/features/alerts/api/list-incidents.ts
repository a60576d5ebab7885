import { incidentEndpoints } from '@tocsin/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Every incident query starts with this key, so one invalidation refreshes lists and details. */
export const incidentsKey = ['incidents'] as const;
export const incidentListsKey = [...incidentsKey, 'list'] as const;

export type IncidentStatusFilter = 'open' | 'resolved' | 'all';

export interface IncidentFilter {
  status: IncidentStatusFilter;
  monitorId?: string;
}

const pageSize = 25;

export async function listWorkspaceIncidents(
  filter: IncidentFilter,
  before: string | null,
  signal?: AbortSignal,
) {
  const query = {
    status: filter.status,
    limit: pageSize,
    monitorId: filter.monitorId,
    before: before ?? undefined,
  };
  return call(incidentEndpoints.list, { query, signal });
}

/** Newest first; each older page starts at the `next` of the previous one. */
export function workspaceIncidentsQueryOptions(filter: IncidentFilter) {
  return infiniteQueryOptions({
    queryKey: [...incidentListsKey, filter],
    queryFn: ({ pageParam, signal }) => listWorkspaceIncidents(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // Keep the rows on screen while another filter loads, instead of a blank list.
    placeholderData: keepPreviousData,
    // Live events bring changes; this slow poll only covers a stream a proxy cut off.
    refetchInterval: 60_000,
  });
}

export function useWorkspaceIncidents(filter: IncidentFilter) {
  return useInfiniteQuery(workspaceIncidentsQueryOptions(filter));
}
