import { meEndpoints, type MeResponse, type NameInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

/** Saves the first and last name; the server makes the display name 'First Last' from them. */
export function updateName(input: NameInput): Promise<MeResponse> {
  return call(meEndpoints.update, { body: input });
}

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateName,
    onSuccess: (me) => queryClient.setQueryData(sessionQueryKey, me),
  });
}
