import {
  twoFactorEndpoints,
  type TwoFactorPasswordInput,
  type VerifyTotpInput,
} from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

/** POST /api/auth/two-factor/enable: a new secret (as an otpauth URI) and ten recovery codes. */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (input: TwoFactorPasswordInput) => call(twoFactorEndpoints.enable, { body: input }),
  });
}

/** POST /api/auth/two-factor/verify-totp while signed in: the first code turns it on. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyTotpInput) => call(twoFactorEndpoints.verifyTotp, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

/** POST /api/auth/two-factor/generate-backup-codes: ten new codes; the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  return useMutation({
    mutationFn: (input: TwoFactorPasswordInput) =>
      call(twoFactorEndpoints.generateBackupCodes, { body: input }),
  });
}

/** POST /api/auth/two-factor/disable. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorPasswordInput) =>
      call(twoFactorEndpoints.disable, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
