import { endpointUrl, meEndpoints } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

/**
 * Sends the chosen file itself; the server crops and resizes it and answers the new profile.
 * The endpoint declares no JSON body, so the file goes through api() rather than call().
 */
export async function uploadAvatar(file: File) {
  const upload = meEndpoints.uploadAvatar;
  const answer = await api(endpointUrl(upload), { method: upload.method, body: file });
  return upload.responses[200].parse(answer);
}

export function removeAvatar() {
  return call(meEndpoints.removeAvatar);
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
