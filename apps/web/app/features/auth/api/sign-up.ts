import { authEndpoints, type SignUpInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshSession } from './refresh-session';

export function signUp(input: SignUpInput): Promise<unknown> {
  return call(authEndpoints.signUp, { body: input });
}

/** Creates the account (the server signs it in), then reloads the session. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => refreshSession(queryClient),
  });
}
