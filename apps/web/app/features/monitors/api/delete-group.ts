import { groupEndpoints } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

/** Removes the group; its monitors stay, in no group. */
export async function deleteGroup(id: string): Promise<void> {
  await call(groupEndpoints.delete, { params: { id } });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    // Its monitors' group changed too, so every monitor query.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorsKey }),
  });
}
