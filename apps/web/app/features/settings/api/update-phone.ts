import { meEndpoints, type MeResponse } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

/**
 * Saves the number SMS and calls go to. Both fields of the profile take it: alerts read
 * `phoneNumber`, then the `phone` given at sign-up, so an empty one clears both.
 */
export function updatePhone(phone: string): Promise<MeResponse> {
  return call(meEndpoints.update, { body: { phone, phoneNumber: phone } });
}

export function useUpdatePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhone,
    onSuccess: (me) => queryClient.setQueryData(sessionQueryKey, me),
  });
}
