import {
  twoFactorEndpoints,
  type VerifyRecoveryCodeInput,
  type VerifyTotpInput,
} from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshSession } from './refresh-session';

export type SecondStep =
  ({ method: 'app' } & VerifyTotpInput) | ({ method: 'recovery' } & VerifyRecoveryCodeInput);

const endpointOf = {
  app: twoFactorEndpoints.verifyTotp,
  recovery: twoFactorEndpoints.verifyBackupCode,
} as const;

/** The sign-in's second step (a code from the app or a recovery code), then the session. */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, ...body }: SecondStep) => call(endpointOf[method], { body }),
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
