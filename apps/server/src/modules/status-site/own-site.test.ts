import { statusResponse, type StatusResponse } from '@tocsin/contract';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../test/clock.js';
import { describeEachDatabase, nextIp } from '../../test/harness.js';
import { expectStrictPolicy } from '../../test/status-pages.js';
import { until, within } from '../../test/wait.js';
import { createOwnStatusPage } from './own-site.js';
import type { Body } from './render-cache.js';

describeEachDatabase('/status, the instance’s own status page', (harness) => {
  it('is made on the server from the live health, whole without script', async () => {
    const { app } = harness();
    const res = await app.inject({ url: '/status', remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<p class="banner operational" role="status">');
    expect(res.body).toContain('All systems operational');
    for (const name of ['API', 'Scheduler', 'Checks', 'Alerts'])
      expect(res.body).toContain(
        `<ol class="bars" aria-label="Uptime of ${name}, one bar per day">`,
      );
    expect(res.body).toMatch(/Answering; the database replies in \d+ ms/);
    expect(res.body).not.toMatch(/<script|\sstyle="/);
    expect(res.body).toContain('<title>Status | Tocsin</title>');
    // The JSON it is made from is still there for tools.
    const json = await app.inject({ url: '/api/v1/status', remoteAddress: nextIp() });
    expect(json.statusCode).toBe(200);
    expect(() => statusResponse.parse(json.json())).not.toThrow();
    expect(json.headers['cache-control']).toBe('public, max-age=5');
  });

  it('is sent as the status pages are: strict CSP, ETag and 304, cached at a CDN for 30 s', async () => {
    const { app } = harness();
    const first = await app.inject({ url: '/status', remoteAddress: nextIp() });
    expectStrictPolicy(first);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers['x-robots-tag']).toBeUndefined();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await app.inject({
      url: '/status',
      headers: { 'if-none-match': etag },
      remoteAddress: nextIp(),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const br = await app.inject({
      url: '/status',
      headers: { 'accept-encoding': 'br, gzip' },
      remoteAddress: nextIp(),
    });
    expect(br.headers['content-encoding']).toBe('br');
    const head = await app.inject({ method: 'HEAD', url: '/status', remoteAddress: nextIp() });
    expect(head.statusCode).toBe(200);
  });

  it('stays in the sitemap', async () => {
    const { app, config } = harness();
    const sitemap = await app.inject('/sitemap.xml');
    expect(sitemap.body).toContain(`<loc>${config.publicUrl}/status</loc>`);
  });
});

const log = pino({ level: 'silent' });

/** A health the test sets: `set` changes what it says, `hold` makes it wait until released. */
function fakeHealth() {
  let current: StatusResponse = {
    status: 'operational',
    measuredAt: new Date().toISOString(),
    api: { status: 'operational', databaseMs: 1 },
    scheduler: {
      status: 'operational',
      windowSeconds: 300,
      samples: 0,
      p50Ms: 0,
      p95Ms: 0,
      maxMs: 0,
      waitingMs: 0,
      degradedMs: 1_000,
      downMs: 30_000,
    },
    checks: { status: 'operational', lastAt: null, droppedResults: 0 },
    alerts: { status: 'operational', lastDeliveredAt: null, overdueMs: 0 },
    regions: [],
    history: { days: [], uptimePercent: null },
  };
  let gate: Promise<void> = Promise.resolve();
  return {
    read: async () => {
      await gate;
      return statusResponse.parse({ ...current, measuredAt: new Date().toISOString() });
    },
    set: (change: Partial<StatusResponse>) => {
      current = { ...current, ...change };
    },
    hold: () => {
      let open = () => {};
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = Promise.resolve();
        open();
      };
    },
  };
}

const text = (body: Body) => body.text.toString();

describe('the own status page in memory', () => {
  it('is made again as soon as a part changes state, and answered from memory meanwhile', async () => {
    const health = fakeHealth();
    const time = fakeClock(Date.now());
    const own = createOwnStatusPage({ health: health.read, log, pollMs: 20, clock: time.clock });
    own.start();
    try {
      const operational = await own.answer();
      expect(text(operational)).toContain('All systems operational');
      health.set({
        status: 'degraded',
        regions: [{ name: 'eu', status: 'down', probes: 0, lastSeenAt: null }],
      });
      // A poll sees the change; the page is made again once a second has passed since the last.
      await time.advance(1_000);
      const degraded = await until(own.answer, (b) => text(b).includes('Degraded performance'), {
        timeoutMs: 3_000,
      });
      expect(text(degraded)).toContain('<h3>Region eu</h3>');
      expect(degraded.etag).not.toBe(operational.etag);

      // While the health takes its time (a database away), a visitor gets the page in memory.
      const release = health.hold();
      health.set({ status: 'operational', regions: [] });
      await time.advance(100);
      const answered = await within(own.answer(), 2_000, null);
      expect(answered, 'the page waited for the health').not.toBeNull();
      expect(text(answered!)).toContain('Degraded performance');
      release();
      await time.advance(1_000);
      await until(own.answer, (b) => text(b).includes('All systems operational'), {
        timeoutMs: 3_000,
      });
    } finally {
      own.close();
    }
  });

  it('is made again with nothing changed once its refresh period has passed', async () => {
    const health = fakeHealth();
    const own = createOwnStatusPage({ health: health.read, log, refreshMs: 100, pollMs: 20 });
    own.start();
    try {
      const first = await own.answer();
      const again = await until(own.answer, (b) => b.etag !== first.etag, { timeoutMs: 3_000 });
      expect(text(again)).toContain('All systems operational');
    } finally {
      own.close();
    }
  });
});
