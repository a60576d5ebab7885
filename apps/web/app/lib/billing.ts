import { billingEndpoints } from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/**
 * GET /api/v1/billing: the workspace's plan, status, limits and usage. It lives outside the
 * features because the billing pages, the dashboard's banner and the monitor and channel forms'
 * plan-limit notices all read it.
 */
export const billingKey = ['billing'] as const;
export const billingSummaryKey = [...billingKey, 'summary'] as const;

export async function getBilling(signal?: AbortSignal) {
  return call(billingEndpoints.summary, { signal });
}

export function billingQueryOptions() {
  return queryOptions({
    queryKey: billingSummaryKey,
    queryFn: ({ signal }) => getBilling(signal),
  });
}

export function useBilling() {
  return useQuery(billingQueryOptions());
}
