import {
  endpointUrl,
  statusPageEndpoints,
  statusPageSchema,
  type StatusLayoutInput,
  type StatusPage,
  type StatusPageInput,
} from '@tocsin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { statusPagesKey } from '@/lib/query-keys';

const e = statusPageEndpoints;
const pageKey = (id: string) => [...statusPagesKey, id] as const;

export function statusPagesQueryOptions() {
  return queryOptions({
    queryKey: statusPagesKey,
    queryFn: async ({ signal }) => call(e.list, { signal }),
  });
}

export function statusPageQueryOptions(id: string) {
  return queryOptions({
    queryKey: pageKey(id),
    queryFn: async ({ signal }) => call(e.get, { params: { id }, signal }),
  });
}

export const useStatusPages = () => useQuery(statusPagesQueryOptions());
export const useStatusPage = (id: string) => useQuery(statusPageQueryOptions(id));

/** Every change answers the page as it now is: it replaces the cached one, and the list reloads. */
function usePageChange<Input>(send: (input: Input) => Promise<StatusPage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (page: StatusPage) => {
      queryClient.setQueryData(pageKey(page.id), page);
      return queryClient.invalidateQueries({ queryKey: statusPagesKey, exact: true });
    },
  });
}

export const useCreateStatusPage = () =>
  usePageChange((input: StatusPageInput) => call(e.create, { body: input }));

export const useUpdateStatusPage = (id: string) =>
  usePageChange((input: StatusPageInput) => call(e.replace, { params: { id }, body: input }));

export const useSaveLayout = (id: string) =>
  usePageChange((input: StatusLayoutInput) => call(e.layout, { params: { id }, body: input }));

/** Sends the chosen file itself, not JSON; the server fits and re-encodes it. */
export const useUploadLogo = (id: string) =>
  usePageChange(async (file: File) =>
    statusPageSchema.parse(
      await api(endpointUrl(e.uploadLogo, { id }), { method: e.uploadLogo.method, body: file }),
    ),
  );

export const useRemoveLogo = (id: string) =>
  usePageChange((_: void) => call(e.removeLogo, { params: { id } }));

export const useSetPagePassword = (id: string) =>
  usePageChange((password: string | null) =>
    call(e.password, { params: { id }, body: { password } }),
  );

export const useVerifyDomain = (id: string) =>
  usePageChange((_: void) => call(e.verifyDomain, { params: { id } }));

export function useDeleteStatusPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(e.delete, { params: { id } });
    },
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: pageKey(id) });
      return queryClient.invalidateQueries({ queryKey: statusPagesKey, exact: true });
    },
  });
}
