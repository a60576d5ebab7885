import { createdChannelResponse, type ChannelInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { channelsKey } from '@/lib/channels';

/** The answer may carry a generated webhook `signingSecret`, returned this once only. */
export async function createChannel(input: ChannelInput) {
  return createdChannelResponse.parse(
    await api('/api/v1/channels', { method: 'POST', body: input }),
  );
}

export function useCreateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey }),
  });
}
