import { readFileSync } from 'node:fs';
import { configDocumentSchema } from '@tocsin/contract';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../lib/errors.js';
import { importFile, type ImportResult } from './index.js';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url));
const monitors = (result: ImportResult) =>
  result.document.monitors as ({ key: string } & Record<string, unknown>)[];
const reasonsFor = (result: ImportResult, item: string) =>
  result.unmapped.filter((u) => u.item.startsWith(item)).map((u) => u.reason);

describe('importing UptimeRobot getMonitors JSON', () => {
  it('maps monitors and alert contacts to a document Tocsin accepts', async () => {
    const result = await importFile('uptimerobot-json', fixture('uptimerobot-getmonitors.json'));
    expect(() => configDocumentSchema.parse(result.document)).not.toThrow();
    expect(monitors(result)).toEqual([
      expect.objectContaining({
        key: 'homepage',
        type: 'http',
        url: 'https://www.example.com',
        method: 'GET',
        intervalSeconds: 300,
        timeoutSeconds: 30,
        headers: [{ name: 'X-From', value: 'uptimerobot' }],
        expectedStatus: ['2xx', '3xx', '418'],
        paused: false,
        alerts: { channels: ['email-ops-example-com', 'slack-4002'] },
      }),
      expect.objectContaining({
        key: 'checkout-error-text',
        type: 'keyword',
        keyword: 'Error 500',
        // UptimeRobot alerts when "Error 500" exists: Tocsin is up while it is absent.
        keywordMode: 'absent',
        caseSensitive: true,
        paused: true,
        alerts: { channels: ['email-ops-example-com'] },
      }),
      expect.objectContaining({ key: 'router', type: 'ping', host: '198.51.100.7' }),
      expect.objectContaining({
        key: 'smtp-relay',
        type: 'tcp',
        host: 'mail.example.com',
        port: 25,
      }),
      expect.objectContaining({ key: 'cron-heartbeat', type: 'heartbeat', periodSeconds: 3600 }),
    ]);
    expect(result.document.channels).toEqual([
      {
        key: 'email-ops-example-com',
        kind: 'email',
        name: 'Email ops@example.com',
        enabled: true,
        default: false,
        config: { to: ['ops@example.com'] },
      },
      {
        key: 'slack-4002',
        kind: 'slack',
        name: 'Slack 4002',
        enabled: true,
        default: false,
        config: { webhookUrl: { env: 'TOCSIN_SLACK_4002_WEBHOOK_URL' } },
      },
    ]);
    expect(result.secrets).toEqual({
      TOCSIN_SLACK_4002_WEBHOOK_URL: 'https://hooks.slack.com/services/T222/B222/robotSlackToken',
    });
    expect(reasonsFor(result, 'Alert contact 4003 (type 9)')).toEqual([
      expect.stringContaining('Pushover'),
    ]);
    expect(reasonsFor(result, "Monitor 'Cron heartbeat'")).toEqual([
      expect.stringContaining('its own ping URL'),
    ]);
  });

  it('says so when the response holds one page of several', async () => {
    const page = { stat: 'ok', pagination: { offset: 0, limit: 1, total: 3 }, monitors: [] };
    const result = await importFile('uptimerobot-json', Buffer.from(JSON.stringify(page)));
    expect(result.unmapped).toEqual([
      { item: 'The response', reason: expect.stringContaining('of 3; import every page') },
    ]);
  });

  it.each([
    [
      '{"stat":"fail","error":{"type":"invalid_parameter","message":"api_key is invalid."}}',
      "This is UptimeRobot's answer to a failed request, with no monitors: api_key is invalid.",
    ],
    ['{"stat":"ok"}', 'This is not an UptimeRobot getMonitors response: it has no monitors list'],
    ['"monitors"', 'This is not an UptimeRobot getMonitors response: it is not a JSON object'],
    ['\u0000\u0001garbage', /it is not JSON/],
    ['', 'The file is empty'],
  ])('refuses %j', async (content, message) => {
    const error = await importFile('uptimerobot-json', Buffer.from(content)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toMatch(message);
  });

  it('maps hostile values sensibly', async () => {
    const response = {
      stat: 'ok',
      monitors: [
        { id: 1, friendly_name: 'A\r\nB', url: 'https://a.example.com', type: 1, interval: 9e15 },
        { id: 2, friendly_name: 'A B', url: 'javascript:alert(1)', type: 1, interval: 60 },
        { id: 3, friendly_name: 'Odd', url: 'x', type: 42, interval: 60 },
        { id: 4, type: '3', url: 'host.example.com', interval: -5, alert_contacts: 'many' },
      ],
    };
    const result = await importFile('uptimerobot-json', Buffer.from(JSON.stringify(response)));
    expect(() => configDocumentSchema.parse(result.document)).not.toThrow();
    expect(monitors(result).map((m) => [m.key, m.name, m.intervalSeconds])).toEqual([
      ['a-b', 'A B', 86400],
      ['monitor-4', 'Monitor 4', 10],
    ]);
    expect(reasonsFor(result, "Monitor 'A B' (type HTTP(s))")).toEqual([
      expect.stringMatching(/^The interval was/),
      expect.stringMatching(/^Not imported, Tocsin refuses its settings: url/),
    ]);
    expect(reasonsFor(result, "Monitor 'Odd' (type 42)")).toEqual([
      "Tocsin has no check like UptimeRobot's monitor type 42",
    ]);
  });
});

describe('importing the UptimeRobot CSV export', () => {
  it('maps its rows by their header', async () => {
    const result = await importFile('uptimerobot-csv', fixture('uptimerobot-export.csv'));
    expect(() => configDocumentSchema.parse(result.document)).not.toThrow();
    expect(monitors(result)).toEqual([
      expect.objectContaining({ key: 'homepage', type: 'http', intervalSeconds: 300 }),
      expect.objectContaining({
        key: 'login-page-eu',
        name: 'Login page, EU',
        type: 'keyword',
        keyword: 'Sign in',
        keywordMode: 'present',
        paused: true,
      }),
      expect.objectContaining({ key: 'database', type: 'tcp', host: 'db.example.com', port: 5432 }),
      expect.objectContaining({ key: 'edge-ping', type: 'ping', intervalSeconds: 10 }),
    ]);
    expect(result.document.channels).toEqual([]);
    expect(reasonsFor(result, "Monitor 'Edge ping'")).toEqual([
      'The interval was 5 seconds; Tocsin allows 10 to 86400 seconds, so it is 10 seconds',
    ]);
    expect(reasonsFor(result, "Monitor 'Mystery'")).toEqual([
      "Tocsin has no check like UptimeRobot's monitor type (none)",
    ]);
  });

  it('reads intervals in minutes under an "Interval (min)" header', async () => {
    const csv = 'friendly name,url,TYPE,Interval (min)\nSite,https://s.example.com,1,5\n';
    const result = await importFile('uptimerobot-csv', Buffer.from(csv));
    expect(monitors(result)[0]).toMatchObject({ intervalSeconds: 300 });
  });

  it.each([
    ['', 'The file is empty'],
    [
      'title,address\nA,https://a.example.com\n',
      /its first row has no Friendly Name, URL, Type, Interval columns/,
    ],
    ['Friendly Name,URL,Type\nA,https://a.example.com,1\n', /has no Interval column$/],
    ['Friendly Name,URL,Type,Interval\n"unterminated,1,2,3\n', /./],
  ])('refuses %j', async (content, message) => {
    const error = await importFile('uptimerobot-csv', Buffer.from(content)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toMatch(message);
  });
});
