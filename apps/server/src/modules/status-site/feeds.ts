import { statusUpdateNames } from '@tocsin/contract';
import { renderMarkdown } from './markdown.js';
import type { PageRow, PostView } from './page-data.js';
import { formatTime, html, trusted } from './view.js';

/** A post's updates, newest first, as the HTML a feed reader shows (escaped once more in XML). */
function content(p: PostView) {
  return p.updates
    .map(
      (u) =>
        html`<p>
            <strong>${statusUpdateNames[u.status] ?? u.status}</strong> (${formatTime(u.createdAt)})
          </p>
          ${trusted(renderMarkdown(u.body))}`.value,
    )
    .join('');
}

const updatedAt = (p: PostView) => p.updates[0]?.createdAt ?? p.createdAt;

/** RSS 2.0: one item per incident or maintenance. `pageUrl` is absolute. */
export function rssFeed(page: PageRow, pageUrl: string, posts: PostView[]) {
  const items = posts.map(
    (p) => html`<item>
  <title>${p.title}</title>
  <link>${pageUrl}/history?month=${p.createdAt.toISOString().slice(0, 7)}</link>
  <guid isPermaLink="false">${`tocsin-status-post-${p.id}-${updatedAt(p).getTime()}`}</guid>
  <pubDate>${updatedAt(p).toUTCString()}</pubDate>
  <description>${content(p)}</description>
</item>`,
  );
  return html`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
<channel>
  <title>${page.name} status</title>
  <link>${pageUrl}</link>
  <description>Incidents and maintenance of ${page.name}</description>
  ${items}
</channel>
</rss>
`.value;
}

/** Atom 1.0: one entry per incident or maintenance, updated with its latest update. */
export function atomFeed(page: PageRow, pageUrl: string, posts: PostView[]) {
  const updated = posts.reduce(
    (latest, p) => (updatedAt(p) > latest ? updatedAt(p) : latest),
    page.updatedAt,
  );
  const entries = posts.map(
    (p) =>
      html`<entry>
        <id>urn:tocsin:status-post:${p.id}</id>
        <title>${p.title}</title>
        <link href="${pageUrl}/history?month=${p.createdAt.toISOString().slice(0, 7)}" />
        <published>${p.createdAt.toISOString()}</published>
        <updated>${updatedAt(p).toISOString()}</updated>
        <content type="html">${content(p)}</content>
      </entry>`,
  );
  return html`<?xml version="1.0" encoding="UTF-8"?>
    <feed xmlns="http://www.w3.org/2005/Atom">
      <id>urn:tocsin:status-page:${page.id}</id>
      <title>${page.name} status</title>
      <link href="${pageUrl}" />
      <link rel="self" href="${pageUrl}/feed.atom" />
      <author><name>${page.name}</name></author>
      <updated>${updated.toISOString()}</updated>
      ${entries}
    </feed> `.value;
}
