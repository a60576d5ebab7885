import { channelEndpoints, type Channel, type UpdateChannelInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { channelListKey, channelsKey } from '@/lib/channels';

/** Secret fields left out of `config` keep their stored values; the kind cannot change. */
export async function updateChannel({ id, input }: { id: string; input: UpdateChannelInput }) {
  return call(channelEndpoints.update, { params: { id }, body: input });
}

export function useUpdateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChannel,
    // Enabling or disabling moves the switch at once and moves it back if the save fails.
    onMutate: async ({ id, input }) => {
      if (input.enabled === undefined) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: channelListKey });
      const previous = queryClient.getQueryData<{ items: Channel[] }>(channelListKey);
      if (previous) {
        queryClient.setQueryData(channelListKey, {
          items: previous.items.map((c) => (c.id === id ? { ...c, enabled: !!input.enabled } : c)),
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(channelListKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelsKey }),
  });
}
