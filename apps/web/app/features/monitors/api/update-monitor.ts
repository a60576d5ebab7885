import { monitorEndpoints, type MonitorInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

/** The server merges the fields sent into the monitor's settings; the type cannot change. */
export async function updateMonitor({ id, input }: { id: string; input: Partial<MonitorInput> }) {
  return call(monitorEndpoints.update, { params: { id }, body: input });
}

export function useUpdateMonitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMonitor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorsKey }),
  });
}
