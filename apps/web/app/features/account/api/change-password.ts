import { accountEndpoints, type ChangePasswordInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sessionsKey } from './sessions';

export async function changePassword(input: ChangePasswordInput) {
  return call(accountEndpoints.changePassword, { body: input });
}

/** Changes the password; the other sessions are signed out, so the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
