import { authEndpoints, type SignInInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshSession } from './refresh-session';

export function signIn(input: SignInInput): Promise<unknown> {
  return call(authEndpoints.signIn, { body: input });
}

/** Signs in, then reloads the session so protected pages see the user before navigation. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => refreshSession(queryClient),
  });
}
