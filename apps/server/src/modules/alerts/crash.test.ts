import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyPgliteTemplate } from '../../test/database-templates.js';
import { signUpOverHttp } from '../../test/users.js';
import { startReceiver, type Receiver } from '../../test/receiver.js';
import { freePort, until } from '../../test/wait.js';

const main = fileURLToPath(new URL('../../main.ts', import.meta.url));

/**
 * The real server process, killed with SIGKILL while PagerDuty holds its trigger request open
 * (the alert left, its answer never came back). After a restart the lease runs out, the alert
 * goes again with the same dedup_key, and PagerDuty still has exactly one incident.
 */
describe('an alert in flight when the process is killed', () => {
  let dataDir: string;
  let pagerduty: Receiver;
  let target: http.Server;
  let targetPort = 0;
  const incidents = new Map<string, number>();
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-crash-'));
    // A migrated database to start from: creating one is not what this test is about.
    await copyPgliteTemplate(inject('pgliteTemplate'), dataDir);
    target = http.createServer((_req, res) => res.writeHead(503).end('down for the test'));
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetPort = (target.address() as AddressInfo).port;
    let answered = false;
    pagerduty = await startReceiver((req) => {
      const event = req.json() as { dedup_key: string; event_action: string };
      if (event.event_action === 'trigger')
        incidents.set(event.dedup_key, (incidents.get(event.dedup_key) ?? 0) + 1);
      // The first trigger is received (PagerDuty opens the incident) but never answered.
      if (!answered) {
        answered = true;
        return { hang: true };
      }
      return { status: 202, body: { status: 'success', dedup_key: event.dedup_key } };
    });
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await pagerduty.close();
    await new Promise((resolve) => target.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  function start(port: number) {
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', main, 'serve'],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: String(port),
          LOG_LEVEL: 'warn',
          ALLOW_PRIVATE_TARGETS: 'true',
          PAGERDUTY_EVENTS_URL: pagerduty.url,
          ALERT_LEASE_SECONDS: '2',
          SMTP_URL: '',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    return proc;
  }

  it('delivers after a restart, and PagerDuty opens one incident', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = start(port);
    await until(() => fetch(`${base}/readyz`).then((r) => r.ok), Boolean, {
      timeoutMs: 45_000,
      everyMs: 200,
      retryErrors: true,
    });

    const { cookie } = await signUpOverHttp(base, `http://localhost:${port}`);
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { cookie, 'content-type': 'application/json', origin: `http://localhost:${port}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };

    const channel = await call('POST', '/api/v1/channels', {
      kind: 'pagerduty',
      name: 'On-call',
      config: { routingKey: 'R0123456789abcdef0123456789abcde' },
    });
    expect(channel.status).toBe(201);
    const monitor = await call('POST', '/api/v1/monitors', {
      type: 'http',
      name: 'Crash course',
      url: `http://127.0.0.1:${targetPort}/`,
      intervalSeconds: 30,
      timeoutSeconds: 5,
    });
    expect(monitor.status).toBe(201);
    const rules = await call('PUT', `/api/v1/monitors/${String(monitor.json.id)}/alerts`, {
      channelIds: [channel.json.id],
      notifyMembers: false,
      events: { down: true, recovery: true, degraded: false, certificateDays: null },
      reminderMinutes: null,
      escalation: null,
    });
    expect(rules.status).toBe(200);
    // The rules were saved after the first check: a change re-checks at once.
    await call('PATCH', `/api/v1/monitors/${String(monitor.json.id)}`, { name: 'Crash course' });

    await pagerduty.waitFor(1, 30_000);
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));

    child = start(port);
    await until(() => fetch(`${base}/readyz`).then((r) => r.ok), Boolean, {
      timeoutMs: 45_000,
      everyMs: 200,
      retryErrors: true,
    });
    const list = await until(
      () => call('GET', '/api/v1/incidents?status=open'),
      (r) => (r.json.items as unknown[]).length === 1,
      { timeoutMs: 10_000, everyMs: 200, retryErrors: true },
    );
    const incidentId = String((list.json.items as { id: string }[])[0]!.id);
    const detail = await until(
      () => call('GET', `/api/v1/incidents/${incidentId}`),
      (r) => (r.json.deliveries as { status: string }[])[0]?.status === 'delivered',
      { timeoutMs: 30_000, everyMs: 200, retryErrors: true },
    );
    expect(pagerduty.requests.length).toBe(2);
    const keys = pagerduty.requests.map((r) => (r.json() as { dedup_key: string }).dedup_key);
    expect(keys[0]).toBe(keys[1]);
    expect([...incidents.entries()]).toEqual([[`tocsin-${incidentId}`, 2]]);
    expect(incidents.size).toBe(1);
    const timeline = (detail.json.timeline as { text: string }[]).map((e) => e.text);
    expect(timeline).toContain('Down alert to PagerDuty: On-call: delivered on attempt 2.');
    child.kill('SIGTERM');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = undefined;
  }, 120_000);
});
