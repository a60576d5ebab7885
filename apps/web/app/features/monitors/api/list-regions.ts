import { checkEndpoints } from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export async function listRegions(signal?: AbortSignal) {
  return call(checkEndpoints.regions, { signal });
}

/** The regions checks can come from, and which have a probe reporting now. */
export function regionsQueryOptions() {
  return queryOptions({
    queryKey: ['regions'],
    queryFn: ({ signal }) => listRegions(signal),
    staleTime: 10_000,
    refetchInterval: 15_000,
  });
}

export const useRegions = () => useQuery(regionsQueryOptions()).data;
