import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
