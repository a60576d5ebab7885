import { readFileSync } from 'node:fs';
import { configDocumentSchema } from '@tocsin/contract';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../lib/errors.js';
import { importFile, type ImportResult } from './index.js';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url));
const monitor = (result: ImportResult, key: string) =>
  result.document.monitors.find((m) => (m as { key: string }).key === key) as Record<
    string,
    unknown
  >;
const reasonsFor = (result: ImportResult, item: string) =>
  result.unmapped.filter((u) => u.item.startsWith(item)).map((u) => u.reason);

describe('importing an Uptime Kuma 1.x backup', () => {
  it('maps its monitors, groups, tags and notifications to a document Tocsin accepts', async () => {
    const result = await importFile('uptime-kuma-backup', fixture('kuma-backup.json'));
    expect(() => configDocumentSchema.parse(result.document)).not.toThrow();
    expect(result.document.monitors.map((m) => (m as { key: string }).key)).toEqual([
      'website',
      'api-health',
      'postgres',
      'gateway',
      'mail-exchanger',
      'nightly-backup',
      'fast-check',
      'website-2',
    ]);
    expect(monitor(result, 'website')).toMatchObject({
      type: 'http',
      name: 'Website',
      url: 'https://www.example.com',
      group: 'Production',
      tags: ['env:prod', 'frontend'],
      confirmations: 3,
      timeoutSeconds: 30,
      alerts: {
        channels: ['team-slack', 'on-call-telegram'],
        events: { certificateDays: 14 },
        reminderMinutes: 10,
      },
    });
    expect(monitor(result, 'api-health')).toMatchObject({
      type: 'keyword',
      method: 'POST',
      keyword: '"ok":true',
      keywordMode: 'present',
      caseSensitive: true,
      followRedirects: false,
      expectedStatus: ['200-299', '418'],
      headers: [
        { name: 'Authorization', value: 'Bearer probe' },
        { name: 'Content-Type', value: 'application/json' },
      ],
      alerts: { channels: ['on-call-telegram'], events: { certificateDays: null } },
    });
    expect(monitor(result, 'postgres')).toMatchObject({
      type: 'tcp',
      host: 'db.example.com',
      port: 5432,
      paused: true,
      group: null,
    });
    expect(monitor(result, 'gateway')).toMatchObject({ type: 'ping', host: '10.0.0.1' });
    expect(monitor(result, 'mail-exchanger')).toMatchObject({
      type: 'dns',
      hostname: 'example.com',
      recordType: 'MX',
      resolver: '1.1.1.1',
    });
    expect(monitor(result, 'nightly-backup')).toMatchObject({
      type: 'heartbeat',
      periodSeconds: 86400,
    });
    expect(monitor(result, 'nightly-backup')).not.toHaveProperty('timeoutSeconds');

    expect(result.document.channels).toEqual([
      {
        key: 'team-slack',
        kind: 'slack',
        name: 'Team Slack',
        enabled: true,
        default: true,
        config: { webhookUrl: { env: 'TOCSIN_TEAM_SLACK_WEBHOOK_URL' } },
      },
      {
        key: 'on-call-telegram',
        kind: 'telegram',
        name: 'On-call Telegram',
        enabled: true,
        default: false,
        config: { chatId: '-1001234567', botToken: { env: 'TOCSIN_ON_CALL_TELEGRAM_BOT_TOKEN' } },
      },
    ]);
    expect(result.secrets).toEqual({
      TOCSIN_TEAM_SLACK_WEBHOOK_URL: 'https://hooks.slack.com/services/T111/B111/backupSlackToken',
      TOCSIN_ON_CALL_TELEGRAM_BOT_TOKEN: '123456:ABC-backupTelegramToken',
    });
    expect(JSON.stringify(result.document)).not.toContain('backupSlackToken');

    expect(reasonsFor(result, "Notification 'Gotify phone'")).toEqual([
      expect.stringMatching(/^Tocsin has no gotify channel/),
    ]);
    expect(reasonsFor(result, "Monitor 'Redis container' (type docker)")).toEqual([
      'Tocsin has no Docker container check',
    ]);
    expect(reasonsFor(result, "Monitor 'Production' (type group)")).toEqual([
      "The group's own alerts are not kept: in Tocsin each monitor alerts",
    ]);
    expect(reasonsFor(result, "Monitor 'Nightly backup'")).toEqual([
      expect.stringContaining('its own ping URL'),
    ]);
  });

  it('holds intervals and timeouts within what Tocsin allows, and says so', async () => {
    const result = await importFile('uptime-kuma-backup', fixture('kuma-backup.json'));
    expect(monitor(result, 'fast-check')).toMatchObject({
      name: 'Fast check',
      intervalSeconds: 10,
    });
    expect(reasonsFor(result, "Monitor 'Fast check'")).toEqual([
      'The interval was 5 seconds; Tocsin allows 10 to 86400 seconds, so it is 10 seconds',
    ]);
    expect(monitor(result, 'website-2')).toMatchObject({
      intervalSeconds: 86400,
      timeoutSeconds: 60,
    });
    expect(reasonsFor(result, "Monitor 'Website' (type http)")).toEqual([
      'The interval was 90000 seconds; Tocsin allows 10 to 86400 seconds, so it is 86400 seconds',
      'The timeout was 72000 seconds; Tocsin allows 1 to 60 seconds, so it is 60 seconds',
    ]);
  });
});

