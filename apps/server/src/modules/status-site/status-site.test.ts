import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { expect, it } from 'vitest';
import {
  checkDays,
  checkHours,
  maintenanceWindows,
  monitors,
  rollupMarks,
  statusPages,
} from '../../db/schema.js';
import { describeEachDatabase, signUpCookie, type Harness } from '../../test/harness.js';
import {
  newComponent,
  newMonitor,
  newPage,
  newPost,
  newSection,
  setMonitorState,
  expectStrictPolicy,
} from '../../test/status-pages.js';
import { hashPassword } from '../auth/passwords.js';
import { Histogram } from '../results/histogram.js';
import { DAY_MS, HOUR_MS, readMarks } from '../results/rollups.js';
import { unlockCookieName } from './unlock-cookie.js';

const SECRET_URL = 'https://93.184.215.14/internal-health?token=s3cret';
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

/** The markup of the component named `name` on a rendered page. */
function componentBlock(html: string, name: string) {
  const block = html.split('<li class="component">').find((b) => b.includes(`<h3>${name}</h3>`));
  if (!block) throw new Error(`no component ${name}`);
  return block;
}
const stateOf = (html: string, name: string) =>
  /<span class="state ([a-z-]+)">/.exec(componentBlock(html, name))?.[1];

async function workspaceWithMonitors(h: Harness, count: number) {
  const cookie = await signUpCookie(h.app);
  const made = [];
  for (let i = 0; i < count; i++)
    made.push(await newMonitor(h, cookie, `Private name ${i}`, SECRET_URL));
  return { cookie, monitors: made, workspaceId: made[0]!.workspaceId };
}

const xml = (text: string) => new new Window().DOMParser().parseFromString(text, 'application/xml');

