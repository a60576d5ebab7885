import { STATUS_LOGO_PATH, type StatusPageTheme } from '@tocsin/contract';
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
/** No icon: the browser asks for none, rather than for a /favicon.ico that is not there. */
const EMPTY_ICON = 'data:,';

/** A link of a page's header or footer. */
export interface PageLink {
  label: string;
  href: string;
  rel?: string;
}

/** A logo: its address and alt text, and its width at 40 px high when it is known. */
export interface Logo extends PageLink {
  width?: number;
}

/** A header: the logo (when there is one) linking home, and the page's name as its heading. */
export function headerOf(options: { name: string; home: string; logo?: Logo }) {
  // The logo's alt text names where it leads; the name is said once, by the heading beside it.
  // A known width keeps the heading from moving when the image arrives.
  const { logo } = options;
  const image = !logo
    ? ''
    : logo.width
      ? html`<img src="${logo.href}" alt="${logo.label}" width="${logo.width}" height="40" />`
      : html`<img src="${logo.href}" alt="${logo.label}" height="40" />`;
  const link = image ? html`<a href="${options.home}">${image}</a>` : '';
  return html`<header>
    ${link}
    <h1>${options.name}</h1>
  </header>`;
}

const anchor = (link: PageLink) =>
  link.rel
    ? html`<a href="${link.href}" rel="${link.rel}">${link.label}</a>`
    : html`<a href="${link.href}">${link.label}</a>`;

/** A footer: a line of text (when there is one), links, and who made the page. */
export function footerOf(text: string, links: PageLink[]) {
  return html`<footer>
    ${text ? html`<p>${text}</p>` : ''}
    <ul>
      ${links.map((link) => html`<li>${anchor(link)}</li>`)}
    </ul>
    <p>Powered by Tocsin</p>
  </footer>`;
}

/** A page's logo, when it has one. */
export function logoOf(page: PageRow): Logo | undefined {
  if (!page.logoHash || !HEX.test(page.logoHash)) return undefined;
  return {
    label: `${page.name} home`,
    href: `${STATUS_LOGO_PATH}/${encodeURIComponent(page.id)}/${page.logoHash}`,
  };
}

/** The header of every view of a page: logo (when set) and name, linking home. */
export function pageHeader(page: PageRow, base: Base) {
  return headerOf({ name: page.name, home: base || '/', logo: logoOf(page) });
}

export function pageFooter(page: PageRow, base: Base) {
  const links = page.footerLinks.flatMap((link): PageLink[] => {
    const href = safeHref(link.url);
    return href ? [{ label: link.label, href, rel: 'nofollow noopener' }] : [];
  });
  return footerOf(page.footerText, [
    ...links,
    { label: 'Subscribe to updates', href: `${base}/subscribe` },
    { label: 'Incident history', href: `${base}/history` },
    { label: 'RSS', href: `${base}/feed.rss` },
    { label: 'Atom', href: `${base}/feed.atom` },
  ]);
}

/**
 * A whole HTML document: the page's stylesheet, its title and description, its icon, and
 * `noindex` where asked.
 */
export function documentOf(options: {
  title: string;
  description?: string;
  icon?: string;
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
        ${
          options.description
            ? html`<meta name="description" content="${options.description}" />`
            : ''
        }
        <link rel="icon" href="${options.icon ?? EMPTY_ICON}" />
        ${options.indexable ? '' : html`<meta name="robots" content="noindex, nofollow" />`}
        ${feeds} ${trusted(`<style>${style.css}</style>`)}
      </head>
      <body>
        ${options.body}
      </body>
    </html> `;
  return { html: doc.value, style };
}
