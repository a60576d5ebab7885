import type { CheckTypeModule } from '../check-type.js';
import { dnsCheck } from '../dns.js';

export const dns: CheckTypeModule<'dns'> = {
  target: (config) => `${config.recordType} ${config.hostname}`,
  hosts: (config) => {
    // Without a resolver the server's own answers, so the name is judged as a host (see
    // checks/dns-guard.ts); with one, the resolver is the address Tocsin talks to.
    if (!config.resolver) return [{ host: config.hostname, field: 'hostname' }];
    const host = config.resolver
      .replace(/^\[(.+)\](?::\d+)?$/, '$1')
      .replace(/^([^:]+):\d+$/, '$1');
    return [{ host, field: 'resolver' }];
  },
  spanHost: (config) => config.hostname,
  run: dnsCheck,
};
