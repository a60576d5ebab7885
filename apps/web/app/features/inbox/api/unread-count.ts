import { everyPagePaths, type UnreadCountResponse } from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unreadCountKey } from '@/lib/query-keys';

export async function getUnreadCount(signal?: AbortSignal) {
  // Asked on every page by the header's bell; the server validates the answer's shape. Hence
  // the path of inboxEndpoints.unreadCount, not its declaration, which brings the schemas along.
  return api<UnreadCountResponse>(everyPagePaths.unreadCount, { signal });
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    // New notifications arrive with no event of their own, so the bell asks every minute and
    // whenever the tab comes back into view.
    refetchInterval: 60_000,
    refetchOnWindowFocus: 'always',
  });
}

/** How many notifications are unread; only asked for while `enabled` (a signed-in user). */
export function useUnreadCount(enabled = true) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
