import { authPaths, type SignInInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshSession } from './refresh-session';

export function signIn(input: SignInInput): Promise<unknown> {
  return api(authPaths.signIn, { method: 'POST', body: input });
}

/** Signs in, then reloads the session so protected pages see the user before navigation. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => refreshSession(queryClient),
  });
}
