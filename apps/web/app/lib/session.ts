import {
  everyPagePaths,
  roleCan,
  type MeResponse,
  type Permission,
  type SessionResponse,
} from '@tocsin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from './api-client';
import { useHydrating } from './hydration';
import { useVisitorPage } from './visitor-page';

export const sessionQueryKey = ['session'] as const;

/**
 * The signed-in user's profile, settings and workspace, or null for a visitor. Asked of
 * /api/v1/session, which answers a visitor with a 200 too: no failed request on every public page.
 */
async function fetchSession(signal: AbortSignal): Promise<MeResponse | null> {
  // The server validates its answers against the contract's schema; every page loads this, so
  // the browser does not carry a schema library just to check them again. Hence the path of
  // meEndpoints.session, not its declaration, which would bring the schemas into every page.
  return (await api<SessionResponse>(everyPagePaths.session, { signal })).me;
}

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: 5 * 60_000,
  // A 4xx will not fix itself; a network blip or a restarting server might.
  retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status >= 400),
});

export type Session = MeResponse;

/**
 * The current session: `isPending` while the first answer is awaited, then `user` (null for a
 * visitor). A failed lookup is treated as signed out by callers that only decorate the page.
 */
export function useSession() {
  const query = useQuery(sessionQuery);
  // While a prerendered page hydrates, render what the HTML holds (the session still loading),
  // even if the answer already came: otherwise React finds other markup and renders it all again.
  const hydrating = useHydrating();
  // A visitor page is only ever sent to visitors (lib/visitor-page.ts).
  if (useVisitorPage()) {
    return { user: null, isPending: false, error: null, refetch: query.refetch };
  }
  return {
    user: hydrating ? null : (query.data ?? null),
    isPending: hydrating || query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}

/**
 * Whether the signed-in member's role in the current workspace holds the permission
 * (packages/contract's access table, which the server enforces): what it cannot do is not shown.
 */
export function useCan(permission: Permission) {
  const { user } = useSession();
  return user ? roleCan(user.workspace.role, permission) : false;
}
