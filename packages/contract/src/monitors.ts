import { z } from 'zod';
import { checkTypeInputs, monitorTypes } from './check-types/index.js';

// Each check type's input lives in check-types/, one file per type; these names stay here.
export { monitorTypes };
export {
  groupIdSchema,
  httpMethods,
  httpUrlSchema,
  MONITOR_LIMITS,
  nameSchema,
} from './check-types/fields.js';
export { httpMonitorInput } from './check-types/http.js';
export { keywordMonitorInput } from './check-types/keyword.js';
export { jsonQueryMonitorInput } from './check-types/json-query.js';
export { tcpMonitorInput } from './check-types/tcp.js';
export { dnsMonitorInput, dnsRecordTypes } from './check-types/dns.js';
export { tlsCertMonitorInput } from './check-types/tls-cert.js';
export { pingMonitorInput } from './check-types/ping.js';
export { heartbeatMonitorInput } from './check-types/heartbeat.js';

export type MonitorType = (typeof monitorTypes)[number];

export const monitorInput = z.discriminatedUnion('type', checkTypeInputs);
export type MonitorInput = z.infer<typeof monitorInput>;
export type MonitorConfig<T extends MonitorType> = Extract<MonitorInput, { type: T }>;
