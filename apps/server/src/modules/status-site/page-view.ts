import { statusUpdateNames } from '@tocsin/contract';
import { componentTexts, overallTexts, type Overall } from './component-state.js';
import { documentOf, logoOf, pageFooter, pageHeader, type Base } from './layout.js';
import { renderMarkdown } from './markdown.js';
import type { ComponentView, DayBar, PageSnapshot, PostView } from './page-data.js';
import { formatDay, formatPercent, html, timeTag, trusted } from './view.js';

const barClass = (uptime: number | null) =>
  uptime === null ? '' : uptime >= 99.9 ? 'u4' : uptime >= 99 ? 'u3' : uptime >= 95 ? 'u2' : 'u1';

/** One day's bar; its text is the tooltip on hover and what a screen reader reads. */
function dayBar(day: DayBar) {
  const uptime =
    day.uptimePercent === null ? 'no data' : `${formatPercent(day.uptimePercent)} uptime`;
  const notes = day.notes?.length ? `, ${day.notes.join(', ')}` : '';
  const incidents = day.incidents.length ? `; incidents: ${day.incidents.join('; ')}` : '';
  const text = `${formatDay(day.start)}: ${uptime}${notes}${incidents}`;
  return html`<li class="${barClass(day.uptimePercent)}"><span>${text}</span></li>`;
}

/** Median response time per hour over 24 h, as a line, with its figures in words under it. */
function responseChart(points: (number | null)[]) {
  const known = points.filter((p): p is number => p !== null);
  // One hour of data makes no line: the figure alone says it.
  if (known.length === 0) return html`<p class="desc">No response times in the last 24 hours.</p>`;
  if (known.length === 1) {
    return html`<p class="desc">
      Response time in the last 24 hours: ${Math.round(known[0]!)} ms
    </p>`;
  }
  const max = Math.max(...known, 1);
  const step = 300 / Math.max(points.length - 1, 1);
  const coords = points
    .map((p, i) =>
      p === null ? null : `${(i * step).toFixed(1)},${(46 - (p / max) * 44).toFixed(1)}`,
    )
    .filter((c) => c !== null)
    .join(' ');
  const median = [...known].sort((a, b) => a - b)[Math.floor(known.length / 2)]!;
  const label = `Response time over the last 24 hours: median ${Math.round(median)} ms, highest hour ${Math.round(max)} ms`;
  return html`<svg
      class="chart"
      viewBox="0 0 300 48"
      preserveAspectRatio="none"
      role="img"
      aria-label="${label}"
    >
      <title>${label}</title>
      <polyline points="${coords}" />
    </svg>
    <p class="desc" aria-hidden="true">
      Response time, 24 hours: median ${Math.round(median)} ms, highest hour ${Math.round(max)} ms
    </p>`;
}

function dayBars(c: ComponentView) {
  return html`<ol class="bars" aria-label="Uptime of ${c.name}, one bar per day">
      ${c.days.map(dayBar)}
    </ol>
    <div class="legend">
      <span>90 days ago</span
      ><span
        >${c.uptimePercent === null ? 'No data yet' : `${formatPercent(c.uptimePercent)} uptime`}</span
      ><span>Today</span>
    </div>`;
}

/** A component: its name and state, a line about it, and its day bars when it has history. */
function component(c: ComponentView) {
  return html`<li class="component">
    <div class="row">
      <h3>${c.name}</h3>
      <span class="state ${c.state}">${componentTexts[c.state]}</span>
    </div>
    ${c.description ? html`<p class="desc">${c.description}</p>` : ''}
    ${c.days.length ? dayBars(c) : ''} ${c.responseTimes ? responseChart(c.responseTimes) : ''}
  </li>`;
}

export const componentList = (components: ComponentView[]) =>
  components.length === 0
    ? ''
    : html`<ul class="card" role="list">
        ${components.map(component)}
      </ul>`;

/** An incident or maintenance with its updates, newest first; update text is sanitised markdown. */
export function post(p: PostView) {
  const window =
    p.kind === 'maintenance' && p.scheduledStart && p.scheduledEnd
      ? html`<p class="meta">
          Scheduled from ${timeTag(p.scheduledStart)} to ${timeTag(p.scheduledEnd)}
        </p>`
      : '';
  const affects = p.components.length
    ? html`<p class="meta">Affects: ${p.components.join(', ')}</p>`
    : '';
  return html`<article class="card post">
    <h3>${p.title}</h3>
    ${window}${affects}
    ${p.updates.map(
      (u) =>
        html`<div class="update">
          <p>
            <span class="status">${statusUpdateNames[u.status] ?? u.status}</span> ·
            ${timeTag(u.createdAt)}
          </p>
          ${trusted(renderMarkdown(u.body))}
        </div>`,
    )}
  </article>`;
}

/** The line over a page that sums up its state, in words as well as colour. */
export const banner = (overall: Overall) =>
  html`<p class="banner ${overall}" role="status">${overallTexts[overall]}</p>`;

/** The page itself: banner, open posts, announced maintenance, components, footer. */
export function renderPage(s: PageSnapshot, base: Base) {
  const { page } = s;
  const incidents = s.active.filter((p) => p.kind === 'incident');
  const maintenance = s.active.filter((p) => p.kind === 'maintenance');
  const body = html`${pageHeader(page, base)}
    <main>
      ${banner(s.overall)}
      ${
        incidents.length
          ? html`<h2>Current incidents</h2>
              ${incidents.map(post)}`
          : ''
      }
      ${
        maintenance.length
          ? html`<h2>Maintenance in progress</h2>
              ${maintenance.map(post)}`
          : ''
      }
      ${
        s.upcoming.length
          ? html`<h2>Scheduled maintenance</h2>
              ${s.upcoming.map(post)}`
          : ''
      }
      ${
        s.top.length
          ? html`<h2 class="sr">Components</h2>
              ${componentList(s.top)}`
          : ''
      }
      ${s.sections.map((section) =>
        section.components.length
          ? html`<h2>${section.name}</h2>
              ${componentList(section.components)}`
          : '',
      )}
      <p class="desc">Updated ${timeTag(s.madeAt)}.</p>
    </main>
    ${pageFooter(page, base)}`;
  return documentOf({
    title: `${page.name} status`,
    description: `The current status of ${page.name} and its uptime over the last 90 days.`,
    icon: logoOf(page)?.href,
    accent: page.accentColor,
    theme: page.theme,
    indexable: page.indexable,
    body,
    feeds: { base, name: page.name },
  });
}
