import type {
  AccountDeletionPreview,
  AccountExportResponse,
  DeleteAccountInput,
} from '@tocsin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const exportKey = ['account', 'export'] as const;

/** GET /api/v1/me/export: the latest export; asked again every few seconds while it is made. */
export const exportQuery = queryOptions({
  queryKey: exportKey,
  queryFn: ({ signal }) =>
    api<AccountExportResponse>('/api/v1/me/export', { signal }).then((r) => r.export),
  refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
});

/** POST /api/v1/me/export: starts an export; its link comes by mail. */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<AccountExportResponse>('/api/v1/me/export', { method: 'POST', body: {} }),
    onSuccess: (data) => queryClient.setQueryData(exportKey, data.export),
  });
}

/** The URL that downloads an export: the mailed link's token, sent with the session cookie. */
export const exportDownloadUrl = (token: string) =>
  `/api/v1/me/export/download?token=${encodeURIComponent(token)}`;

/** GET /api/v1/me/deletion: what deleting the account deletes, leaves, and what holds it back. */
export const deletionPreviewQuery = queryOptions({
  queryKey: ['account', 'deletion'] as const,
  queryFn: ({ signal }) => api<AccountDeletionPreview>('/api/v1/me/deletion', { signal }),
});

/** DELETE /api/v1/me: deletes the account (the caller wraps it in withFreshAuth). */
export const deleteAccount = (input: DeleteAccountInput) =>
  api<{ deleted: string[] }>('/api/v1/me', { method: 'DELETE', body: input });
