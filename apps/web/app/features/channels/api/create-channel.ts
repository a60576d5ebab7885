import { channelEndpoints, type ChannelInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { channelsKey } from '@/lib/channels';

/** The answer may carry a generated webhook `signingSecret`, returned this once only. */
export async function createChannel(input: ChannelInput) {
  return call(channelEndpoints.create, { body: input });
}

export function useCreateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey }),
  });
}
