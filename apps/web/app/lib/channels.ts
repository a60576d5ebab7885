import { channelEndpoints } from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Every channel query starts with this key, so one invalidation refreshes the list. */
export const channelsKey = ['channels'] as const;
export const channelListKey = [...channelsKey, 'list'] as const;

export async function listChannels(signal?: AbortSignal) {
  return call(channelEndpoints.list, { signal });
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

export async function listChannelKinds(signal?: AbortSignal) {
  return call(channelEndpoints.kinds, { signal });
}

/**
 * Which kinds this server can send through (SMS and calls need a provider); it only changes when
 * the server is reconfigured.
 */
export function channelKindsQueryOptions() {
  return queryOptions({
    queryKey: [...channelsKey, 'kinds'],
    queryFn: ({ signal }) => listChannelKinds(signal),
    staleTime: Infinity,
  });
}

export function useChannelKinds() {
  return useQuery(channelKindsQueryOptions());
}
