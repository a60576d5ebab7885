import { groupSchema, type GroupInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { monitorsKey } from '@/lib/query-keys';

/** Creates a group (`id` null) or renames one: one form, two verbs. */
export async function saveGroup({ id, input }: { id: string | null; input: GroupInput }) {
  const body = await api(
    id === null ? '/api/v1/monitor-groups' : `/api/v1/monitor-groups/${encodeURIComponent(id)}`,
    { method: id === null ? 'POST' : 'PATCH', body: input },
  );
  return groupSchema.parse(body);
}

export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorsKey }),
  });
}
