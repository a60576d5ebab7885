import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnreachable, reportReachable, reportUnreachable } from './connection';

/** Every answer says whether Tocsin can be reached; the connection banner follows. */
const follow = {
  onError: (error: unknown) => {
    if (isUnreachable(error)) reportUnreachable();
  },
  onSuccess: () => reportReachable(),
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache(follow),
    mutationCache: new MutationCache(follow),
    defaultOptions: {
      queries: { refetchOnWindowFocus: true, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * The browser's one client for this page load, made when the app's modules first run so that
 * route loaders can start requests before anything renders. Null while building static HTML.
 */
export const pageQueryClient = typeof window === 'undefined' ? null : createQueryClient();
