import { invitationEndpoints, type WorkspaceRole } from '@tocsin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { membersKey } from './members';
import { article, useEnterWorkspace } from './workspaces';

export const invitationsKey = ['invitations'] as const;

/** GET /api/v1/invitations: the pending ones. */
export const invitationsQuery = queryOptions({
  queryKey: invitationsKey,
  queryFn: ({ signal }) => call(invitationEndpoints.list, { signal }).then((r) => r.items),
});

/** Pending invitations hold seats: the members' count moves with them. */
function useRefreshInvitations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: invitationsKey }),
      queryClient.invalidateQueries({ queryKey: membersKey }),
    ]);
}

/** POST /api/v1/invitations: mails a single-use link. */
export function useInvite() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (input: { email: string; role: WorkspaceRole }) =>
      call(invitationEndpoints.invite, { body: input }),
    onSuccess: refresh,
  });
}

/** POST /api/v1/invitations/:id/resend: mails the link again. */
export function useResendInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (id: string) => call(invitationEndpoints.resend, { params: { id } }),
    onSuccess: refresh,
  });
}

/** DELETE /api/v1/invitations/:id: the link stops working and its seat is free. */
export function useRevokeInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (id: string) => call(invitationEndpoints.revoke, { params: { id } }),
    onSuccess: refresh,
  });
}

/** GET /api/invitations/:token (public): what the link invites to. */
export const invitationPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation-preview', token],
    queryFn: ({ signal }) => call(invitationEndpoints.preview, { params: { token }, signal }),
  });

/** POST /api/v1/invitations/accept: the signed-in person joins and switches to the workspace. */
export function acceptInvitation(token: string) {
  return call(invitationEndpoints.accept, { body: { token } });
}

/** Accepts the invitation, then enters its workspace and says so. */
export function useJoinWorkspace() {
  const enter = useEnterWorkspace();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (joined) =>
      enter(`Welcome to ${joined.workspaceName}`, `You joined as ${article(joined.role)}.`),
  });
}
