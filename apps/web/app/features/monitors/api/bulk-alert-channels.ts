import { alertChannelsResponse, type BulkAlertChannelsInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertRulesRootKey } from '@/lib/query-keys';

/** Adds channels to the monitors' own, or replaces them; answers how many monitors changed. */
export async function setAlertChannels(input: BulkAlertChannelsInput) {
  return alertChannelsResponse.parse(
    await api('/api/v1/monitors/bulk/alert-channels', { method: 'POST', body: input }),
  );
}

export function useSetAlertChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAlertChannels,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertRulesRootKey }),
  });
}
