import { groupEndpoints, type GroupInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

/** Creates a group (`id` null) or renames one: one form, two verbs. */
export async function saveGroup({ id, input }: { id: string | null; input: GroupInput }) {
  return id === null
    ? call(groupEndpoints.create, { body: input })
    : call(groupEndpoints.rename, { params: { id }, body: input });
}

export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorsKey }),
  });
}
