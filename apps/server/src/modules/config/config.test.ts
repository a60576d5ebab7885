import { configDocumentSchema, type ConfigDocument } from '@tocsin/contract';
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
    return { cookie, slug };
  }

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
