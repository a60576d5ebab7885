import type { MeResponse } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

/** Sends the chosen file itself; the server crops and resizes it and answers the new profile. */
export function uploadAvatar(file: File): Promise<MeResponse> {
  return api<MeResponse>('/api/v1/me/avatar', { method: 'PUT', body: file });
}

export function removeAvatar(): Promise<MeResponse> {
  return api<MeResponse>('/api/v1/me/avatar', { method: 'DELETE' });
}

/** The header and the card read the session: each answer replaces it, so both change at once. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (me) => queryClient.setQueryData(sessionQueryKey, me),
  });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (me) => queryClient.setQueryData(sessionQueryKey, me),
  });
}
