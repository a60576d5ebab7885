import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastProvider } from '@/components/ui/toast';
import type { MeResponse, WorkspaceRole } from '@tocsin/contract';
import { createQueryClient } from '@/lib/query-client';
import { sessionQueryKey } from '@/lib/session';
import { fetchAnswers } from './fetch-mock';
import { signedInUser } from './fixtures';

/** The signed-in user with another role in their workspace. */
export function memberWithRole(role: WorkspaceRole): MeResponse {
  return { ...signedInUser, workspace: { ...signedInUser.workspace, role } };
}

/**
 * Renders routes in a memory router with a fresh query cache and toasts, as the app's root does.
 * The page runs signed in as `session` (by default the workspace's owner, as the dashboard's
 * layout has it loaded before any page shows), unless the test answers the session request itself.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialPath: string,
  { session }: { session?: MeResponse } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  if (session || !fetchAnswers('GET /api/v1/session')) {
    queryClient.setQueryData(sessionQueryKey, session ?? signedInUser);
  }
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
