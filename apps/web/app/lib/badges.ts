import { badgeResponse } from '@tocsin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The badge key of a monitor or a status page, at `owner`'s API path (`/api/v1/monitors/<id>`
 * or `/api/v1/status-pages/<id>`): read it, make it once, revoke it.
 */
export const badgeKey = (owner: string) => ['badges', owner] as const;

export function badgeQueryOptions(owner: string) {
  return queryOptions({
    queryKey: badgeKey(owner),
    queryFn: async ({ signal }) => badgeResponse.parse(await api(`${owner}/badge`, { signal })),
  });
}

export function useBadge(owner: string) {
  return useQuery(badgeQueryOptions(owner));
}

export function useCreateBadge(owner: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => badgeResponse.parse(await api(`${owner}/badge`, { method: 'POST' })),
    onSuccess: (data) => queryClient.setQueryData(badgeKey(owner), data),
  });
}

export function useRevokeBadge(owner: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(`${owner}/badge`, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(badgeKey(owner), { badge: null }),
  });
}
