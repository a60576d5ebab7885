import { alertEndpoints, type BulkAlertChannelsInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { alertRulesRootKey } from '@/lib/query-keys';

/** Adds channels to the monitors' own, or replaces them; answers how many monitors changed. */
export async function setAlertChannels(input: BulkAlertChannelsInput) {
  return call(alertEndpoints.bulkChannels, { body: input });
}

export function useSetAlertChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAlertChannels,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertRulesRootKey }),
  });
}
