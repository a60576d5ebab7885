import {
  keyCreatorRefusal,
  keyRefusal,
  permissionNames,
  roleCan,
  workspaceRoles,
  type ApiKeyScope,
  type Permission,
  type WorkspaceRole,
} from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { apiKeys, profiles, workspaceMembers } from './db/schema.js';
import { newApiKeySecret } from './modules/api-keys/secret.js';
import { describeEachDatabase, nextIp, signUpCookie } from './test/harness.js';

/**
 * Every route a caller reaches, tried by a member of each role and by API keys of each scope: a
 * refusal (403 `forbidden`) exactly where access.ts says the role or key may not, and neither a
 * refusal nor "sign in" anywhere else. The routes come from the OpenAPI document, so a new route
 * is in the grid the day it is added.
 */

interface Operation {
  security?: Record<string, string[]>[];
  'x-permission'?: string;
}
interface Route {
  method: string;
  path: string;
  permission: Permission;
}

const methods = ['get', 'put', 'post', 'patch', 'delete'];

function operationsOf(doc: { paths: Record<string, Record<string, Operation>> }) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    methods
      .filter((method) => item[method])
      .map((method) => ({ method: method.toUpperCase(), path, op: item[method]! })),
  );
}

/** The /api/v1 routes anyone may call; a new one is a decision, made here on purpose. */
const publicRoutes = [
  'GET /api/v1/channels/kinds',
  'POST /api/v1/contact',
  'GET /api/v1/status',
  // A profile photo: its address holds a hash of its content, and an <img> may be cached anywhere.
  'GET /api/v1/avatars/{userId}/{hash}',
  // A status page's logo, public as the page is, at an address that holds its hash.
  'GET /api/v1/status-logos/{pageId}/{hash}',
  'POST /api/v1/email-verification/confirm',
  'POST /api/v1/email-change/confirm',
];

/**
 * Pages outside the API that anyone may read; the document hides them. Each answers a visitor
 * and a member alike, and sets no cookie: one answer serves everyone from the cache.
 */
const publicPages = ['GET /status'];

/** How the test names the object of a path, by its first segment. */
type IdKind = 'monitor' | 'channel' | 'random';
const objectOfSegment: Record<string, IdKind> = {
  monitors: 'monitor',
  channels: 'channel',
  'monitor-groups': 'random',
  'maintenance-windows': 'random',
  'status-pages': 'random',
  incidents: 'random',
  deliveries: 'random',
  members: 'random',
  invitations: 'random',
  'api-keys': 'random',
  me: 'random',
};

/** Routes that act without a body: after each, the shared workspace's team is put back. */
const undone = new Set(['POST /api/v1/workspace/leave']);

/** The keys tried, made by the owner unless `creator` names the role of the member who made them. */
const keyScopes: Record<string, ApiKeyScope & { creator?: WorkspaceRole }> = {
  read: { access: 'read', areas: [] },
  write: { access: 'write', areas: [] },
  'write monitors': { access: 'write', areas: ['monitors'] },
  'read incidents': { access: 'read', areas: ['incidents'] },
  // An admin's keys, after the admin became a member or a viewer: the key does what they may.
  'write by member': { access: 'write', areas: [], creator: 'member' },
  'write by viewer': { access: 'write', areas: [], creator: 'viewer' },
};

const randomId = () => crypto.randomUUID();

