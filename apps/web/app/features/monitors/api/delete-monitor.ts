import { useMutation, useQueryClient } from '@tanstack/react-query';
import { monitorEndpoints } from '@tocsin/contract';
import { call } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

export async function deleteMonitor(id: string): Promise<void> {
  await call(monitorEndpoints.delete, { params: { id } });
}

export function useDeleteMonitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMonitor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorsKey }),
  });
}
