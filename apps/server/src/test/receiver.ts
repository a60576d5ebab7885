import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { later } from './wait.js';

/** One request a local provider stand-in received, with helpers to read its body. */
export interface ReceivedRequest {
  method: string;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's bytes, for binary payloads (Web Push's encrypted body). */
  raw: Buffer;
  json(): unknown;
  /** The body as application/x-www-form-urlencoded (Twilio, Pushover, Vonage). */
  form(): URLSearchParams;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON. */
  body?: string | object;
  /** Never answer (the connection stays open until the client gives up). */
  hang?: boolean;
}

type Handler = (req: ReceivedRequest) => Reply | Promise<Reply>;

/**
 * A local HTTP server standing in for a provider (Slack, Twilio, PagerDuty ...) on 127.0.0.1. It
 * records every request and answers with `handler`, which tests swap to script errors (500 then
 * 200, 429 with Retry-After, a hang).
 */
export async function startReceiver(initial: Handler = () => ({ status: 200, body: 'ok' })) {
  let handler = initial;
  const requests: ReceivedRequest[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://receiver');
      const raw = Buffer.concat(chunks);
      const body = raw.toString('utf8');
      const received: ReceivedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        raw,
        json: () => JSON.parse(body) as unknown,
        form: () => new URLSearchParams(body),
      };
      requests.push(received);
      waiters.forEach((wake) => wake());
      Promise.resolve(handler(received))
        .then((reply) => {
          if (reply.hang) return;
          const isObject = typeof reply.body === 'object';
          const payload = isObject ? JSON.stringify(reply.body) : (reply.body ?? '');
          res.writeHead(reply.status ?? 200, {
            'content-type': isObject ? 'application/json' : 'text/plain',
            ...reply.headers,
          });
          res.end(payload);
        })
        .catch((err: unknown) => {
          res.writeHead(599);
          res.end(String(err));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Answers from now on with `next`. */
    reply(next: Handler) {
      handler = next;
    },
    /** Answers the next `replies.length` requests in order, then with the last one. */
    script(...replies: Reply[]) {
      let i = 0;
      handler = () => replies[Math.min(i++, replies.length - 1)]!;
    },
    /** Resolves once `count` requests have arrived. */
    waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedRequest[]> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (requests.length < count) return;
          waiters.delete(check);
          cancel();
          resolve(requests.slice(0, count));
        };
        const cancel = later(timeoutMs, () => {
          waiters.delete(check);
          reject(new Error(`${requests.length} of ${count} requests within ${timeoutMs} ms`));
        });
        waiters.add(check);
        check();
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
