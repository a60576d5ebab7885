import { accountEndpoints } from '@tocsin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Every query of the person's own sessions starts with this key. */
export const sessionsKey = ['account-sessions'] as const;

export async function getSessions(signal?: AbortSignal) {
  return call(accountEndpoints.sessions, { signal });
}

export function useSessions() {
  return useQuery(
    queryOptions({ queryKey: sessionsKey, queryFn: ({ signal }) => getSessions(signal) }),
  );
}

export async function endSession(id: string) {
  return call(accountEndpoints.endSession, { params: { id } });
}

export async function endOtherSessions() {
  return call(accountEndpoints.endOtherSessions);
}

/** Signs out one session (given its id) or, given null, every other one. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) => (id === null ? endOtherSessions() : endSession(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
