import { monitorEndpoints } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

/** `POST /monitors/:id/pause` or `/resume`: one operation with two verbs. */
export async function setMonitorPaused({ id, paused }: { id: string; paused: boolean }) {
  return call(paused ? monitorEndpoints.pause : monitorEndpoints.resume, { params: { id } });
}

export function useSetMonitorPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMonitorPaused,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorsKey }),
  });
}
