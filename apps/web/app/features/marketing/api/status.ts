import { statusResponse } from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const statusKey = ['status'] as const;

export async function getStatus(signal?: AbortSignal) {
  return statusResponse.parse(await api('/api/v1/status', { signal }));
}

export function statusQueryOptions() {
  return queryOptions({
    queryKey: statusKey,
    queryFn: ({ signal }) => getStatus(signal),
    // A live view: refreshed twice a minute, and a failure shown at once (it is the news).
    refetchInterval: 30_000,
    retry: false,
  });
}

export function useStatus() {
  return useQuery(statusQueryOptions());
}
