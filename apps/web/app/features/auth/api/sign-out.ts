import { authEndpoints } from '@tocsin/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { call } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { sessionQueryKey } from '@/lib/session';

export function signOut(): Promise<unknown> {
  return call(authEndpoints.signOut, { body: {} });
}

type Outcome = 'signed-out' | 'failed';

/** Drops every cached query of the user; the session becomes "visitor", or is re-checked. */
function forgetUser(queryClient: QueryClient, outcome: Outcome) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  if (outcome === 'signed-out') queryClient.setQueryData(sessionQueryKey, null);
  else void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/** Revokes the session, goes to the landing page, then forgets the user's cached data. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pending = useRef<Outcome | null>(null);

  // Router commits are transitions: clearing the session before '/' is on screen would let a
  // /dashboard guard still rendered redirect to /login. So the cache is cleared once we are home.
  useEffect(() => {
    const outcome = pending.current;
    if (outcome === null || pathname !== paths.home) return;
    pending.current = null;
    forgetUser(queryClient, outcome);
  }, [pathname, queryClient]);

  return useMutation({
    mutationFn: signOut,
    onSettled: (_data, error) => {
      if (error) console.error('Sign-out failed', error);
      const outcome: Outcome = error ? 'failed' : 'signed-out';
      if (pathname === paths.home) {
        forgetUser(queryClient, outcome);
        return;
      }
      pending.current = outcome;
      void navigate(paths.home);
    },
  });
}
