import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

/** Removes the group; its monitors stay, in no group. */
export async function deleteGroup(id: string): Promise<void> {
  await api(`/api/v1/monitor-groups/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    // Its monitors' group changed too, so every monitor query.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorsKey }),
  });
}
