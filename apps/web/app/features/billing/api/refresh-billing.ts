import { billingEndpoints } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { billingSummaryKey } from '@/lib/billing';
import { sessionQueryKey } from '@/lib/session';
import { invoicesKey } from './list-invoices';

/** Has the server read the subscription from Stripe again now, and answers the new summary. */
export async function refreshBilling() {
  return call(billingEndpoints.refresh);
}

export function useRefreshBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshBilling,
    // A summary read before Stripe was asked must not land after the fresh one.
    onMutate: () => queryClient.cancelQueries({ queryKey: billingSummaryKey }),
    onSuccess: async (billing) => {
      queryClient.setQueryData(billingSummaryKey, billing);
      // The session's profile carries the status too, for the banner and the profile card.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: invoicesKey }),
      ]);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: billingSummaryKey }),
  });
}
