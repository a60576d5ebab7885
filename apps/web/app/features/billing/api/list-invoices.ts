import { billingEndpoints } from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { billingKey } from '@/lib/billing';

export const invoicesKey = [...billingKey, 'invoices'] as const;

export async function listInvoices(signal?: AbortSignal) {
  return call(billingEndpoints.invoices, { signal });
}

export function invoicesQueryOptions() {
  return queryOptions({
    queryKey: invoicesKey,
    queryFn: ({ signal }) => listInvoices(signal),
  });
}

/** Only asked for once the workspace has a Stripe customer: before that there are none. */
export function useInvoices({ enabled }: { enabled: boolean }) {
  return useQuery({ ...invoicesQueryOptions(), enabled });
}
