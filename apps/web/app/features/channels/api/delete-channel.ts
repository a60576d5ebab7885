import { channelEndpoints } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { channelsKey } from '@/lib/channels';

export async function deleteChannel(id: string): Promise<void> {
  await call(channelEndpoints.delete, { params: { id } });
}

export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey }),
  });
}
