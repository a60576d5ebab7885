import { apiKeyEndpoints, type ApiKeyInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { apiKeysKey } from './api-keys';

/** The answer carries the whole key in `key`: the only time it is ever sent. */
export async function createApiKey(input: ApiKeyInput) {
  return call(apiKeyEndpoints.create, { body: input });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
