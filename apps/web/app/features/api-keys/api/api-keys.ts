import { apiKeyEndpoints } from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Every query of the workspace's API keys starts with this key. */
export const apiKeysKey = ['api-keys'] as const;

export async function getApiKeys(signal?: AbortSignal) {
  return call(apiKeyEndpoints.list, { signal });
}

export function apiKeysQueryOptions() {
  return queryOptions({ queryKey: apiKeysKey, queryFn: ({ signal }) => getApiKeys(signal) });
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
