// The mail server is down for a minute when an outage is confirmed: the built server
// (`node apps/server/dist/main.js serve`, default retry settings) keeps the alert email and
// delivers it once the SMTP server is back, exactly once. Prints the attempts it made. Run after
// `npm run build`:
//   npx tsx bench/alert-smtp-outage.ts [seconds down=60]
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startSmtpSink } from '../apps/server/src/test/smtp-sink.js';
import { confirmEmailOverHttp, signUpOverHttp } from '../apps/server/src/test/users.js';
import { spawnServer } from './fixtures.js';
import { freePort, until } from '../apps/server/src/test/wait.js';

const DOWN_SECONDS = Number(process.argv[2] ?? 60);
const PORT = 3199;
const base = `http://127.0.0.1:${PORT}`;

const target = http.createServer((_req, res) => res.writeHead(503).end('down'));
await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
const targetPort = (target.address() as AddressInfo).port;
const smtpPort = await freePort();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-smtp-outage-'));
const server = spawnServer(dataDir, PORT, 'warn', { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
process.on('exit', () => server.kill('SIGKILL'));
await until(() => fetch(`${base}/readyz`).then((r) => r.ok), Boolean, {
  timeoutMs: 60_000,
  everyMs: 100,
  retryErrors: true,
});

// Alerts are mailed to confirmed addresses only: the mail server is up for the sign-up mail, whose
// link confirms the address, then goes away.
const signUpSink = await startSmtpSink(smtpPort);
const { user, cookie } = await signUpOverHttp(base);
await confirmEmailOverHttp(
  base,
  await signUpSink.waitFor(user.email, /Confirm your email address/),
);
await signUpSink.close();
const get = async <T>(url: string) =>
  (await (await fetch(`${base}${url}`, { headers: { cookie } })).json()) as T;

const smtpDownAt = Date.now();
await fetch(`${base}/api/v1/monitors`, {
  method: 'POST',
  headers: { cookie, origin: base, 'content-type': 'application/json' },
  body: JSON.stringify({
    type: 'http',
    name: 'Behind a mail outage',
    url: `http://127.0.0.1:${targetPort}/`,
    intervalSeconds: 30,
    timeoutSeconds: 5,
  }),
});
const page = await until(
  () => get<{ items: { id: string; confirmedAt: string }[] }>('/api/v1/incidents?status=open'),
  (p) => p.items.length === 1,
  { timeoutMs: 30_000, everyMs: 100, retryErrors: true },
);
const incident = page.items[0]!;
console.log(
  `incident confirmed ${Date.parse(incident.confirmedAt) - smtpDownAt} ms after the SMTP server went away`,
);

await new Promise((r) => setTimeout(r, Math.max(0, smtpDownAt + DOWN_SECONDS * 1000 - Date.now())));
const sink = await startSmtpSink(smtpPort);
const backAt = Date.now();
console.log(`SMTP server back after ${((backAt - smtpDownAt) / 1000).toFixed(1)} s`);
const mail = await sink.waitFor(user.email, /Behind a mail outage is down/, 15 * 60_000);

type Detail = {
  deliveries: {
    kind: string;
    status: string;
    deliveredAt: string | null;
    attempts: { at: string; ok: boolean; error: string | null }[];
  }[];
};
const detail = await until(
  () => get<Detail>(`/api/v1/incidents/${incident.id}`),
  (d) => d.deliveries[0]?.status === 'delivered',
  { timeoutMs: 10_000, everyMs: 100, retryErrors: true },
);
const email = detail.deliveries.find((d) => d.kind === 'email')!;
for (const a of email.attempts) {
  console.log(
    `  attempt at +${((Date.parse(a.at) - smtpDownAt) / 1000).toFixed(1)} s: ${a.ok ? 'delivered' : a.error}`,
  );
}
await new Promise((r) => setTimeout(r, 3000));
const copies = sink.messages.filter((m) => m.subject === mail.subject).length;
console.log(
  `delivered ${((mail.receivedAt - backAt) / 1000).toFixed(1)} s after the SMTP server came back, ${((mail.receivedAt - Date.parse(incident.confirmedAt)) / 1000).toFixed(1)} s after confirmation; ${email.attempts.length} attempts; copies received: ${copies}`,
);

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
target.close();
await sink.close();
await rm(dataDir, { recursive: true, force: true });
