import { monitorEndpoints, type LatencyRange } from '@tocsin/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { monitorsKey } from './query-keys';

export const monitorLatencyKey = (id: string) => [...monitorsKey, 'latency', id] as const;

/** `region`: what one region saw; null: the monitor's own verdicts. */
export async function getLatency(
  id: string,
  range: LatencyRange,
  region: string | null,
  signal?: AbortSignal,
) {
  const query = historySearch({ range }, region);
  return call(monitorEndpoints.latency, { params: { id }, query, signal });
}

export function monitorLatencyQueryOptions(
  id: string,
  range: LatencyRange,
  region: string | null = null,
) {
  return queryOptions({
    queryKey: [...monitorLatencyKey(id), range, region],
    queryFn: ({ signal }) => getLatency(id, range, region, signal),
    // Keep the chart of the previous range on screen while the next one loads.
    placeholderData: keepPreviousData,
    // Response times change with every check, not only with a status change.
    refetchInterval: 60_000,
  });
}

export function useMonitorLatency(id: string, range: LatencyRange, region: string | null) {
  return useQuery(monitorLatencyQueryOptions(id, range, region));
}

/** A history request's query, with the region when one is chosen. */
export function historySearch<P extends Record<string, string>>(params: P, region: string | null) {
  return region === null ? params : { ...params, region };
}
