// Alert latency, end to end, on the built server (`node apps/server/dist/main.js serve`): one HTTP
// monitor every 10 s on a local target that turns to 503 at a random moment of its interval; the
// time until a local webhook receiver and a local SMTP server hold the down alert. Each trial then
// brings the target back and waits for the recovery before the next one. With a number of
// regions, the checks run on that many `tocsin probe` processes (eu, us, ap ...) through the
// Redis of REDIS_URL (default redis://127.0.0.1:6379), each from its own loopback address, and the
// outage is everywhere, so a majority of regions confirms it. Run after `npm run build`:
//   npx tsx bench/alert-latency.ts [trials=20] [regions=0]
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { confirmEmailOverHttp, signUpOverHttp } from '../apps/server/src/test/users.js';
import { startSmtpSink } from '../apps/server/src/test/smtp-sink.js';
import { dropRedisKeys, spawnProbes, spawnServer } from './fixtures.js';
import { median, percentile } from './stats.js';
import { until } from '../apps/server/src/test/wait.js';

const TRIALS = Number(process.argv[2] ?? 20);
const REGIONS = ['eu', 'us', 'ap', 'sa', 'af', 'oc'].slice(0, Number(process.argv[3] ?? 0));
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `bench-${crypto.randomUUID().slice(0, 8)}:`;
const PORT = 3198;
const INTERVAL_S = 10;
const base = `http://127.0.0.1:${PORT}`;
/** Every wait here: polled often, for up to a minute, through a server still starting. */
const waits = { timeoutMs: 60_000, everyMs: 20, retryErrors: true };

async function listen(server: http.Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

let healthy = true;
const target = http.createServer((_req, res) => {
  res.writeHead(healthy ? 200 : 503).end(healthy ? 'ok' : 'maintenance');
});
const targetPort = await listen(target);

/** Receipt time of each webhook event, by incident id and type. */
const received = new Map<string, number>();
const waiters = new Set<() => void>();
const hooks = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const at = Date.now();
    const event = JSON.parse(Buffer.concat(chunks).toString()) as {
      type: string;
      data: { incident: { id: string } | null };
    };
    received.set(`${event.type}:${event.data.incident?.id ?? ''}`, at);
    waiters.forEach((wake) => wake());
    res.writeHead(204).end();
  });
});
const hookPort = await listen(hooks);

const smtp = await startSmtpSink();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-alert-latency-'));
const regional: Record<string, string> =
  REGIONS.length > 0 ? { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } : {};
const probes = spawnProbes(REGIONS, regional, 'warn');
// The probes register before the server's first look at the regions.
if (probes.length > 0) await new Promise((r) => setTimeout(r, 3_000));
const server = spawnServer(dataDir, PORT, 'warn', { SMTP_URL: smtp.url, ...regional });
process.on('exit', () => [server, ...probes].forEach((child) => child.kill('SIGKILL')));

await until(() => fetch(`${base}/readyz`).then((r) => r.ok), Boolean, waits);
const { user, cookie } = await signUpOverHttp(base);
await confirmEmailOverHttp(base, await smtp.waitFor(user.email, /Confirm your email address/));
async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const channel = await call<{ id: string }>('POST', '/api/v1/channels', {
  kind: 'webhook',
  name: 'Latency receiver',
  config: { url: `http://127.0.0.1:${hookPort}/hook` },
});
const monitor = await call<{ id: string }>('POST', '/api/v1/monitors', {
  type: 'http',
  name: 'Latency target',
  url: `http://127.0.0.1:${targetPort}/`,
  intervalSeconds: INTERVAL_S,
  timeoutSeconds: 5,
});
await call('PUT', `/api/v1/monitors/${monitor.id}/alerts`, {
  channelIds: [channel.id],
  notifyMembers: true,
  events: { down: true, recovery: true, degraded: false, certificateDays: null },
  reminderMinutes: null,
  escalation: null,
});

const status = async () =>
  (await call<{ status: string }>('GET', `/api/v1/monitors/${monitor.id}`)).status;
