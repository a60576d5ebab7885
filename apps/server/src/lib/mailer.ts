import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { lazyRequire } from './lazy.js';

// Loaded with the first message: an instance may run for days without mailing anyone.
const nodemailer = lazyRequire<typeof Nodemailer>('nodemailer');

/** The transport `make` creates, made when the first message is sent. */
function onFirstUse(make: () => Transporter) {
  let transport: Transporter | undefined;
  return {
    get: () => (transport ??= make()),
    close: () => transport?.close(),
  };
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go, when not to the sender (the contact form: the visitor). */
  replyTo?: string;
  /** Extra header fields (a status page's mail: List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set (pooled: one connection serves many messages); otherwise each
 * message is written to DATA_DIR/mail as an .eml file and logged, so a first start needs nothing.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    url.searchParams.set('pool', 'true');
    const transport = onFirstUse(() => nodemailer().createTransport(url.toString()));
    return {
      async send(message) {
        await transport.get().sendMail({ from: options.from, ...message });
      },
      close: transport.close,
    };
  }
  const dir = path.join(options.dataDir, 'mail');
  const transport = onFirstUse(() =>
    nodemailer().createTransport({ streamTransport: true, buffer: true }),
  );
  return {
    async send(message) {
      const info = await transport.get().sendMail({ from: options.from, ...message });
      await mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info(
        { to: message.to, subject: message.subject, file },
        'mail written to file (SMTP_URL is not set)',
      );
    },
    close: transport.close,
  };
}
