import {
  statusPageListResponse,
  statusPageSchema,
  type StatusLayoutInput,
  type StatusPage,
  type StatusPageInput,
} from '@tocsin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statusPagesKey } from '@/lib/query-keys';

const pageKey = (id: string) => [...statusPagesKey, id] as const;
const pagePath = (id: string, part = '') => `/api/v1/status-pages/${encodeURIComponent(id)}${part}`;

export function statusPagesQueryOptions() {
  return queryOptions({
    queryKey: statusPagesKey,
    queryFn: async ({ signal }) =>
      statusPageListResponse.parse(await api('/api/v1/status-pages', { signal })),
  });
}

export function statusPageQueryOptions(id: string) {
  return queryOptions({
    queryKey: pageKey(id),
    queryFn: async ({ signal }) => statusPageSchema.parse(await api(pagePath(id), { signal })),
  });
}

export const useStatusPages = () => useQuery(statusPagesQueryOptions());
export const useStatusPage = (id: string) => useQuery(statusPageQueryOptions(id));

/** Every change answers the page as it now is: it replaces the cached one, and the list reloads. */
function usePageChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => statusPageSchema.parse(await send(input)),
    onSuccess: (page: StatusPage) => {
      queryClient.setQueryData(pageKey(page.id), page);
      return queryClient.invalidateQueries({ queryKey: statusPagesKey, exact: true });
    },
  });
}

export const useCreateStatusPage = () =>
  usePageChange((input: StatusPageInput) =>
    api('/api/v1/status-pages', { method: 'POST', body: input }),
  );

export const useUpdateStatusPage = (id: string) =>
  usePageChange((input: StatusPageInput) => api(pagePath(id), { method: 'PUT', body: input }));

export const useSaveLayout = (id: string) =>
  usePageChange((input: StatusLayoutInput) =>
    api(pagePath(id, '/layout'), { method: 'PUT', body: input }),
  );

/** Sends the chosen file itself; the server fits and re-encodes it. */
export const useUploadLogo = (id: string) =>
  usePageChange((file: File) => api(pagePath(id, '/logo'), { method: 'PUT', body: file }));

export const useRemoveLogo = (id: string) =>
  usePageChange((_: void) => api(pagePath(id, '/logo'), { method: 'DELETE' }));

export const useSetPagePassword = (id: string) =>
  usePageChange((password: string | null) =>
    api(pagePath(id, '/password'), { method: 'PUT', body: { password } }),
  );

export const useVerifyDomain = (id: string) =>
  usePageChange((_: void) => api(pagePath(id, '/domain/verify'), { method: 'POST' }));

export function useDeleteStatusPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api(pagePath(id), { method: 'DELETE' });
    },
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: pageKey(id) });
      return queryClient.invalidateQueries({ queryKey: statusPagesKey, exact: true });
    },
  });
}
