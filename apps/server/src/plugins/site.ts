import { privatePrefixes, publicPages } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/html.js';

/**
 * The pages a sitemap lists: the contract's public pages (some are rendered in the browser only)
 * and every page the web build prerendered (the documentation and blog pages come from content
 * files, so only the build knows them), less anything under a private prefix (/dashboard ...).
 */
export function sitemapPages(prerendered: Iterable<string>): string[] {
  const pages = new Set<string>([...publicPages, ...prerendered]);
  return [...pages].filter((page) => !privatePrefixes.some((prefix) => page.startsWith(prefix)));
}

export function sitemapXml(publicUrl: string, pages: readonly string[]) {
  const urls = pages
    .map((page) => `  <url><loc>${escapeHtml(`${publicUrl}${page}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * robots.txt and sitemap.xml, with the addresses users reach this instance at (PUBLIC_URL). The
 * sitemap is built on first request, once the web app (registered after these routes) has said
 * which pages it prerendered.
 */
export function siteRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const config = { auth: 'public' as const };
  const robots = [
    'User-agent: *',
    ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${opts.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  let sitemap: string | undefined;

  app.get('/robots.txt', { schema: { hide: true }, config }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true }, config }, (_request, reply) => {
    sitemap ??= sitemapXml(
      opts.publicUrl,
      sitemapPages(app.hasDecorator('webPages') ? app.webPages : []),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap);
  });
}
