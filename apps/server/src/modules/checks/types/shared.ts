import { parseTargetUrl } from '../../../lib/network/target-guard.js';

function hostnameOf(url: string) {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** The hooks of the types that request a URL: http, keyword, json-query. */
export const requestsUrl = {
  target: (config: { url: string }) => config.url,
  hosts: (config: { url: string }) => [{ host: parseTargetUrl(config.url).hostname, field: 'url' }],
  spanHost: (config: { url: string }) => hostnameOf(config.url),
};

/** The hooks of the types that reach one `host`: tcp, tls-cert, ping. */
export const reachesHost = {
  hosts: (config: { host: string }) => [{ host: config.host, field: 'host' }],
  spanHost: (config: { host: string }) => config.host,
};

/** A `host:port` target, as lists show it. */
export const hostAndPort = (config: { host: string; port: number }) =>
  `${config.host}:${config.port}`;