describe("importing Uptime Kuma's database", () => {
  it('reads kuma.db and maps it like a backup', async () => {
    const result = await importFile('uptime-kuma-db', fixture('kuma.db'));
    expect(() => configDocumentSchema.parse(result.document)).not.toThrow();
    expect(result.document.monitors.map((m) => (m as { key: string }).key)).toEqual([
      'shop',
      'status-json',
      'ssh',
      'no-maintenance-page',
      'ipv6-record',
    ]);
    expect(monitor(result, 'shop')).toMatchObject({
      type: 'http',
      group: 'Edge',
      intervalSeconds: 30,
      timeoutSeconds: 24,
      confirmations: 2,
      tags: ['env:prod', 'critical'],
      expectedStatus: ['200-299', '301'],
      headers: [{ name: 'X-Probe', value: 'kuma' }],
      alerts: { channels: ['ops-slack', 'discord-alerts'], events: { certificateDays: 14 } },
    });
    expect(monitor(result, 'status-json')).toMatchObject({
      type: 'json-query',
      query: 'status',
      expectedValue: 'up',
      group: 'Edge',
    });
    expect(monitor(result, 'ssh')).toMatchObject({ type: 'tcp', port: 22, paused: true });
    expect(monitor(result, 'no-maintenance-page')).toMatchObject({
      type: 'keyword',
      keyword: 'Maintenance',
      keywordMode: 'absent',
      confirmations: 10,
      alerts: { channels: ['ops-slack'] },
    });
    expect(monitor(result, 'ipv6-record')).toMatchObject({
      type: 'dns',
      recordType: 'AAAA',
      resolver: '9.9.9.9',
    });
    expect(result.document.channels.map((c) => (c as { key: string }).key)).toEqual([
      'ops-slack',
      'discord-alerts',
    ]);
    expect(result.secrets).toEqual({
      TOCSIN_OPS_SLACK_WEBHOOK_URL: 'https://hooks.slack.com/services/T000/B000/kumaSlackToken',
      TOCSIN_DISCORD_ALERTS_WEBHOOK_URL: 'https://discord.com/api/webhooks/123/kumaDiscordToken',
    });
    expect(reasonsFor(result, "Notification 'Matrix room'")).toEqual([
      expect.stringMatching(/^Tocsin has no matrix channel/),
    ]);
    expect(reasonsFor(result, "Monitor 'Sensors' (type mqtt)")).toEqual([
      'Tocsin has no MQTT check',
    ]);
    expect(reasonsFor(result, "Monitor 'Shop'")).toEqual([
      'Its description is not kept: Tocsin monitors have none',
    ]);
    expect(reasonsFor(result, "Monitor 'No maintenance page'")).toEqual([
      'Failures before down (retries + 1) was 31; Tocsin allows 1 to 10, so it is 10',
    ]);
  });

  it('refuses an SQLite file without Kuma’s tables', async () => {
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.run('CREATE TABLE monitor (id INTEGER PRIMARY KEY, name TEXT)');
    const file = Buffer.from(db.export());
    db.close();
    await expect(importFile('uptime-kuma-db', file)).rejects.toThrow(
      'This is not an Uptime Kuma database: it has no notification, monitor_notification tables',
    );
  });
});

