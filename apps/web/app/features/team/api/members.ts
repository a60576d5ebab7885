import { workspaceEndpoints, type WorkspaceRole } from '@tocsin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';
import { workspacesKey } from './workspaces';

export const membersKey = ['members'] as const;

/** GET /api/v1/members: the members, and the seats the plan allows and uses. */
export const membersQuery = queryOptions({
  queryKey: membersKey,
  queryFn: ({ signal }) => call(workspaceEndpoints.members, { signal }),
});

/** Refreshes what a change of members changes: the list, its seats, and the caller's own role. */
function useRefreshMembers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: membersKey }),
      queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      queryClient.invalidateQueries({ queryKey: workspacesKey }),
    ]);
}

/** PATCH /api/v1/members/:userId. */
export function useChangeRole() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: WorkspaceRole }) =>
      call(workspaceEndpoints.changeRole, { params: { userId }, body: { role } }),
    onSettled: refresh,
  });
}

/** DELETE /api/v1/members/:userId. */
export function useRemoveMember() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (userId: string) => call(workspaceEndpoints.removeMember, { params: { userId } }),
    onSuccess: refresh,
  });
}