await until(status, (s) => s === 'up', waits);
if (REGIONS.length > 0) {
  const seen = await call<{ lastResult: { regions?: { region: string }[] } }>(
    'GET',
    `/api/v1/monitors/${monitor.id}`,
  );
  const from = seen.lastResult.regions?.map((r) => r.region).sort() ?? [];
  if (from.join() !== [...REGIONS].sort().join())
    throw new Error(`checked from ${from.join(', ') || 'the server'}, not ${REGIONS.join(', ')}`);
}

const outageToWebhook: number[] = [];
const outageToEmail: number[] = [];
const confirmedToWebhook: number[] = [];
const confirmedToEmail: number[] = [];

for (let trial = 1; trial <= TRIALS; trial += 1) {
  // A random moment of the check interval.
  await new Promise((r) => setTimeout(r, Math.random() * INTERVAL_S * 1000));
  healthy = false;
  const outageAt = Date.now();
  const page = await until(
    () =>
      call<{ items: { id: string; confirmedAt: string }[] }>(
        'GET',
        `/api/v1/incidents?status=open&monitorId=${monitor.id}`,
      ),
    (p) => p.items.length === 1,
    waits,
  );
  const incident = page.items[0]!;
  const hookAt = await until(
    () => Promise.resolve(received.get(`monitor.down:${incident.id}`)),
    (v) => v !== undefined,
    waits,
  );
  const mail = await smtp.waitFor(user.email, /Latency target is down/, 30_000);
  const mailAt = mail.receivedAt;
  const confirmedAt = Date.parse(incident.confirmedAt);
  outageToWebhook.push(hookAt - outageAt);
  outageToEmail.push(mailAt - outageAt);
  confirmedToWebhook.push(hookAt - confirmedAt);
  confirmedToEmail.push(mailAt - confirmedAt);
  // Where the time went: planned in the incident's transaction, claimed, sent.
  const detail = await call<{
    deliveries: {
      kind: string;
      createdAt: string;
      attempts: { at: string; durationMs: number }[];
    }[];
  }>('GET', `/api/v1/incidents/${incident.id}`);
  const steps = detail.deliveries
    .map((d) => {
      const a = d.attempts[0];
      const planned = Date.parse(d.createdAt) - confirmedAt;
      return a
        ? `${d.kind} planned +${planned} ms, claimed +${Date.parse(a.at) - Date.parse(d.createdAt)} ms, sent in ${a.durationMs} ms`
        : `${d.kind} planned +${planned} ms`;
    })
    .join('; ');
  console.log(
    `trial ${String(trial).padStart(2)}: outage -> webhook ${((hookAt - outageAt) / 1000).toFixed(2)} s, email ${((mailAt - outageAt) / 1000).toFixed(2)} s; confirmed -> webhook ${hookAt - confirmedAt} ms, email ${mailAt - confirmedAt} ms
           ${steps}`,
  );
  smtp.messages.length = 0;
  healthy = true;
  await until(
    () => Promise.resolve(received.get(`monitor.up:${incident.id}`)),
    (v) => v !== undefined,
    waits,
  );
  await until(status, (s) => s === 'up', waits);
}

const line = (label: string, values: number[], unit: 's' | 'ms') => {
  const f = (v: number) => (unit === 's' ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);
  console.log(
    `${label.padEnd(28)} p50 ${f(median(values))}   p99 ${f(percentile(values, 0.99))}   max ${f(Math.max(...values))}`,
  );
};
console.log(
  `\n${TRIALS} trials, monitor every ${INTERVAL_S} s, 2 failed checks confirm an outage` +
    (REGIONS.length > 0
      ? `, checked from ${REGIONS.length} regions (${REGIONS.join(', ')}) whose majority must agree`
      : ''),
);
line('outage -> webhook', outageToWebhook, 's');
line('outage -> email', outageToEmail, 's');
line('confirmed -> webhook', confirmedToWebhook, 'ms');
line('confirmed -> email', confirmedToEmail, 'ms');

for (const child of [server, ...probes]) child.kill('SIGTERM');
await Promise.all([server, ...probes].map((c) => new Promise((r) => c.once('exit', r))));
if (REGIONS.length > 0) await dropRedisKeys(redisUrl, prefix);
target.close();
hooks.close();
await smtp.close();
await rm(dataDir, { recursive: true, force: true });
