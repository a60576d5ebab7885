import { inboxEndpoints } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { notificationListsKey } from './list-notifications';
import { markReadInCache, settleReadState } from './mark-read';

export async function markAllRead() {
  return call(inboxEndpoints.markAllRead);
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onMutate: () => markReadInCache(queryClient, null),
    onSuccess: ({ unread }) => settleReadState(queryClient, unread),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationListsKey }),
  });
}
