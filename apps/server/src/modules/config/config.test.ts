import { configDocumentSchema, type ConfigDocument } from '@tocsin/contract';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { describeEachDatabase, nextIp, signUpCookie } from '../../test/harness.js';

const SLACK_URL = 'https://hooks.slack.com/services/T000/B000/very-secret-token';

describeEachDatabase('configuration export', (h) => {
  const call = async (cookie: string, method: string, url: string, payload?: unknown) => {
    const res = await h().app.inject({
      method: method as 'GET',
      url,
      headers: { cookie },
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res;
  };

  /** A workspace with a bit of everything, made through the API as a person would. */
  async function workspace() {
    const cookie = await signUpCookie(h().app);
    const group = (await call(cookie, 'POST', '/api/v1/monitor-groups', { name: 'Backend' })).json<{
      id: string;
    }>();
    const slack = (
      await call(cookie, 'POST', '/api/v1/channels', {
        kind: 'slack',
        name: 'Ops room',
        config: { webhookUrl: SLACK_URL },
      })
    ).json<{ id: string }>();
    const mail = (
      await call(cookie, 'POST', '/api/v1/channels', {
        kind: 'email',
        name: 'On call',
        config: { to: ['oncall@example.com'] },
      })
    ).json<{ id: string }>();
    const api = (
      await call(cookie, 'POST', '/api/v1/monitors', {
        type: 'http',
        name: 'API',
        url: 'https://api.example.com/health',
        intervalSeconds: 30,
        tags: ['prod'],
        groupId: group.id,
      })
    ).json<{ id: string }>();
    const db = (
      await call(cookie, 'POST', '/api/v1/monitors', {
        type: 'tcp',
        name: 'API',
        host: 'db.example.com',
        port: 5432,
      })
    ).json<{ id: string }>();
    await call(cookie, 'PUT', `/api/v1/monitors/${api.id}/alerts`, {
      channelIds: [slack.id],
      notifyMembers: true,
      memberIds: [],
      events: { down: true, recovery: true, degraded: true, certificateDays: null },
      reminderMinutes: 30,
      escalation: { afterMinutes: 15, channelIds: [mail.id] },
    });
    await call(cookie, 'POST', `/api/v1/monitors/${db.id}/pause`);
    await call(cookie, 'POST', '/api/v1/maintenance-windows', {
      kind: 'weekly',
      name: 'Nightly backup',
      monitorIds: [db.id],
      days: [0, 3],
      startTime: '02:00',
      durationMinutes: 60,
      timeZone: 'Europe/Paris',
    });
    const slug = `cfg-${crypto.randomUUID().slice(0, 8)}`;
    const page = (
      await call(cookie, 'POST', '/api/v1/status-pages', { name: 'Acme status', slug })
    ).json<{ id: string }>();
    await call(cookie, 'PUT', `/api/v1/status-pages/${page.id}/layout`, {
      components: [{ monitorId: api.id, publicName: 'Public API' }],
      sections: [
        {
          name: 'Data',
          components: [{ monitorId: db.id, publicName: 'Database', delaySeconds: 120 }],
        },
      ],
    });
    return { cookie, slug, pageId: page.id };
  }

  const apply = (cookie: string, body: Record<string, unknown>) =>
    h().app.inject({
      method: 'POST',
      url: '/api/v1/config/apply',
      headers: { cookie },
      remoteAddress: nextIp(),
      payload: body,
    });
  type Plan = { action: string; kind: string; key: string; name: string; fields: string[] }[];
  const planOf = (res: { json: () => { plan: Plan } }) =>
    res
      .json()
      .plan.map(
        (e) =>
          `${e.action} ${e.kind} ${e.key}${e.fields.length ? ` (${e.fields.join(', ')})` : ''}`,
      );

  it('reproduces a workspace exactly: export, apply to an empty one, export again', async () => {
    const { cookie, pageId } = await workspace();
    const source = (await call(cookie, 'GET', '/api/v1/config/export')).body;
    // A slug is the instance's: the first workspace lets go of it.
    await call(cookie, 'DELETE', `/api/v1/status-pages/${pageId}`);

    const empty = await signUpCookie(h().app);
    const secrets = { TOCSIN_OPS_ROOM_WEBHOOK_URL: SLACK_URL };
    const preview = await apply(empty, { source, secrets, dryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().applied).toBe(false);
    expect(planOf(preview)).toEqual([
      'create channel ops-room',
      'create channel on-call',
      'create monitor api',
      'create monitor api-2',
      'create maintenance nightly-backup',
      expect.stringMatching(/^create statusPage cfg-/),
    ]);
    // The preview changed nothing.
    expect(parse((await call(empty, 'GET', '/api/v1/config/export')).body).monitors).toEqual([]);

    const applied = await apply(empty, { source, secrets });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().applied).toBe(true);
    const again = (await call(empty, 'GET', '/api/v1/config/export')).body;
    expect(again).toBe(source);

    // The secret was stored: the channel is ready to send, and says so.
    const channels = (await call(empty, 'GET', '/api/v1/channels')).json<{
      items: { name: string; secretsSet: string[] }[];
    }>();
    expect(channels.items.find((c) => c.name === 'Ops room')?.secretsSet).toEqual(['webhookUrl']);

    // Applying it twice changes nothing, with or without the secrets.
    for (const body of [{ source, secrets }, { source }]) {
      const twice = await apply(empty, body);
      expect(twice.json()).toEqual({ plan: [], applied: false });
    }
  });

  it('plans changes field by field, keeps objects by key, and deletes only with prune', async () => {
    const { cookie } = await workspace();
    const doc = parse((await call(cookie, 'GET', '/api/v1/config/export')).body);
    // Renamed and checked more often: the same monitor, by its key.
    doc.monitors[0].name = 'Public API';
    doc.monitors[0].intervalSeconds = 60;
    doc.monitors[0].alerts.channels = [];
    // Resumed, and listed no more: the TCP monitor.
    const [tcp] = doc.monitors.splice(1, 1, {
      key: 'web',
      type: 'http',
      name: 'Website',
      url: 'https://www.example.com/',
    });
    doc.maintenance[0].monitors = [];
    doc.statusPages[0].sections = [];
    const source = JSON.stringify(doc);

    const res = await apply(cookie, { source, fileName: 'tocsin.json' });
    expect(res.statusCode, res.body).toBe(200);
    expect(planOf(res)).toEqual([
      'change monitor api (name, intervalSeconds, alerts.channels)',
      'create monitor web',
      'change maintenance nightly-backup (monitors)',
      expect.stringMatching(/^change statusPage cfg-\S+ \(sections\)$/),
    ]);
    const after = parse((await call(cookie, 'GET', '/api/v1/config/export')).body);
    expect(after.monitors.map((m: { key: string; name: string }) => `${m.key} ${m.name}`)).toEqual([
      'api Public API',
      'api-2 API',
      'web Website',
    ]);
    expect(tcp.key).toBe('api-2');

    // With prune, what the file no longer lists goes.
    const pruned = await apply(cookie, { source, prune: true, dryRun: true });
    expect(planOf(pruned)).toEqual(['delete monitor api-2']);
    await apply(cookie, { source, prune: true });
    const last = parse((await call(cookie, 'GET', '/api/v1/config/export')).body);
    expect(last.monitors.map((m: { key: string }) => m.key)).toEqual(['api', 'web']);
    expect((await apply(cookie, { source, prune: true })).json().plan).toEqual([]);
  });

  it('imports an UptimeRobot export: preview, import, and again changes nothing', async () => {
    const cookie = await signUpCookie(h().app);
    // The fixture's ping target is a documentation address the SSRF guard refuses.
    const file = Buffer.from(
      readFileSync(new URL('./import/fixtures/uptimerobot-getmonitors.json', import.meta.url))
        .toString()
        .replace('198.51.100.7', 'ping.example.com'),
    ).toString('base64');
    const send = (dryRun: boolean, content = file) =>
      h().app.inject({
        method: 'POST',
        url: '/api/v1/config/import',
        headers: { cookie },
        remoteAddress: nextIp(),
        payload: { source: 'uptimerobot-json', content, dryRun },
      });
    const preview = await send(true);
    expect(preview.statusCode, preview.body).toBe(200);
    const planned = preview.json<{ plan: Plan; applied: boolean; unmapped: unknown[] }>();
    expect(planned.applied).toBe(false);
    expect(planned.plan.filter((e) => e.kind === 'monitor').length).toBeGreaterThan(2);
    expect(planned.unmapped.length).toBeGreaterThan(0);
    expect(parse((await call(cookie, 'GET', '/api/v1/config/export')).body).monitors).toEqual([]);

    const imported = await send(false);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().plan).toEqual(planned.plan);
    const doc = parse((await call(cookie, 'GET', '/api/v1/config/export')).body);
    expect(doc.monitors.length).toBe(planned.plan.filter((e) => e.kind === 'monitor').length);
    expect((await send(false)).json().plan).toEqual([]);

    const garbage = await send(true, Buffer.from('not a backup').toString('base64'));
    expect(garbage.statusCode).toBe(400);
  });

  it('imports the rest of a file when the SSRF guard refuses one of its monitors, listing it', async () => {
    const cookie = await signUpCookie(h().app);
    // As exported: its ping monitor targets 198.51.100.7, a documentation address.
    const content = readFileSync(
      new URL('./import/fixtures/uptimerobot-getmonitors.json', import.meta.url),
    ).toString('base64');
    const res = await h().app.inject({
      method: 'POST',
      url: '/api/v1/config/import',
      headers: { cookie },
      remoteAddress: nextIp(),
      payload: { source: 'uptimerobot-json', content, dryRun: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<{ plan: Plan; unmapped: { item: string; reason: string }[] }>();
    const router = result.unmapped.find((u) => u.item === "Monitor 'Router'");
    expect(router?.reason).toMatch(/198\.51\.100\.7/);
    expect(result.plan.map((e) => e.name)).not.toContain('Router');
    const names = parse((await call(cookie, 'GET', '/api/v1/config/export')).body).monitors.map(
      (m: { name: string }) => m.name,
    );
    expect(names).toContain('Homepage');
    expect(names).not.toContain('Router');
  });

  it('names the file, line and field of every error, and changes nothing', async () => {
    const cookie = await signUpCookie(h().app);
    const refused = async (source: string, secrets = {}) => {
      const res = await apply(cookie, { source, secrets, fileName: 'ops/tocsin.yaml' });
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ message: string }>().message;
    };
    const monitor = (more: string) =>
      `version: 1\nmonitors:\n  - key: api\n    type: http\n    name: API\n    url: https://api.example.com/\n${more}`;

    expect(await refused(monitor('    intervalSeconds: 5\n'))).toMatch(
      /^ops\/tocsin\.yaml, line 7, monitors\[0\]\.intervalSeconds: /,
    );
    expect(await refused('version: 1\nmonitors:\n  - key: api\n    type: http\n')).toMatch(
      /^ops\/tocsin\.yaml, line 3, monitors\[0\]\.name: /,
    );
    expect(await refused('version: 1\nmonitors: [\n')).toMatch(/^ops\/tocsin\.yaml, line \d+: /);
    expect(await refused('version: 2\n')).toBe(
      'ops/tocsin.yaml, line 1, version: This Tocsin reads version 1 documents',
    );
    expect(await refused(monitor('    alerts:\n      channels: [pager]\n'))).toBe(
      'monitors[0].alerts.channels[0]: No channel has the key "pager"',
    );
    const slack =
      'version: 1\nchannels:\n  - key: ops\n    kind: slack\n    name: Ops\n    config:\n      webhookUrl: ';
    expect(await refused(`${slack}https://hooks.slack.com/services/x\n`)).toContain(
      'ops/tocsin.yaml, line 7, channels[0].config.webhookUrl: A secret is never written in the file',
    );
    expect(await refused(`${slack}{ env: OPS_SLACK }\n`)).toBe(
      'channels[0].config.webhookUrl: Set the environment variable OPS_SLACK: it holds the webhookUrl of channel "ops"',
    );
    // Keys once each, as in any YAML.
    expect(await refused(monitor('    url: https://other.example.com/\n'))).toMatch(
      /^ops\/tocsin\.yaml, line 7: Map keys must be unique/,
    );
    // The same guard as the API's: no monitor of the local network.
    expect(
      await refused(monitor('').replace('https://api.example.com/', 'http://10.0.0.1:9/')),
    ).toMatch(/^monitors\[0\]: /);
    expect(
      await refused(
        'version: 1\nmonitors:\n  - key: a\n    type: tcp\n    name: A\n    host: a.example.com\n    port: 1\n  - key: a\n    type: tcp\n    name: B\n    host: b.example.com\n    port: 1\n',
      ),
    ).toBe(
      'ops/tocsin.yaml, line 8, monitors[1].key: Another monitor has the key "a"; each needs its own',
    );
    // Nothing of it was applied.
    expect(parse((await call(cookie, 'GET', '/api/v1/config/export')).body)).toMatchObject({
      monitors: [],
      channels: [],
    });
  });

  it('writes every object with keys for references and no secret', async () => {
    const { cookie, slug } = await workspace();
    const res = await call(cookie, 'GET', '/api/v1/config/export?format=json');
    expect(res.body).not.toContain('very-secret-token');
    const doc = configDocumentSchema.parse(res.json()) as unknown as ConfigDocument;
    expect(doc.channels).toEqual([
      {
        key: 'ops-room',
        kind: 'slack',
        name: 'Ops room',
        enabled: true,
        default: false,
        config: { webhookUrl: { env: 'TOCSIN_OPS_ROOM_WEBHOOK_URL' } },
      },
      {
        key: 'on-call',
        kind: 'email',
        name: 'On call',
        enabled: true,
        default: false,
        config: { to: ['oncall@example.com'] },
      },
    ]);
    // Two monitors named alike get keys of their own, in the order they were made.
    expect(doc.monitors.map((m) => [m.key, m.type, m.group, m.paused])).toEqual([
      ['api', 'http', 'Backend', false],
      ['api-2', 'tcp', null, true],
    ]);
    expect(doc.monitors[0]).toMatchObject({
      intervalSeconds: 30,
      tags: ['prod'],
      url: 'https://api.example.com/health',
      alerts: {
        channels: ['ops-room'],
        notifyMembers: true,
        members: [],
        events: { down: true, recovery: true, degraded: true, certificateDays: null },
        reminderMinutes: 30,
        escalation: { afterMinutes: 15, channels: ['on-call'] },
      },
    });
    expect(doc.maintenance).toEqual([
      {
        key: 'nightly-backup',
        kind: 'weekly',
        name: 'Nightly backup',
        monitors: ['api-2'],
        days: [0, 3],
        startTime: '02:00',
        durationMinutes: 60,
        timeZone: 'Europe/Paris',
      },
    ]);
    expect(doc.statusPages).toEqual([
      expect.objectContaining({
        slug,
        name: 'Acme status',
        components: [
          {
            monitor: 'api',
            publicName: 'Public API',
            description: '',
            showResponseTime: false,
            delaySeconds: 0,
          },
        ],
        sections: [
          {
            name: 'Data',
            components: [
              {
                monitor: 'api-2',
                publicName: 'Database',
                description: '',
                showResponseTime: false,
                delaySeconds: 120,
              },
            ],
          },
        ],
      }),
    ]);

    // The YAML says the same.
    const yaml = await call(cookie, 'GET', '/api/v1/config/export');
    expect(yaml.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(yaml.headers['cache-control']).toBe('no-store');
    expect(parse(yaml.body)).toEqual(res.json());
  });

  it('exports an empty workspace as an empty document, and only the caller’s workspace', async () => {
    await workspace();
    const cookie = await signUpCookie(h().app);
    const res = await call(cookie, 'GET', '/api/v1/config/export?format=json');
    expect(res.json()).toEqual({
      version: 1,
      monitors: [],
      channels: [],
      maintenance: [],
      statusPages: [],
    });
  });

  it('refuses a caller without a session and a format it does not write', async () => {
    const anonymous = await h().app.inject({
      url: '/api/v1/config/export',
      remoteAddress: nextIp(),
    });
    expect(anonymous.statusCode).toBe(401);
    const cookie = await signUpCookie(h().app);
    const toml = await h().app.inject({
      url: '/api/v1/config/export?format=toml',
      headers: { cookie },
      remoteAddress: nextIp(),
    });
    expect(toml.statusCode).toBe(400);
    expect(toml.json().message).toContain('format');
  });

  it('publishes the JSON Schema to anyone', async () => {
    const res = await h().app.inject({ url: '/api/schema/config.json', remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/schema+json; charset=utf-8');
    const schema = res.json<{ $schema: string; properties: Record<string, unknown> }>();
    expect(schema.$schema).toContain('json-schema.org');
    expect(Object.keys(schema.properties)).toContain('statusPages');
  });
});
