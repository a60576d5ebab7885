import { subscriberImportResponse, subscriberListResponse } from '@tocsin/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statusPagesKey } from '@/lib/query-keys';

const subscribersPath = (pageId: string, part = '') =>
  `/api/v1/status-pages/${encodeURIComponent(pageId)}/subscribers${part}`;
const subscribersKey = (pageId: string) => [...statusPagesKey, pageId, 'subscribers'] as const;

/** The CSV export: a plain link, so the browser downloads it with the session cookie. */
export const subscribersCsvUrl = (pageId: string) => `${subscribersPath(pageId)}.csv`;

export function subscribersQueryOptions(pageId: string, offset: number, limit: number) {
  return queryOptions({
    queryKey: [...subscribersKey(pageId), offset, limit],
    queryFn: async ({ signal }) =>
      subscriberListResponse.parse(
        await api(subscribersPath(pageId, `?offset=${offset}&limit=${limit}`), { signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

export const useSubscribers = (pageId: string, offset: number, limit: number) =>
  useQuery(subscribersQueryOptions(pageId, offset, limit));

/** A change of subscribers reloads the list and the page's count. */
function useSubscriberChange<Input, Output>(
  pageId: string,
  send: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...statusPagesKey, pageId] }),
  });
}

export const useRemoveSubscriber = (pageId: string) =>
  useSubscriberChange(pageId, async (subscriberId: string) => {
    await api(subscribersPath(pageId, `/${encodeURIComponent(subscriberId)}`), {
      method: 'DELETE',
    });
  });

export const useImportSubscribers = (pageId: string) =>
  useSubscriberChange(pageId, async (csv: string) =>
    subscriberImportResponse.parse(
      await api(subscribersPath(pageId, '/import'), { method: 'POST', body: { csv } }),
    ),
  );
