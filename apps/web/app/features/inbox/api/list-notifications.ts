import { inboxEndpoints } from '@tocsin/contract';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { notificationsKey, unreadCountKey } from '@/lib/query-keys';

export type InboxFilter = 'all' | 'unread';

const pageSize = 30;

export const notificationListsKey = [...notificationsKey, 'list'] as const;

export async function listNotifications(
  filter: InboxFilter,
  before: string | null,
  signal?: AbortSignal,
) {
  const query = { filter, limit: pageSize, before: before ?? undefined };
  return call(inboxEndpoints.list, { query, signal });
}

/** Newest first; each older page starts where the previous one's `next` points. */
export function notificationsQueryOptions(filter: InboxFilter, queryClient: QueryClient) {
  return infiniteQueryOptions({
    queryKey: [...notificationListsKey, filter],
    queryFn: async ({ pageParam, signal }) => {
      const page = await listNotifications(filter, pageParam, signal);
      // Every page also says how many are unread: the bell takes the fresher count.
      queryClient.setQueryData(unreadCountKey, { unread: page.unread });
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    refetchInterval: 60_000,
  });
}

export function useNotifications(filter: InboxFilter) {
  const queryClient = useQueryClient();
  return useInfiniteQuery(notificationsQueryOptions(filter, queryClient));
}
