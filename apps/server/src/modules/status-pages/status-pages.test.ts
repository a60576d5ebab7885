import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, profiles, statusPages, workspaceMembers } from '../../db/schema.js';
import { describeEachDatabase, nextIp, signUpCookie } from '../../test/harness.js';

type Page = {
  id: string;
  slug: string;
  url: string;
  passwordProtected: boolean;
  componentCount: number;
  customDomain: string | null;
  domainVerified: boolean;
  domainRecord: { name: string; value: string } | null;
  layout: {
    components: { monitorId: string; monitorName: string; publicName: string }[];
    sections: { name: string; components: { publicName: string; delaySeconds: number }[] }[];
  };
};

describeEachDatabase(
  'status pages: settings and layout',
  (h) => {
    const call = (cookie: string, method: string, url: string, payload?: unknown) =>
      h().app.inject({
        method: method as 'GET',
        url,
        headers: { cookie },
        remoteAddress: nextIp(),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });

    async function person() {
      const cookie = await signUpCookie(h().app);
      const me = (await call(cookie, 'GET', '/api/v1/me')).json();
      return { cookie, userId: me.profile.id as string, workspaceId: me.workspace.id as string };
    }

    async function monitor(cookie: string, name: string) {
      const res = await call(cookie, 'POST', '/api/v1/monitors', {
        name,
        type: 'heartbeat',
        periodSeconds: 3600,
        graceSeconds: 60,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    }

    const unique = () => `page-${crypto.randomUUID().slice(0, 8)}`;
    async function page(cookie: string, body: Record<string, unknown> = {}) {
      const res = await call(cookie, 'POST', '/api/v1/status-pages', {
        name: 'Acme status',
        slug: unique(),
        ...body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Page>();
    }

    const actions = async (workspaceId: string) =>
      (
        await h()
          .db.select({ action: auditLog.action })
          .from(auditLog)
          .where(eq(auditLog.workspaceId, workspaceId))
          .orderBy(auditLog.at)
      )
        .map((r) => r.action)
        .filter((a) => a.startsWith('status-page.'));

    let owner: Awaited<ReturnType<typeof person>>;
    beforeAll(async () => {
      owner = await person();
    });

    it('creates a page at /s/<slug> with defaults, a domain token and no password hash', async () => {
      const slug = unique();
      const created = await page(owner.cookie, { name: 'Acme', slug: ` ${slug.toUpperCase()} ` });
      expect(created).toMatchObject({
        name: 'Acme',
        slug,
        url: `http://localhost:3000/s/${slug}`,
        accentColor: '#2563eb',
        theme: 'system',
        logoUrl: null,
        customDomain: null,
        domainVerified: false,
        domainRecord: null,
        passwordProtected: false,
        indexable: true,
        componentCount: 0,
        subscriberCount: 0,
        layout: { components: [], sections: [] },
      });
      expect(JSON.stringify(created)).not.toMatch(/passwordHash|domainToken/);
      const [row] = await h().db.select().from(statusPages).where(eq(statusPages.id, created.id));
      expect(row!.domainToken).toMatch(/^[\w-]{20,}$/);

      const read = await call(owner.cookie, 'GET', `/api/v1/status-pages/${created.id}`);
      expect(read.json()).toEqual(created);
      const list = (await call(owner.cookie, 'GET', '/api/v1/status-pages')).json();
      expect(list.limit).toBe(2);
      expect(list.items.map((p: Page) => p.id)).toContain(created.id);
    });

    it('refuses a slug another page has, in any workspace, naming it', async () => {
      const taken = await page(owner.cookie);
      const other = await person();
      const res = await call(other.cookie, 'POST', '/api/v1/status-pages', {
        name: 'Copy',
        slug: taken.slug,
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'conflict',
        message: `The address /s/${taken.slug} is taken by another status page: choose another.`,
      });
      // Renaming another page onto it is refused the same way.
      const mine = await page(other.cookie);
      const put = await call(other.cookie, 'PUT', `/api/v1/status-pages/${mine.id}`, {
        name: 'Mine',
        slug: taken.slug,
      });
      expect(put.statusCode).toBe(409);
    });

    it.each([
      ['a reserved slug', { slug: 'dashboard' }, 'slug', /reserved/],
      ['a slug with a slash', { slug: 'a/b-c' }, 'slug', /lower-case letters/],
      ['a short slug', { slug: 'ab' }, 'slug', /at least 3/],
      ['a colour name', { accentColor: 'red' }, 'accentColor', /#rrggbb/],
      [
        'a domain with a scheme',
        { customDomain: 'https://x.example.com' },
        'customDomain',
        /host name/,
      ],
      ['an unknown theme', { theme: 'sepia' }, 'theme', /./],
      [
        'a javascript: footer link',
        { footerLinks: [{ label: 'x', url: 'javascript:alert(1)' }] },
        'footerLinks.0.url',
        /http/,
      ],
    ])('refuses %s with the field at fault', async (_label, change, path, message) => {
      const res = await call(owner.cookie, 'POST', '/api/v1/status-pages', {
        name: 'Bad',
        slug: unique(),
        ...change,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toContainEqual(
        expect.objectContaining({ path, message: expect.stringMatching(message) }),
      );
    });

    it('stops at the plan limit with 402 and a clear message, and frees a place on delete', async () => {
      const p = await person();
      const first = await page(p.cookie);
      await page(p.cookie);
      const third = await call(p.cookie, 'POST', '/api/v1/status-pages', {
        name: 'Third',
        slug: unique(),
      });
      expect(third.statusCode, third.body).toBe(402);
      const billing = await call(p.cookie, 'GET', '/api/v1/billing');
      expect(billing.json()).toMatchObject({ usage: { statusPages: 2 } });
      expect(third.json()).toMatchObject({
        code: 'plan-limit',
        message:
          'This instance allows 2 status pages, and 2 exist. Ask the administrator of this instance to raise it.',
      });
      expect((await call(p.cookie, 'DELETE', `/api/v1/status-pages/${first.id}`)).statusCode).toBe(
        204,
      );
      expect((await call(p.cookie, 'GET', `/api/v1/status-pages/${first.id}`)).statusCode).toBe(
        404,
      );
      expect((await call(p.cookie, 'GET', '/api/v1/billing')).json().usage.statusPages).toBe(1);
      await page(p.cookie);
    });

    it('replaces settings; changing the domain clears its verification', async () => {
      const p = await person();
      const created = await page(p.cookie, { customDomain: 'status.acme.example' });
      expect(created.domainRecord).toEqual({
        type: 'TXT',
        name: '_tocsin-challenge.status.acme.example',
        value: expect.stringMatching(/^tocsin-verify=[\w-]+$/),
      });
      await h()
        .db.update(statusPages)
        .set({ domainVerifiedAt: new Date() })
        .where(eq(statusPages.id, created.id));
      const body = {
        name: 'Acme',
        slug: created.slug,
        customDomain: 'status.acme.example',
        accentColor: '#FF0000',
        theme: 'dark',
        footerText: 'Acme Inc.',
        footerLinks: [{ label: 'Home', url: 'https://acme.example' }],
        indexable: false,
      };
      const kept = await call(p.cookie, 'PUT', `/api/v1/status-pages/${created.id}`, body);
      expect(kept.json()).toMatchObject({
        accentColor: '#ff0000',
        theme: 'dark',
        footerText: 'Acme Inc.',
        indexable: false,
        domainVerified: true,
      });
      const moved = await call(p.cookie, 'PUT', `/api/v1/status-pages/${created.id}`, {
        ...body,
        customDomain: 'www.status.acme.example',
      });
      expect(moved.json()).toMatchObject({ domainVerified: false, domainVerifiedAt: null });
      // A domain only claimed is free to claim; once verified, another page cannot take it.
      const others = [await person(), await person()];
      const claim = (slug: string) =>
        call(others.shift()!.cookie, 'POST', '/api/v1/status-pages', {
          name: 'Other',
          slug,
          customDomain: 'www.status.acme.example',
        });
      expect((await claim(unique())).statusCode).toBe(201);
      await h()
        .db.update(statusPages)
        .set({ domainVerifiedAt: new Date() })
        .where(eq(statusPages.id, created.id));
      const other = await claim(unique());
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toMatch(
        /www\.status\.acme\.example is verified by another status page/,
      );
    });

    it('lays out components and sections in order, with the monitors’ names', async () => {
      const p = await person();
      const [api, web, db] = [
        await monitor(p.cookie, 'api-prod-eu'),
        await monitor(p.cookie, 'web-1'),
        await monitor(p.cookie, 'pg-primary'),
      ];
      const created = await page(p.cookie);
      const layout = {
        components: [{ monitorId: web, publicName: 'Website' }],
        sections: [
          {
            name: 'Backend',
            components: [
              { monitorId: db, publicName: 'Database', delaySeconds: 120 },
              { monitorId: api, publicName: 'API', showResponseTime: true, description: 'REST' },
            ],
          },
          { name: 'Empty', components: [] },
        ],
      };
      const res = await call(p.cookie, 'PUT', `/api/v1/status-pages/${created.id}/layout`, layout);
      expect(res.statusCode, res.body).toBe(200);
      const shown = res.json<Page>();
      expect(shown.componentCount).toBe(3);
      expect(shown.layout).toMatchObject({
        components: [{ monitorId: web, monitorName: 'web-1', publicName: 'Website' }],
        sections: [
          {
            name: 'Backend',
            components: [
              { publicName: 'Database', delaySeconds: 120, showResponseTime: false },
              {
                publicName: 'API',
                monitorName: 'api-prod-eu',
                showResponseTime: true,
                description: 'REST',
              },
            ],
          },
          { name: 'Empty', components: [] },
        ],
      });
      // Replaced whole: what is not sent is gone.
      const again = await call(p.cookie, 'PUT', `/api/v1/status-pages/${created.id}/layout`, {
        components: [{ monitorId: api, publicName: 'API' }],
        sections: [],
      });
      expect(again.json<Page>().layout).toMatchObject({
        components: [{ publicName: 'API' }],
        sections: [],
      });
      const list = (await call(p.cookie, 'GET', '/api/v1/status-pages')).json();
      expect(list.items[0].componentCount).toBe(1);
    });

    it('refuses a monitor of another workspace, or one twice, naming it, and keeps the layout', async () => {
      const p = await person();
      const mine = await monitor(p.cookie, 'mine');
      const stranger = await person();
      const theirs = await monitor(stranger.cookie, 'theirs');
      const created = await page(p.cookie);
      const url = `/api/v1/status-pages/${created.id}/layout`;
      await call(p.cookie, 'PUT', url, {
        components: [{ monitorId: mine, publicName: 'Mine' }],
        sections: [],
      });
      const foreign = await call(p.cookie, 'PUT', url, {
        components: [],
        sections: [{ name: 'S', components: [{ monitorId: theirs, publicName: 'Theirs' }] }],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({
        code: 'validation-failed',
        message: `Monitor ${theirs} is not a monitor of this workspace.`,
        issues: [{ path: 'sections.0.components.0.monitorId' }],
      });
      const twice = await call(p.cookie, 'PUT', url, {
        components: [{ monitorId: mine, publicName: 'A' }],
        sections: [{ name: 'S', components: [{ monitorId: mine, publicName: 'B' }] }],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toMatch(/twice/);
      const tooLong = await call(p.cookie, 'PUT', url, {
        components: [{ monitorId: mine, publicName: 'A', delaySeconds: 7200 }],
        sections: [],
      });
      expect(tooLong.statusCode).toBe(400);
      const read = (await call(p.cookie, 'GET', `/api/v1/status-pages/${created.id}`)).json<Page>();
      expect(read.layout.components.map((c) => c.publicName)).toEqual(['Mine']);
      // Another workspace's page is not found.
      const theirPage = await page(stranger.cookie);
      const res = await call(p.cookie, 'PUT', `/api/v1/status-pages/${theirPage.id}/layout`, {
        components: [],
        sections: [],
      });
      expect(res.statusCode).toBe(404);
      expect((await call(p.cookie, 'GET', `/api/v1/status-pages/${theirPage.id}`)).statusCode).toBe(
        404,
      );
    });

    it('lets a viewer read pages but not change them', async () => {
      const p = await person();
      const created = await page(p.cookie);
      const viewer = await person();
      await h().db.insert(workspaceMembers).values({
        workspaceId: p.workspaceId,
        userId: viewer.userId,
        role: 'viewer',
      });
      await h()
        .db.update(profiles)
        .set({ currentWorkspaceId: p.workspaceId })
        .where(eq(profiles.userId, viewer.userId));
      expect(
        (await call(viewer.cookie, 'GET', `/api/v1/status-pages/${created.id}`)).statusCode,
      ).toBe(200);
      for (const [method, url, body] of [
        ['POST', '/api/v1/status-pages', { name: 'V', slug: unique() }],
        ['PUT', `/api/v1/status-pages/${created.id}`, { name: 'V', slug: unique() }],
        ['PUT', `/api/v1/status-pages/${created.id}/layout`, { components: [], sections: [] }],
        ['PUT', `/api/v1/status-pages/${created.id}/password`, { password: 'long enough' }],
        ['DELETE', `/api/v1/status-pages/${created.id}`, undefined],
      ] as const) {
        const res = await call(viewer.cookie, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    });

    it('audits every change and tells the bus after each', async () => {
      const p = await person();
      const m = await monitor(p.cookie, 'm');
      const events: string[] = [];
      const stop = h().bus.subscribe('status-page.changed', (e) => {
        if (e.workspaceId === p.workspaceId) events.push(e.pageId);
      });
      const created = await page(p.cookie);
      const base = `/api/v1/status-pages/${created.id}`;
      await call(p.cookie, 'PUT', base, { name: 'Renamed', slug: created.slug });
      await call(p.cookie, 'PUT', `${base}/layout`, {
        components: [{ monitorId: m, publicName: 'M' }],
        sections: [],
      });
      await call(p.cookie, 'PUT', `${base}/password`, { password: 'visitors only' });
      await call(p.cookie, 'PUT', `${base}/password`, { password: null });
      await call(p.cookie, 'DELETE', base);
      stop();
      expect(await actions(p.workspaceId)).toEqual([
        'status-page.created',
        'status-page.updated',
        'status-page.layout-changed',
        'status-page.password-set',
        'status-page.password-removed',
        'status-page.deleted',
      ]);
      expect(events).toEqual(Array(6).fill(created.id));
      const [layoutRow] = await h()
        .db.select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.workspaceId, p.workspaceId),
            eq(auditLog.action, 'status-page.layout-changed'),
          ),
        )
        .orderBy(auditLog.at);
      expect(layoutRow!.changes).toMatchObject({ components: { before: [], after: ['M'] } });
    });
  },
  { LIMIT_STATUS_PAGES: '2' },
);
