import { analyticsEndpoints, type AnalyticsRange } from '@tocsin/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const analyticsKey = ['analytics'] as const;

export async function getAnalytics(range: AnalyticsRange, signal?: AbortSignal) {
  return call(analyticsEndpoints.get, { query: { range }, signal });
}

export function analyticsQueryOptions(range: AnalyticsRange) {
  return queryOptions({
    queryKey: [...analyticsKey, range],
    queryFn: ({ signal }) => getAnalytics(range, signal),
    // Keep the previous range's figures on screen, dimmed, while the next one loads.
    placeholderData: keepPreviousData,
    // Every check adds observed time; a minute is as fresh as the stored minutes get.
    refetchInterval: 60_000,
  });
}

export function useAnalytics(range: AnalyticsRange) {
  return useQuery(analyticsQueryOptions(range));
}
