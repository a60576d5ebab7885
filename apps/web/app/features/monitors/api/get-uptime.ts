import { uptimeResponse, type UptimeRange } from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

/** All ranges of one monitor share this prefix, so a status change refreshes every tile. */
export const monitorUptimeKey = (id: string) => [...monitorsKey, 'uptime', id] as const;

export async function getUptime(id: string, range: UptimeRange, signal?: AbortSignal) {
  const body = await api(`/api/v1/monitors/${encodeURIComponent(id)}/uptime?range=${range}`, {
    signal,
  });
  return uptimeResponse.parse(body);
}

export function monitorUptimeQueryOptions(id: string, range: UptimeRange) {
  return queryOptions({
    queryKey: [...monitorUptimeKey(id), range],
    queryFn: ({ signal }) => getUptime(id, range, signal),
    // Checks that keep the status send no event, yet they still add observed time.
    refetchInterval: 60_000,
  });
}

export function useMonitorUptime(id: string, range: UptimeRange) {
  return useQuery(monitorUptimeQueryOptions(id, range));
}
