import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiKeysKey } from './api-keys';

export async function revokeApiKey(id: string): Promise<void> {
  await api(`/api/v1/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
