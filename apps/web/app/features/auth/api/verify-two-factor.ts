import type { VerifyRecoveryCodeInput, VerifyTotpInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshSession } from './refresh-session';

export type SecondStep =
  ({ method: 'app' } & VerifyTotpInput) | ({ method: 'recovery' } & VerifyRecoveryCodeInput);

const pathOf = {
  app: '/api/auth/two-factor/verify-totp',
  recovery: '/api/auth/two-factor/verify-backup-code',
} as const;

/** The sign-in's second step (a code from the app or a recovery code), then the session. */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, ...body }: SecondStep) => api<object>(pathOf[method], { body }),
    onSuccess: () => refreshSession(queryClient),
  });
}

/** Whether the sign-in's answer asks for the second step. */
export function needsSecondStep(answer: unknown) {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as { twoFactorRedirect?: unknown }).twoFactorRedirect === true
  );
}
