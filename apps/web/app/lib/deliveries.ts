import { alertEndpoints, type Delivery } from '@tocsin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const deliveryKey = (id: string) => ['deliveries', id] as const;

/** Delivered, failed for good, or held until a maintenance window ends: no more to watch. */
export function isFinalDelivery(delivery: Pick<Delivery, 'status'> | undefined): boolean {
  const status = delivery?.status;
  return status === 'delivered' || status === 'failed' || status === 'held';
}

/** Every second while it is on its way; less often while it waits for a retry minutes away. */
function pollInterval(delivery: Delivery | undefined): number | false {
  if (isFinalDelivery(delivery)) return false;
  const retryIn = delivery?.nextAttemptAt ? Date.parse(delivery.nextAttemptAt) - Date.now() : 0;
  return retryIn > 10_000 ? 5000 : 1000;
}

export async function getDelivery(id: string, signal?: AbortSignal) {
  return call(alertEndpoints.delivery, { params: { id }, signal });
}

/** Queues a test alert through a channel; the answer is the delivery to follow. */
export async function sendTestAlert(channelId: string) {
  return call(alertEndpoints.testChannel, { params: { id: channelId } });
}

export function deliveryQueryOptions(id: string) {
  return queryOptions({
    queryKey: deliveryKey(id),
    queryFn: ({ signal }) => getDelivery(id, signal),
    // Always ask again on mount: the copy from the POST is the state before sending began.
    staleTime: 0,
    // Until it is final; the delivery.updated event is quicker still.
    refetchInterval: (query) => pollInterval(query.state.data),
  });
}

export function useDelivery(id: string | null) {
  return useQuery({ ...deliveryQueryOptions(id ?? ''), enabled: id !== null });
}

export function useSendTestAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestAlert,
    onSuccess: (delivery) => {
      queryClient.setQueryData(deliveryKey(delivery.id), delivery);
      // The channel's "last delivery" changes with this test.
      void queryClient.invalidateQueries({ queryKey: ['channels'] });
    },
  });
}
