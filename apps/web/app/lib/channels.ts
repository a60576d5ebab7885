import { channelListResponse } from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every channel query starts with this key, so one invalidation refreshes the list. */
export const channelsKey = ['channels'] as const;
export const channelListKey = [...channelsKey, 'list'] as const;

export async function listChannels(signal?: AbortSignal) {
  return channelListResponse.parse(await api('/api/v1/channels', { signal }));
}

export function channelsQueryOptions() {
  return queryOptions({
    queryKey: channelListKey,
    queryFn: ({ signal }) => listChannels(signal),
  });
}

export function useChannels() {
  return useQuery(channelsQueryOptions());
}
