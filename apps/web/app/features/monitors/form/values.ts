import {
  dnsMonitorInput,
  heartbeatMonitorInput,
  httpMonitorInput,
  keywordMonitorInput,
  pingMonitorInput,
  tlsCertMonitorInput,
  type dnsRecordTypes,
  type httpMethods,
  type MonitorInput,
  type MonitorType,
  type Quorum,
} from '@tocsin/contract';
import { checkTypeView } from '../check-types';

export interface HeaderRow {
  /** Stable React key; rows are added and removed in the middle. */
  key: number;
  name: string;
  value: string;
}

/** What the form edits: numbers as typed text, lists as comma-separated text. */
export interface MonitorFormValues {
  type: MonitorType;
  name: string;
  intervalSeconds: string;
  timeoutSeconds: string;
  confirmations: string;
  tags: string;
  /** The group it is filed in; empty: none. */
  groupId: string;
  /** The regions ticked; none: every live region. */
  regions: string[];
  quorum: Quorum;
  url: string;
  method: (typeof httpMethods)[number];
  headers: HeaderRow[];
  body: string;
  expectedStatus: string;
  followRedirects: boolean;
  maxRedirects: string;
  verifyTls: boolean;
  degradedThresholdMs: string;
  keyword: string;
  keywordMode: 'present' | 'absent';
  caseSensitive: boolean;
  query: string;
  expectedValue: string;
  host: string;
  port: string;
  tls: boolean;
  hostname: string;
  recordType: (typeof dnsRecordTypes)[number];
  resolver: string;
  expiryThresholdDays: string;
  packets: string;
  periodSeconds: string;
  graceSeconds: string;
}

let nextHeaderKey = 0;
export function headerRow(name = '', value = ''): HeaderRow {
  nextHeaderKey += 1;
  return { key: nextHeaderKey, name, value };
}

/** The default of a contract field, so the form starts where the server would. */
const defaultOf = <T>(schema: { parse: (value: unknown) => T }): T => schema.parse(undefined);
const http = httpMonitorInput.shape;
const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export function defaultValues(type: MonitorType = 'http'): MonitorFormValues {
  return {
    type,
    name: '',
    intervalSeconds: text(defaultOf(http.intervalSeconds)),
    timeoutSeconds: text(defaultOf(http.timeoutSeconds)),
    confirmations: text(defaultOf(http.confirmations)),
    tags: '',
    groupId: '',
    regions: [],
    quorum: 'majority',
    url: '',
    method: defaultOf(http.method),
    headers: [],
    body: '',
    expectedStatus: defaultOf(http.expectedStatus).join(', '),
    followRedirects: defaultOf(http.followRedirects),
    maxRedirects: text(defaultOf(http.maxRedirects)),
    verifyTls: defaultOf(http.verifyTls),
    degradedThresholdMs: '',
    keyword: '',
    keywordMode: defaultOf(keywordMonitorInput.shape.keywordMode),
    caseSensitive: defaultOf(keywordMonitorInput.shape.caseSensitive),
    query: '',
    expectedValue: '',
    host: '',
    port: '',
    tls: false,
    hostname: '',
    recordType: defaultOf(dnsMonitorInput.shape.recordType),
    resolver: '',
    expiryThresholdDays: text(defaultOf(tlsCertMonitorInput.shape.expiryThresholdDays)),
    packets: text(defaultOf(pingMonitorInput.shape.packets)),
    periodSeconds: '',
    graceSeconds: text(defaultOf(heartbeatMonitorInput.shape.graceSeconds)),
    ...checkTypeView(type).formDefaults,
  };
}

/**
 * Switching type keeps what was typed, and fills in what the type starts with where nothing was
 * given (a TLS check gets port 443).
 */
export function withType(values: MonitorFormValues, type: MonitorType): MonitorFormValues {
  const starts = Object.entries(checkTypeView(type).formDefaults ?? {}).filter(
    ([key]) => !values[key as keyof MonitorFormValues],
  );
  return { ...values, type, ...Object.fromEntries(starts) };
}

/** The form's values for a saved monitor's settings, and the group it is in (beside them). */
export function valuesFromConfig(
  config: MonitorInput,
  groupId: string | null = null,
): MonitorFormValues {
  const values: MonitorFormValues = {
    ...defaultValues(config.type),
    type: config.type,
    groupId: groupId ?? '',
  };
  for (const [key, value] of Object.entries(config) as [string, unknown][]) {
    if (key === 'regions' && Array.isArray(value)) {
      values.regions = value as string[];
    } else if (key === 'headers' && Array.isArray(value)) {
      values.headers = (value as { name: string; value: string }[]).map((h) =>
        headerRow(h.name, h.value),
      );
    } else if (Array.isArray(value)) {
      Object.assign(values, { [key]: value.join(', ') });
    } else if (typeof value === 'number') {
      Object.assign(values, { [key]: String(value) });
    } else if (key in values && value !== undefined) {
      Object.assign(values, { [key]: value });
    }
  }
  return values;
}
