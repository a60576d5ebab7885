import { apiKeyListResponse } from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query of the workspace's API keys starts with this key. */
export const apiKeysKey = ['api-keys'] as const;

export async function getApiKeys(signal?: AbortSignal) {
  return apiKeyListResponse.parse(await api('/api/v1/api-keys', { signal }));
}

export function apiKeysQueryOptions() {
  return queryOptions({ queryKey: apiKeysKey, queryFn: ({ signal }) => getApiKeys(signal) });
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
