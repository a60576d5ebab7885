import { readdirSync } from 'node:fs';
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

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // SPA mode: the Fastify server serves build/client, a prerendered page where there is one and
  // the index.html shell otherwise.
  ssr: false,
  // Public pages are static HTML that shows before any script runs. The dashboard's HTML names
  // every module its first screen needs, so they load at once rather than after the app has
  // started and matched the route.
  prerender: [
    ...prerenderedPages,
    ...contentPages('docs', '/documentation'),
    ...contentPages('blog', '/blog'),
    '/dashboard',
  ],
  // Opt in to the v8 behaviours now, so the upgrade does not change how the app builds or routes.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
