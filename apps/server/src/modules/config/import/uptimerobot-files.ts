import { IMPORT_LIMITS as L } from '@tocsin/contract';
import { csv } from '../../../lib/csv.js';
import { ValidationError } from '../../../lib/errors.js';
import { convertRobot, type RobotMonitor } from './uptimerobot.js';
import {
  assertAtMost,
  cleanName,
  int,
  isRow,
  jsonObject,
  parseJson,
  text,
  type Row,
} from './values.js';

const invalid = (message: string) => new ValidationError(message, [{ path: 'content', message }]);

/** The JSON of the API's getMonitors (v2): `{ stat, pagination, monitors: [...] }`. */
export function importRobotJson(content: Buffer) {
  const response = parseJson(content, 'an UptimeRobot getMonitors response');
  if (!isRow(response))
    throw invalid('This is not an UptimeRobot getMonitors response: it is not a JSON object');
  if (response.stat === 'fail') {
    const error = isRow(response.error) ? response.error : {};
    const why = text(error.message) ?? text(error.type) ?? 'no reason given';
    throw invalid(`This is UptimeRobot's answer to a failed request, with no monitors: ${why}`);
  }
  if (!Array.isArray(response.monitors))
    throw invalid('This is not an UptimeRobot getMonitors response: it has no monitors list');
  const rows = response.monitors.filter(isRow);
  assertAtMost(rows.length, L.monitors, 'monitors');
  assertAtMost(
    rows.reduce(
      (sum, row) => sum + (Array.isArray(row.alert_contacts) ? row.alert_contacts.length : 0),
      0,
    ),
    L.links,
    'alert contacts of monitors',
  );
  const monitors = rows.map(robotMonitorFromApi);
  const page = isRow(response.pagination) ? response.pagination : {};
  const total = int(page.total);
  const offset = int(page.offset) ?? 0;
  const unmapped: [string, string][] =
    total !== undefined && offset + monitors.length < total
      ? [
          [
            'The response',
            `It holds monitors ${offset + 1} to ${offset + monitors.length} of ${total}; import every page of getMonitors (offset and limit) to bring the others`,
          ],
        ]
      : [];
  return convertRobot(monitors, unmapped);
}

/** A monitor of the API's getMonitors response. */
export function robotMonitorFromApi(row: Row, index: number): RobotMonitor {
  const id = text(row.id) ?? String(index + 1);
  const post = row.post_value;
  return {
    id,
    name: cleanName(row.friendly_name, `Monitor ${id}`),
    url: text(row.url),
    type: int(row.type),
    subType: int(row.sub_type),
    port: int(row.port),
    keywordType: int(row.keyword_type),
    keywordCaseType: int(row.keyword_case_type),
    keywordValue: text(row.keyword_value),
    httpMethod: int(row.http_method),
    intervalSeconds: int(row.interval),
    timeoutSeconds: int(row.timeout),
    paused: int(row.status) === 0,
    headers: jsonObject(row.custom_http_headers),
    statuses: text(row.custom_http_statuses),
    body:
      typeof post === 'string' ? post || undefined : isRow(post) ? JSON.stringify(post) : undefined,
    httpUsername: text(row.http_username),
    alertContacts: (Array.isArray(row.alert_contacts) ? row.alert_contacts : [])
      .filter(isRow)
      .flatMap((c) => {
        const contactId = text(c.id);
        return contactId ? [{ id: contactId, type: int(c.type), value: text(c.value) }] : [];
      }),
  };
}

/** Column names of the dashboard's export, read without case or punctuation. */
const columns = {
  name: ['friendly name', 'name', 'monitor name'],
  url: ['url', 'url ip', 'host'],
  type: ['type', 'monitor type'],
  interval: ['interval', 'interval seconds', 'interval sec', 'interval minutes', 'interval min'],
  port: ['port'],
  keyword: ['keyword value', 'keyword'],
  keywordType: ['keyword type', 'alert when'],
  status: ['status'],
  timeout: ['timeout', 'timeout seconds'],
} as const;
const required = { name: 'Friendly Name', url: 'URL', type: 'Type', interval: 'Interval' };

const headerName = (h: string) =>
  h
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function typeOf(value: string | undefined) {
  const v = (value ?? '').toLowerCase();
  if (/^[1-5]$/.test(v)) return Number(v);
  if (v.includes('keyword')) return 2;
  if (v.includes('ping')) return 3;
  if (v.includes('port')) return 4;
  if (v.includes('heartbeat') || v.includes('cron')) return 5;
  return v.includes('http') ? 1 : undefined;
}

/** "300", "300s", "5 min", "1h"; a bare number is in minutes under an "Interval (min)" header. */
function secondsOf(value: string | undefined, minutes: boolean) {
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(value ?? '');
  if (!match) return undefined;
  const unit = match[2]!.toLowerCase();
  const scale = unit.startsWith('h')
    ? 3600
    : unit.startsWith('m')
      ? 60
      : unit
        ? 1
        : minutes
          ? 60
          : 1;
  return Math.round(Number(match[1]) * scale);
}

/** The most characters a row of the export may have: a monitor's row is a few hundred. */
const ROW_CHARACTERS_MAX = 64 * 1024;

/**
 * The CSV the dashboard exports: a header row, then a monitor a row. Reading stops at the first
 * row past what an import takes, which refuses the file.
 */
export function importRobotCsv(content: Buffer) {
  if (content.toString('utf8').trim() === '') throw invalid('The file is empty');
  let records: string[][];
  try {
    records = csv().parse(content, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: ROW_CHARACTERS_MAX,
      to: L.monitors + 2,
    });
  } catch (error) {
    throw invalid(`The file is not valid CSV: ${(error as Error).message}`);
  }
  assertAtMost(records.length - 1, L.monitors, 'monitors', false);
  const header = (records[0] ?? []).map(headerName);
  const at = Object.fromEntries(
    Object.entries(columns).map(([what, names]) => [
      what,
      header.findIndex((h) => (names as readonly string[]).includes(h)),
    ]),
  ) as Record<keyof typeof columns, number>;
  const missing = Object.entries(required).filter(([what]) => at[what as keyof typeof at] < 0);
  if (missing.length)
    throw invalid(
      `This is not an UptimeRobot export: its first row has no ${missing.map(([, label]) => label).join(', ')} column${missing.length > 1 ? 's' : ''}`,
    );
  const minutes = header[at.interval]!.includes('min');
  const monitors = records.slice(1).map((record, index): RobotMonitor => {
    const cell = (what: keyof typeof columns) =>
      at[what] < 0 ? undefined : text(record[at[what]]);
    const keywordType = (cell('keywordType') ?? '').toLowerCase();
    const status = (cell('status') ?? '').toLowerCase();
    return {
      id: String(index + 2),
      name: cleanName(cell('name'), `Row ${index + 2}`),
      url: cell('url'),
      type: typeOf(cell('type')),
      port: int(cell('port')),
      keywordValue: cell('keyword'),
      keywordType:
        keywordType === '2' || keywordType.includes('not') ? 2 : keywordType ? 1 : undefined,
      intervalSeconds: secondsOf(cell('interval'), minutes),
      timeoutSeconds: int(cell('timeout')),
      paused: status === '0' || status.includes('pause'),
      alertContacts: [],
    };
  });
  return convertRobot(monitors);
}
