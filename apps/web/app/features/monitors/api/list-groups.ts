import { groupEndpoints } from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

/** Under the monitors key: a change to any monitor may change a group's counts. */
export const monitorGroupsKey = [...monitorsKey, 'groups'] as const;

export async function listGroups(signal?: AbortSignal) {
  return call(groupEndpoints.list, { signal });
}

export function groupsQueryOptions() {
  return queryOptions({
    queryKey: monitorGroupsKey,
    queryFn: ({ signal }) => listGroups(signal),
    // As the list: live events bring changes, this slow poll covers a cut stream.
    refetchInterval: 60_000,
  });
}

export function useGroups() {
  return useQuery(groupsQueryOptions());
}
