import { workspaceEndpoints, type AlertRules } from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Every query of the workspace's members starts with this key. */
export const membersKey = ['members'] as const;

export async function listMembers(signal?: AbortSignal) {
  return call(workspaceEndpoints.members, { signal });
}

export function membersQueryOptions() {
  return queryOptions({
    queryKey: [...membersKey, 'list'],
    queryFn: ({ signal }) => listMembers(signal),
  });
}

/** The workspace's members, for alert rules that name some of them. */
export function useMembers(enabled = true) {
  return useQuery({ ...membersQueryOptions(), enabled });
}

/** Whose own contacts alert rules reach, as the editor offers it. */
export type MembersMode = 'all' | 'chosen' | 'none';

export const membersModeOf = (rules: Pick<AlertRules, 'notifyMembers' | 'memberIds'>) =>
  rules.notifyMembers ? 'all' : rules.memberIds.length > 0 ? 'chosen' : 'none';

/** The rules' part for a mode: the chosen ids are kept only when members are chosen. */
export const membersRules = (mode: MembersMode, memberIds: string[]) => ({
  notifyMembers: mode === 'all',
  memberIds: mode === 'chosen' ? memberIds : [],
});
