import { eq } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { expect, it } from 'vitest';
import { auditLog, incidents, profiles, statusNotices, workspaceMembers } from '../../db/schema.js';
import { fakeClock } from '../../test/clock.js';
import { describeEachDatabase, nextIp, signUpCookie, type Harness } from '../../test/harness.js';
import { newComponent, newMonitor, newPage, setMonitorState } from '../../test/status-pages.js';

const SECRET_URL = 'https://93.184.215.14/internal-health?token=s3cret';
const HOUR_MS = 3_600_000;

type Post = {
  id: string;
  kind: string;
  title: string;
  impact: string;
  status: string;
  incidentId: string | null;
  closedAt: string | null;
  scheduledStart: string | null;
  components: { id: string; publicName: string }[];
  updates: { id: string; status: string; body: string; author: string | null }[];
};

/** The state the public page shows for the component named `name`. */
function stateOf(html: string, name: string) {
  const block = html.split('<li class="component">').find((b) => b.includes(`<h3>${name}</h3>`));
  return /<span class="state ([a-z-]+)">/.exec(block ?? '')?.[1];
}

/** What the tests of a suite do with its harness: call the API, set a page up, read it. */
function helpers(h: () => Harness) {
  const call = (cookie: string, method: string, url: string, payload?: unknown) =>
    h().app.inject({
      method: method as 'GET',
      url,
      headers: { cookie },
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** A person with a page showing one monitor (named privately, with a secret target). */
  async function setup() {
    const cookie = await signUpCookie(h().app, { firstName: 'Ada', lastName: 'Lovelace' });
    const monitor = await newMonitor(h(), cookie, 'db-primary internal', SECRET_URL);
    const page = await newPage(h(), monitor.workspaceId);
    const componentId = await newComponent(h(), page, monitor.id, { publicName: 'Checkout' });
    const posts = `/api/v1/status-pages/${page.id}/posts`;
    return { cookie, monitor, page, componentId, posts, workspaceId: monitor.workspaceId };
  }

  async function publicPage(h: Harness, slug: string, path = '') {
    await h.services.statusSite.settled();
    return (await h.app.inject(`/s/${slug}${path}`)).body;
  }

  return { call, setup, publicPage };
}

describeEachDatabase('status pages: incidents and maintenance written for the public', (h) => {
  const { call, setup, publicPage } = helpers(h);

  const incident = (componentIds: string[], body: Record<string, unknown> = {}) => ({
    kind: 'incident',
    title: 'Payments failing',
    impact: 'major',
    componentIds,
    body: 'We are looking into **failed payments**.',
    ...body,
  });

  const noticesOf = async (postId: string) =>
    h().db.select().from(statusNotices).where(eq(statusNotices.postId, postId));

  it('posts an incident that the page and its feed show at once, and records a notice', async () => {
    const s = await setup();
    // The page was made before the post: the post must replace it.
    expect(await publicPage(h(), s.page.slug)).not.toContain('Payments failing');
    await publicPage(h(), s.page.slug, '/feed.rss');

    const res = await call(s.cookie, 'POST', s.posts, incident([s.componentId]));
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json<Post>();
    expect(post).toMatchObject({
      kind: 'incident',
      title: 'Payments failing',
      impact: 'major',
      status: 'investigating',
      closedAt: null,
      components: [{ id: s.componentId, publicName: 'Checkout' }],
      updates: [{ status: 'investigating', author: 'Ada Lovelace' }],
    });

    const html = await publicPage(h(), s.page.slug);
    const current = html.slice(html.indexOf('<h2>Current incidents</h2>'));
    expect(current).toContain('Payments failing');
    expect(current).toContain('<strong>failed payments</strong>');
    expect(current).toContain('Affects: Checkout');
    expect(html).toContain('Partial outage');
    expect(await publicPage(h(), s.page.slug, '/feed.rss')).toContain('Payments failing');

    const notices = await noticesOf(post.id);
    expect(notices).toEqual([
      expect.objectContaining({ pageId: s.page.id, updateId: post.updates[0]!.id }),
    ]);
    const [audit] = await h().db.select().from(auditLog).where(eq(auditLog.targetId, post.id));
    expect(audit).toMatchObject({ action: 'status-post.created', targetName: 'Payments failing' });
  });

  it('closes an incident when resolved and opens it again with a later update', async () => {
    const s = await setup();
    const { id } = (await call(s.cookie, 'POST', s.posts, incident([]))).json<Post>();
    const update = (status: string, body: string) =>
      call(s.cookie, 'POST', `${s.posts}/${id}/updates`, { status, body });

    const resolved = await update('resolved', 'Payments work again.');
    expect(resolved.statusCode, resolved.body).toBe(201);
    const closedAt = resolved.json<Post>().closedAt;
    expect(closedAt).not.toBeNull();
    expect(resolved.json<Post>().updates.map((u) => u.status)).toEqual([
      'resolved',
      'investigating',
    ]);
    let html = await publicPage(h(), s.page.slug);
    expect(html).not.toContain('<h2>Current incidents</h2>');
    expect(html).toContain('All systems operational');

    const open = (await call(s.cookie, 'GET', `${s.posts}?state=open`)).json<{ items: Post[] }>();
    expect(open.items).toEqual([]);
    const closed = (await call(s.cookie, 'GET', `${s.posts}?state=closed`)).json<{
      items: Post[];
    }>();
    expect(closed.items.map((p) => p.id)).toEqual([id]);

    // The trouble comes back: the incident is open again, on the page again.
    const back = (await update('monitoring', 'Some payments fail again.')).json<Post>();
    expect(back).toMatchObject({ status: 'monitoring', closedAt: null });
    html = await publicPage(h(), s.page.slug);
    expect(html).toContain('Some payments fail again.');

    // Resolved again, then a follow-up: the incident keeps its first closing time.
    const first = (await update('resolved', 'Fixed.')).json<Post>().closedAt;
    const followUp = (
      await update('resolved', 'The cause was an expired certificate.')
    ).json<Post>();
    expect(followUp.closedAt).toBe(first);
    expect(followUp.updates).toHaveLength(5);
    expect(await noticesOf(id)).toHaveLength(5);
  });

  it('refuses bad posts and updates with a message that says why', async () => {
    const s = await setup();
    const other = await setup();
    const refused = async (url: string, payload: unknown, status = 400) => {
      const res = await call(s.cookie, 'POST', url, payload);
      expect(res.statusCode, res.body).toBe(status);
      return res.json<{ code: string; message: string; issues?: { path: string }[] }>();
    };

    expect((await refused(s.posts, incident([], { title: '  ' }))).message).toContain(
      'Give the post a title',
    );
    expect((await refused(s.posts, incident([], { body: 'x'.repeat(10_001) }))).message).toContain(
      'the most is 10000',
    );
    expect(
      (
        await refused(s.posts, {
          kind: 'maintenance',
          title: 'Upgrade',
          componentIds: [],
          scheduledStart: '2030-01-01T10:00:00Z',
          scheduledEnd: '2030-01-01T09:00:00Z',
          body: 'Upgrading.',
        })
      ).message,
    ).toContain('The maintenance must end after it starts');
    // An incident's first update cannot be a maintenance status.
    expect((await refused(s.posts, incident([], { status: 'scheduled' }))).code).toBe(
      'validation-failed',
    );
    const foreign = await refused(s.posts, incident([other.componentId]));
    expect(foreign.message).toBe(`Component ${other.componentId} is not on this status page.`);
    expect(foreign.issues?.[0]?.path).toBe('componentIds.0');

    // Another workspace's incident is not found, as one that does not exist.
    const theirs = crypto.randomUUID();
    await h()
      .db.insert(incidents)
      .values({
        id: theirs,
        workspaceId: other.workspaceId,
        monitorId: other.monitor.id,
        startedAt: new Date(),
        confirmedAt: new Date(),
        cause: { status: 'down' } as never,
      });
    expect((await refused(s.posts, incident([], { incidentId: theirs }), 404)).message).toBe(
      'Incident not found',
    );
    expect(
      (
        await refused(
          `/api/v1/status-pages/${s.page.id}/posts/from-incident`,
          { incidentId: theirs },
          404,
        )
      ).code,
    ).toBe('not-found');

    const { id } = (await call(s.cookie, 'POST', s.posts, incident([]))).json<Post>();
    const wrong = await refused(`${s.posts}/${id}/updates`, { status: 'completed', body: 'Done.' });
    expect(wrong.message).toBe(
      'An update of an incident is one of: Investigating, Identified, Monitoring, Resolved.',
    );
    // A post is reached through its own page only.
    const elsewhere = await call(other.cookie, 'GET', `${other.posts}/${id}`);
    expect(elsewhere.statusCode).toBe(404);
    const viaOtherPage = await call(
      s.cookie,
      'POST',
      `/api/v1/status-pages/${crypto.randomUUID()}/posts`,
      incident([]),
    );
    expect(viaOtherPage.statusCode).toBe(404);
    expect(await noticesOf(id)).toHaveLength(1);
  });

  it('lets a viewer read posts but not write them', async () => {
    const s = await setup();
    const { id } = (await call(s.cookie, 'POST', s.posts, incident([]))).json<Post>();
    const viewer = await signUpCookie(h().app);
    const me = (await call(viewer, 'GET', '/api/v1/me')).json<{ profile: { id: string } }>();
    await h()
      .db.insert(workspaceMembers)
      .values({ workspaceId: s.workspaceId, userId: me.profile.id, role: 'viewer' });
    await h()
      .db.update(profiles)
      .set({ currentWorkspaceId: s.workspaceId })
      .where(eq(profiles.userId, me.profile.id));

    expect((await call(viewer, 'GET', s.posts)).json<{ items: Post[] }>().items).toHaveLength(1);
    for (const [method, url, payload] of [
      ['POST', s.posts, incident([])],
      ['POST', `${s.posts}/${id}/updates`, { status: 'resolved', body: 'Done.' }],
      ['PATCH', `${s.posts}/${id}`, { title: 'Renamed' }],
      ['DELETE', `${s.posts}/${id}`, undefined],
    ] as const) {
      const res = await call(viewer, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await noticesOf(id)).toHaveLength(1);
  });

  it('corrects and deletes posts without telling subscribers again', async () => {
    const s = await setup();
    const { id } = (await call(s.cookie, 'POST', s.posts, incident([s.componentId]))).json<Post>();
    const changed = await call(s.cookie, 'PATCH', `${s.posts}/${id}`, {
      title: 'Some payments failing',
      impact: 'minor',
      componentIds: [],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Post>()).toMatchObject({
      title: 'Some payments failing',
      impact: 'minor',
      components: [],
    });
    expect(await publicPage(h(), s.page.slug)).toContain('Some payments failing');
    const window = await call(s.cookie, 'PATCH', `${s.posts}/${id}`, {
      scheduledStart: '2030-01-01T10:00:00Z',
    });
    expect(window.json<{ message: string }>().message).toBe(
      'An incident has no scheduled window: only a maintenance has one.',
    );

    const deleted = await call(s.cookie, 'DELETE', `${s.posts}/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call(s.cookie, 'GET', `${s.posts}/${id}`)).statusCode).toBe(404);
    expect(await publicPage(h(), s.page.slug)).not.toContain('Some payments failing');
    const actions = await h()
      .db.select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'status-post.changed',
      'status-post.created',
      'status-post.deleted',
    ]);
  });

  it('shows components under maintenance during the window and announces it before', async () => {
    const s = await setup();
    const other = await newMonitor(h(), s.cookie, 'cdn', SECRET_URL);
    const cdn = await newComponent(h(), s.page, other.id, { publicName: 'CDN', position: 1 });
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const maintenance = (componentIds: string[], startMs: number, title: string) =>
      call(s.cookie, 'POST', s.posts, {
        kind: 'maintenance',
        title,
        componentIds,
        scheduledStart: at(startMs),
        scheduledEnd: at(startMs + HOUR_MS),
        body: 'Upgrading the database.',
      });
    const now = await maintenance([s.componentId], -60_000, 'Database upgrade');
    expect(now.statusCode, now.body).toBe(201);
    expect(now.json<Post>()).toMatchObject({ impact: 'none', status: 'scheduled' });
    await maintenance([cdn], 24 * HOUR_MS, 'CDN move');

    const html = await publicPage(h(), s.page.slug);
    expect(stateOf(html, 'Checkout')).toBe('maintenance');
    expect(stateOf(html, 'CDN')).toBe('operational');
    const underWay = html.slice(
      html.indexOf('<h2>Maintenance in progress</h2>'),
      html.indexOf('<h2>Scheduled maintenance</h2>'),
    );
    expect(underWay).toContain('Database upgrade');
    expect(html.slice(html.indexOf('<h2>Scheduled maintenance</h2>'))).toContain('CDN move');

    const done = (await call(s.cookie, 'GET', s.posts)).json<{ items: Post[] }>().items;
    const upgrade = done.find((p) => p.title === 'Database upgrade')!;
    const completed = await call(s.cookie, 'POST', `${s.posts}/${upgrade.id}/updates`, {
      status: 'completed',
      body: 'Finished early.',
    });
    expect(completed.json<Post>().closedAt).not.toBeNull();
    expect(stateOf(await publicPage(h(), s.page.slug), 'Checkout')).toBe('operational');
  });

  it('writes an incident from an automatic one under public names only', async () => {
    const s = await setup();
    await setMonitorState(h(), s.monitor.id, 'down', new Date());
    const incidentId = crypto.randomUUID();
    await h()
      .db.insert(incidents)
      .values({
        id: incidentId,
        workspaceId: s.workspaceId,
        monitorId: s.monitor.id,
        startedAt: new Date(),
        confirmedAt: new Date(),
        cause: { status: 'down', message: `No answer from ${SECRET_URL}` } as never,
      });

    const pages = await call(s.cookie, 'GET', `/api/v1/incidents/${incidentId}/status-pages`);
    expect(pages.statusCode, pages.body).toBe(200);
    expect(pages.json()).toEqual({
      items: [
        {
          id: s.page.id,
          name: s.page.name,
          url: `http://localhost:3000/s/${s.page.slug}`,
          components: [{ id: s.componentId, publicName: 'Checkout' }],
          posts: [],
        },
      ],
    });

    const res = await call(s.cookie, 'POST', `${s.posts}/from-incident`, { incidentId });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json<Post>();
    expect(post).toMatchObject({
      title: 'Checkout unavailable',
      impact: 'major',
      status: 'investigating',
      incidentId,
      components: [{ id: s.componentId, publicName: 'Checkout' }],
      updates: [
        {
          body: 'We are investigating a problem with Checkout. We will post an update here as soon as we know more.',
        },
      ],
    });
    const html = await publicPage(h(), s.page.slug);
    for (const text of [JSON.stringify(post), html]) {
      expect(text).not.toContain('93.184.215.14');
      expect(text).not.toContain('db-primary');
    }
    expect(html).toContain('Checkout unavailable');
    const listed = (
      await call(s.cookie, 'GET', `/api/v1/incidents/${incidentId}/status-pages`)
    ).json<{ items: { posts: { id: string }[] }[] }>();
    expect(listed.items[0]!.posts.map((p) => p.id)).toEqual([post.id]);
    expect(await noticesOf(post.id)).toHaveLength(1);

    // A page that does not show the monitor cannot be written to from it.
    const bare = await newPage(h(), s.workspaceId);
    const refused = await call(
      s.cookie,
      'POST',
      `/api/v1/status-pages/${bare.id}/posts/from-incident`,
      {
        incidentId,
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'This status page does not show the monitor of this incident: add it to the page first.',
    );
  });

  it('renders a post body with scripts, javascript: links and event handlers inert', async () => {
    const s = await setup();
    const body = [
      'Hello <script>alert(1)</script>',
      '[click](javascript:alert(2))',
      '<img src="x" onerror="alert(3)">',
      '<a href="javascript:alert(4)" onclick="alert(5)">there</a>',
    ].join('\n\n');
    const res = await call(s.cookie, 'POST', s.posts, incident([], { body }));
    expect(res.statusCode, res.body).toBe(201);
    const html = await publicPage(h(), s.page.slug);
    // Written as text or dropped: no element runs script, no attribute or link does.
    const doc = new new Window().DOMParser().parseFromString(html, 'text/html');
    const post = doc.querySelector('article.post')!;
    expect(post.textContent).toContain('Hello');
    expect(post.querySelectorAll('script, img, iframe')).toHaveLength(0);
    for (const element of post.querySelectorAll('*')) {
      for (const attribute of Array.from(element.attributes))
        expect(attribute.name, element.outerHTML).not.toMatch(/^on/i);
      expect(element.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    }
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });
});

/** The page's own time: a fake clock, moved to the edges of a maintenance window. */
const time = fakeClock(Date.now());
describeEachDatabase(
  'status pages: maintenance on time',
  (h) => {
    const { call, setup, publicPage } = helpers(h);

    it('turns components under maintenance when the window starts, with no call to the API', async () => {
      // The fake clock is where real time is when the test starts; the page is made on it.
      await time.advanceTo(Date.now());
      const s = await setup();
      const start = time.now() + 1500;
      const res = await call(s.cookie, 'POST', s.posts, {
        kind: 'maintenance',
        title: 'Quick restart',
        componentIds: [s.componentId],
        scheduledStart: new Date(start).toISOString(),
        scheduledEnd: new Date(start + 1500).toISOString(),
        body: 'A restart.',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(stateOf(await publicPage(h(), s.page.slug), 'Checkout')).toBe('operational');
      await h().services.maintenanceEdges.settled();
      await time.advanceTo(start + 300);
      await h().services.maintenanceEdges.settled();
      expect(stateOf(await publicPage(h(), s.page.slug), 'Checkout')).toBe('maintenance');
      await time.advanceTo(start + 1500 + 1300);
      await h().services.maintenanceEdges.settled();
      expect(stateOf(await publicPage(h(), s.page.slug), 'Checkout')).toBe('operational');
    });
  },
  {},
  { clock: time.clock },
);
