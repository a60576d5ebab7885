import { latencyResponse, type LatencyRange } from '@tocsin/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { monitorsKey } from './query-keys';

export const monitorLatencyKey = (id: string) => [...monitorsKey, 'latency', id] as const;

/** `region`: what one region saw; null: the monitor's own verdicts. */
export async function getLatency(
  id: string,
  range: LatencyRange,
  region: string | null,
  signal?: AbortSignal,
) {
  const search = historySearch({ range }, region);
  const body = await api(`/api/v1/monitors/${encodeURIComponent(id)}/latency?${search}`, {
    signal,
  });
  return latencyResponse.parse(body);
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

/** A history request's query string, with the region when one is chosen. */
export function historySearch(params: Record<string, string>, region: string | null) {
  const search = new URLSearchParams(params);
  if (region !== null) search.set('region', region);
  return search;
}
