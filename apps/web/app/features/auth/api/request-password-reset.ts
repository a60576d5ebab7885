import { authEndpoints } from '@tocsin/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function requestPasswordReset(email: string): Promise<unknown> {
  return call(authEndpoints.requestPasswordReset, { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
