import { monitorEndpoints, type UptimeRange } from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { historySearch } from '@/lib/monitor-latency';
import { monitorsKey } from '@/lib/query-keys';

/** All ranges of one monitor share this prefix, so a status change refreshes every tile. */
export const monitorUptimeKey = (id: string) => [...monitorsKey, 'uptime', id] as const;

/** `region`: what one region saw; null: the monitor's own verdicts. */
export async function getUptime(
  id: string,
  range: UptimeRange,
  region: string | null,
  signal?: AbortSignal,
) {
  const query = historySearch({ range }, region);
  return call(monitorEndpoints.uptime, { params: { id }, query, signal });
}

export function monitorUptimeQueryOptions(id: string, range: UptimeRange, region: string | null) {
  return queryOptions({
    queryKey: [...monitorUptimeKey(id), range, region],
    queryFn: ({ signal }) => getUptime(id, range, region, signal),
    // Checks that keep the status send no event, yet they still add observed time.
    refetchInterval: 60_000,
  });
}

export function useMonitorUptime(id: string, range: UptimeRange, region: string | null) {
  return useQuery(monitorUptimeQueryOptions(id, range, region));
}
