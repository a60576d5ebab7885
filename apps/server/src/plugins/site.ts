import { privatePrefixes, publicPages } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';

/** robots.txt and sitemap.xml, with the addresses users reach this instance at (PUBLIC_URL). */
export function siteRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const config = { auth: 'public' as const };
  const robots = [
    'User-agent: *',
    ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${opts.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  const urls = publicPages
    .map((page) => `  <url><loc>${opts.publicUrl}${page === '/' ? '/' : page}</loc></url>`)
    .join('\n');
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;

  app.get('/robots.txt', { schema: { hide: true }, config }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true }, config }, (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
}
