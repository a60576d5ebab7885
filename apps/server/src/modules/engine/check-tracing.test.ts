import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyPgliteTemplate } from '../../test/database-templates.js';
import { receivedSpans, spanTree, type ReceivedSpan } from '../../test/otlp-spans.js';
import { startReceiver, type Receiver } from '../../test/receiver.js';
import { serverReady, spawnServer } from '../../test/server-process.js';
import { signUpOverHttp } from '../../test/users.js';
import { until } from '../../test/wait.js';

const recordImports = new URL('../../test/record-imports.mjs', import.meta.url).href;

/**
 * A real `tocsin serve` on the embedded database, with or without OTEL_EXPORTER_OTLP_ENDPOINT,
 * checking two local targets (one answering 200, one 503) until the failing one is down; then
 * SIGTERM. The collector is a local OTLP/HTTP receiver; the server's module resolutions under
 * @opentelemetry/ are logged to a file.
 */
async function runServer(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-tracing-'));
  await copyPgliteTemplate(inject('pgliteTemplate'), dataDir);
  const importLog = path.join(dataDir, 'imports.log');
  await writeFile(importLog, '');
  const { proc, base } = await spawnServer({
    env: {
      DATA_DIR: dataDir,
      AUTH_SECRET: 's'.repeat(40),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${recordImports}`.trim(),
      TOCSIN_IMPORT_LOG: importLog,
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => proc.on('exit', resolve));
  try {
    await serverReady(base);
    const origin = base.replace('127.0.0.1', 'localhost');
    const { cookie } = await signUpOverHttp(base, origin);
    const create = async (name: string, url: string) => {
      const res = await fetch(`${base}/api/v1/monitors`, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'http', name, url, intervalSeconds: 60, timeoutSeconds: 5 }),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const up = await create('Shop', `${target.url}/up?token=query-secret`);
    const down = await create('Checkout', `${target.url}/down`);
    // A new monitor is checked at once; the failing one again after 1 s, then it is down.
    await until(
      () =>
        fetch(`${base}/api/v1/monitors/${down}`, { headers: { cookie } }).then(
          (r) => r.json() as Promise<{ status: string }>,
        ),
      (m) => m.status === 'down',
      { timeoutMs: 20_000, everyMs: 200 },
    );
    await until(
      () => Promise.resolve(target.hits.filter((h) => h.startsWith('/up')).length),
      (n) => n >= 1,
    );
    proc.kill('SIGTERM');
    expect(await exited).toBe(0);
    const imports = (await readFile(importLog, 'utf8')).split('\n').filter(Boolean);
    return { up, down, imports };
  } finally {
    killIfRunning(proc);
    await rm(dataDir, { recursive: true, force: true });
  }
}

function killIfRunning(proc: ChildProcess) {
  if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
}

let target: { url: string; hits: string[]; server: http.Server };
let collector: Receiver;

beforeAll(async () => {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url!);
    res.writeHead(req.url!.startsWith('/down') ? 503 : 200).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  target = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits, server };
  collector = await startReceiver(() => ({ status: 200, body: {} }));
});
afterAll(async () => {
  await new Promise((resolve) => target?.server.close(resolve));
  await collector?.close();
});

describe('traces of the check path', () => {
  it('sends one trace per check run to the OTLP endpoint: phases, result, state change, alerts', async () => {
    const { up, down, imports } = await runServer({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_HEADERS: 'x-collector-key=k%3D1',
      OTEL_SERVICE_NAME: 'tocsin-under-test',
    });
    // The SDK was loaded for this server, and only because the endpoint was set.
    expect(imports.some((url) => url.includes('/@opentelemetry/sdk-trace-node/'))).toBe(true);
    expect(imports.some((url) => url.includes('/@opentelemetry/exporter-trace-otlp-http/'))).toBe(
      true,
    );

    const exports = collector.requests.filter((r) => r.path === '/v1/traces');
    expect(exports.length).toBeGreaterThan(0);
    expect(exports.every((r) => r.headers['x-collector-key'] === 'k=1')).toBe(true);
    expect(exports.every((r) => r.headers['content-type'] === 'application/json')).toBe(true);
    // Neither the monitor's query string nor its URL's path is in any span.
    expect(exports.some((r) => r.body.includes('query-secret') || r.body.includes('/up'))).toBe(
      false,
    );

    const spans = receivedSpans(collector.requests);
    expect(new Set(spans.map((s) => s.resource['service.name']))).toEqual(
      new Set(['tocsin-under-test']),
    );
    const childrenOf = (parent: ReceivedSpan) =>
      spans.filter((s) => s.parentSpanId === parent.spanId);
    const checks = (monitorId: string) =>
      spans.filter(
        (s) => s.name === 'check http' && s.attributes['tocsin.monitor.id'] === monitorId,
      );
    const trees = (monitorId: string) =>
      checks(monitorId)
        .map((c) => spanTree(spans, c))
        .join('\n');

    // The target that answers: up, with its phases and the result write as children.
    const [upCheck] = checks(up);
    expect(upCheck, trees(up)).toBeDefined();
    expect(upCheck!.parentSpanId).toBe('');
    expect(upCheck!.status.code).toBe(0);
    expect(upCheck!.attributes).toMatchObject({
      'tocsin.check.type': 'http',
      'tocsin.check.outcome': 'up',
      'http.response.status_code': 200,
      'server.address': '127.0.0.1',
    });
    expect(upCheck!.attributes['tocsin.check.duration_ms']).toEqual(expect.any(Number));
    const upChildren = childrenOf(upCheck!);
    expect(
      upChildren.map((s) => s.name),
      trees(up),
    ).toEqual(expect.arrayContaining(['connect', 'request', 'result write', 'state change']));
    expect(upChildren.every((s) => s.traceId === upCheck!.traceId)).toBe(true);
    const [connect, request] = ['connect', 'request'].map((n) =>
      upChildren.find((s) => s.name === n)!,
    );
    expect(request!.startNs).toBeGreaterThanOrEqual(connect!.endNs);
    expect(request!.endNs).toBeLessThanOrEqual(upCheck!.endNs);

    // The failing target: every run is its own trace, marked as an error.
    const downChecks = checks(down);
    expect(downChecks.length, trees(down)).toBeGreaterThanOrEqual(2);
    expect(new Set(downChecks.map((s) => s.traceId)).size).toBe(downChecks.length);
    for (const check of downChecks) {
      expect(check.parentSpanId).toBe('');
      expect(check.status).toMatchObject({ code: 2, message: expect.stringContaining('503') });
      expect(check.attributes).toMatchObject({
        'tocsin.check.outcome': 'down',
        'http.response.status_code': 503,
        'error.type': 'http-status',
      });
    }
    // The run that confirmed it: down, an incident opened and its alerts planned, in its trace.
    const change = spans.find(
      (s) =>
        s.name === 'state change' &&
        s.attributes['tocsin.monitor.status'] === 'down' &&
        downChecks.some((c) => c.spanId === s.parentSpanId),
    );
    expect(change, trees(down)).toBeDefined();
    expect(change!.attributes).toMatchObject({ 'tocsin.incident.change': 'open' });
    const changeChildren = childrenOf(change!).map((s) => s.name);
    expect(changeChildren).toEqual(expect.arrayContaining(['incident open', 'alert enqueue']));
    const enqueue = childrenOf(change!).find((s) => s.name === 'alert enqueue')!;
    expect(enqueue.attributes['tocsin.alerts.queued']).toEqual(expect.any(Number));
    console.log(`spans received for the failing monitor:\n${trees(down)}`);
  }, 90_000);

  it('without OTEL_EXPORTER_OTLP_ENDPOINT exports nothing and never loads the SDK', async () => {
    const before = collector.requests.length;
    const { imports } = await runServer({
      OTEL_EXPORTER_OTLP_HEADERS: 'x-collector-key=k%3D1',
      OTEL_SERVICE_NAME: 'tocsin-under-test',
    });
    expect(collector.requests.length).toBe(before);
    // The API the spans are made with is loaded; nothing else of OpenTelemetry is.
    expect(imports.some((url) => url.includes('/@opentelemetry/api/'))).toBe(true);
    expect(imports.filter((url) => !url.includes('/@opentelemetry/api/'))).toEqual([]);
  }, 90_000);
});
