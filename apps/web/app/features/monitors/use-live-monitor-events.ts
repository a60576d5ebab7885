import { monitorStatusEventSchema } from '@tocsin/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unreadCountKey } from '@/features/dashboard/api/unread-count';
import { monitorDetailKey } from './api/get-monitor';
import { monitorUptimeKey } from './api/get-uptime';
import { monitorIncidentsKey } from './api/list-incidents';
import { monitorListsKey, monitorsKey } from './api/list-monitors';
import { monitorResultsKey } from './api/list-results';

export const eventsUrl = '/api/v1/events';

/**
 * Listens to the workspace's server-sent events while mounted: a status change refetches the
 * lists and that monitor's detail, checks, incidents and uptime, and the inbox's unread count. EventSource reconnects by itself.
 */
export function useLiveMonitorEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource(eventsUrl);
    const onStatus = (event: MessageEvent<string>) => {
      void refreshMonitor(queryClient, monitorIdOf(event.data));
      // A monitor going down or up puts a notification in the inbox: the bell shows it.
      void queryClient.invalidateQueries({ queryKey: unreadCountKey });
    };
    source.addEventListener('monitor.status', onStatus);
    return () => {
      source.removeEventListener('monitor.status', onStatus);
      source.close();
    };
  }, [queryClient]);
}

async function refreshMonitor(queryClient: QueryClient, id: string | null) {
  // Without a readable id, refreshing every monitor query is the safe answer.
  if (id === null) return queryClient.invalidateQueries({ queryKey: monitorsKey });
  await Promise.all(
    [
      monitorListsKey,
      monitorDetailKey(id),
      monitorResultsKey(id),
      monitorIncidentsKey(id),
      monitorUptimeKey(id),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

function monitorIdOf(data: string): string | null {
  try {
    return monitorStatusEventSchema.parse(JSON.parse(data)).monitorId;
  } catch {
    return null;
  }
}
