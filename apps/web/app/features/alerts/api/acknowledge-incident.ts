import { incidentSummarySchema } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { incidentsKey } from './list-incidents';

/** Stops reminders and escalation for everyone; acknowledging twice changes nothing. */
export async function acknowledgeIncident(id: string) {
  return incidentSummarySchema.parse(
    await api(`/api/v1/incidents/${encodeURIComponent(id)}/acknowledge`, { method: 'POST' }),
  );
}

export function useAcknowledgeIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeIncident,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentsKey }),
  });
}
