import { deliveryEventSchema } from '@tocsin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { deliveryKey } from '@/lib/deliveries';
import { eventsUrl } from '@/lib/live-events';
import { unreadCountKey } from '@/lib/query-keys';
import { incidentsKey } from './api/list-incidents';

/**
 * Listens to the workspace's server-sent events while mounted. A status change, an
 * acknowledgement or a delivery changing state refreshes the incidents; a delivery event also
 * refreshes that delivery (the testing page follows one). EventSource reconnects by itself.
 */
export function useLiveAlertEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Absent while building static HTML and in some test environments.
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(eventsUrl);
    const refreshIncidents = () => {
      void queryClient.invalidateQueries({ queryKey: incidentsKey });
      void queryClient.invalidateQueries({ queryKey: unreadCountKey });
    };
    const onDelivery = (event: MessageEvent<string>) => {
      refreshIncidents();
      const id = deliveryIdOf(event.data);
      void queryClient.invalidateQueries({ queryKey: id ? deliveryKey(id) : ['deliveries'] });
    };
    source.addEventListener('monitor.status', refreshIncidents);
    source.addEventListener('incident.acknowledged', refreshIncidents);
    source.addEventListener('delivery.updated', onDelivery);
    return () => {
      source.removeEventListener('monitor.status', refreshIncidents);
      source.removeEventListener('incident.acknowledged', refreshIncidents);
      source.removeEventListener('delivery.updated', onDelivery);
      source.close();
    };
  }, [queryClient]);
}

function deliveryIdOf(data: string): string | null {
  try {
    return deliveryEventSchema.parse(JSON.parse(data)).deliveryId;
  } catch {
    return null;
  }
}
