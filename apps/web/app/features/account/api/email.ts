import { accountEndpoints, type ChangeEmailInput } from '@tocsin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

const verificationKey = ['me', 'email-verification'] as const;

export function emailVerificationQueryOptions() {
  return queryOptions({
    queryKey: verificationKey,
    queryFn: ({ signal }) => call(accountEndpoints.emailVerification, { signal }),
  });
}

/** When the last confirmation link went out; asked only while the address is unconfirmed. */
export function useEmailVerification(enabled: boolean) {
  return useQuery({ ...emailVerificationQueryOptions(), enabled });
}

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(accountEndpoints.resendVerification),
    onSuccess: (status) => queryClient.setQueryData(verificationKey, status),
  });
}

/** Confirms the address with the token of the sign-up link; the session then says so. */
export function useConfirmVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(accountEndpoints.confirmVerification, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

/** `run` wraps the request, to ask for the password again when the server wants it. */
export function useChangeEmail(run: <T>(request: () => Promise<T>) => Promise<T>) {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) =>
      run(() => call(accountEndpoints.changeEmail, { body: input })),
  });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(accountEndpoints.confirmEmailChange, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
