import type { MonitorFormValues } from './values';

const num = (value: string) => (value.trim() === '' ? undefined : Number(value));
const optional = (value: string) => (value.trim() === '' ? undefined : value);
const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Only these methods send the body the form holds. */
const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The request body for the values: the monitor's type and its own fields only. Left unchecked:
 * the contract's schema judges it, in the browser first and on the server again.
 */
export function toInput(v: MonitorFormValues): Record<string, unknown> {
  const common = {
    type: v.type,
    name: v.name,
    intervalSeconds: num(v.intervalSeconds),
    timeoutSeconds: num(v.timeoutSeconds),
    confirmations: num(v.confirmations),
    tags: list(v.tags),
    groupId: v.groupId || null,
    regions: v.regions,
    quorum: v.quorum,
  };
  const http = {
    url: v.url,
    method: v.method,
    headers: v.headers.map(({ name, value }) => ({ name, value })),
    body: methodsWithBody.has(v.method) ? optional(v.body) : undefined,
    expectedStatus: list(v.expectedStatus),
    followRedirects: v.followRedirects,
    maxRedirects: num(v.maxRedirects),
    verifyTls: v.verifyTls,
    degradedThresholdMs: num(v.degradedThresholdMs),
  };
  switch (v.type) {
    case 'http':
      return { ...common, ...http };
    case 'keyword':
      return {
        ...common,
        ...http,
        keyword: v.keyword,
        keywordMode: v.keywordMode,
        caseSensitive: v.caseSensitive,
      };
    case 'json-query':
      return { ...common, ...http, query: v.query, expectedValue: v.expectedValue };
    case 'tcp':
      return { ...common, host: v.host, port: num(v.port), tls: v.tls };
    case 'dns':
      return {
        ...common,
        hostname: v.hostname,
        recordType: v.recordType,
        expectedValue: optional(v.expectedValue),
        resolver: optional(v.resolver),
      };
    case 'tls-cert':
      return {
        ...common,
        host: v.host,
        port: num(v.port),
        expiryThresholdDays: num(v.expiryThresholdDays),
      };
    case 'ping':
      return { ...common, host: v.host, packets: num(v.packets) };
    case 'heartbeat':
      return {
        ...common,
        periodSeconds: num(v.periodSeconds),
        graceSeconds: num(v.graceSeconds),
      };
  }
}
