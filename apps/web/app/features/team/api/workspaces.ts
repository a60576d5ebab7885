import {
  roleNames,
  workspaceEndpoints,
  type WorkspaceListItem,
  type WorkspaceNameInput,
  type WorkspaceRole,
} from '@tocsin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { call } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { sessionQueryKey } from '@/lib/session';

export const workspacesKey = ['workspaces'] as const;

/** GET /api/v1/workspaces: every workspace the person belongs to, the current one marked. */
export const workspacesQuery = queryOptions({
  queryKey: workspacesKey,
  queryFn: ({ signal }) => call(workspaceEndpoints.list, { signal }).then((r) => r.items),
});

/**
 * After the server moved the person to another workspace (a switch, a new workspace, an accepted
 * invitation, a workspace left or deleted): the dashboard's first page, then every cached answer
 * forgotten and fetched again, the session first. The dashboard waits for the new session, so its
 * pages and their event streams start again in the new workspace.
 */
export function useEnterWorkspace() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  return async (title: string, description?: string) => {
    await navigate(paths.dashboard.monitors);
    await queryClient.resetQueries();
    toast({ type: 'success', title, description });
  };
}

/** PUT /api/v1/me/workspace: act in another of one's workspaces (the server remembers it). */
export function useSwitchWorkspace() {
  const enter = useEnterWorkspace();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (workspace: Pick<WorkspaceListItem, 'id' | 'name' | 'role'>) =>
      call(workspaceEndpoints.switch, { body: { workspaceId: workspace.id } }),
    onSuccess: (_data, workspace) =>
      enter(`Switched to ${workspace.name}`, `You are ${article(workspace.role)} here.`),
    // The menu has closed: the reason goes in a toast.
    onError: (error, workspace) =>
      toast({
        type: 'error',
        title: `${workspace.name} could not be opened`,
        description: error.message || 'Please try again.',
      }),
  });
}

/** "an Owner", "a Member". */
export function article(role: WorkspaceRole) {
  const name = roleNames[role];
  return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name.toLowerCase()}`;
}

/** POST /api/v1/workspaces: the creator owns it, and it becomes the current one. */
export function useCreateWorkspace() {
  const enter = useEnterWorkspace();
  return useMutation({
    mutationFn: (input: WorkspaceNameInput) => call(workspaceEndpoints.create, { body: input }),
    onSuccess: (_data, input) => enter(`Created ${input.name}`, 'You are its owner.'),
  });
}

/** PATCH /api/v1/workspace: renames the current workspace. */
export function useRenameWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkspaceNameInput) => call(workspaceEndpoints.rename, { body: input }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: workspacesKey }),
      ]);
    },
  });
}

/** DELETE /api/v1/workspace: the owner types its name; the person lands in another workspace. */
export function useDeleteWorkspace() {
  const enter = useEnterWorkspace();
  return useMutation({
    mutationFn: ({ confirmName }: { confirmName: string; name: string }) =>
      call(workspaceEndpoints.delete, { body: { confirmName } }),
    onSuccess: (_data, { name }) => enter(`Deleted ${name}`),
  });
}

/** POST /api/v1/workspace/leave: the person is no longer a member, and lands in another one. */
export function useLeaveWorkspace() {
  const enter = useEnterWorkspace();
  return useMutation({
    mutationFn: (_name: string) => call(workspaceEndpoints.leave),
    onSuccess: (_data, name) => enter(`You left ${name}`),
  });
}

/** POST /api/v1/workspace/transfer: another member becomes the owner; the caller an admin. */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(workspaceEndpoints.transfer, { body: { userId } }),
    // The caller's role changed: every page hides what it no longer allows.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