describeEachDatabase('roles and API key scopes on every route', (h) => {
  const cookies = {} as Record<WorkspaceRole, string>;
  const keys: Record<string, string> = {};
  let routes: Route[] = [];
  let doc: { paths: Record<string, Record<string, Operation>> };
  let monitorId = '';
  let channelId = '';
  let sharedId = '';
  const team: { userId: string; role: WorkspaceRole }[] = [];

  const inject = (options: InjectOptions) => h().app.inject(options);

  async function me(cookie: string) {
    const res = await inject({ url: '/api/v1/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<{ profile: { id: string }; workspace: { id: string; role: string } }>();
  }

  /** Signs a person up and makes them a member of `workspaceId`, acting in it, with `role`. */
  async function joined(workspaceId: string, role: WorkspaceRole) {
    const cookie = await signUpCookie(h().app);
    const userId = (await me(cookie)).profile.id;
    team.push({ userId, role });
    await rejoin(workspaceId, userId, role);
    return cookie;
  }

  async function rejoin(workspaceId: string, userId: string, role: WorkspaceRole) {
    await h()
      .db.insert(workspaceMembers)
      .values({ workspaceId, userId, role })
      .onConflictDoNothing();
    await h()
      .db.update(profiles)
      .set({ currentWorkspaceId: workspaceId })
      .where(eq(profiles.userId, userId));
  }

  async function createMonitor(cookie: string) {
    const res = await inject({
      method: 'POST',
      url: '/api/v1/monitors',
      headers: { cookie },
      payload: { name: 'Nightly backup', type: 'heartbeat', periodSeconds: 3600, graceSeconds: 60 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  }

  beforeAll(async () => {
    cookies.owner = await signUpCookie(h().app);
    const workspaceId = (await me(cookies.owner)).workspace.id;
    sharedId = workspaceId;
    for (const role of ['admin', 'member', 'viewer'] as const) {
      cookies[role] = await joined(workspaceId, role);
    }
    for (const role of workspaceRoles) {
      expect((await me(cookies[role])).workspace).toMatchObject({ id: workspaceId, role });
    }
    monitorId = await createMonitor(cookies.owner);
    const channel = await inject({
      method: 'POST',
      url: '/api/v1/channels',
      headers: { cookie: cookies.owner },
      payload: {
        kind: 'webhook',
        name: 'Intranet hook',
        config: { url: 'https://93.184.215.14/h' },
      },
    });
    expect(channel.statusCode, channel.body).toBe(201);
    channelId = channel.json<{ id: string }>().id;

    const owner = (await me(cookies.owner)).profile.id;
    for (const [name, { creator, ...scope }] of Object.entries(keyScopes)) {
      const { secret, prefix, hash } = newApiKeySecret();
      await h()
        .db.insert(apiKeys)
        .values({
          id: randomId(),
          workspaceId,
          name,
          prefix,
          hash,
          ...scope,
          areas: [...scope.areas],
          createdBy: creator ? team.find((m) => m.role === creator)!.userId : owner,
        });
      keys[name] = secret;
    }

    doc = (await inject({ url: '/api/openapi.json' })).json();
    routes = operationsOf(doc)
      // `/metrics` (Prometheus) sits outside /api/v1 and takes keys and sessions as the API does.
      .filter(
        ({ path, op }) => (path.startsWith('/api/v1') || path === '/metrics') && op['x-permission'],
      )
      .map(({ method, path, op }) => ({
        method,
        path,
        permission: op['x-permission'] as Permission,
      }));
  });

  it('documents every /api/v1 route as public on purpose or with the permission it needs', () => {
    const operations = operationsOf(doc).filter(({ path }) => path.startsWith('/api/v1'));
    expect(operations.length).toBeGreaterThan(40);
    const open = operations
      .filter(({ op }) => !op.security?.length)
      .map(({ method, path }) => `${method} ${path}`);
    expect(open.sort()).toEqual([...publicRoutes].sort());
    // A route with a lock names its permission, and one of access.ts's.
    const unnamed = operations
      .filter(({ op }) => op.security?.length)
      .filter(({ op }) => !permissionNames.includes(op['x-permission'] as Permission))
      .map(({ method, path, op }) => `${method} ${path}: ${String(op['x-permission'])}`);
    expect(unnamed).toEqual([]);
    const apiRoutes = routes.filter((r) => r.path.startsWith('/api/v1'));
    expect(apiRoutes.length).toBe(operations.length - publicRoutes.length);
  });

  it('answers the public pages to anyone, signed in or not, with one answer for all', async () => {
    for (const route of publicPages) {
      const [method, url] = route.split(' ') as ['GET', string];
      const callers = {
        visitor: {},
        ...Object.fromEntries(workspaceRoles.map((role) => [role, { cookie: cookies[role] }])),
        key: { authorization: `Bearer ${keys.read}` },
      };
      for (const [name, headers] of Object.entries(callers)) {
        const res = await inject({ method, url, headers, remoteAddress: nextIp() });
        expect(res.statusCode, `${route} as ${name}`).toBe(200);
        expect(res.headers['set-cookie'], `${route} as ${name}`).toBeUndefined();
        expect(res.headers['cache-control'], `${route} as ${name}`).toMatch(/^public,/);
      }
    }
  });

  /** The URL of a route, with a real object where one is readable and a random id otherwise. */
  function urlOf(route: Route) {
    const segment = route.path.split('/')[3]!;
    return route.path.replace(/\{(\w+)\}/g, () => {
      const kind = objectOfSegment[segment];
      if (!kind) throw new Error(`No object for ${route.method} ${route.path}: add "${segment}"`);
      // Only reads see real objects: a change aimed at a random id is refused or not found
      // after the permission check, and nothing is changed, sent or deleted.
      if (route.method !== 'GET' || kind === 'random') return randomId();
      return kind === 'monitor' ? monitorId : channelId;
    });
  }

  /** Sends one request as `headers`; a stream (server-sent events) is judged by its head. */
  async function send(route: Route, headers: Record<string, string>) {
    const controller = new AbortController();
    const res = await inject({
      method: route.method,
      url: urlOf(route),
      headers,
      // An empty body fails validation where a body is needed, so an allowed change does nothing.
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      remoteAddress: nextIp(),
      payloadAsStream: true,
      signal: controller.signal,
    });
    const stream = res.stream();
    stream.on('error', () => {});
    const chunks: Buffer[] = [];
    if (String(res.headers['content-type']).startsWith('text/event-stream')) controller.abort();
    else for await (const chunk of stream) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    let code: unknown;
    try {
      code = (JSON.parse(body) as { code?: unknown }).code;
    } catch {
      code = undefined;
    }
    return { status: res.statusCode, code };
  }

  /**
   * Tries every route as every caller; the grid of answers (`!` where the answer is wrong) is the
   * failure message.
   */
  async function grid(
    callers: Record<
      string,
      { headers: Record<string, string>; allowed: (p: Permission) => boolean }
    >,
  ) {
    const names = Object.keys(callers);
    const lines = [`${'route'.padEnd(60)} ${names.map((n) => n.padEnd(15)).join(' ')}`];
    const wrong: string[] = [];
    for (const route of routes) {
      const cells: string[] = [];
      for (const name of names) {
        const caller = callers[name]!;
        const allowed = caller.allowed(route.permission);
        const { status, code } = await send(route, caller.headers);
        if (undone.has(`${route.method} ${route.path}`)) {
          for (const m of team) await rejoin(sharedId, m.userId, m.role);
        }
        const ok = allowed
          ? status !== 403 && status !== 401
          : status === 403 && code === 'forbidden';
        cells.push(`${ok ? '' : '!'}${status}${allowed ? '' : ' (no)'}`.padEnd(15));
        if (!ok) wrong.push(`${route.method} ${route.path} as ${name}: ${status} ${String(code)}`);
      }
      const label = `${route.method} ${route.path} [${route.permission}]`;
      lines.push(`${label.padEnd(60)} ${cells.join(' ')}`);
    }
    return { wrong, table: lines.join('\n') };
  }

  it('refuses each role exactly the routes beyond it', async () => {
    const callers = Object.fromEntries(
      workspaceRoles.map((role) => [
        role,
        { headers: { cookie: cookies[role] }, allowed: (p: Permission) => roleCan(role, p) },
      ]),
    );
    const { wrong, table } = await grid(callers);
    expect(wrong, `\n${table}\n`).toEqual([]);
  });

  it("refuses each API key exactly the routes beyond its scope or its creator's role", async () => {
    const callers = Object.fromEntries(
      Object.entries(keyScopes).map(([name, { creator = 'owner', ...scope }]) => [
        name,
        {
          headers: { authorization: `Bearer ${keys[name]}` },
          allowed: (p: Permission) =>
            keyRefusal(scope, p) === null && keyCreatorRefusal(creator, p) === null,
        },
      ]),
    );
    const { wrong, table } = await grid(callers);
    expect(wrong, `\n${table}\n`).toEqual([]);
  });

  it("answers 404 for another workspace's monitor, whatever the role", async () => {
    const stranger = await signUpCookie(h().app);
    const theirs = await createMonitor(stranger);
    for (const role of workspaceRoles) {
      const res = await inject({
        url: `/api/v1/monitors/${theirs}`,
        headers: { cookie: cookies[role] },
      });
      expect(res.statusCode, role).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not-found' });
    }
    const res = await inject({
      url: `/api/v1/monitors/${theirs}`,
      headers: { authorization: `Bearer ${keys.read}` },
    });
    expect(res.statusCode).toBe(404);
    // Their own is theirs to read, and ours is not theirs.
    expect(
      (await inject({ url: `/api/v1/monitors/${theirs}`, headers: { cookie: stranger } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await inject({ url: `/api/v1/monitors/${monitorId}`, headers: { cookie: stranger } }))
        .statusCode,
    ).toBe(404);
  });

  it('tells a viewer what their role cannot do', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/v1/monitors',
      headers: { cookie: cookies.viewer },
      payload: {
        name: 'Not mine to add',
        type: 'heartbeat',
        periodSeconds: 3600,
        graceSeconds: 60,
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'forbidden',
      message: expect.stringContaining('Viewer'),
    });
    const list = await inject({ url: '/api/v1/monitors', headers: { cookie: cookies.viewer } });
    // Reading stays open to them: they see the workspace's monitor.
    expect(list.json<{ items: { id: string }[] }>().items.map((m) => m.id)).toEqual([monitorId]);
  });
});
