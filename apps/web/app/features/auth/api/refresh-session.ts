import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '@/lib/session';

/**
 * Fetches /me now, so the cache holds the new user before the app navigates: a stale `null` would
 * make the dashboard bounce straight back to /login. A failure here is left for the dashboard's own
 * error state rather than reported as a failed sign-in, which did succeed.
 */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  try {
    await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
  } catch (error) {
    console.error('Could not load the session after signing in', error);
  }
}
