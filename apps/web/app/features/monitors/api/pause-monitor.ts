import { monitorSchema } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

/** `POST /monitors/:id/pause` or `/resume`: one operation with two verbs. */
export async function setMonitorPaused({ id, paused }: { id: string; paused: boolean }) {
  const action = paused ? 'pause' : 'resume';
  return monitorSchema.parse(
    await api(`/api/v1/monitors/${encodeURIComponent(id)}/${action}`, { method: 'POST' }),
  );
}

export function useSetMonitorPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMonitorPaused,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorsKey }),
  });
}
