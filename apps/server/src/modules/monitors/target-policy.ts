import type { MonitorInput } from '@tocsin/contract';
import { ValidationError } from '../../lib/errors.js';
import { parseTargetUrl, TargetRefusedError } from '../../lib/network/target-guard.js';
import { monitorRefusal } from '../checks/result.js';
import type { ResolveTarget } from '../../lib/network/types.js';

/** The host a monitor reaches, and the field it came from (for the error shown on the form). */
function hostsOf(input: MonitorInput): { host: string; field: string }[] {
  switch (input.type) {
    case 'http':
    case 'keyword':
    case 'json-query':
      return [{ host: parseTargetUrl(input.url).hostname, field: 'url' }];
    case 'tcp':
    case 'tls-cert':
    case 'ping':
      return [{ host: input.host, field: 'host' }];
    case 'dns': {
      // Without a resolver the server's own answers, so the name is judged as a host (see
      // checks/dns-guard.ts); with one, the resolver is the address Tocsin talks to.
      if (!input.resolver) return [{ host: input.hostname, field: 'hostname' }];
      const host = input.resolver
        .replace(/^\[(.+)\](?::\d+)?$/, '$1')
        .replace(/^([^:]+):\d+$/, '$1');
      return [{ host, field: 'resolver' }];
    }
    case 'heartbeat':
      return [];
  }
}

/**
 * Refuses, at creation and on every change, a monitor whose target the SSRF guard refuses. A
 * name that does not resolve yet is accepted: the checks will report it as a DNS failure.
 */
export function createTargetPolicy(resolve: ResolveTarget) {
  return async (input: MonitorInput) => {
    for (const { host, field } of hostsOf(input)) {
      try {
        await resolve(host);
      } catch (error) {
        if (error instanceof TargetRefusedError) {
          const message = monitorRefusal(error);
          throw new ValidationError(message, [{ path: field, message }]);
        }
      }
    }
  };
}
