import { bulkMonitorResponse, type BulkMonitorInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

export async function bulkMonitors(input: BulkMonitorInput) {
  return bulkMonitorResponse.parse(
    await api('/api/v1/monitors/bulk', { method: 'POST', body: input }),
  );
}

export function useBulkMonitors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkMonitors,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorsKey }),
  });
}
