import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUpCookie, type Harness } from '../../test/harness.js';
import { newPage } from '../../test/status-pages.js';
import { sampleEvery } from '../../test/wait.js';

/**
 * Files an attacker sends to the importers, to `apply` and to the subscriber import: row bombs, ids shared to multiply a
 * join, columns SQLite computes on every read, files far past the limits, alias bombs, text that
 * cannot be stored, bytes that are not text. Each must be refused with a 4xx that names what it
 * passed (or read as the little it is), while the checks of every workspace start on time and the
 * process's memory stays bounded: the reading runs on a thread of its own, within limits.
 */

const LATENESS_MAX_MS = 250;

const fixture = (name: string) => readFileSync(new URL(`import/fixtures/${name}`, import.meta.url));

const SQL = await initSqlJs();

/** Kuma's own kuma.db (the fixture) with `sql` run on it. */
function kumaDb(sql: string) {
  const db = new SQL.Database(fixture('kuma.db'));
  db.exec(sql);
  const bytes = Buffer.from(db.export());
  db.close();
  return bytes;
}

/** `count` rows of `select` (over `n`, 1 to count), in one statement. */
const rowsOf = (count: number, insert: string, select: string) =>
  `WITH RECURSIVE k(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM k WHERE n < ${count}) ${insert} SELECT ${select} FROM k;`;

const kumaBackup = (monitors: number) =>
  Buffer.from(
    JSON.stringify({
      version: '1.23.0',
      notificationList: [],
      monitorList: Array.from({ length: monitors }, (_, i) => ({
        id: i + 1,
        name: `Monitor ${i}`,
        type: 'http',
        url: `https://example.com/${i}`,
        interval: 60,
        active: true,
        tags: [],
        notificationIDList: {},
      })),
    }),
  );

const robotCsv = (rows: number) =>
  Buffer.from(
    'Friendly Name,URL,Type,Interval\n' +
      Array.from({ length: rows }, (_, i) => `Site ${i},https://example.com/${i},HTTP,300\n`).join(
        '',
      ),
  );

/** The billion laughs: nine anchors, each aliasing the one before nine times. */
function billionLaughs() {
  let text =
    'version: 1\nmonitors:\n  - key: a\n    name: a\n    type: http\n    url: https://example.com\n    tags: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n';
  for (let i = 1; i < 10; i++)
    text += `    x${i}: &l${i} [${Array.from({ length: 9 }, () => `*l${i - 1}`).join(', ')}]\n`;
  return text;
}

/** `count` monitors sharing one anchored alert setting: a document people write. */
function sharedAnchor(count: number) {
  const monitor = (i: number) =>
    `  - key: m${i}\n    name: Site ${i}\n    type: http\n    url: https://example.com/${i}\n    alerts: ${i === 0 ? '&alerts ' : '*alerts'}${i === 0 ? '{ reminderMinutes: 30 }' : ''}\n`;
  return `version: 1\nmonitors:\n${Array.from({ length: count }, (_, i) => monitor(i)).join('')}`;
}

/** Maps each merging the one before: 1,000 levels deep once expanded. */
function chainedMerges(count: number) {
  let text = 'version: 1\nstatusPages:\n  - &m0 { a: 1 }\n';
  for (let i = 1; i < count; i++) text += `  - &m${i} { <<: *m${i - 1}, b${i}: 1 }\n`;
  return text;
}

type Case = {
  name: string;
  status: number;
  message: RegExp;
} & (
  | { route: 'import'; source: string; file: () => Buffer }
  | { route: 'apply'; document: () => string }
  | { route: 'subscribers'; csv: () => string }
);

