import { endSessionsResponse, sessionListResponse } from '@tocsin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query of the person's own sessions starts with this key. */
export const sessionsKey = ['account-sessions'] as const;

export async function getSessions(signal?: AbortSignal) {
  return sessionListResponse.parse(await api('/api/v1/me/sessions', { signal }));
}

export function useSessions() {
  return useQuery(
    queryOptions({ queryKey: sessionsKey, queryFn: ({ signal }) => getSessions(signal) }),
  );
}

export async function endSession(id: string) {
  return endSessionsResponse.parse(
    await api(`/api/v1/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

export async function endOtherSessions() {
  return endSessionsResponse.parse(await api('/api/v1/me/sessions/end-others', { method: 'POST' }));
}

/** Signs out one session (given its id) or, given null, every other one. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) => (id === null ? endOtherSessions() : endSession(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
