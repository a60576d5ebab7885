import type { StatusPageTheme } from '@tocsin/contract';
import type { PageRow } from './page-data.js';
import { stylesheet, type Stylesheet } from './styles.js';
import { html, safeHref, trusted, type Markup } from './view.js';

/** Where a page's own paths start: `/s/<slug>`, or '' at its own domain. */
export type Base = string;

export interface Document {
  html: string;
  style: Stylesheet;
}

const HEX = /^[0-9a-f]{16,128}$/;

/** The header of every view of a page: logo (when set) and name, linking home. */
export function pageHeader(page: PageRow, base: Base) {
  // The logo links home; its name is the page's, said once by the heading beside it.
  const logo =
    page.logoHash && HEX.test(page.logoHash)
      ? html`<a href="${base || '/'}"
          ><img
            src="/api/v1/status-logos/${encodeURIComponent(page.id)}/${page.logoHash}"
            alt="${page.name} home"
        /></a>`
      : '';
  return html`<header>
    ${logo}
    <h1>${page.name}</h1>
  </header>`;
}

export function pageFooter(page: PageRow, base: Base) {
  const links = page.footerLinks
    .map((link) => ({ label: link.label, href: safeHref(link.url) }))
    .filter((link) => link.href !== null)
    .map((link) => html`<li><a href="${link.href}" rel="nofollow noopener">${link.label}</a></li>`);
  return html`<footer>
    ${page.footerText ? html`<p>${page.footerText}</p>` : ''}
    <ul>
      ${links}
      <li><a href="${base}/subscribe">Subscribe to updates</a></li>
      <li><a href="${base}/history">Incident history</a></li>
      <li><a href="${base}/feed.rss">RSS</a></li>
      <li><a href="${base}/feed.atom">Atom</a></li>
    </ul>
    <p>Powered by Tocsin</p>
  </footer>`;
}

/** A whole HTML document: the page's stylesheet, its title, and `noindex` where asked. */
export function documentOf(options: {
  title: string;
  accent: string;
  theme: StatusPageTheme;
  indexable: boolean;
  body: Markup;
  feeds?: { base: Base; name: string };
}): Document {
  const style = stylesheet(options.accent, options.theme);
  const feeds = options.feeds
    ? html`<link
          rel="alternate"
          type="application/rss+xml"
          title="${options.feeds.name} (RSS)"
          href="${options.feeds.base}/feed.rss"
        />
        <link
          rel="alternate"
          type="application/atom+xml"
          title="${options.feeds.name} (Atom)"
          href="${options.feeds.base}/feed.atom"
        />`
    : '';
  const doc = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${options.title}</title>
        ${options.indexable ? '' : html`<meta name="robots" content="noindex, nofollow" />`}
        ${feeds} ${trusted(`<style>${style.css}</style>`)}
      </head>
      <body>
        ${options.body}
      </body>
    </html> `;
  return { html: doc.value, style };
}
