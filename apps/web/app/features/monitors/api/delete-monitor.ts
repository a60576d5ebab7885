import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

export async function deleteMonitor(id: string): Promise<void> {
  await api(`/api/v1/monitors/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteMonitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMonitor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorsKey }),
  });
}