const cases: Case[] = [
  {
    name: 'a kuma.db with 50,000 links of one monitor to one notification',
    route: 'import',
    source: 'uptime-kuma-db',
    file: () =>
      kumaDb(
        'DROP TABLE monitor_notification; CREATE TABLE monitor_notification (id INTEGER PRIMARY KEY, monitor_id INTEGER, notification_id INTEGER);' +
          rowsOf(50_000, 'INSERT INTO monitor_notification (monitor_id, notification_id)', '2, 1'),
      ),
    status: 200,
    message: /"applied":false/,
  },
  {
    name: 'a kuma.db with 150,000 links of monitors to notifications',
    route: 'import',
    source: 'uptime-kuma-db',
    file: () =>
      kumaDb(
        'DROP TABLE monitor_notification; CREATE TABLE monitor_notification (id INTEGER PRIMARY KEY, monitor_id INTEGER, notification_id INTEGER);' +
          rowsOf(150_000, 'INSERT INTO monitor_notification (monitor_id, notification_id)', '2, n'),
      ),
    status: 413,
    message: /150,000 links of monitors to notifications; one import takes at most 100,000/,
  },
  {
    name: 'a kuma.db with 3,000 tags sharing one id, each on every monitor',
    route: 'import',
    source: 'uptime-kuma-db',
    file: () =>
      kumaDb(
        'DROP TABLE tag; CREATE TABLE tag (id INTEGER, name TEXT, color TEXT);' +
          rowsOf(3_000, 'INSERT INTO tag (id, name, color)', "1, 'tag ' || n, '#000'") +
          rowsOf(3_000, 'INSERT INTO monitor_tag (monitor_id, tag_id, value)', "2 + n % 6, 1, 'v'"),
      ),
    status: 200,
    message: /"applied":false/,
  },
  {
    name: 'a kuma.db whose monitor table computes a 400 MB column on every read',
    route: 'import',
    source: 'uptime-kuma-db',
    file: () =>
      kumaDb(
        'ALTER TABLE monitor ADD COLUMN filler BLOB GENERATED ALWAYS AS (zeroblob(400000000)) VIRTUAL;',
      ),
    status: 400,
    message: /its monitor table has generated columns \(filler\)/,
  },
  {
    name: 'a kuma.db of 10,001 monitors',
    route: 'import',
    source: 'uptime-kuma-db',
    file: () =>
      kumaDb(
        rowsOf(
          10_001 - 7,
          'INSERT INTO monitor (name, active, user_id, interval, url, type)',
          "'Bulk ' || n, 1, 1, 60, 'https://example.com/' || n, 'http'",
        ),
      ),
    status: 413,
    message: /10,001 monitors; one import takes at most 10,000/,
  },
  {
    name: 'an Uptime Kuma backup of 200,000 monitors (14 MB)',
    route: 'import',
    source: 'uptime-kuma-backup',
    file: () => kumaBackup(200_000),
    status: 413,
    message: /200,000 monitors; one import takes at most 10,000/,
  },
  {
    name: 'a 31 MB UptimeRobot CSV',
    route: 'import',
    source: 'uptimerobot-csv',
    file: () => robotCsv(600_000),
    status: 413,
    message: /more than 10,000 monitors; one import takes at most 10,000/,
  },
  {
    name: 'an UptimeRobot response of 20,000 monitors',
    route: 'import',
    source: 'uptimerobot-json',
    file: () =>
      Buffer.from(
        JSON.stringify({
          stat: 'ok',
          monitors: Array.from({ length: 20_000 }, (_, i) => ({ id: i, friendly_name: `M${i}` })),
        }),
      ),
    status: 413,
    message: /20,000 monitors; one import takes at most 10,000/,
  },
  {
    name: 'a backup that is 30 MB of empty objects',
    route: 'import',
    source: 'uptime-kuma-backup',
    file: () => Buffer.from(`{"monitorList":[${'{},'.repeat(10_000_000)}{}]}`),
    status: 413,
    message: /This file needs more than 256 MB of memory to read/,
  },
  {
    name: 'a file past 32 MB',
    route: 'import',
    source: 'uptimerobot-csv',
    file: () => Buffer.alloc(33 * 2 ** 20, 'a'),
    status: 413,
    message: /The file is larger than 32 MB/,
  },
  {
    name: 'a CSV in UTF-16 without its byte order mark',
    route: 'import',
    source: 'uptimerobot-csv',
    file: () => Buffer.from(robotCsv(3).toString(), 'utf16le'),
    status: 400,
    message: /This is not an UptimeRobot export: its first row has no/,
  },
  {
    name: 'a backup whose bytes are not UTF-8',
    route: 'import',
    source: 'uptime-kuma-backup',
    file: () => Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0xc3, 0x28, 0x7d]),
    status: 400,
    message: /This is not an Uptime Kuma backup: it is not JSON/,
  },
  {
    name: 'a SQLite file whose pages are garbage',
    route: 'import',
    source: 'uptime-kuma-db',
    file: () => {
      const bytes = kumaDb('');
      bytes.fill(0xee, 100);
      return bytes;
    },
    status: 400,
    message: /This SQLite file cannot be read/,
  },
  {
    name: 'a billion laughs',
    route: 'apply',
    document: billionLaughs,
    status: 400,
    message: /its aliases expand it to more than 1,000,000 values/,
  },
  {
    name: 'one anchor aliased 2,000 times (read as the document it is)',
    route: 'apply',
    document: () => sharedAnchor(2_000),
    status: 200,
    message: /"applied":false/,
  },
  {
    name: '1,000 chained merges',
    route: 'apply',
    document: () => chainedMerges(1_000),
    status: 400,
    message: /nested more than 64 levels deep/,
  },
  {
    name: 'a NUL written as a YAML escape',
    route: 'apply',
    document: () =>
      'version: 1\nmonitors:\n  - key: a\n    name: "a\\0b"\n    type: http\n    url: https://example.com\n',
    status: 400,
    message: /line 4, monitors\[0\]\.name: Contains a character that cannot be stored/,
  },
  {
    name: 'a lone surrogate written as a YAML escape',
    route: 'apply',
    document: () =>
      'version: 1\nmonitors:\n  - key: a\n    name: ok\n    type: http\n    url: https://example.com\n    tags: ["\\ud800"]\n',
    status: 400,
    message: /monitors\[0\]\.tags\[0\]: Contains a character that cannot be stored/,
  },
  {
    name: 'a subscriber CSV of 512 KB of line breaks between addresses',
    route: 'subscribers',
    csv: () => 'a@example.com\n'.repeat(37_000).slice(0, 512 * 1024 - 1),
    status: 400,
    message: /The file has 37,?\d+ rows; import at most 2000 at a time/,
  },
  {
    name: 'a subscriber CSV of one row of 260,000 cells',
    route: 'subscribers',
    csv: () => 'email,' + ','.repeat(260_000) + '\nx@example.com',
    status: 200,
    message: /"invited":1/,
  },
];

