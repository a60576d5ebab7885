/**
 * Paths of endpoints that every page asks for (who is signed in, the bell's count). Their
 * declarations use these, and so do the web's callers, which read the answer unchecked so that
 * the first bundle of every page carries no schema library.
 */
export const everyPagePaths = {
  session: '/api/v1/session',
  unreadCount: '/api/v1/notifications/unread-count',
} as const;
