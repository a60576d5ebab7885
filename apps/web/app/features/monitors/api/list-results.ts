import { monitorEndpoints } from '@tocsin/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { historySearch } from '@/lib/monitor-latency';
import { monitorsKey } from '@/lib/query-keys';

const pageSize = 50;

export const monitorResultsKey = (id: string) => [...monitorsKey, 'results', id] as const;

/** `region`: what one region saw; null: the monitor's own verdicts. */
export async function listResults(
  id: string,
  before: string | null,
  region: string | null,
  signal?: AbortSignal,
) {
  const query = historySearch({ limit: String(pageSize) }, region);
  return call(monitorEndpoints.results, {
    params: { id },
    query: { ...query, before: before ?? undefined },
    signal,
  });
}

/** Newest checks first; each older page starts where the previous one's `nextBefore` points. */
export function monitorResultsQueryOptions(id: string, region: string | null) {
  return infiniteQueryOptions({
    queryKey: [...monitorResultsKey(id), region],
    queryFn: ({ pageParam, signal }) => listResults(id, pageParam, region, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    // A check that keeps the status sends no event, so the table also refreshes slowly.
    refetchInterval: 60_000,
  });
}

export function useMonitorResults(id: string, region: string | null) {
  return useInfiniteQuery(monitorResultsQueryOptions(id, region));
}
