import { inboxEndpoints, type Notification } from '@tocsin/contract';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { unreadCountKey } from '@/lib/query-keys';
import { notificationListsKey } from './list-notifications';

type Page = { items: Notification[]; unread: number; next: string | null };

export async function markRead(ids: string[]) {
  return call(inboxEndpoints.markRead, { body: { ids } });
}

/** Shows the given notifications (or all, for `null`) as read at once, before the server agrees. */
export function markReadInCache(queryClient: QueryClient, ids: ReadonlySet<string> | null) {
  queryClient.setQueriesData<InfiniteData<Page>>({ queryKey: notificationListsKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) =>
              ids === null || ids.has(item.id) ? { ...item, read: true } : item,
            ),
          })),
        }
      : data,
  );
}

/** After a change: the server's count for the bell, and lists fetched again (unread ones shrink). */
export async function settleReadState(queryClient: QueryClient, unread: number) {
  queryClient.setQueryData(unreadCountKey, { unread });
  await queryClient.invalidateQueries({ queryKey: notificationListsKey });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: (ids) => markReadInCache(queryClient, new Set(ids)),
    onSuccess: ({ unread }) => settleReadState(queryClient, unread),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationListsKey }),
  });
}
