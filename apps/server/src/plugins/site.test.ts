import { publicPages } from '@tocsin/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { siteRoutes, sitemapPages } from './site.js';
import { webApp, type WebBuild } from './web.js';

/** A web build with these prerendered pages, as loadWebBuild would describe it. */
const buildWith = (pages: string[]): WebBuild => ({
  dir: '/nonexistent',
  pages: new Set(pages),
  visitorPages: new Set(),
  shellFile: '__spa-fallback.html',
  clientRoutes: null,
  scriptHashes: [],
});

async function appWith(pages: string[]) {
  const app = Fastify();
  siteRoutes(app, { publicUrl: 'https://tocsin.example.com' });
  await webApp(app, { build: buildWith(pages), sessionCookie: 'better-auth.session_token' });
  return app;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap.xml', () => {
  it('lists the documentation and blog pages the web build prerendered', async () => {
    const app = await appWith([
      '/',
      '/pricing',
      '/documentation/getting-started',
      '/documentation/self-hosting',
      '/blog/confirming-downtime',
    ]);
    const res = await app.inject('/sitemap.xml');
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(locs(res.body)).toEqual(
      expect.arrayContaining([
        'https://tocsin.example.com/',
        'https://tocsin.example.com/documentation/getting-started',
        'https://tocsin.example.com/documentation/self-hosting',
        'https://tocsin.example.com/blog/confirming-downtime',
      ]),
    );
    await app.close();
  });

  it('keeps the public pages that are rendered in the browser, such as sign-up', async () => {
    const app = await appWith(['/']);
    const listed = locs((await app.inject('/sitemap.xml')).body);
    expect(listed).toHaveLength(publicPages.length);
    expect(listed).toContain('https://tocsin.example.com/signup');
    await app.close();
  });

  it('leaves out the prerendered dashboard and anything else under a private prefix', async () => {
    const app = await appWith(['/', '/dashboard', '/dashboard/monitors', '/reset-password']);
    const body = (await app.inject('/sitemap.xml')).body;
    expect(body).not.toContain('/dashboard');
    expect(body).not.toContain('/reset-password');
    await app.close();
  });

  it('lists each page once', () => {
    const pages = sitemapPages(['/', '/pricing', '/blog/a', '/blog/a']);
    expect(pages.filter((page) => page === '/pricing')).toHaveLength(1);
    expect(pages.filter((page) => page === '/blog/a')).toHaveLength(1);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the app and points them at the sitemap', async () => {
    const app = await appWith(['/']);
    const res = await app.inject('/robots.txt');
    expect(res.body).toContain('Disallow: /dashboard');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://tocsin.example.com/sitemap.xml');
    await app.close();
  });
});