describe('hostile files sent to import and apply', () => {
  let h: Harness;
  let cookie: string;
  let target: Server;
  let address: string;
  let startedAt = 0;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  let page: { id: string };
  let rssBefore = 0;
  let rssPeak = 0;
  const stopSampling = sampleEvery(20, () => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  });

  /** Each case's request body, made before the checks start: the client is not the server. */
  const bodies = new Map<Case, Buffer>();

  beforeAll(async () => {
    for (const c of cases) {
      const payload =
        c.route === 'import'
          ? { source: c.source, content: c.file().toString('base64'), dryRun: true }
          : c.route === 'apply'
            ? { source: c.document(), fileName: 'hostile.yaml', dryRun: true }
            : { csv: c.csv() };
      bodies.set(c, Buffer.from(JSON.stringify(payload)));
    }
    target = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const { port } = target.address() as { port: number };
    h = await createHarness('embedded', { ALLOW_PRIVATE_TARGETS: 'true' });
    cookie = await signUpCookie(h.app);
    const me = await h.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    page = await newPage(h, me.json().workspace.id as string);
    // Checks of another workspace, running throughout: their lateness is what a hostile file
    // must not move.
    const other = await signUpCookie(h.app);
    for (let i = 0; i < 20; i++) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/monitors',
        headers: { cookie: other },
        payload: {
          type: 'http',
          name: `Target ${i}`,
          url: `http://127.0.0.1:${port}/${i}`,
          intervalSeconds: 10,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await h.services.start();
    startedAt = Date.now();
    address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    rssBefore = process.memoryUsage.rss();
    rssPeak = rssBefore;
  });

  /** A POST over a real connection, as a client sends it: the body's bytes in one write. */
  function post(path: string, body: Buffer) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${address}${path}`,
        {
          method: 'POST',
          headers: {
            cookie,
            origin: h.config.publicUrl,
            'content-type': 'application/json',
            'content-length': body.length,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  afterAll(async () => {
    stopSampling();
    loop.disable();
    await h?.close();
    target?.close();
  });

  it.each(cases)(
    'answers $name with $status',
    async (c) => {
      loop.reset();
      loop.enable();
      const path =
        c.route === 'subscribers'
          ? `/api/v1/status-pages/${page.id}/subscribers/import`
          : `/api/v1/config/${c.route}`;
      const res = await post(path, bodies.get(c)!);
      loop.disable();
      expect(res.status, res.body.slice(0, 500)).toBe(c.status);
      expect(res.body).toMatch(c.message);
      const stalledMs = loop.max / 1e6;
      expect(stalledMs, 'the longest the event loop was held').toBeLessThan(LATENESS_MAX_MS);
    },
    60_000,
  );

  it('kept every check on time and the memory bounded meanwhile', () => {
    const lateness = h.services.engine.lag(startedAt);
    expect(lateness.samples).toBeGreaterThan(20);
    expect(lateness.max).toBeLessThan(LATENESS_MAX_MS);
    // The reading thread's heap, the file's copies and SQLite's cache, with room for the rest.
    const grownMb = (rssPeak - rssBefore) / 2 ** 20;
    expect(grownMb).toBeLessThan(768);
  });
});
