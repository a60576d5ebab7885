import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { channelsKey } from '@/lib/channels';

export async function deleteChannel(id: string): Promise<void> {
  await api(`/api/v1/channels/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey }),
  });
}
