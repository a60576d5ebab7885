import { channelKindsResponse } from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { channelsKey } from '@/lib/channels';

export async function listChannelKinds(signal?: AbortSignal) {
  return channelKindsResponse.parse(await api('/api/v1/channels/kinds', { signal }));
}

/** Which kinds this server can send through; it only changes when the server is reconfigured. */
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
