import { authPaths } from '@tocsin/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function requestPasswordReset(email: string): Promise<unknown> {
  return api(authPaths.forgotPassword, { method: 'POST', body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
