import { accountEndpoints, endpointUrl, type DeleteAccountInput } from '@tocsin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const exportKey = ['account', 'export'] as const;

/** GET /api/v1/me/export: the latest export; asked again every few seconds while it is made. */
export const exportQuery = queryOptions({
  queryKey: exportKey,
  queryFn: ({ signal }) => call(accountEndpoints.exportStatus, { signal }).then((r) => r.export),
  refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
});

/** POST /api/v1/me/export: starts an export; its link comes by mail. */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(accountEndpoints.requestExport),
    onSuccess: (data) => queryClient.setQueryData(exportKey, data.export),
  });
}

/** The URL that downloads an export: the mailed link's token, sent with the session cookie. */
export const exportDownloadUrl = (token: string) =>
  endpointUrl(accountEndpoints.downloadExport, {}, { token });

/** GET /api/v1/me/deletion: what deleting the account deletes, leaves, and what holds it back. */
export const deletionPreviewQuery = queryOptions({
  queryKey: ['account', 'deletion'] as const,
  queryFn: ({ signal }) => call(accountEndpoints.deletionPreview, { signal }),
});

/** DELETE /api/v1/me: deletes the account (the caller wraps it in withFreshAuth). */
export const deleteAccount = (input: DeleteAccountInput) =>
  call(accountEndpoints.deleteAccount, { body: input });
