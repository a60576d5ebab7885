import { endpointUrl, statusSubscriberEndpoints } from '@tocsin/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { statusPagesKey } from '@/lib/query-keys';

const e = statusSubscriberEndpoints;
const subscribersKey = (pageId: string) => [...statusPagesKey, pageId, 'subscribers'] as const;

/** The CSV export: a plain link, so the browser downloads it with the session cookie. */
export const subscribersCsvUrl = (pageId: string) => endpointUrl(e.exportCsv, { id: pageId });

export function subscribersQueryOptions(pageId: string, offset: number, limit: number) {
  return queryOptions({
    queryKey: [...subscribersKey(pageId), offset, limit],
    queryFn: async ({ signal }) =>
      call(e.list, { params: { id: pageId }, query: { offset, limit }, signal }),
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
    await call(e.remove, { params: { id: pageId, subscriberId } });
  });

export const useImportSubscribers = (pageId: string) =>
  useSubscriberChange(pageId, async (csv: string) =>
    call(e.import, { params: { id: pageId }, body: { csv } }),
  );
