import { MONITOR_LIMITS as L, dnsRecordTypes, httpMethods } from '@tocsin/contract';
import {
  bool,
  bounded,
  field,
  intervalWithin,
  timeoutWithin,
  int,
  jsonObject,
  text,
  type Note,
  type Row,
} from './values.js';

/** One Kuma monitor, from a backup or a database: its fields as Kuma spells them. */
export interface KumaMonitor {
  id: number;
  name: string;
  type: string;
  active: boolean;
  parent: number | null;
  fields: Row;
  notificationIds: number[];
  tags: { name: string; value: string }[];
}

/** Kuma's checks Tocsin has none of, by Kuma's type. */
const unsupported: Record<string, string> = {
  docker: 'Docker container',
  steam: 'Steam game server',
  gamedig: 'game server (GameDig)',
  mqtt: 'MQTT',
  sqlserver: 'Microsoft SQL Server',
  postgres: 'PostgreSQL',
  mysql: 'MySQL or MariaDB',
  mongodb: 'MongoDB',
  radius: 'RADIUS',
  redis: 'Redis',
  'grpc-keyword': 'gRPC',
  'kafka-producer': 'Kafka producer',
  'real-browser': 'real browser',
  'tailscale-ping': 'Tailscale ping',
  snmp: 'SNMP',
  rabbitmq: 'RabbitMQ',
  smtp: 'SMTP',
  'websocket-upgrade': 'WebSocket',
  globalping: 'Globalping',
  manual: 'manual status',
};

function common(m: KumaMonitor, note: Note) {
  const f = m.fields;
  const interval = int(f.interval) ?? 60;
  const timeout = Number(f.timeout) > 0 ? Number(f.timeout) : interval * 0.8;
  const retries = Math.max(0, int(f.maxretries) ?? 0);
  const retryInterval = int(field(f, 'retryInterval', 'retry_interval'));
  if (retries > 0 && retryInterval && retryInterval !== interval)
    note(
      `It retries every ${retryInterval} seconds before calling the monitor down; Tocsin confirms at the monitor's interval`,
    );
  const tags: string[] = [];
  for (const tag of m.tags) {
    const name = tag.value ? `${tag.name}:${tag.value}` : tag.name;
    if (name.length > L.tagMax) note(`The tag "${name}" is longer than ${L.tagMax} characters`);
    else if (tags.length >= L.tagsMax) note(`The tag "${name}" is past Tocsin's ${L.tagsMax} tags`);
    else if (!tags.includes(name)) tags.push(name);
  }
  return {
    name: m.name,
    intervalSeconds: intervalWithin(interval, note),
    // A push monitor waits for its job; Kuma's timeout means nothing there.
    ...(m.type === 'push'
      ? {}
      : {
          timeoutSeconds: timeoutWithin(Math.round(timeout), note),
        }),
    // Kuma retries N times after the first failure: N + 1 failures in a row make it down.
    confirmations: bounded('Failures before down (retries + 1)', retries + 1, 1, 10, '', note),
    tags,
  };
}

const statusPattern = /^([1-5]\d\d(-[1-5]\d\d)?|[1-5]xx)$/;
const contentTypes: Record<string, string> = { json: 'application/json', xml: 'text/xml' };

function http(m: KumaMonitor, note: Note) {
  const f = m.fields;
  const method = (text(f.method) ?? 'GET').toUpperCase();
  if (!(httpMethods as readonly string[]).includes(method))
    note(`Tocsin has no ${method} requests; it sends GET`);

  const rawHeaders = field(f, 'headers');
  const headerObject = jsonObject(rawHeaders);
  if (text(rawHeaders) && !headerObject)
    note('Its headers are not a JSON object; they are not kept');
  const headers = Object.entries(headerObject ?? {}).map(([name, value]) => ({
    name,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }));
  const body = text(f.body);
  const encoding = text(field(f, 'httpBodyEncoding', 'http_body_encoding')) ?? 'json';
  const hasContentType = headers.some((h) => h.name.toLowerCase() === 'content-type');
  if (body && !hasContentType && contentTypes[encoding])
    headers.push({ name: 'Content-Type', value: contentTypes[encoding] });

  const listed = field(f, 'accepted_statuscodes', 'accepted_statuscodes_json');
  const codes = (Array.isArray(listed) ? listed : (parseArray(listed) ?? ['200-299'])).map(String);
  const expectedStatus = codes.filter((code) => statusPattern.test(code));
  for (const code of codes.filter((c) => !statusPattern.test(c)))
    note(`The accepted status "${code}" is not one Tocsin reads (200, 200-299 or 2xx)`);

  if (text(field(f, 'basic_auth_user', 'basicAuthUser')))
    note(
      'Its HTTP basic authentication is not kept, as the document would hold the password; add an Authorization header in Tocsin',
    );
  const auth = text(field(f, 'authMethod', 'auth_method'));
  if (auth && auth !== 'basic') note(`Tocsin has no ${auth} authentication`);
  if (int(field(f, 'proxyId', 'proxy_id')))
    note("It is checked through a proxy in Kuma; Tocsin's probes check it directly");

  const redirects = Math.max(0, int(f.maxredirects) ?? 10);
  return {
    url: text(f.url),
    method: (httpMethods as readonly string[]).includes(method) ? method : 'GET',
    headers,
    ...(body ? { body } : {}),
    expectedStatus: expectedStatus.length ? expectedStatus : ['2xx'],
    followRedirects: redirects > 0,
    maxRedirects: bounded('Redirects', redirects, 0, L.maxRedirectsMax, '', note),
    verifyTls: !bool(field(f, 'ignoreTls', 'ignore_tls')),
  };
}

