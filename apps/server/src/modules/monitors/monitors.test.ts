import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { monitorState, monitors } from '../../db/schema.js';
import { describeEachDatabase, signUpCookie } from '../../test/harness.js';
import { probeCheckTypes } from '../checks/availability.js';

// Public addresses written as IP literals: creating a monitor never needs DNS, and nothing here
// connects to them (the engine is not started by these tests).
const publicUrl = 'https://93.184.215.14/health';

describeEachDatabase('monitors API', (h) => {
  async function signedIn() {
    return signUpCookie(h().app);
  }
  const call = (cookie: string, method: string, url: string, payload?: unknown) =>
    h().app.inject({
      method: method as 'GET',
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const create = (cookie: string, body: Record<string, unknown>) =>
    call(cookie, 'POST', '/api/v1/monitors', {
      name: 'Checkout API',
      type: 'http',
      url: publicUrl,
      ...body,
    });

  it('creates an HTTP monitor with the defaults and returns it', async () => {
    const cookie = await signedIn();
    const res = await create(cookie, { intervalSeconds: 30, tags: ['prod', 'api', 'prod'] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Checkout API',
      type: 'http',
      target: publicUrl,
      intervalSeconds: 30,
      timeoutSeconds: 30,
      confirmations: 2,
      tags: ['prod', 'api'],
      paused: false,
      status: 'pending',
      lastResult: null,
      pushUrl: null,
      config: {
        method: 'GET',
        expectedStatus: ['2xx', '3xx'],
        followRedirects: true,
        verifyTls: true,
      },
    });
    const got = await call(cookie, 'GET', `/api/v1/monitors/${res.json().id}`);
    expect(got.json()).toEqual(res.json());
  });

  it('gives a heartbeat monitor a secret push URL', async () => {
    const cookie = await signedIn();
    const res = await call(cookie, 'POST', '/api/v1/monitors', {
      name: 'Nightly backup',
      type: 'heartbeat',
      periodSeconds: 86_400,
      graceSeconds: 600,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().pushUrl).toMatch(/^http:\/\/localhost:3000\/api\/push\/[\w-]{32}$/);
    expect(res.json().intervalSeconds).toBe(86_400);
  });

  it.each([
    ['an interval under 10 s', { intervalSeconds: 5 }, 'intervalSeconds'],
    ['an interval over 24 h', { intervalSeconds: 86_401 }, 'intervalSeconds'],
    ['a timeout over 60 s', { timeoutSeconds: 61 }, 'timeoutSeconds'],
    ['a URL over 2048 characters', { url: `https://93.184.215.14/${'a'.repeat(2048)}` }, 'url'],
    ['an ftp URL', { url: 'ftp://93.184.215.14/' }, 'url'],
    ['credentials in the URL', { url: 'https://user:pass@93.184.215.14/' }, 'url'],
    [
      '51 headers',
      { headers: Array.from({ length: 51 }, (_, i) => ({ name: `x-h${i}`, value: 'v' })) },
      'headers',
    ],
    [
      'a header value with a line break',
      { headers: [{ name: 'x-a', value: 'a\r\nb' }] },
      'headers.0.value',
    ],
    ['a body over 64 KB', { body: 'x'.repeat(64 * 1024 + 1) }, 'body'],
    ['a status pattern that is not one', { expectedStatus: ['ok'] }, 'expectedStatus.0'],
    ['an empty name', { name: '' }, 'name'],
    ['21 tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags'],
  ])('refuses %s, naming the field', async (_label, body, field) => {
    const cookie = await signedIn();
    const res = await create(cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation-failed');
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('refuses a keyword over 1 KB and an unknown type', async () => {
    const cookie = await signedIn();
    const long = await create(cookie, { type: 'keyword', keyword: 'k'.repeat(1025) });
    expect(long.statusCode).toBe(400);
    const unknown = await create(cookie, { type: 'smoke-signal' });
    expect(unknown.statusCode).toBe(400);
  });

  it.each([
    ['http://127.0.0.1/', 'url'],
    ['http://10.0.0.8/', 'url'],
    ['http://[::1]:8080/', 'url'],
    ['http://169.254.169.254/latest/meta-data/', 'url'],
    ['http://localhost/', 'url'],
  ])('refuses the private target %s on create and on change', async (url, field) => {
    const cookie = await signedIn();
    const res = await create(cookie, { url });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe(field);
    expect(res.json().message).toMatch(/public/);
    const ok = await create(cookie, {});
    const changed = await call(cookie, 'PATCH', `/api/v1/monitors/${ok.json().id}`, { url });
    expect(changed.statusCode).toBe(400);
    expect((await call(cookie, 'GET', `/api/v1/monitors/${ok.json().id}`)).json().target).toBe(
      publicUrl,
    );
  });

  it("refuses a DNS monitor that would ask the server's resolver about a local name", async () => {
    const cookie = await signedIn();
    const dns = { type: 'dns', recordType: 'TXT', url: undefined };
    for (const hostname of ['localhost', 'db', 'vault.internal', '10.0.0.8']) {
      const res = await create(cookie, { ...dns, hostname });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('hostname');
      expect(res.json().message).toMatch(/; monitors may only reach public addresses/);
    }
    // A public resolver's answers are public: the name is only asked about there.
    const withResolver = await create(cookie, { ...dns, hostname: 'db', resolver: '9.9.9.9' });
    expect(withResolver.statusCode).toBe(201);
  });

  it('changes a monitor, keeping its type and the fields not sent', async () => {
    const cookie = await signedIn();
    const { id } = (await create(cookie, { method: 'POST', body: '{"ping":1}' })).json();
    const res = await call(cookie, 'PATCH', `/api/v1/monitors/${id}`, {
      name: 'Checkout',
      intervalSeconds: 10,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Checkout',
      intervalSeconds: 10,
      config: { method: 'POST', body: '{"ping":1}' },
    });
    const cleared = await call(cookie, 'PATCH', `/api/v1/monitors/${id}`, { body: null });
    expect(cleared.json().config.body).toBeUndefined();
    expect(cleared.json().config.method).toBe('POST');
    const retype = await call(cookie, 'PATCH', `/api/v1/monitors/${id}`, { type: 'tcp' });
    expect(retype.statusCode).toBe(400);
    const bad = await call(cookie, 'PATCH', `/api/v1/monitors/${id}`, { intervalSeconds: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('intervalSeconds');
  });

  it('lists with search, filters, sort and paging', async () => {
    const cookie = await signedIn();
    await create(cookie, { name: 'Alpha site', tags: ['eu'] });
    await create(cookie, { name: 'Beta API', url: 'https://93.184.215.15/beta', tags: ['us'] });
    const tcp = await call(cookie, 'POST', '/api/v1/monitors', {
      name: 'Gamma DB',
      type: 'tcp',
      host: '93.184.215.16',
      port: 5432,
    });
    await call(cookie, 'POST', `/api/v1/monitors/${tcp.json().id}/pause`);

    const all = (await call(cookie, 'GET', '/api/v1/monitors?sort=name&order=asc')).json();
    expect(all.items.map((m: { name: string }) => m.name)).toEqual([
      'Alpha site',
      'Beta API',
      'Gamma DB',
    ]);
    expect(all.total).toBe(3);
    expect((await call(cookie, 'GET', '/api/v1/monitors?q=beta')).json().items).toHaveLength(1);
    expect((await call(cookie, 'GET', '/api/v1/monitors?q=215.16')).json().items[0].name).toBe(
      'Gamma DB',
    );
    expect((await call(cookie, 'GET', '/api/v1/monitors?q=%25')).json().items).toHaveLength(0);
    expect((await call(cookie, 'GET', '/api/v1/monitors?type=tcp')).json().total).toBe(1);
    expect((await call(cookie, 'GET', '/api/v1/monitors?tag=eu')).json().items[0].name).toBe(
      'Alpha site',
    );
    expect((await call(cookie, 'GET', '/api/v1/monitors?status=paused')).json().items[0].name).toBe(
      'Gamma DB',
    );
    expect((await call(cookie, 'GET', '/api/v1/monitors?status=pending')).json().total).toBe(2);
    const page2 = (
      await call(cookie, 'GET', '/api/v1/monitors?sort=name&order=asc&pageSize=2&page=2')
    ).json();
    expect(page2.items.map((m: { name: string }) => m.name)).toEqual(['Gamma DB']);
    expect(page2.total).toBe(3);
    // A page past the end is empty but still knows how many there are.
    const beyond = (await call(cookie, 'GET', '/api/v1/monitors?pageSize=2&page=3')).json();
    expect(beyond).toMatchObject({ items: [], total: 3, page: 3 });
    expect(
      (await call(cookie, 'GET', '/api/v1/monitors?q=nothing-like-this')).json(),
    ).toMatchObject({ items: [], total: 0 });
    expect((await call(cookie, 'GET', '/api/v1/monitors?pageSize=1000')).statusCode).toBe(400);
  });

  it('opens with the worst first and counts each status, maintenance included, under the other filters', async () => {
    const cookie = await signedIn();
    const ids: Record<string, string> = {};
    for (const name of ['Up B', 'Down', 'Up A', 'Degraded', 'Pending', 'Paused', 'Serviced'])
      ids[name] = (await create(cookie, { name, tags: name === 'Down' ? ['eu'] : [] })).json().id;
    const setStatus = (name: string, status: 'up' | 'down' | 'degraded') =>
      h().db.update(monitorState).set({ status }).where(eq(monitorState.monitorId, ids[name]!));
    await setStatus('Up A', 'up');
    await setStatus('Up B', 'up');
    await setStatus('Down', 'down');
    await setStatus('Degraded', 'degraded');
    await setStatus('Serviced', 'down');
    await call(cookie, 'POST', `/api/v1/monitors/${ids.Paused}/pause`);
    const now = Date.now();
    const window = await call(cookie, 'POST', '/api/v1/maintenance-windows', {
      kind: 'once',
      name: 'Database upgrade',
      monitorIds: [ids.Serviced],
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
    });
    expect(window.statusCode, window.body).toBe(201);

    const list = (await call(cookie, 'GET', '/api/v1/monitors')).json();
    expect(list.items.map((m: { name: string; status: string }) => [m.name, m.status])).toEqual([
      ['Down', 'down'],
      ['Degraded', 'degraded'],
      ['Serviced', 'maintenance'],
      ['Pending', 'pending'],
      ['Up A', 'up'],
      ['Up B', 'up'],
      ['Paused', 'paused'],
    ]);
    const counts = { down: 1, degraded: 1, maintenance: 1, pending: 1, up: 2, paused: 1 };
    expect(list).toMatchObject({ counts, total: 7 });
    expect((await call(cookie, 'GET', `/api/v1/monitors/${ids.Serviced}`)).json().status).toBe(
      'maintenance',
    );
    // A status filter keeps the counts of the others, so each can be picked next.
    const down = (await call(cookie, 'GET', '/api/v1/monitors?status=maintenance')).json();
    expect(down.items.map((m: { name: string }) => m.name)).toEqual(['Serviced']);
    expect(down).toMatchObject({ counts, total: 1 });
    // The other filters narrow the counts.
    const tagged = (await call(cookie, 'GET', '/api/v1/monitors?tag=eu')).json();
    expect(tagged.counts).toEqual({
      ...counts,
      degraded: 0,
      maintenance: 0,
      pending: 0,
      up: 0,
      paused: 0,
    });
    // The best first, when asked.
    const reversed = (await call(cookie, 'GET', '/api/v1/monitors?sort=status&order=desc')).json();
    expect(reversed.items[0].name).toBe('Paused');
    expect(reversed.items.at(-1).name).toBe('Down');
    expect((await call(cookie, 'GET', '/api/v1/monitors?sort=severity')).statusCode).toBe(400);
  });

  it('pauses, resumes and deletes in bulk, only within the workspace', async () => {
    const cookie = await signedIn();
    const other = await signedIn();
    const mine = [(await create(cookie, {})).json().id, (await create(cookie, {})).json().id];
    const theirs = (await create(other, {})).json().id;
    const paused = await call(cookie, 'POST', '/api/v1/monitors/bulk', {
      action: 'pause',
      ids: [...mine, theirs],
    });
    expect(paused.json()).toEqual({ affected: 2 });
    expect((await call(other, 'GET', `/api/v1/monitors/${theirs}`)).json().paused).toBe(false);
    const resumed = await call(cookie, 'POST', '/api/v1/monitors/bulk', {
      action: 'resume',
      ids: mine,
    });
    expect(resumed.json()).toEqual({ affected: 2 });
    const deleted = await call(cookie, 'POST', '/api/v1/monitors/bulk', {
      action: 'delete',
      ids: [...mine, theirs],
    });
    expect(deleted.json()).toEqual({ affected: 2 });
    expect((await call(other, 'GET', `/api/v1/monitors/${theirs}`)).statusCode).toBe(200);
  });

  it("answers 404 for another workspace's monitor on every route", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const id = (await create(owner, {})).json().id;
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/v1/monitors/${id}`],
      ['PATCH', `/api/v1/monitors/${id}`, { name: 'Mine now' }],
      ['DELETE', `/api/v1/monitors/${id}`],
      ['POST', `/api/v1/monitors/${id}/pause`],
      ['POST', `/api/v1/monitors/${id}/resume`],
      ['GET', `/api/v1/monitors/${id}/results`],
      ['GET', `/api/v1/monitors/${id}/uptime?range=90d`],
      ['GET', `/api/v1/monitors/${id}/latency?range=1h`],
      ['GET', `/api/v1/monitors/${id}/incidents`],
      ['POST', '/api/v1/monitors/bulk', { action: 'delete', ids: [id] }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(stranger, method, url, body);
      if (url.endsWith('/bulk')) {
        // Bulk actions skip what is not the caller's rather than fail the whole batch.
        expect(res.json(), `${method} ${url}`).toEqual({ affected: 0 });
        continue;
      }
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not-found' });
    }
    const list = (await call(stranger, 'GET', '/api/v1/monitors')).json();
    expect(list.items.find((m: { id: string }) => m.id === id)).toBeUndefined();
    const unchanged = (await call(owner, 'GET', `/api/v1/monitors/${id}`)).json();
    expect(unchanged).toMatchObject({ name: 'Checkout API', paused: false });
  });

  it('requires a session on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/monitors'],
      ['POST', '/api/v1/monitors'],
      ['GET', '/api/v1/monitors/x'],
      ['GET', '/api/v1/monitors/x/uptime'],
      ['GET', '/api/v1/monitors/x/latency'],
    ]) {
      const res = await h().app.inject({ method: method as 'GET', url });
      expect(res.statusCode).toBe(401);
    }
  });
});

describeEachDatabase(
  'monitors API on a server without ping',
  (h) => {
    const post = (cookie: string, payload: Record<string, unknown>) =>
      h().app.inject({ method: 'POST', url: '/api/v1/monitors', headers: { cookie }, payload });

    it('refuses a ping monitor with the reason under the type field, and takes the others', async () => {
      const cookie = await signUpCookie(h().app);
      const refused = await post(cookie, { type: 'ping', name: 'Router', host: '93.184.215.14' });
      expect(refused.statusCode).toBe(400);
      const message =
        'Ping checks cannot run on this server: the ping program is not installed (Debian/Ubuntu: apt-get install iputils-ping)';
      expect(refused.json()).toEqual({
        code: 'validation-failed',
        message,
        issues: [{ path: 'type', message }],
      });
      const list = await h().app.inject({
        method: 'GET',
        url: '/api/v1/monitors',
        headers: { cookie },
      });
      expect(list.json().total).toBe(0);

      const taken = await post(cookie, {
        type: 'tcp',
        name: 'Web',
        host: '93.184.215.14',
        port: 443,
      });
      expect(taken.statusCode).toBe(201);
    });

    it('keeps a ping monitor saved before ping went away editable', async () => {
      const cookie = await signUpCookie(h().app);
      const created = await post(cookie, {
        type: 'tcp',
        name: 'Router',
        host: '93.184.215.14',
        port: 22,
      });
      const { id, config } = created.json();
      // Saved while this server could still ping; only the type and its own field differ.
      const { port: _port, tls: _tls, ...common } = config;
      await h()
        .db.update(monitors)
        .set({ type: 'ping', config: { ...common, type: 'ping', packets: 3 } })
        .where(eq(monitors.id, id));

      const res = await h().app.inject({
        method: 'PATCH',
        url: `/api/v1/monitors/${id}`,
        headers: { cookie },
        payload: { name: 'Edge router', tags: ['network'] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        type: 'ping',
        name: 'Edge router',
        tags: ['network'],
        config: { type: 'ping', host: '93.184.215.14', packets: 3 },
      });
    });
  },
  {},
  {
    checkTypes: probeCheckTypes({
      log: pino({ level: 'silent' }),
      pingPath: '/nonexistent/bin/ping',
    }),
  },
);
