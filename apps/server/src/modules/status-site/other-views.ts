import { documentOf, pageFooter, pageHeader, type Base } from './layout.js';
import type { PageRow, PostView } from './page-data.js';
import { post } from './page-view.js';
import { html } from './view.js';

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** One month of past incidents and maintenance, with links to the months around it. */
export function renderHistory(
  page: PageRow,
  base: Base,
  month: string,
  posts: PostView[],
  nav: { newer: string | null; older: string | null },
) {
  const link = (m: string | null, text: string) =>
    m ? html`<a href="${base}/history?month=${m}">${text}</a>` : html`<span></span>`;
  const body = html`${pageHeader(page, base)}
    <main>
      <h2>Incident history: ${monthName(month)}</h2>
      ${posts.length ? posts.map(post) : html`<p>No incidents or maintenance were posted this month.</p>`}
      <nav class="pages" aria-label="Months">
        ${link(nav.older, '← Older')}${link(nav.newer, 'Newer →')}
      </nav>
      <p><a href="${base || '/'}">Current status</a></p>
    </main>
    ${pageFooter(page, base)}`;
  return documentOf({
    title: `${page.name} incident history`,
    accent: page.accentColor,
    theme: page.theme,
    indexable: page.indexable,
    body,
    feeds: { base, name: page.name },
  });
}

/** What a password-protected page shows until the visitor gives the password. */
export function renderPasswordForm(page: PageRow, base: Base, wrong: boolean) {
  const body = html`<main>
    <h1>${page.name}</h1>
    <p>This status page is private. Enter its password to see it.</p>
    ${wrong ? html`<p class="error" role="alert">That password is not right. Try again.</p>` : ''}
    <form class="unlock" method="post" action="${base}/unlock">
      <label for="password">Password</label>
      <input
        id="password"
        name="password"
        type="password"
        autocomplete="current-password"
        required
        maxlength="128"
      />
      <button type="submit">View the status page</button>
    </form>
  </main>`;
  return documentOf({
    title: `${page.name} status`,
    accent: page.accentColor,
    theme: page.theme,
    indexable: false,
    body,
  });
}

/** An unknown address: the same page whatever the reason, naming nothing. */
export function renderNotFound() {
  return documentOf({
    title: 'Page not found',
    accent: '#2563eb',
    theme: 'system',
    indexable: false,
    body: html`<main>
      <h1>Page not found</h1>
      <p>There is no status page at this address.</p>
    </main>`,
  });
}

/** Too many password attempts. */
export function renderTooMany(
  text = 'Too many passwords were tried from here. Wait a minute and try again.',
) {
  return documentOf({
    title: 'Too many attempts',
    accent: '#2563eb',
    theme: 'system',
    indexable: false,
    body: html`<main>
      <h1>Too many attempts</h1>
      <p>${text}</p>
    </main>`,
  });
}
