import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWebBuild, webApp } from './web.js';

const page = (title: string, htmlAttributes = '') =>
  `<!DOCTYPE html><html lang="en"${htmlAttributes}><head><title>${title}</title></head><body>${title}</body></html>`;

const sessionCookie = 'better-auth.session_token';

describe('the built web app', () => {
  let root: string;
  let dir: string;

  beforeAll(async () => {
    // As the web build lays it out: the client files, and the list of its routes beside them.
    root = await mkdtemp(path.join(os.tmpdir(), 'tocsin-web-build-'));
    dir = path.join(root, 'client');
    for (const route of ['pricing', 'documentation/getting-started', 'blog/confirming-downtime'])
      await mkdir(path.join(dir, route), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), page('Home', ' data-visitor-page=""'));
    await writeFile(path.join(dir, '__spa-fallback.html'), page('Shell'));
    await writeFile(path.join(dir, 'pricing', 'index.html'), page('Pricing'));
    await writeFile(
      path.join(dir, 'documentation', 'getting-started', 'index.html'),
      page('Getting started'),
    );
    await writeFile(
      path.join(dir, 'blog', 'confirming-downtime', 'index.html'),
      page('Confirming downtime'),
    );
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('knows every prerendered page, nested ones included, and tells the app', async () => {
    const build = await loadWebBuild(dir);
    expect([...build!.pages.keys()].sort()).toEqual([
      '/',
      '/blog/confirming-downtime',
      '/documentation/getting-started',
      '/pricing',
    ]);
    const app = Fastify();
    await webApp(app, { build, sessionCookie });
    expect(app.webPages).toEqual([
      '/',
      '/blog/confirming-downtime',
      '/documentation/getting-started',
      '/pricing',
    ]);
    const doc = await app.inject('/documentation/getting-started/');
    expect(doc.body).toContain('Getting started');
    // Without the build's list of routes, any path may be one the app renders.
    const unknown = await app.inject('/documentation/no-such-topic');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('Shell');
    await app.close();
  });

  it('answers 404 where the app has no page, with the shell that says so', async () => {
    await writeFile(
      path.join(root, 'routes.json'),
      JSON.stringify(['/', '/dashboard', '/dashboard/monitors/:id', '/login', '/pricing']),
    );
    try {
      const app = Fastify();
      await webApp(app, { build: await loadWebBuild(dir), sessionCookie });
      const status = async (url: string) => {
        const res = await app.inject(url);
        return [res.statusCode, res.body.includes('Shell') ? 'shell' : 'page'];
      };
      expect(await status('/login')).toEqual([200, 'shell']);
      expect(await status('/dashboard/monitors/m_1?tab=checks')).toEqual([200, 'shell']);
      expect(await status('/dashboard/monitors/m_1/')).toEqual([200, 'shell']);
      expect(await status('/pricing/')).toEqual([200, 'page']);
      expect(await status('/documentation/getting-started')).toEqual([200, 'page']);
      expect(await status('/documentation/no-such-topic')).toEqual([404, 'shell']);
      expect(await status('/dashboard/monitors/m_1/nothing')).toEqual([404, 'shell']);
      expect(await status('/wp-login.php')).toEqual([404, 'shell']);
      // API paths keep their JSON answer.
      const api = await app.inject('/api/v1/nothing');
      expect([api.statusCode, api.json()]).toEqual([
        404,
        { code: 'not-found', message: 'No route for GET /api/v1/nothing' },
      ]);
      await app.close();
    } finally {
      await rm(path.join(root, 'routes.json'));
    }
  });

  it('sends a visitor page to visitors and the app shell to anyone with a session cookie', async () => {
    const build = await loadWebBuild(dir);
    expect([...build!.visitorPages]).toEqual(['/']);
    const app = Fastify();
    await webApp(app, { build, sessionCookie });
    const visitor = await app.inject({ url: '/', headers: { cookie: 'theme=dark' } });
    expect(visitor.body).toContain('Home');
    expect(visitor.headers.vary).toMatch(/cookie/i);
    // Valid or not: the shell asks the API who is signed in and renders the page for them.
    const signedIn = await app.inject({
      url: '/',
      headers: { cookie: `theme=dark; ${sessionCookie}=abc.def` },
    });
    expect(signedIn.body).toContain('Shell');
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    // Other pages are the same for everyone.
    const pricing = await app.inject({
      url: '/pricing',
      headers: { cookie: `${sessionCookie}=x` },
    });
    expect(pricing.body).toContain('Pricing');
    expect(pricing.headers.vary ?? '').not.toMatch(/cookie/i);
    // A cookie that only ends with the name is another cookie.
    const lookalike = await app.inject({ url: '/', headers: { cookie: `x${sessionCookie}=abc` } });
    expect(lookalike.body).toContain('Home');
    await app.close();
  });

  it('tells the app there are no pages when the web app is not built', async () => {
    const app = Fastify();
    await webApp(app, { build: await loadWebBuild(path.join(dir, 'missing')), sessionCookie });
    expect(app.webPages).toEqual([]);
    await app.close();
  });
});
