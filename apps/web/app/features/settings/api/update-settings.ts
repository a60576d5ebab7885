import {
  meEndpoints,
  type MeResponse,
  type Settings,
  type UpdateSettingsInput,
} from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

export function updateSettings(input: UpdateSettingsInput): Promise<unknown> {
  return call(meEndpoints.updateSettings, { body: input });
}

/** Saves settings optimistically: the switch moves at once and moves back if the save fails. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: sessionQueryKey });
      const previous = queryClient.getQueryData<MeResponse | null>(sessionQueryKey);
      if (previous) {
        const settings: Settings = { ...previous.settings, ...input };
        queryClient.setQueryData<MeResponse>(sessionQueryKey, { ...previous, settings });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(sessionQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
