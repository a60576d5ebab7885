import { monitorStatusEventSchema, type MonitorStatusEvent } from '@tocsin/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { eventsUrl } from '@/lib/live-events';
import { paths } from '@/lib/paths';
import { monitorsKey, unreadCountKey } from '@/lib/query-keys';
import { monitorDetailKey, monitorQueryOptions } from './api/get-monitor';
import { monitorUptimeKey } from './api/get-uptime';
import { monitorIncidentsKey } from './api/list-incidents';
import { monitorGroupsKey } from './api/list-groups';
import { monitorListsKey } from './api/list-monitors';
import { monitorResultsKey } from './api/list-results';

/**
 * Listens to the workspace's server-sent events while mounted: a status change refetches the
 * lists, the groups' counts and that monitor's detail, checks, incidents and uptime, and the
 * inbox's unread count; a change of groups (someone else moved a monitor) refetches every
 * monitor query.
 * A monitor going down also shows an error toast that stays until it is closed, so an outage
 * that starts while nobody looks is still on screen when someone does. EventSource reconnects by
 * itself.
 */
export function useLiveMonitorEvents() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    const source = new EventSource(eventsUrl);
    const announceDown = async (id: string) => {
      const monitor = await queryClient.fetchQuery(monitorQueryOptions(id)).catch(() => null);
      toast({
        type: 'error',
        title: monitor ? `${monitor.name} is down` : 'A monitor is down',
        description: 'Confirmed by failed checks in a row. Alerts are on their way.',
        duration: 0,
        action: {
          label: 'View monitor',
          onClick: () => void navigate(paths.dashboard.monitor(id)),
        },
      });
    };
    const onStatus = (event: MessageEvent<string>) => {
      const change = statusEventOf(event.data);
      void refreshMonitor(queryClient, change?.monitorId ?? null);
      // A monitor going down or up puts a notification in the inbox: the bell shows it.
      void queryClient.invalidateQueries({ queryKey: unreadCountKey });
      if (change?.status === 'down') void announceDown(change.monitorId);
    };
    const onGroups = () => void queryClient.invalidateQueries({ queryKey: monitorsKey });
    source.addEventListener('monitor.status', onStatus);
    source.addEventListener('groups.changed', onGroups);
    return () => {
      source.removeEventListener('monitor.status', onStatus);
      source.removeEventListener('groups.changed', onGroups);
      source.close();
    };
  }, [queryClient, toast, navigate]);
}

async function refreshMonitor(queryClient: QueryClient, id: string | null) {
  // Without a readable id, refreshing every monitor query is the safe answer.
  if (id === null) return queryClient.invalidateQueries({ queryKey: monitorsKey });
  await Promise.all(
    [
      monitorListsKey,
      monitorGroupsKey,
      monitorDetailKey(id),
      monitorResultsKey(id),
      monitorIncidentsKey(id),
      monitorUptimeKey(id),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

function statusEventOf(data: string): MonitorStatusEvent | null {
  try {
    return monitorStatusEventSchema.parse(JSON.parse(data));
  } catch {
    return null;
  }
}
