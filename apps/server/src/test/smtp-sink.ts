import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { later } from './wait.js';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header fields by lower-case name, as received (List-Unsubscribe ...). */
  headers: Map<string, string>;
  /** When the message arrived (ms since the epoch), for latency measurements. */
  receivedAt: number;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed. */
export async function startSmtpSink(port = 0) {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));
          messages.push({
            receivedAt: Date.now(),
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html || '',
            headers: new Map(
              mail.headerLines.map((h) => [
                h.key,
                h.line.replace(/^[^:]*:\s*/, '').replace(/\r?\n\s+/g, ' '),
              ]),
            ),
          });
          waiters.forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    /** Resolves with the first message to `address` matching `subject`, or rejects after a while. */
    waitFor(address: string, subject: RegExp, timeoutMs = 10_000): Promise<CaughtMail> {
      const find = () => messages.find((m) => m.to.includes(address) && subject.test(m.subject));
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          waiters.delete(check);
          cancel();
          resolve(found);
        };
        const cancel = later(timeoutMs, () => {
          waiters.delete(check);
          reject(
            new Error(`no mail to ${address} matching ${String(subject)} within ${timeoutMs} ms`),
          );
        });
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
