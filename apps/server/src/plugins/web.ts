import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../lib/api-path.js';
import { notFoundBody } from '../lib/error-handler.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The paths of the pages the web build prerendered ('/', '/pricing' ...); empty without one. */
    webPages: readonly string[];
  }
}

export interface WebBuild {
  dir: string;
  /** The URL paths of the pages prerendered at build time ('/', '/pricing' ...). */
  pages: ReadonlySet<string>;
  /**
   * Those of them prerendered for visitors only, without the app (`data-visitor-page` on their
   * <html>): a request with a session cookie gets the SPA shell there instead, which renders the
   * signed-in page.
   */
  visitorPages: ReadonlySet<string>;
  /** The SPA shell's file, relative to `dir`, for every other path: it renders in the browser. */
  shellFile: string;
  /**
   * The paths the app renders in the browser besides those pages ('/dashboard/monitors/:id'), as
   * the web build listed them; any other path is answered 404 (with the shell, which says so).
   * Null when the build did not list them: then every path is answered as a page.
   */
  clientRoutes: readonly RegExp[] | null;
  /** CSP hashes of every inline script in those pages, so no 'unsafe-inline' is needed. */
  scriptHashes: string[];
}

/** Reads the built web app once at start-up; undefined when it has not been built. */
export async function loadWebBuild(dir: string): Promise<WebBuild | undefined> {
  if (!existsSync(path.join(dir, 'index.html'))) return undefined;
  const pages = new Set<string>();
  const visitorPages = new Set<string>();
  const hashes = new Set<string>();
  const hashScripts = (html: string) => {
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
    }
  };
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = path.join(entry.parentPath, entry.name);
    const route =
      `/${path.relative(dir, entry.parentPath).split(path.sep).join('/')}`.replace(/\/$/, '') ||
      '/';
    pages.add(route);
    const html = await readFile(file, 'utf8');
    if (/^(?:<!DOCTYPE html>)?<html[^>]*\sdata-visitor-page[\s=>]/i.test(html))
      visitorPages.add(route);
    hashScripts(html);
  }
  // When '/' is prerendered, React Router writes the shell for other paths beside it.
  const shellFile = existsSync(path.join(dir, SPA_FALLBACK)) ? SPA_FALLBACK : 'index.html';
  hashScripts(await readFile(path.join(dir, shellFile), 'utf8'));
  const routesFile = path.join(dir, '..', 'routes.json');
  const clientRoutes = existsSync(routesFile)
    ? (JSON.parse(await readFile(routesFile, 'utf8')) as string[]).map(routePattern)
    : null;
  return { dir, pages, visitorPages, shellFile, clientRoutes, scriptHashes: [...hashes] };
}

/** '/dashboard/monitors/:id' as a regular expression over a path without its trailing slash. */
function routePattern(pattern: string) {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

const SPA_FALLBACK = '__spa-fallback.html';

/** The prerendered file of a page's path: '/' is index.html, '/pricing' pricing/index.html. */
const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached, and any other
 * GET that is not an API path answered with its prerendered page or the SPA shell.
 */
export async function webApp(
  app: FastifyInstance,
  opts: {
    build: WebBuild | undefined;
    /** The session cookie's name: its presence, valid or not, makes a request a signed-in one. */
    sessionCookie: string;
  },
) {
  const { build, sessionCookie } = opts;
  const hasSessionCookie = (header: string | undefined) =>
    !!header?.split(';').some((pair) => pair.trim().startsWith(`${sessionCookie}=`));
  // Shared with the sitemap: the build knows every page, including those made from content files.
  app.decorate('webPages', build ? [...build.pages].sort() : []);
  if (build) {
    await app.register(fastifyStatic, {
      root: build.dir,
      index: false,
      redirect: false,
      // Directories are pages, answered below with their prerendered HTML or the SPA shell.
      allowedPath: (pathName) => !pathName.endsWith('/'),
      // The build writes .br and .gz copies of every text file (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname);
    if (!build || !wantsPage) {
      return reply.status(404).send(notFoundBody(request.method, pathname));
    }
    // Sent as a file, so the Brotli or gzip copy written at build time goes to browsers that take it.
    const route = pathname.replace(/\/+$/, '') || '/';
    if (build.visitorPages.has(route)) {
      reply.header('vary', 'cookie');
      if (hasSessionCookie(request.headers.cookie)) return reply.sendFile(build.shellFile);
    }
    if (build.pages.has(route)) return reply.sendFile(pageFile(route));
    const known = !build.clientRoutes || build.clientRoutes.some((re) => re.test(route));
    // The shell renders the "Page not found" page; the status tells crawlers and tools the same.
    return reply.status(known ? 200 : 404).sendFile(build.shellFile);
  });
}
