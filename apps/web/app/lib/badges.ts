import { badgeEndpoints } from '@tocsin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const e = badgeEndpoints;
const endpointsOf = {
  monitor: { read: e.monitorBadge, make: e.makeMonitorBadge, revoke: e.revokeMonitorBadge },
  'status-page': {
    read: e.statusPageBadge,
    make: e.makeStatusPageBadge,
    revoke: e.revokeStatusPageBadge,
  },
};

/** A monitor or a status page, whose badge key is read, made once, revoked. */
export interface BadgeOwner {
  kind: keyof typeof endpointsOf;
  id: string;
}

export const badgeKey = (owner: BadgeOwner) => ['badges', owner.kind, owner.id] as const;

export function badgeQueryOptions(owner: BadgeOwner) {
  return queryOptions({
    queryKey: badgeKey(owner),
    queryFn: async ({ signal }) =>
      call(endpointsOf[owner.kind].read, { params: { id: owner.id }, signal }),
  });
}

export function useBadge(owner: BadgeOwner) {
  return useQuery(badgeQueryOptions(owner));
}

export function useCreateBadge(owner: BadgeOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => call(endpointsOf[owner.kind].make, { params: { id: owner.id } }),
    onSuccess: (data) => queryClient.setQueryData(badgeKey(owner), data),
  });
}

export function useRevokeBadge(owner: BadgeOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpointsOf[owner.kind].revoke, { params: { id: owner.id } }),
    onSuccess: () => queryClient.setQueryData(badgeKey(owner), { badge: null }),
  });
}
