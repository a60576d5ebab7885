import { meEndpoints, type MeResponse } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

/** Null follows the browser's own zone. */
export function updateTimeZone(timeZone: string | null): Promise<MeResponse> {
  return call(meEndpoints.update, { body: { timeZone } });
}

/** Saves the time zone; the session then holds it, and every time on screen follows. */
export function useUpdateTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeZone,
    onSuccess: (me) => queryClient.setQueryData(sessionQueryKey, me),
  });
}
