import { monitorEndpoints, type CreateMonitorInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

/** A new monitor, with the alert rules chosen in the form (the workspace defaults without). */
export async function createMonitor(input: CreateMonitorInput) {
  return call(monitorEndpoints.create, { body: input });
}

export function useCreateMonitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMonitor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorsKey }),
  });
}
