/**
 * Paths the API answers (JSON or Prometheus text, never a page): everything under /api, the
 * health probes and the metrics scrape.
 */
export const isApiPath = (url: string) =>
  url.startsWith('/api/') ||
  url === '/api' ||
  url.startsWith('/healthz') ||
  url.startsWith('/readyz') ||
  /^\/metrics(?:[/?#]|$)/.test(url);
