import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionAuth } from './plugins/session.js';
import {
  createHarness,
  describeEachDatabase,
  nextIp,
  signUpCookie,
  type Harness,
} from './test/harness.js';

interface Operation {
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
}

/** Every operation of an OpenAPI document, as `METHOD /path` with the operation object. */
function operationsOf(doc: { paths: Record<string, Record<string, Operation>> }) {
  const methods = ['get', 'put', 'post', 'patch', 'delete'];
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    methods
      .filter((method) => item[method])
      .map((method) => ({ method: method.toUpperCase(), path, op: item[method]! })),
  );
}

describeEachDatabase('health and API description', (h) => {
  it('answers /healthz and /readyz', async () => {
    expect((await h().app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await h().app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: h().database.kind });
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await h().app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/me',
        '/api/v1/me/settings',
        '/api/auth/sign-in/email',
        '/healthz',
      ]),
    );
    const body =
      doc.paths['/api/auth/sign-up/email'].post.requestBody.content['application/json'].schema;
    expect(body.properties.password.minLength).toBe(6);
    expect(body.required).toEqual(
      expect.arrayContaining([
        'firstName',
        'lastName',
        'email',
        'password',
        'phone',
        'acceptTerms',
      ]),
    );
  });

  it('gives every documented operation a declared tag and a summary', async () => {
    const doc = (await h().app.inject('/api/openapi.json')).json();
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(30);
    const declared = new Set(doc.tags.map((t: { name: string }) => t.name));
    const undocumented = operations
      .filter(({ op }) => !op.summary || !op.tags?.length || !op.tags.every((t) => declared.has(t)))
      .map(({ method, path }) => `${method} ${path}`);
    expect(undocumented).toEqual([]);
    // Internal callbacks (Twilio's key press, the acknowledge link's page) are not for users.
    expect(Object.keys(doc.paths).filter((p) => /\/voice\/|\/api\/ack\//.test(p))).toEqual([]);
  });

  it('marks exactly the operations that refuse a request without a session', async () => {
    const doc = (await h().app.inject('/api/openapi.json')).json();
    const mismatched: string[] = [];
    for (const { method, path, op } of operationsOf(doc)) {
      const res = await h().app.inject({
        method: method as 'GET',
        url: path.replace(/\{[^}]+\}/g, 'x'.repeat(16)),
        // An empty body fails validation on public routes, so nothing is created or sent.
        ...(method === 'GET' ? {} : { payload: {} }),
        remoteAddress: nextIp(),
      });
      const refused = res.statusCode === 401 && res.json().code === 'unauthenticated';
      // Marked: a session (or a key) is required, with no empty alternative.
      const security = op.security ?? [];
      const marked =
        security.length > 0 &&
        security.every((s) => Object.keys(s).length > 0) &&
        security.some((s) => 'session' in s);
      if (refused !== marked) mismatched.push(`${method} ${path}: ${res.statusCode}`);
    }
    expect(mismatched).toEqual([]);
    expect(doc.paths['/api/v1/monitors'].get.security).toEqual([{ session: [] }, { apiKey: [] }]);
    // Account routes take no key.
    expect(doc.paths['/api/v1/me'].get.security).toEqual([{ session: [] }]);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/auth/sign-in/email'].post.security).toBeUndefined();
  });

  it('describes the session as the cookie sign-in really sets', async () => {
    const doc = (await h().app.inject('/api/openapi.json')).json();
    const scheme = doc.components.securitySchemes.session;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const cookie = await signUpCookie(h().app);
    expect(cookie.split('; ').map((c) => c.split('=')[0])).toContain(scheme.name);
    expect(doc.info.description).toContain('POST /api/auth/sign-in/email');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await h().app.inject('/api/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not-found' });
  });
});

describe('serving the built web app', () => {
  let harness: Harness;
  let webDir: string;
  const inline = 'window.__boot = 1;';

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await mkdir(path.join(webDir, 'pricing'));
    await writeFile(
      path.join(webDir, 'index.html'),
      `<!doctype html><html><body><div id="root"></div><script>${inline}</script><script type="module" src="/assets/entry-Ab12Cd.js"></script></body></html>`,
    );
    // With '/' prerendered, React Router writes the shell for other paths here.
    await writeFile(
      path.join(webDir, '__spa-fallback.html'),
      '<!doctype html><html><body><div id="root" data-shell></div></body></html>',
    );
    await writeFile(
      path.join(webDir, 'pricing', 'index.html'),
      '<!doctype html><html><body>Pricing</body></html>',
    );
    await writeFile(path.join(webDir, 'assets', 'entry-Ab12Cd.js'), 'console.log("tocsin")');
    await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    harness = await createHarness('embedded', { WEB_DIR: webDir });
  });
  afterAll(async () => {
    await harness.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year and never caches HTML', async () => {
    const asset = await harness.app.inject('/assets/entry-Ab12Cd.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await harness.app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
    const page = await harness.app.inject('/');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to the SPA shell for app paths and serves prerendered pages as they are', async () => {
    const deep = await harness.app.inject('/dashboard/settings?tab=profile');
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toMatch(/text\/html/);
    expect(deep.body).toContain('<div id="root" data-shell>');
    expect((await harness.app.inject('/')).body).toContain('window.__boot');
    expect((await harness.app.inject('/pricing')).body).toContain('Pricing');
    expect((await harness.app.inject('/pricing/')).body).toContain('Pricing');
    expect((await harness.app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
    expect((await harness.app.inject('/api/v1/unknown')).headers['content-type']).toMatch(/json/);
  });

  it('lists the public pages in sitemap.xml and keeps crawlers out of the app in robots.txt', async () => {
    const robots = await harness.app.inject('/robots.txt');
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toContain('Disallow: /dashboard');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await harness.app.inject('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/pricing</loc>');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/</loc>');
    expect(sitemap.body).not.toContain('/dashboard');
  });

  it('allows exactly its own inline scripts by hash in the content security policy', async () => {
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(inline).digest('base64');
    const csp = String((await harness.app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).not.toContain("unsafe-inline' ;script");
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('route auth modes', () => {
  it('refuses to start when an API route does not declare its auth mode', async () => {
    const app = Fastify();
    await app.register(sessionAuth, {
      findSession: () => Promise.resolve(null),
      workspaceOf: () => Promise.reject(new Error('unused')),
      findApiKey: () => Promise.resolve(null),
      countKeyRequest: () => Promise.reject(new Error('unused')),
      instanceTokens: {},
    });
    expect(() => app.get('/api/v1/forgotten', () => 'open by accident')).toThrow(
      /must declare config.auth/,
    );
    expect(() =>
      app.get('/api/v1/unguarded', { config: { auth: 'session' } }, () => 'any role'),
    ).toThrow(/must declare config.access/);
    app.get('/api/v1/declared', { config: { auth: 'public' } }, () => 'public on purpose');
    await app.close();
  });
});
