import { latencyResponse, type LatencyRange } from '@tocsin/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { monitorsKey } from './query-keys';

export const monitorLatencyKey = (id: string) => [...monitorsKey, 'latency', id] as const;

export async function getLatency(id: string, range: LatencyRange, signal?: AbortSignal) {
  const body = await api(`/api/v1/monitors/${encodeURIComponent(id)}/latency?range=${range}`, {
    signal,
  });
  return latencyResponse.parse(body);
}

export function monitorLatencyQueryOptions(id: string, range: LatencyRange) {
  return queryOptions({
    queryKey: [...monitorLatencyKey(id), range],
    queryFn: ({ signal }) => getLatency(id, range, signal),
    // Keep the chart of the previous range on screen while the next one loads.
    placeholderData: keepPreviousData,
    // Response times change with every check, not only with a status change.
    refetchInterval: 60_000,
  });
}

export function useMonitorLatency(id: string, range: LatencyRange) {
  return useQuery(monitorLatencyQueryOptions(id, range));
}
