import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUpCookie, type Harness } from '../test/harness.js';
import { registerErrorHandler } from './error-handler.js';
import { createLogger, redactLine, redactUrl, safeError } from './log-safety.js';

/** The logger `tocsin serve` makes, writing its lines into an array instead of stdout. */
function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger({ level: 'info', service: 'tocsin' }, destination);
  return { logger, lines, text: () => lines.join('') };
}

const server = capturingLogger();
let h: Harness;
beforeAll(async () => {
  h = await createHarness('embedded', {}, { logger: server.logger });
});
afterAll(async () => {
  await h.close();
});

describe('what the log keeps out', () => {
  it("leaves a failed query's parameters out of the logged error", async () => {
    const failure: unknown = await h.db
      .execute(sql`select ${'reset-password:s3cret-token'}::int`)
      .catch((e: unknown) => e);
    expect(String((failure as Error).message)).toContain('s3cret-token');
    const { logger, lines } = capturingLogger();
    logger.error({ err: failure }, 'request failed');
    expect(lines.join('')).toContain('Failed query');
    expect(lines.join('')).not.toContain('s3cret');
    expect(JSON.stringify(safeError(failure))).toContain('22P02');
    expect(JSON.stringify(safeError(failure))).not.toContain('s3cret');
  });

  it("leaves out the values a driver's own error quotes", () => {
    const raw = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      { severity: 'ERROR', code: '23505', detail: 'Key (email)=(s3cret@example.com) exists.' },
    );
    const logged = JSON.stringify(safeError(raw));
    expect(logged).toContain('23505');
    expect(logged).not.toContain('s3cret');
    expect(logged).not.toContain('users_email_unique');
  });

  it('redacts credentials in logged URLs: reset, acknowledge and heartbeat links', async () => {
    expect(redactUrl('/reset-password?token=abc123&next=%2F')).toBe(
      '/reset-password?token=[redacted]&next=[redacted]',
    );
    expect(redactUrl('/api/ack/v1.abc.def')).toBe('/api/ack/[redacted]');
    expect(redactUrl('/api/push/0123456789abcdef0123?status=up')).toBe(
      '/api/push/[redacted]?status=[redacted]',
    );
    expect(redactUrl('/api/alerts/voice/tok')).toBe('/api/alerts/voice/[redacted]');
    expect(redactUrl('/invite/AbC_d-1')).toBe('/invite/[redacted]');
    expect(redactUrl('/api/invitations/AbC_d-1')).toBe('/api/invitations/[redacted]');
    expect(redactUrl('/signup?invite=AbC&email=a%40b.c')).toBe(
      '/signup?invite=[redacted]&email=[redacted]',
    );
    // The signed-in routes about invitations carry no secret in their path.
    expect(redactUrl('/api/v1/invitations/accept')).toBe('/api/v1/invitations/accept');
    expect(redactUrl('/api/v1/monitors')).toBe('/api/v1/monitors');

    const { logger, lines } = capturingLogger();
    const app = Fastify({ loggerInstance: logger });
    app.get('/*', () => ({ ok: true }));
    await app.inject('/reset-password?token=s3cret-reset');
    await app.inject('/api/ack/s3cret-ack');
    await app.close();
    expect(lines.join('')).toContain('/reset-password?token=[redacted]');
    expect(lines.join('')).not.toContain('s3cret');
  });

  it('keeps the name of every query parameter of a logged URL and none of their values', () => {
    expect(redactUrl('/dashboard/settings?export=s3cret')).toBe(
      '/dashboard/settings?export=[redacted]',
    );
    expect(redactUrl('/api/v1/monitors?api_key=s3cret&access_token=s3cret&x=&flag#frag')).toBe(
      '/api/v1/monitors?api_key=[redacted]&access_token=[redacted]&x=[redacted]&[redacted]#frag',
    );
    expect(redactUrl('/healthz?s3cret')).toBe('/healthz?[redacted]');
    // The same over a written line, wherever a URL stands in it, JSON escapes and all.
    const line = JSON.stringify({
      msg: 'GET https://hooks.example.com/x?api_key=s3cret&b="s3cret\\s3cret" failed',
      stack: 'Error: at /a?access_token=s3cret\n    at x (file.js:1:2)',
      nested: { endpoint: 'https://otlp.example.com/v1?key=s3cret#top' },
      push: '/api/push/s3cret-push',
    });
    const redacted = redactLine(line);
    expect(redacted).not.toContain('s3cret');
    expect(JSON.parse(redacted)).toEqual({
      msg: 'GET https://hooks.example.com/x?api_key=[redacted]&b=[redacted] failed',
      stack: 'Error: at /a?access_token=[redacted]\n    at x (file.js:1:2)',
      nested: { endpoint: 'https://otlp.example.com/v1?key=[redacted]#top' },
      push: '/api/push/[redacted]',
    });
    // Text that is no query is left as it is: SQL's JSON operators, a question in prose.
    const plain = JSON.stringify({ query: "where config ? 'url' and tags ?| $1", msg: 'Why? No.' });
    expect(redactLine(plain)).toBe(plain);
  });

  it('logs requests, a 404 and a failed request with every query value redacted', async () => {
    const cookie = await signUpCookie(h.app);
    const before = server.lines.length;
    const asked = [
      { url: '/dashboard/settings?export=s3cret-export', headers: { cookie } },
      { url: '/api/v1/monitors?api_key=s3cret-key' },
      { url: '/api/v1/monitors?access_token=s3cret-token&page=2', headers: { cookie } },
      { url: '/api/v1/no-such-route?access_token=s3cret-404' },
      { url: '/api/v1/monitors/%E0%A4%A?api_key=s3cret-bad-url' },
    ];
    const statuses = [];
    for (const request of asked) statuses.push((await h.app.inject(request)).statusCode);
    expect(statuses).toEqual([404, 401, 200, 404, 400]);
    const written = server.lines.slice(before).join('');
    expect(written).toContain('"url":"/dashboard/settings?export=[redacted]"');
    expect(written).toContain('"url":"/api/v1/monitors?api_key=[redacted]"');
    expect(written).toContain('/api/v1/monitors?access_token=[redacted]&page=[redacted]');
    expect(written).toContain('/api/v1/no-such-route?access_token=[redacted]');
    expect(written).not.toContain('s3cret');

    // A route that fails, with the URL it was reaching in its error, through Tocsin's handler.
    const failing = capturingLogger();
    const loggerInstance: FastifyBaseLogger = failing.logger;
    const app = Fastify({ loggerInstance });
    registerErrorHandler(app);
    app.get('/fails', () => {
      throw new Error('GET https://api.example.com/v1/items?api_key=s3cret-upstream failed');
    });
    const res = await app.inject('/fails?access_token=s3cret-own');
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(failing.text()).toContain('"msg":"request failed"');
    expect(failing.text()).toContain('items?api_key=[redacted]');
    expect(failing.text()).toContain('/fails?access_token=[redacted]');
    expect(failing.text()).not.toContain('s3cret');

    // Any field of any line, however deep, and the message itself.
    failing.logger.info(
      { url: '/x?token=s3cret-a', target: { endpoint: 'https://e.example/?key=s3cret-b' } },
      'reached https://e.example/?access_token=s3cret-c',
    );
    expect(failing.text()).not.toContain('s3cret');
  });

  it('never logs a reset token sent with text the database would refuse', async () => {
    const before = server.lines.length;
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 's3cret\u0000token', newPassword: 'a-brand-new-passphrase' },
    });
    expect(res.statusCode).toBe(400);
    const written = server.lines.slice(before).join('');
    expect(written).toContain('/api/auth/reset-password');
    expect(written).not.toContain('s3cret');
  });
});
