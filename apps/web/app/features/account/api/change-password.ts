import { changePasswordResponse, type ChangePasswordInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsKey } from './sessions';

export async function changePassword(input: ChangePasswordInput) {
  return changePasswordResponse.parse(
    await api('/api/v1/me/password', { body: input satisfies ChangePasswordInput }),
  );
}

/** Changes the password; the other sessions are signed out, so the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
