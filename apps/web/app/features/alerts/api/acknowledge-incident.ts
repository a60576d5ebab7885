import { incidentEndpoints } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { notificationsKey } from '@/lib/query-keys';
import { incidentsKey } from './list-incidents';

/** Stops reminders and escalation for everyone; acknowledging twice changes nothing. */
export async function acknowledgeIncident(id: string) {
  return call(incidentEndpoints.acknowledge, { params: { id } });
}

export function useAcknowledgeIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeIncident,
    // Acknowledging reads the inbox's notifications of it too: the bell follows.
    onSuccess: () =>
      Promise.all(
        [incidentsKey, notificationsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
