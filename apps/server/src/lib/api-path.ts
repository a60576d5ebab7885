/** Paths the API answers (JSON, never a page): everything under /api and the health probes. */
export const isApiPath = (url: string) =>
  url.startsWith('/api/') ||
  url === '/api' ||
  url.startsWith('/healthz') ||
  url.startsWith('/readyz');
