import { monitorSchema, type MonitorInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

export async function createMonitor(input: MonitorInput) {
  return monitorSchema.parse(await api('/api/v1/monitors', { method: 'POST', body: input }));
}

export function useCreateMonitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMonitor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorsKey }),
  });
}
