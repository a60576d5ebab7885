import { monitorEndpoints, type BulkMonitorInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

export async function bulkMonitors(input: BulkMonitorInput) {
  return call(monitorEndpoints.bulk, { body: input });
}

export function useBulkMonitors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkMonitors,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorsKey }),
  });
}