describeEachDatabase('the public status page', (harness) => {
  it('shows each component in the state its monitor is in, after the delay, and the banner', async () => {
    const h = harness();
    const { monitors: m, workspaceId } = await workspaceWithMonitors(h, 7);
    const page = await newPage(h, workspaceId, { name: 'Acme Cloud' });
    const api = await newSection(h, page, 'API');
    const states: [string, Parameters<typeof setMonitorState>[2], Date, number][] = [
      ['Website', 'up', ago(3600), 0],
      ['Checkout', 'down', ago(600), 60],
      ['Search', 'degraded', ago(600), 0],
      ['Login', 'down', ago(10), 120],
      ['Reports', 'degraded', ago(10), 120],
      ['Billing', 'paused', ago(600), 0],
    ];
    for (const [i, [name, status, since, delaySeconds]] of states.entries()) {
      await setMonitorState(h, m[i]!.id, status, since);
      await newComponent(h, page, m[i]!.id, {
        publicName: name,
        position: i,
        delaySeconds,
        sectionId: i >= 3 ? api : null,
      });
    }
    await h.db.update(monitors).set({ paused: true }).where(eq(monitors.id, m[5]!.id));
    await setMonitorState(h, m[6]!.id, 'down', ago(600));
    await newComponent(h, page, m[6]!.id, { publicName: 'Mail', position: 7 });
    await h.db.insert(maintenanceWindows).values({
      id: crypto.randomUUID(),
      workspaceId,
      name: 'Mail move',
      kind: 'once',
      monitorIds: [m[6]!.id],
      startsAt: ago(3600),
      endsAt: new Date(Date.now() + 3600_000),
    });

    const res = await h.app.inject(`/s/${page.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(stateOf(html, 'Website')).toBe('operational');
    expect(stateOf(html, 'Checkout')).toBe('major-outage');
    expect(stateOf(html, 'Search')).toBe('degraded');
    // Down or slow for less than the delay: still operational.
    expect(stateOf(html, 'Login')).toBe('operational');
    expect(stateOf(html, 'Reports')).toBe('operational');
    expect(stateOf(html, 'Billing')).toBe('operational');
    expect(stateOf(html, 'Mail')).toBe('maintenance');
    expect(html).toContain('<p class="banner partial-outage" role="status">Partial outage</p>');
    expect(html).toContain('<h2>API</h2>');
    expect(html.indexOf('Website')).toBeLessThan(html.indexOf('<h2>API</h2>'));
    expect(html.indexOf('<h2>API</h2>')).toBeLessThan(html.indexOf('<h3>Login</h3>'));
    // Each component has 90 day bars.
    expect(componentBlock(html, 'Website').match(/<li class="[u0-9]*"><span>/g)).toHaveLength(90);
    // Nothing of the monitors themselves.
    expect(html).not.toContain('93.184.215.14');
    expect(html).not.toContain('s3cret');
    expect(html).not.toContain('Private name');
    expect(html).not.toContain(m[0]!.id);
    expect(html).toContain('Powered by Tocsin');
  });

  it('colours a day by its uptime with its figure and incidents in the bar text', async () => {
    const h = harness();
    const { monitors: m, workspaceId } = await workspaceWithMonitors(h, 1);
    const page = await newPage(h, workspaceId);
    const component = await newComponent(h, page, m[0]!.id, {
      publicName: 'API',
      showResponseTime: true,
    });
    const today = Math.floor(Date.now() / DAY_MS);
    const day = today - 2;
    const hist = new Histogram();
    for (let i = 0; i < 10; i++) hist.add('total', 120);
    const hour = Math.floor(Date.now() / HOUR_MS) - 3;
    await h.db.insert(checkHours).values(
      [hour - 1, hour].map((at) => ({
        monitorSeq: m[0]!.seq,
        hour: at,
        downMs: 0,
        observedMs: HOUR_MS,
        checks: 10,
        failures: 0,
        degraded: 0,
        hist: hist.entries(),
      })),
    );
    const counts = { checks: 100, failures: 50, degraded: 0, hist: [] };
    await h.db.insert(checkDays).values([
      { monitorSeq: m[0]!.seq, day, downMs: DAY_MS / 2, observedMs: DAY_MS, ...counts },
      {
        monitorSeq: m[0]!.seq,
        day: day - 1,
        downMs: 0,
        observedMs: DAY_MS,
        ...counts,
        failures: 0,
      },
    ]);
    // Days are rolled up until the first hour's day: before 03:00 UTC the hours fall on the day
    // before, which must then be read from its hours too.
    for (const [level, until] of [
      ['hour', Math.floor(Date.now() / HOUR_MS)],
      ['day', Math.floor(((hour - 1) * HOUR_MS) / DAY_MS)],
    ] as const) {
      await h.db
        .insert(rollupMarks)
        .values({ level, until })
        .onConflictDoUpdate({ target: rollupMarks.level, set: { until } });
    }
    await readMarks(h.db);
    await newPost(
      h,
      page,
      {
        title: 'Slow API',
        createdAt: new Date(day * DAY_MS + 3600_000),
        closedAt: new Date(day * DAY_MS + 7200_000),
      },
      [{ status: 'resolved', body: 'Fixed.' }],
      [component],
    );

    const html = (await h.app.inject(`/s/${page.slug}`)).body;
    const bars = componentBlock(html, 'API').match(/<li class="[^"]*"><span>[^<]*<\/span><\/li>/g)!;
    expect(bars).toHaveLength(90);
    expect(bars[87]).toMatch(
      /^<li class="u1"><span>\d+ \w+ \d{4}: 50\.00% uptime; incidents: Slow API<\/span>/,
    );
    expect(bars[86]).toMatch(/^<li class="u4"><span>\d+ \w+ \d{4}: 100% uptime<\/span>/);
    expect(bars[0]).toMatch(/^<li class=""><span>\d+ \w+ \d{4}: no data<\/span>/);
    // Half a day down over two days and two hours observed.
    expect(componentBlock(html, 'API')).toContain('76.00% uptime');
    // The hour's median response time, drawn and said in words.
    expect(componentBlock(html, 'API')).toMatch(
      /<svg\s+class="chart"[^>]*role="img"[^>]*aria-label="Response time over the last 24 hours: median 1[12]\d ms/,
    );
    expect(componentBlock(html, 'API')).toMatch(/<polyline points="[\d.]+,[\d.]+ [\d.]+,[\d.]+"/);
    expect(componentBlock(html, 'API')).toMatch(/Response time, 24 hours: median 1[12]\d ms/);
  });

  it('keeps untrusted names, links and markdown inert', async () => {
    const h = harness();
    const { monitors: m, workspaceId } = await workspaceWithMonitors(h, 1);
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const page = await newPage(h, workspaceId, {
      name: `"><script>alert(0)</script>`,
      footerText: evil,
      footerLinks: [
        { label: evil, url: 'javascript:alert(3)' },
        { label: 'Help', url: 'https://help.example.com/' },
      ],
      accentColor: 'red;}</style><script>alert(4)</script>',
      logoHash: '"><script>alert(10)</script>',
    });
    const section = await newSection(h, page, evil);
    const component = await newComponent(h, page, m[0]!.id, {
      publicName: `Web" onmouseover="alert(5)`,
      description: evil,
      sectionId: section,
    });
    await newPost(
      h,
      page,
      { title: evil },
      [
        {
          status: 'investigating',
          body: `**Bold** [click](javascript:alert(6)) [ok](https://ok.example.com) <img src=x onerror=alert(7)> <script>alert(8)</script> <a href="javascript:alert(9)">a</a>`,
        },
      ],
      [component],
    );

    for (const url of [`/s/${page.slug}`, `/s/${page.slug}/history`]) {
      const html = (await h.app.inject(url)).body;
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<img[^>]*onerror/i);
      expect(html).not.toMatch(/<a[^>]+href="\s*javascript:/i);
      expect(html).not.toMatch(/ on[a-z]+="/i);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
    const html = (await h.app.inject(`/s/${page.slug}`)).body;
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain(
      '<a href="https://ok.example.com" rel="nofollow noopener noreferrer ugc">ok</a>',
    );
    expect(html).toContain('<a href="https://help.example.com/" rel="nofollow noopener">Help</a>');
    // The bad colour falls back to the default one.
    expect(html).toContain('--accent:#2563eb');
  });

  it('answers with a strict CSP its stylesheet passes, no script, and noindex where asked', async () => {
    const h = harness();
    const { monitors: m, workspaceId } = await workspaceWithMonitors(h, 1);
    const logoHash = createHash('sha256').update('logo').digest('hex');
    const open = await newPage(h, workspaceId, {
      accentColor: '#ff0066',
      theme: 'dark',
      logoHash,
    });
    const hidden = await newPage(h, workspaceId, { indexable: false });
    await newComponent(h, open, m[0]!.id);

    const res = await h.app.inject(`/s/${open.slug}`);
    const css = expectStrictPolicy(res);
    expect(css).toContain('--accent:#ff0066');
    expect(css).toContain('color-scheme:dark');
    expect(res.body).toContain(`src="/api/v1/status-logos/${open.id}/${logoHash}"`);
    // The logo is the page's icon too; a page without one asks for none (no /favicon.ico 404).
    expect(res.body).toContain(
      `<link rel="icon" href="/api/v1/status-logos/${open.id}/${logoHash}" />`,
    );
    expect(res.body).toMatch(/<meta name="description" content="The current status of [^"]+" \/>/);
    expect((await h.app.inject(`/s/${hidden.slug}`)).body).toContain(
      '<link rel="icon" href="data:," />',
    );
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.body).not.toContain('noindex');

    const noindex = await h.app.inject(`/s/${hidden.slug}`);
    expect(noindex.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(noindex.body).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('announces maintenance ahead with its window and shows the one under way', async () => {
    const h = harness();
    const { workspaceId } = await workspaceWithMonitors(h, 1);
    const page = await newPage(h, workspaceId);
    const start = new Date(Date.now() + DAY_MS);
    await newPost(
      h,
      page,
      {
        kind: 'maintenance',
        title: 'Network upgrade',
        impact: 'none',
        scheduledStart: start,
        scheduledEnd: new Date(start.getTime() + 2 * HOUR_MS),
      },
      [{ status: 'scheduled', body: 'We will upgrade the _core_ switches.' }],
    );
    await newPost(
      h,
      page,
      {
        kind: 'maintenance',
        title: 'Database move',
        impact: 'none',
        scheduledStart: ago(600),
        scheduledEnd: new Date(Date.now() + HOUR_MS),
      },
      [{ status: 'in-progress', body: 'Moving now.' }],
    );
    const html = (await h.app.inject(`/s/${page.slug}`)).body;
    expect(html).toContain('Under maintenance');
    const upcoming = html.slice(html.indexOf('<h2>Scheduled maintenance</h2>'));
    expect(upcoming).toContain('Network upgrade');
    expect(upcoming).toContain(`<time datetime="${start.toISOString()}">`);
    expect(upcoming).toContain('<em>core</em>');
    const underWay = html.slice(
      html.indexOf('<h2>Maintenance in progress</h2>'),
      html.indexOf('<h2>Scheduled maintenance</h2>'),
    );
    expect(underWay).toContain('Database move');
    expect(underWay).not.toContain('Network upgrade');
  });

  it('answers a page made after its address was asked for, once the change is told', async () => {
    const h = harness();
    const { workspaceId } = await workspaceWithMonitors(h, 1);
    const slug = `later-${crypto.randomUUID().slice(0, 8)}`;
    expect((await h.app.inject(`/s/${slug}`)).statusCode).toBe(404);
    const page = await newPage(h, workspaceId, { slug, name: 'Made later' });
    h.bus.publish('status-page.changed', { workspaceId, pageId: page.id });
    const res = await h.app.inject(`/s/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Made later');
  });

  it('answers 304 to a matching If-None-Match and compresses for browsers', async () => {
    const h = harness();
    const { workspaceId } = await workspaceWithMonitors(h, 1);
    const page = await newPage(h, workspaceId);
    const first = await h.app.inject(`/s/${page.slug}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await h.app.inject({
      url: `/s/${page.slug}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await h.app.inject({
      url: `/s/${page.slug}`,
      headers: { 'if-none-match': 'W/"x"' },
    });
    expect(other.statusCode).toBe(200);
    const gzip = await h.app.inject({
      url: `/s/${page.slug}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
  });

  it('answers an unknown page with a 404 page that names nothing, never the web app', async () => {
    const h = harness();
    for (const url of [
      '/s/no-such-page',
      '/s/NOT_A_SLUG',
      '/s/no-such-page/history',
      '/s/x/y/z',
      '/s/%00',
      '/s/%00/robots.txt',
      '/s/no-such-page/history?month=%00',
      `/s/${'a'.repeat(5000)}`,
    ]) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('There is no status page at this address.');
      expect(res.body).not.toContain('no-such-page');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const unlock = await h.app.inject({
      method: 'POST',
      url: '/s/%00/unlock',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=%00',
    });
    expect(unlock.statusCode).toBe(404);
  });

  it('shows a monitor going down at the next request after the bus says so', async () => {
    const h = harness();
    const { monitors: m, workspaceId } = await workspaceWithMonitors(h, 1);
    const page = await newPage(h, workspaceId);
    await setMonitorState(h, m[0]!.id, 'up', ago(3600));
    await newComponent(h, page, m[0]!.id, { publicName: 'Shop' });
    expect(stateOf((await h.app.inject(`/s/${page.slug}`)).body, 'Shop')).toBe('operational');

    await setMonitorState(h, m[0]!.id, 'down', ago(120));
    // Served from memory: the database is not read for it.
    expect(stateOf((await h.app.inject(`/s/${page.slug}`)).body, 'Shop')).toBe('operational');
    h.bus.publish('monitor.status', {
      workspaceId,
      monitorId: m[0]!.id,
      status: 'down',
      at: new Date().toISOString(),
    });
    await h.services.statusSite.settled();
    const after = (await h.app.inject(`/s/${page.slug}`)).body;
    expect(stateOf(after, 'Shop')).toBe('major-outage');
    expect(after).toContain('Major outage');
  });

  it('lets a visitor in with the right password only, for that page only', async () => {
    const h = harness();
    const { workspaceId } = await workspaceWithMonitors(h, 1);
    const passwordHash = await hashPassword('correct horse battery');
    const page = await newPage(h, workspaceId, { name: 'Internal', passwordHash });
    const other = await newPage(h, workspaceId, { name: 'Other internal', passwordHash });
    await newPost(h, page, { title: 'Secret outage' }, [{ status: 'investigating', body: 'x' }]);

    const locked = await h.app.inject(`/s/${page.slug}`);
    expect(locked.statusCode).toBe(200);
    expect(locked.body).toContain(`action="/s/${page.slug}/unlock"`);
    expect(locked.body).not.toContain('Secret outage');
    expect(locked.headers['cache-control']).toBe('private, no-store');
    expect((await h.app.inject(`/s/${page.slug}/feed.atom`)).body).not.toContain('Secret outage');

    const form = (password: string, slug = page.slug) =>
      h.app.inject({
        method: 'POST',
        url: `/s/${slug}/unlock`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ password }).toString(),
      });
    const wrong = await form('wrong password');
    expect(wrong.body).toContain('That password is not right. Try again.');
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const right = await form('correct horse battery');
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(`/s/${page.slug}`);
    const setCookie = right.headers['set-cookie'] as string;
    expect(setCookie).toMatch(new RegExp(`^${unlockCookieName(page.id)}=`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain(`Path=/s/${page.slug}`);
    const cookie = setCookie.split(';')[0]!;
    const inside = await h.app.inject({ url: `/s/${page.slug}`, headers: { cookie } });
    expect(inside.body).toContain('Secret outage');
    expect(inside.headers['cache-control']).toBe('private, no-store');

    // The same value under the other page's name opens nothing.
    const forged = cookie.replace(unlockCookieName(page.id), unlockCookieName(other.id));
    const refused = await h.app.inject({ url: `/s/${other.slug}`, headers: { cookie: forged } });
    expect(refused.body).toContain('Enter its password');
    // A changed password ends the visits let in before it: at once, before any server has made
    // the page again, on every view of it.
    await h.db
      .update(statusPages)
      .set({ passwordHash: await hashPassword('a new password here') })
      .where(eq(statusPages.id, page.id));
    for (const view of ['', '/feed.atom', '/history'])
      expect(
        (await h.app.inject({ url: `/s/${page.slug}${view}`, headers: { cookie } })).body,
      ).not.toContain('Secret outage');
    h.bus.publish('status-page.changed', { workspaceId, pageId: page.id });
    await h.services.statusSite.settled();
    expect((await h.app.inject({ url: `/s/${page.slug}`, headers: { cookie } })).body).toContain(
      'Enter its password',
    );
  });

  it('limits password attempts per visitor', async () => {
    const h = harness();
    const { workspaceId } = await workspaceWithMonitors(h, 1);
    const page = await newPage(h, workspaceId, { passwordHash: await hashPassword('pass word 1') });
    const statuses: number[] = [];
    let body = '';
    for (let i = 0; i < 11; i++) {
      const res = await h.app.inject({
        method: 'POST',
        url: `/s/${page.slug}/unlock`,
        remoteAddress: '203.0.113.77',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'password=nope',
      });
      statuses.push(res.statusCode);
      body = res.body;
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    expect(body).toContain('Too many passwords were tried from here.');
  });

  it('answers a verified custom domain with its page, and an unverified one as any host', async () => {
    const h = harness();
    const { workspaceId } = await workspaceWithMonitors(h, 1);
    const page = await newPage(h, workspaceId, {
      name: 'Domain page',
      customDomain: 'status.acme.test',
      domainVerifiedAt: new Date(),
    });
    const pending = await newPage(h, workspaceId, {
      name: 'Pending page',
      customDomain: 'pending.acme.test',
    });
    await newPost(h, page, { title: 'Domain incident' }, [
      { status: 'investigating', body: 'Looking.' },
    ]);
    h.bus.publish('status-page.changed', { workspaceId, pageId: page.id });
    await h.services.statusSite.loadDomains();

    const home = await h.app.inject({ url: '/', headers: { host: 'status.acme.test' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<h1>Domain page</h1>');
    expect(home.body).toContain('href="/history"');
    const history = await h.app.inject({
      url: '/history',
      headers: { host: 'Status.Acme.test:443' },
    });
    expect(history.body).toContain('Domain incident');
    const atom = await h.app.inject({ url: '/feed.atom', headers: { host: 'status.acme.test' } });
    expect(atom.body).toContain('<link href="https://status.acme.test" />');
    const rss = await h.app.inject({ url: '/feed.rss', headers: { host: 'status.acme.test' } });
    expect(rss.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const robots = await h.app.inject({
      url: '/robots.txt',
      headers: { host: 'status.acme.test' },
    });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe('User-agent: *\nAllow: /\n');
    await h.db.update(statusPages).set({ indexable: false }).where(eq(statusPages.id, page.id));
    h.bus.publish('status-page.changed', { workspaceId, pageId: page.id });
    await h.services.statusSite.settled();
    const closed = await h.app.inject({
      url: '/robots.txt',
      headers: { host: 'status.acme.test' },
    });
    expect(closed.body).toBe('User-agent: *\nDisallow: /\n');
    const elsewhere = await h.app.inject({
      url: '/dashboard',
      headers: { host: 'status.acme.test' },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toContain('There is no status page at this address.');

    const ask = (domain: string) =>
      h.app.inject(`/api/status-domains/check?domain=${encodeURIComponent(domain)}`);
    expect((await ask('status.acme.test')).statusCode).toBe(200);
    expect((await ask('pending.acme.test')).statusCode).toBe(404);
    expect((await ask('example.org')).statusCode).toBe(404);

    const unverified = await h.app.inject({ url: '/', headers: { host: 'pending.acme.test' } });
    expect(unverified.statusCode).toBe(404);
    expect(unverified.body).not.toContain('Pending page');
    // At its slug, a page is still found on any host; another page is not served at this domain.
    expect((await h.app.inject(`/s/${pending.slug}`)).body).toContain('Pending page');
    const wrongHost = await h.app.inject({
      url: `/s/${pending.slug}`,
      headers: { host: 'status.acme.test' },
    });
    expect(wrongHost.body).not.toContain('Domain page');
  });

  it('lists past posts by month and in valid, escaped RSS and Atom feeds', async () => {
    const h = harness();
    const { monitors: m, workspaceId } = await workspaceWithMonitors(h, 1);
    const page = await newPage(h, workspaceId, { name: 'Feeds & Co' });
    const component = await newComponent(h, page, m[0]!.id, { publicName: 'API' });
    await newPost(
      h,
      page,
      {
        title: 'Old <b>outage</b>',
        createdAt: new Date('2026-03-10T10:00:00Z'),
        closedAt: new Date('2026-03-10T12:00:00Z'),
      },
      [
        {
          status: 'investigating',
          body: 'Looking & <script>x</script>',
          at: new Date('2026-03-10T10:00:00Z'),
        },
        { status: 'resolved', body: 'Done.', at: new Date('2026-03-10T12:00:00Z') },
      ],
      [component],
    );
    await newPost(
      h,
      page,
      {
        kind: 'maintenance',
        title: 'Database upgrade',
        impact: 'none',
        createdAt: new Date('2026-05-02T08:00:00Z'),
        closedAt: new Date('2026-05-03T08:00:00Z'),
        scheduledStart: new Date('2026-05-03T06:00:00Z'),
        scheduledEnd: new Date('2026-05-03T08:00:00Z'),
      },
      [{ status: 'completed', body: 'Finished.', at: new Date('2026-05-03T08:00:00Z') }],
    );

    const march = (await h.app.inject(`/s/${page.slug}/history?month=2026-03`)).body;
    expect(march).toContain('Incident history: March 2026');
    expect(march).toContain('Old &lt;b&gt;outage&lt;/b&gt;');
    expect(march).toContain('Affects: API');
    expect(march).not.toContain('Database upgrade');
    expect(march).toContain(`href="/s/${page.slug}/history?month=2026-05"`);
    const may = (await h.app.inject(`/s/${page.slug}/history?month=2026-05`)).body;
    expect(may).toContain('Database upgrade');
    expect(may).toContain(`href="/s/${page.slug}/history?month=2026-03"`);
    const bad = await h.app.inject(`/s/${page.slug}/history?month=<x>`);
    expect(bad.statusCode).toBe(200);

    const rss = await h.app.inject(`/s/${page.slug}/feed.rss`);
    const rssDoc = xml(rss.body);
    expect(rssDoc.getElementsByTagName('parsererror')).toHaveLength(0);
    const titles = [...rssDoc.getElementsByTagName('item')].map(
      (i) => i.getElementsByTagName('title')[0]!.textContent,
    );
    expect(titles).toEqual(['Database upgrade', 'Old <b>outage</b>']);
    expect(
      rssDoc.getElementsByTagName('channel')[0]!.getElementsByTagName('title')[0]!.textContent,
    ).toBe('Feeds & Co status');
    expect(rss.body).not.toMatch(/<script|<b>/);

    const atom = await h.app.inject(`/s/${page.slug}/feed.atom`);
    expect(atom.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const atomDoc = xml(atom.body);
    expect(atomDoc.getElementsByTagName('parsererror')).toHaveLength(0);
    const entries = [...atomDoc.getElementsByTagName('entry')];
    expect(entries).toHaveLength(2);
    const content = entries[1]!.getElementsByTagName('content')[0]!.textContent;
    expect(content).toContain('<strong>Resolved</strong>');
    expect(content).toContain('Looking &amp; &lt;script&gt;x&lt;/script&gt;');
    expect(content).not.toContain('<script');
  });
});
