import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness.js';
import { logSerializers, redactUrl, safeError } from './log-safety.js';

let h: Harness;
const serverLog: string[] = [];
beforeAll(async () => {
  const logger = pino(
    { level: 'info', serializers: logSerializers },
    { write: (line: string) => void serverLog.push(line) },
  );
  h = await createHarness('embedded', {}, { logger });
});
afterAll(async () => {
  await h.close();
});

/** A logger as the server builds it, writing its lines into an array. */
function capturingLogger() {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info', serializers: logSerializers },
    { write: (line: string) => void lines.push(line) },
  );
  return { logger, lines };
}

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
      '/reset-password?token=[redacted]&next=%2F',
    );
    expect(redactUrl('/api/ack/v1.abc.def')).toBe('/api/ack/[redacted]');
    expect(redactUrl('/api/push/0123456789abcdef0123?status=up')).toBe(
      '/api/push/[redacted]?status=up',
    );
    expect(redactUrl('/api/alerts/voice/tok')).toBe('/api/alerts/voice/[redacted]');
    expect(redactUrl('/invite/AbC_d-1')).toBe('/invite/[redacted]');
    expect(redactUrl('/api/invitations/AbC_d-1')).toBe('/api/invitations/[redacted]');
    expect(redactUrl('/signup?invite=AbC&email=a%40b.c')).toBe(
      '/signup?invite=[redacted]&email=a%40b.c',
    );
    // The signed-in routes about invitations carry no secret in their path.
    expect(redactUrl('/api/v1/invitations/accept')).toBe('/api/v1/invitations/accept');
    expect(redactUrl('/api/v1/monitors?q=token')).toBe('/api/v1/monitors?q=token');

    const { logger, lines } = capturingLogger();
    const app = Fastify({ loggerInstance: logger });
    app.get('/*', () => ({ ok: true }));
    await app.inject('/reset-password?token=s3cret-reset');
    await app.inject('/api/ack/s3cret-ack');
    await app.close();
    expect(lines.join('')).toContain('/reset-password?token=[redacted]');
    expect(lines.join('')).not.toContain('s3cret');
  });

  it('never logs a reset token sent with text the database would refuse', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 's3cret\u0000token', newPassword: 'a-brand-new-passphrase' },
    });
    expect(res.statusCode).toBe(400);
    expect(serverLog.join('')).toContain('/api/auth/reset-password');
    expect(serverLog.join('')).not.toContain('s3cret');
  });
});
