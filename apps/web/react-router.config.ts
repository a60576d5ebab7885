import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '@react-router/dev/config';
// The source, not the package: the config is read before anything is built (typecheck, dev).
import { prerenderedPages } from '../../packages/contract/src/site.js';

/** A page per markdown file of content/<folder>, at <base>/<file name> (as the app loads them). */
function contentPages(folder: string, base: string) {
  return readdirSync(fileURLToPath(new URL(`./content/${folder}/`, import.meta.url)))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${base}/${name.slice(0, -'.md'.length)}`);
}

const prerender = [
  ...prerenderedPages,
  ...contentPages('docs', '/documentation'),
  ...contentPages('blog', '/blog'),
  '/dashboard',
];

/**
 * The paths the app renders in the browser, as patterns ('/dashboard/monitors/:id'), for the
 * server to answer anything else with a 404. Left out: the catch-all, and a route with a parameter
 * whose pages are all prerendered (a blog post): there a page that was not built does not exist.
 */
function clientRoutePatterns(routes: Record<string, { path?: string; parentId?: string }>) {
  const full = (id: string): string => {
    const route = routes[id]!;
    const parent = route.parentId ? full(route.parentId) : '';
    return route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent || '/';
  };
  const patterns = new Set(Object.keys(routes).map(full));
  const segments = (pattern: string) => pattern.split('/').length;
  return [...patterns]
    .filter((pattern) => !pattern.includes('*'))
    .filter(
      (pattern) =>
        !pattern.includes('/:') ||
        !prerender.some(
          (page) =>
            segments(page) === segments(pattern) &&
            page.startsWith(pattern.slice(0, pattern.indexOf('/:') + 1)),
        ),
    )
    .sort();
}

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // SPA mode: the Fastify server serves build/client, a prerendered page where there is one and
  // the index.html shell otherwise.
  ssr: false,
  // Public pages are static HTML that shows before any script runs. The dashboard's HTML names
  // every module its first screen needs, so they load at once rather than after the app has
  // started and matched the route.
  prerender,
  // Beside the client files, not among them: the server reads it (apps/server/src/plugins/web.ts).
  async buildEnd({ buildManifest, reactRouterConfig }) {
    if (!buildManifest) return;
    await writeFile(
      path.join(reactRouterConfig.buildDirectory, 'routes.json'),
      `${JSON.stringify(clientRoutePatterns(buildManifest.routes), null, 2)}\n`,
    );
  },
  // Opt in to the v8 behaviours now, so the upgrade does not change how the app builds or routes.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
