import { MONITOR_LIMITS as L, type ChannelKind } from '@tocsin/contract';
import { ImportBuilder } from './builder.js';
import {
  bounded,
  cleanName,
  intervalWithin,
  timeoutWithin,
  type Note,
  type Row,
} from './values.js';

/** One UptimeRobot monitor, from the API's JSON or the dashboard's CSV. */
export interface RobotMonitor {
  id: string;
  name: string;
  url?: string;
  /** 1 HTTP(s), 2 keyword, 3 ping, 4 port, 5 heartbeat. */
  type?: number;
  subType?: number;
  port?: number;
  /** Alert when the keyword: 1 exists, 2 does not exist. */
  keywordType?: number;
  /** 0 case-sensitive, 1 case-insensitive (the default). */
  keywordCaseType?: number;
  keywordValue?: string;
  httpMethod?: number;
  intervalSeconds?: number;
  timeoutSeconds?: number;
  paused: boolean;
  headers?: Row;
  statuses?: string;
  body?: string;
  httpUsername?: string;
  alertContacts: { id: string; type?: number; value?: string }[];
}

const methods: Record<number, string> = {
  1: 'HEAD',
  2: 'GET',
  3: 'POST',
  4: 'PUT',
  5: 'PATCH',
  6: 'DELETE',
  7: 'OPTIONS',
};
/** Ports of the port monitor's sub types; 99 is a custom port. */
const subTypePorts: Record<number, number> = { 1: 80, 2: 443, 3: 21, 4: 25, 5: 110, 6: 143 };
const typeNames: Record<number, string> = {
  1: 'HTTP(s)',
  2: 'keyword',
  3: 'ping',
  4: 'port',
  5: 'heartbeat',
};

/** Custom statuses as "404:0_200:1": codes marked 1 are up, codes marked 0 are down. */
function expectedStatus(statuses: string | undefined, note: Note) {
  const expected = ['2xx', '3xx'];
  for (const entry of (statuses ?? '').split('_').filter(Boolean)) {
    const [code, up] = entry.split(':');
    if (!/^[1-5]\d\d$/.test(code ?? ''))
      note(`The custom status "${entry}" is not one Tocsin reads`);
    else if (up === '1' && !expected.includes(`${code![0]}xx`)) expected.push(code!);
    else if (up === '0' && expected.includes(`${code![0]}xx`))
      note(`Status ${code} counts as down in UptimeRobot; Tocsin counts every ${code![0]}xx as up`);
  }
  return expected;
}

function http(m: RobotMonitor, note: Note) {
  const method = methods[m.httpMethod ?? 2] ?? 'GET';
  if (m.httpUsername)
    note(
      'Its HTTP authentication is not kept, as the document would hold the password; add an Authorization header in Tocsin',
    );
  return {
    url: m.url,
    method,
    headers: Object.entries(m.headers ?? {}).map(([name, value]) => ({
      name,
      value: typeof value === 'string' ? value : JSON.stringify(value),
    })),
    ...(m.body ? { body: m.body } : {}),
    expectedStatus: expectedStatus(m.statuses, note),
  };
}

/** A ping or port monitor's host: UptimeRobot keeps it in the URL field. */
const hostOf = (url: string | undefined) =>
  url?.replace(/^[a-z]+:\/\//i, '').replace(/[/:].*$/, '');

function settingsOf(m: RobotMonitor, note: Note): Row | { reason: string } {
  switch (m.type) {
    case 1:
      return { type: 'http', ...http(m, note) };
    case 2:
      return {
        type: 'keyword',
        ...http(m, note),
        keyword: m.keywordValue,
        // UptimeRobot names when to alert; Tocsin names what keeps the monitor up.
        keywordMode: m.keywordType === 1 ? 'absent' : 'present',
        caseSensitive: m.keywordCaseType === 0,
      };
    case 3:
      return { type: 'ping', host: hostOf(m.url) };
    case 4:
      return {
        type: 'tcp',
        host: hostOf(m.url),
        port: m.subType && m.subType !== 99 ? subTypePorts[m.subType] : m.port,
      };
    case 5:
      note(
        "Tocsin gives the heartbeat monitor its own ping URL: point the job at it instead of UptimeRobot's",
      );
      return {
        type: 'heartbeat',
        periodSeconds: bounded(
          'The heartbeat period',
          m.intervalSeconds ?? 300,
          L.intervalMinSeconds,
          604800,
          ' seconds',
          note,
        ),
      };
    default:
      return {
        reason: `Tocsin has no check like UptimeRobot's monitor type ${m.type ?? '(none)'}`,
      };
  }
}

/** By UptimeRobot's alert contact type: the channel it becomes. */
const contactKinds: Record<
  number,
  { kind: ChannelKind; label: string; config: (v: string) => Row }
> = {
  1: { kind: 'sms', label: 'SMS', config: (to) => ({ to }) },
  2: { kind: 'email', label: 'Email', config: (to) => ({ to: [to] }) },
  5: { kind: 'webhook', label: 'Webhook', config: (url) => ({ url }) },
  11: { kind: 'slack', label: 'Slack', config: (webhookUrl) => ({ webhookUrl }) },
};
const contactNames: Record<number, string> = {
  3: 'Twitter',
  4: 'Boxcar',
  6: 'Pushbullet',
  7: 'Zapier',
  9: 'Pushover (UptimeRobot keeps only the user key; Tocsin also needs an application token)',
  10: 'HipChat',
};

export function convertRobot(monitors: RobotMonitor[], unmapped: [string, string][] = []) {
  const out = new ImportBuilder();
  unmapped.forEach(([item, reason]) => out.skip(item, reason));
  const contactKeys = new Map<string, string | null>();

  const channelOf = (contact: RobotMonitor['alertContacts'][number]) => {
    if (contactKeys.has(contact.id)) return contactKeys.get(contact.id) ?? null;
    const item = `Alert contact ${contact.id} (type ${contact.type ?? 'unknown'})`;
    const known = contact.type === undefined ? undefined : contactKinds[contact.type];
    let key: string | null = null;
    if (!known)
      out.skip(
        item,
        `Tocsin has no ${contactNames[contact.type ?? -1] ?? `channel for UptimeRobot contact type ${contact.type ?? '(none)'}`} channel`,
      );
    else {
      const value = contact.value ?? '';
      key = out.addChannel(item, {
        kind: known.kind,
        name: cleanName(
          `${known.label} ${known.kind === 'email' || known.kind === 'sms' ? value : contact.id}`,
          known.label,
        ),
        enabled: true,
        isDefault: false,
        config: known.config(value),
      });
      if (key && known.kind === 'webhook')
        out.skip(
          item,
          "Tocsin posts its own JSON event to the URL instead of UptimeRobot's parameters",
        );
    }
    contactKeys.set(contact.id, key);
    return key;
  };

  for (const m of monitors) {
    const item = `Monitor '${m.name}' (type ${typeNames[m.type ?? 0] ?? m.type ?? 'unknown'})`;
    const note: Note = (reason) => out.skip(item, reason);
    const settings = settingsOf(m, note);
    if (typeof settings.reason === 'string') {
      out.skip(item, settings.reason);
      continue;
    }
    const interval = m.intervalSeconds ?? 300;
    out.addMonitor(item, {
      name: m.name,
      ...settings,
      intervalSeconds: intervalWithin(interval, note),
      ...(m.timeoutSeconds
        ? {
            timeoutSeconds: timeoutWithin(m.timeoutSeconds, note),
          }
        : {}),
      paused: m.paused,
      alerts: { channels: m.alertContacts.flatMap((c) => channelOf(c) ?? []) },
    });
  }
  return out.result();
}
