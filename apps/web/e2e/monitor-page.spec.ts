import { execFile } from 'node:child_process';
import dgram from 'node:dgram';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import dnsPacket from 'dns-packet';
import type { Answer } from 'dns-packet';
import { expectAccessible } from './axe.js';
import {
  apiAs,
  createMonitor,
  openIncidentOf,
  signInAs,
  signUpOverHttp,
  startTarget,
  type Account,
} from './fixtures.js';

const run = promisify(execFile);
const widths = [1280, 390] as const;

/** A root of our own and a 30-day certificate for 127.0.0.1 it signed, both sent by the server. */
async function startHttpsTarget() {
  const dir = await mkdtemp(path.join(tmpdir(), 'tocsin-e2e-tls-'));
  const openssl = (...args: string[]) => run('openssl', args, { cwd: dir });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  await openssl(
    ...['req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '365'],
    ...['-subj', '/CN=Tocsin E2E Root/O=Tocsin browser tests'],
  );
  await openssl('req', ...ec, '-keyout', 'leaf.key', '-out', 'leaf.csr', '-subj', '/CN=127.0.0.1');
  await writeFile(path.join(dir, 'san.cnf'), 'subjectAltName=IP:127.0.0.1\n');
  await openssl(
    ...['x509', '-req', '-in', 'leaf.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key'],
    ...['-CAcreateserial', '-days', '30', '-extfile', 'san.cnf', '-out', 'leaf.pem'],
  );
  const read = (file: string) => readFile(path.join(dir, file), 'utf8');
  const cert = (await read('leaf.pem')) + (await read('ca.pem'));
  const server = https.createServer({ key: await read('leaf.key'), cert }, (_req, res) =>
    res.end('ok'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** An authoritative server for one name on 127.0.0.1: www.e2e.test has two A records. */
async function startDnsServer() {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, peer) => {
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    if (!question) return;
    const known = question.name.toLowerCase() === 'www.e2e.test' && question.type === 'A';
    const answers = (known ? ['192.0.2.10', '192.0.2.11'] : []).map((data): Answer => ({
      type: 'A',
      name: question.name,
      ttl: 60,
      class: 'IN',
      data,
    }));
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.AUTHORITATIVE_ANSWER,
      questions: [question],
      answers,
    });
    socket.send(response, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    stop: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

async function create(api: APIRequestContext, data: Record<string, unknown>) {
  const response = await api.post('/api/v1/monitors', {
    data: { intervalSeconds: 10, timeoutSeconds: 5, confirmations: 1, ...data },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The page fits the window's width and passes axe in both themes. */
async function expectFitsAndAccessible(page: Page, label: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // Charts take the new width when their resize observer fires, a frame or two later.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${label} at ${width} px is wider than the window`,
      })
      .toBeLessThanOrEqual(0);
    await expectAccessible(page, `${label} at ${width} px`);
  }
}

let account: Account;
let api: APIRequestContext;

test.beforeAll(async () => {
  const baseURL = test.info().project.use.baseURL!;
  account = await signUpOverHttp(baseURL);
  api = await apiAs(baseURL, account);
});

test.afterAll(async () => {
  await api.dispose();
});

test.beforeEach(async ({ page }) => {
  await signInAs(page, account);
});

test('a certificate monitor shows the days left and the chain its server sent', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const target = await startHttpsTarget();
  try {
    const id = await create(api, {
      type: 'tls-cert',
      name: 'Local certificate',
      host: '127.0.0.1',
      port: target.port,
    });
    await page.goto(`/dashboard/monitors/${id}`);
    const days = page.getByText('Days left', { exact: true }).locator('xpath=..');
    await expect(days).toContainText('29 days', { timeout: 25_000 });
    await expect(
      page.getByText('Trusted', { exact: true }).first().locator('xpath=..'),
    ).toContainText('No');
    const chain = page.getByRole('list', { name: 'Chain' });
    await expect(chain.getByRole('listitem')).toHaveCount(2);
    await expect(chain.getByRole('listitem').first()).toContainText('Server: 127.0.0.1');
    await expect(chain.getByRole('listitem').last()).toContainText('Root: Tocsin E2E Root');
    await expect(page.getByText('Status code')).toHaveCount(0);
    await expectFitsAndAccessible(page, 'certificate monitor');
  } finally {
    await target.stop();
  }
});

test('TCP and DNS monitors show their own figures, not status codes', async ({ page }) => {
  test.setTimeout(120_000);
  const port = await startTarget();
  const dns = await startDnsServer();
  try {
    const { port: tcpPort } = new URL(port.url);
    const tcp = await create(api, {
      type: 'tcp',
      name: 'Local port',
      host: '127.0.0.1',
      port: Number(tcpPort),
    });
    const records = await create(api, {
      type: 'dns',
      name: 'Local name',
      hostname: 'www.e2e.test',
      recordType: 'A',
      resolver: dns.address,
      expectedValue: '192.0.2.11',
    });

    await page.goto(`/dashboard/monitors/${tcp}`);
    const connect = page.getByText('Connect time', { exact: true }).locator('xpath=..');
    await expect(connect).toContainText(/\d ms/, { timeout: 25_000 });
    await expect(page.getByText('Port', { exact: true }).locator('xpath=..')).toContainText(
      tcpPort,
    );
    await expect(page.getByText('Last error', { exact: true }).locator('xpath=..')).toContainText(
      'None recorded',
    );
    await expect(page.getByText('Status code')).toHaveCount(0);
    await expectFitsAndAccessible(page, 'TCP monitor');

    await page.goto(`/dashboard/monitors/${records}`);
    const answered = page.getByRole('region', { name: 'Records answered' });
    await expect(answered.getByRole('listitem')).toHaveText(['A192.0.2.10', 'A192.0.2.11'], {
      timeout: 25_000,
    });
    await expect(page.getByText('Resolver', { exact: true }).locator('xpath=..')).toContainText(
      dns.address,
    );
    await expect(
      page.getByText('Expected value', { exact: true }).locator('xpath=..'),
    ).toContainText('Found');
    await expectFitsAndAccessible(page, 'DNS monitor');
  } finally {
    await Promise.all([port.stop(), dns.stop()]);
  }
});

test('an HTTP monitor that went down and came back shows the downtime on its charts', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const target = await startTarget();
  try {
    const id = await createMonitor(api, { name: 'Flaky shop', url: target.url });
    const status = async () =>
      ((await (await api.get(`/api/v1/monitors/${id}`)).json()) as { status: string }).status;
    await expect.poll(status, { timeout: 30_000 }).toBe('up');
    target.state.healthy = false;
    const incident = await openIncidentOf(api, id);
    target.state.healthy = true;
    await expect.poll(status, { timeout: 30_000 }).toBe('up');

    await page.goto(`/dashboard/monitors/${id}`);
    const uptime = page.getByRole('region', { name: 'Uptime', exact: true });
    const marker = uptime.getByRole('list', { name: 'Incidents in this range' }).getByRole('link');
    await expect(marker).toHaveCount(1);
    await expect(marker).toHaveAccessibleName(/^Incident started .+, lasted \d+ s$/);
    await expect(
      uptime.getByRole('img', { name: /^Uptime over the last 24 hours: / }),
    ).toBeVisible();

    const response = page.getByRole('region', { name: 'Response time', exact: true });
    await expect(
      response.getByRole('img', { name: /with the times it was down shaded$/ }),
    ).toBeVisible();
    await expect(response.getByRole('list', { name: 'Legend' })).toContainText('Down');
    // The band is drawn: some pixel of the plot is the shading's red.
    await expect
      .poll(() =>
        response.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
          const ctx = canvas.getContext('2d')!;
          const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
          for (let i = 0; i < data.length; i += 4) {
            if (data[i]! > 200 && data[i + 1]! < 100 && data[i + 2]! < 120 && data[i + 3]! > 0)
              return true;
          }
          return false;
        }),
      )
      .toBe(true);

    await expectFitsAndAccessible(page, 'HTTP monitor after an outage');
    await page.setViewportSize({ width: 1280, height: 900 });
    await marker.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/incidents/${incident}$`));
  } finally {
    await target.stop();
  }
});
