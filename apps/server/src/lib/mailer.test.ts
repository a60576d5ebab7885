import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../test/smtp-sink.js';
import { createMailer } from './mailer.js';

const message = {
  to: 'ops@example.com',
  subject: 'Checkout API is down',
  text: 'Checkout API answered 503 twice in a row.',
  html: '<p>Checkout API answered 503 twice in a row.</p>',
};

describe('mailer', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
  });

  it('writes each message to DATA_DIR/mail as an .eml file when no SMTP_URL is set', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-mail-'));
    dirs.push(dataDir);
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Tocsin <alerts@example.com>',
      dataDir,
      log: pino({ level: 'silent' }),
    });
    await mailer.send(message);
    const files = await readdir(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dataDir, 'mail', files[0]!), 'utf8');
    expect(eml).toContain('Subject: Checkout API is down');
    expect(eml).toContain('To: ops@example.com');
    expect(eml).toContain('From: Tocsin <alerts@example.com>');
    mailer.close();
  });

  it('delivers through SMTP when SMTP_URL is set', async () => {
    const sink = await startSmtpSink();
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: 'alerts@example.com',
      dataDir: os.tmpdir(),
      log: pino({ level: 'silent' }),
    });
    await mailer.send(message);
    const caught = await sink.waitFor('ops@example.com', /Checkout API is down/);
    expect(caught.text).toContain('answered 503');
    expect(caught.html).toContain('<p>');
    mailer.close();
    await sink.close();
  });
});
