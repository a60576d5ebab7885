import { alertEndpoints, type PersonalTestPath } from '@tocsin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { deliveryKey } from '@/lib/deliveries';

const personalTestsKey = ['personal-tests'] as const;

/** Your email, push and SMS: whether a test can go to each now, and why not. */
export async function getPersonalTests(signal?: AbortSignal) {
  return call(alertEndpoints.personalTests, { signal });
}

export function personalTestsQueryOptions() {
  return queryOptions({
    queryKey: personalTestsKey,
    queryFn: ({ signal }) => getPersonalTests(signal),
  });
}

export function usePersonalTests() {
  return useQuery(personalTestsQueryOptions());
}

/** Queues a test to one of your own paths; the answer is a delivery per destination. */
export async function sendPersonalTest(path: PersonalTestPath) {
  return call(alertEndpoints.sendPersonalTest, { body: { path } });
}

export function useSendPersonalTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPersonalTest,
    onSuccess: ({ items }) => {
      for (const delivery of items) queryClient.setQueryData(deliveryKey(delivery.id), delivery);
    },
    // A refusal may mean the settings changed elsewhere: ask again what can be tested.
    onError: () => queryClient.invalidateQueries({ queryKey: personalTestsKey }),
  });
}
