import { authEndpoints } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

export function resetPassword(input: { token: string; newPassword: string }): Promise<unknown> {
  return call(authEndpoints.resetPassword, { body: input });
}

/** Resetting revokes every session of the account, this browser's included. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