function parseArray(value: unknown): unknown[] | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A JSONata path that reads the same in JMESPath: names joined by dots, indexes in brackets. */
function jmesPathOf(path: string) {
  const bare = path.replace(/^\$\.?/, '');
  return /^[A-Za-z_]\w*(\.[A-Za-z_]\w*|\[\d+\])*$/.test(bare) ? bare : undefined;
}

type Mapper = (m: KumaMonitor, note: Note) => Row | { reason: string };

const mappers: Record<string, Mapper> = {
  http: (m, note) => ({ type: 'http', ...http(m, note) }),
  keyword: (m, note) => ({
    type: 'keyword',
    ...http(m, note),
    keyword: text(m.fields.keyword),
    keywordMode: bool(field(m.fields, 'invertKeyword', 'invert_keyword')) ? 'absent' : 'present',
    // Kuma looks for the keyword as written.
    caseSensitive: true,
  }),
  'json-query': (m, note) => {
    const path = text(field(m.fields, 'jsonPath', 'json_path')) ?? '';
    const query = jmesPathOf(path);
    if (!query)
      return {
        reason: `Its expression "${path}" is JSONata; Tocsin reads JMESPath, and only plain paths like data.status read the same in both`,
      };
    const operator = text(field(m.fields, 'jsonPathOperator', 'json_path_operator')) ?? '==';
    if (operator !== '==')
      return { reason: `It compares with "${operator}"; Tocsin's JSON check tests equality` };
    return {
      type: 'json-query',
      ...http(m, note),
      query,
      expectedValue: text(field(m.fields, 'expectedValue', 'expected_value')) ?? '',
    };
  },
  port: (m) => ({ type: 'tcp', host: text(m.fields.hostname), port: int(m.fields.port) }),
  ping: (m) => ({ type: 'ping', host: text(m.fields.hostname) }),
  dns: (m, note) => {
    const f = m.fields;
    const recordType = text(field(f, 'dns_resolve_type', 'dnsResolveType')) ?? 'A';
    if (!(dnsRecordTypes as readonly string[]).includes(recordType))
      return {
        reason: `Tocsin has no ${recordType} record check (it checks ${dnsRecordTypes.join(', ')})`,
      };
    const servers = (text(field(f, 'dns_resolve_server', 'dnsResolveServer')) ?? '').split(',');
    if (servers.length > 1) note(`Tocsin asks one resolver; it asks ${servers[0]!.trim()}`);
    const port = int(f.port);
    const server = servers[0]!.trim();
    return {
      type: 'dns',
      hostname: text(f.hostname),
      recordType,
      ...(server ? { resolver: port && port !== 53 ? `${server}:${port}` : server } : {}),
    };
  },
  push: (m, note) => {
    note(
      "Tocsin gives the heartbeat monitor its own ping URL: point the job at it instead of Kuma's push URL",
    );
    const interval = int(m.fields.interval) ?? 60;
    return {
      type: 'heartbeat',
      periodSeconds: bounded(
        'The push period',
        interval,
        L.intervalMinSeconds,
        604800,
        ' seconds',
        note,
      ),
    };
  },
};

/**
 * The Tocsin monitor for a Kuma monitor (without key, group, paused and alerts), or why there
 * is none. `note` takes what is kept only in part.
 */
export function mapKumaMonitor(m: KumaMonitor, note: Note): Row | { reason: string } {
  const label = Object.hasOwn(unsupported, m.type) ? unsupported[m.type] : undefined;
  if (label) return { reason: `Tocsin has no ${label} check` };
  const map = Object.hasOwn(mappers, m.type) ? mappers[m.type] : undefined;
  if (!map) return { reason: `Tocsin has no check like Kuma's "${m.type}" monitors` };
  if (bool(field(m.fields, 'upsideDown', 'upside_down')))
    return {
      reason: 'It is in upside-down mode (up when the check fails), which Tocsin does not have',
    };
  const notes: string[] = [];
  const mapped = map(m, (reason) => notes.push(reason));
  if (typeof mapped.reason === 'string') return { reason: mapped.reason };
  const settings = { ...common(m, (reason) => notes.push(reason)), ...mapped };
  if (text(m.fields.description))
    notes.push('Its description is not kept: Tocsin monitors have none');
  notes.forEach(note);
  return settings;
}