describe('hostile Kuma files', () => {
  const backup = (monitorList: unknown[], notificationList: unknown[] = []) =>
    Buffer.from(JSON.stringify({ version: '1.23.0', notificationList, monitorList }));

  it.each([
    ['uptime-kuma-backup', Buffer.from([0xff, 0x00, 0x13, 0x37]), /it is not JSON/],
    [
      'uptime-kuma-backup',
      Buffer.from('[1,2,3]'),
      /not an Uptime Kuma backup: it is not a JSON object/,
    ],
    ['uptime-kuma-backup', Buffer.from('{"monitors":[]}'), /it has no monitorList/],
    ['uptime-kuma-backup', Buffer.from('   '), /The file is empty/],
    ['uptime-kuma-db', Buffer.from('SQLite format 3 but not really'), /not an SQLite database/],
    ['uptime-kuma-db', Buffer.alloc(0), /The file is empty/],
    [
      'uptime-kuma-db',
      Buffer.concat([Buffer.from('SQLite format 3\0'), Buffer.alloc(200, 7)]),
      /cannot be read/,
    ],
  ] as const)('refuses %s given %s', async (source, content, message) => {
    const error = await importFile(source, content).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toMatch(message);
  });

  it('maps monitors of odd types and values without failing, noting what it leaves out', async () => {
    const result = await importFile(
      'uptime-kuma-backup',
      backup(
        [
          { id: 1, name: 'Same', type: 'http', url: 'https://a.example.com', interval: 1e12 },
          { id: 2, name: 'Same', type: 'http', url: 'https://b.example.com', interval: '60' },
          { id: 3, name: '\u0000\u001b[31m', type: 'ping', hostname: 'c.example.com' },
          { id: 4, name: 'No URL', type: 'http', url: null },
          { id: 5, name: 'Upside', type: 'http', url: 'https://d.example.com', upsideDown: true },
          { id: 6, name: { evil: true }, type: ['http'], parent: 6 },
          { id: 7, name: 'Loop', type: 'http', url: 'https://e.example.com', parent: 7 },
          'not a monitor',
          null,
        ],
        [
          { id: 1, name: 'Broken', config: '{not json' },
          { id: 2, config: 42 },
        ],
      ),
    );
    expect(() => configDocumentSchema.parse(result.document)).not.toThrow();
    const keys = result.document.monitors.map((m) => (m as { key: string }).key);
    expect(keys).toEqual(['same', 'same-2', '31m', 'loop']);
    expect(monitor(result, 'same')).toMatchObject({ intervalSeconds: 86400 });
    // Control characters go; what is left of the name stays.
    expect(monitor(result, '31m')).toMatchObject({ name: '[31m' });
    expect(reasonsFor(result, "Monitor 'No URL'")[0]).toMatch(/^Not imported, Tocsin refuses/);
    expect(reasonsFor(result, "Monitor 'Upside'")).toEqual([
      'It is in upside-down mode (up when the check fails), which Tocsin does not have',
    ]);
    expect(reasonsFor(result, "Monitor 'Monitor 6' (type unknown)")).toEqual([
      'Tocsin has no check like Kuma\'s "unknown" monitors',
    ]);
    expect(reasonsFor(result, "Notification 'Broken'")).toEqual(['It names no provider']);
  });
});
