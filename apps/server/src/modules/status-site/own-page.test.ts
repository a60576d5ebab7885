import type { StatusDay, StatusResponse } from '@tocsin/contract';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { renderOwnPage } from './own-page.js';

const MEASURED = '2026-11-23T12:00:00.000Z';
const DAY_MS = 86_400_000;

function days(each: (index: number) => Partial<StatusDay> = () => ({})): StatusDay[] {
  return Array.from({ length: 90 }, (_, i) => ({
    date: new Date(Date.parse('2026-11-23') - (89 - i) * DAY_MS).toISOString().slice(0, 10),
    status: 'operational',
    uptimePercent: 100,
    downMinutes: 0,
    laggingMinutes: 0,
    checks: 8_640,
    alertsDelivered: 0,
    ...each(i),
  }));
}

/** A healthy instance's answer; tests change the parts they are about. */
function healthy(overrides: Partial<StatusResponse> = {}): StatusResponse {
  return {
    status: 'operational',
    measuredAt: MEASURED,
    api: { status: 'operational', databaseMs: 1.4 },
    scheduler: {
      status: 'operational',
      windowSeconds: 300,
      samples: 1_200,
      p50Ms: 3,
      p95Ms: 12,
      maxMs: 41,
      waitingMs: 0,
      degradedMs: 1_000,
      downMs: 30_000,
    },
    checks: { status: 'operational', lastAt: '2026-11-23T11:59:48.000Z', droppedResults: 0 },
    alerts: { status: 'operational', lastDeliveredAt: '2026-11-23T11:57:00.000Z', overdueMs: 0 },
    regions: [],
    history: {
      days: days((i) =>
        i === 88
          ? {
              status: 'degraded',
              uptimePercent: 99.93,
              downMinutes: 1,
              laggingMinutes: 12,
              alertsDelivered: 3,
            }
          : {},
      ),
      uptimePercent: 99.99,
    },
    ...overrides,
  };
}

/** The page as a browser without script has it. */
function render(status: StatusResponse) {
  const html = renderOwnPage(status).html;
  const document = new new Window().DOMParser().parseFromString(html, 'text/html');
  const component = (name: string) => {
    const found = [...document.querySelectorAll('li.component')].find(
      (item) => item.querySelector('h3')?.textContent === name,
    );
    if (!found) throw new Error(`no component ${name}`);
    const text = (selector: string) => found.querySelector(selector)?.textContent?.trim();
    return {
      state: text('.state'),
      detail: text('.desc'),
      bars: [...found.querySelectorAll('ol.bars li')].map((bar) => ({
        text: bar.textContent?.trim(),
        tone: bar.getAttribute('class'),
      })),
      legend: text('.legend'),
    };
  };
  return { html, document, component, banner: document.querySelector('[role=status]') };
}

describe("the instance's own status page", () => {
  it('says all systems are operational, with each part and 90 days of history', () => {
    const page = render(healthy());
    expect(page.banner?.textContent).toBe('All systems operational');
    expect(page.banner?.className).toBe('banner operational');
    expect(page.component('API')).toMatchObject({
      state: 'Operational',
      detail: 'Answering; the database replies in 1 ms',
    });
    expect(page.component('Scheduler').detail).toBe(
      'Lag over the last 5 min: p50 3 ms, p95 12 ms, max 41 ms',
    );
    expect(page.component('Checks').detail).toBe('Last check 23 Nov 2026, 11:59 UTC');
    expect(page.component('Alerts').detail).toBe('Last alert delivered 23 Nov 2026, 11:57 UTC');
    for (const name of ['API', 'Scheduler', 'Checks', 'Alerts']) {
      const { bars, legend } = page.component(name);
      expect(bars, name).toHaveLength(90);
      expect(legend, name).toContain('99.99% uptime');
      expect(bars[89]!.tone, name).toBe('u4');
      expect(bars[88]!.tone, name).toBe('u4');
    }
    const bars = (name: string) => page.component(name).bars;
    expect(bars('API')[89]!.text).toBe('23 Nov 2026: 100% uptime');
    expect(bars('API')[88]!.text).toBe('22 Nov 2026: 99.93% uptime, 1 min down');
    expect(bars('Scheduler')[88]!.text).toBe('22 Nov 2026: 99.93% uptime, checks late for 12 min');
    expect(bars('Checks')[88]!.text).toBe('22 Nov 2026: 99.93% uptime, 8,640 checks');
    expect(bars('Alerts')[88]!.text).toBe('22 Nov 2026: 99.93% uptime, 3 alerts sent');
    expect(bars('API')[0]!.text).toBe('26 Aug 2026: 100% uptime');
  });

  it('says performance is degraded when the scheduler runs late, in words as well as colour', () => {
    const page = render(
      healthy({
        status: 'degraded',
        scheduler: {
          ...healthy().scheduler,
          status: 'degraded',
          p95Ms: 1_500,
          maxMs: 4_200,
          waitingMs: 2_000,
        },
        checks: { status: 'degraded', lastAt: '2026-11-23T11:59:48.000Z', droppedResults: 1_204 },
      }),
    );
    expect(page.banner?.textContent).toBe('Degraded performance');
    expect(page.banner?.className).toBe('banner degraded');
    const scheduler = page.component('Scheduler');
    expect(scheduler.detail).toContain('p95 1.5 s, max 4.2 s');
    expect(scheduler.detail).toContain('the oldest due check has waited 2.0 s');
    expect(scheduler.state).toBe('Degraded performance');
    expect(page.component('Checks').detail).toContain(
      '1,204 check results could not be stored while the database was unavailable',
    );
    expect(page.component('API').state).toBe('Operational');
  });

  it('shows each region, and one whose probes are gone as down with the others checking', () => {
    const page = render(
      healthy({
        status: 'degraded',
        regions: [
          { name: 'eu', status: 'down', probes: 0, lastSeenAt: '2026-11-23T11:58:00.000Z' },
          { name: 'us', status: 'operational', probes: 2, lastSeenAt: MEASURED },
        ],
      }),
    );
    expect(page.banner?.textContent).toBe('Degraded performance');
    expect(page.component('Region eu')).toMatchObject({
      state: 'Major outage',
      detail:
        'No probe is reporting (last report 23 Nov 2026, 11:58 UTC); its monitors are checked from the other regions',
      // No history is kept per region: no bars that would say more than is known.
      bars: [],
    });
    expect(page.component('Region us')).toMatchObject({
      state: 'Operational',
      detail: '2 probes checking from it',
    });
  });

  it('shows a major outage when the database does not answer, and an alert that waits', () => {
    const page = render(
      healthy({
        status: 'down',
        api: { status: 'down', databaseMs: null },
        checks: { status: 'down', lastAt: '2026-11-23T11:59:48.000Z', droppedResults: 0 },
        alerts: {
          status: 'down',
          lastDeliveredAt: '2026-11-23T11:57:00.000Z',
          overdueMs: 6 * 60_000,
        },
      }),
    );
    expect(page.banner?.textContent).toBe('Major outage');
    expect(page.banner?.className).toBe('banner major-outage');
    expect(page.component('API')).toMatchObject({
      state: 'Major outage',
      detail: 'Answering, but its database is not',
    });
    expect(page.component('Alerts')).toMatchObject({
      state: 'Major outage',
      detail: 'Last alert delivered 23 Nov 2026, 11:57 UTC; an alert has waited 6 min to be sent',
    });
    expect(page.component('Scheduler').state).toBe('Operational');
  });

  it('greys out the days before the instance existed and says it has no data for them', () => {
    const young = days((i) =>
      i < 85 ? { status: 'no-data', uptimePercent: null, checks: 0 } : {},
    );
    const page = render(
      healthy({
        history: { days: young, uptimePercent: 100 },
        checks: { status: 'operational', lastAt: null, droppedResults: 0 },
        alerts: { status: 'operational', lastDeliveredAt: null, overdueMs: 0 },
      }),
    );
    expect(page.banner?.textContent).toBe('All systems operational');
    const { bars } = page.component('Checks');
    expect(bars[0]).toEqual({ text: '26 Aug 2026: no data', tone: '' });
    expect(bars[84]!.text).toBe('18 Nov 2026: no data');
    expect(bars[85]).toEqual({ text: '19 Nov 2026: 100% uptime, 8,640 checks', tone: 'u4' });
    expect(page.component('Checks').detail).toBe('No checks have run yet');
    expect(page.component('Alerts').detail).toBe('No alerts delivered yet');
  });

  it('says when there is no history at all yet', () => {
    const page = render(
      healthy({
        history: {
          days: days(() => ({ status: 'no-data', uptimePercent: null })),
          uptimePercent: null,
        },
      }),
    );
    expect(page.component('API').legend).toContain('No data yet');
    expect(page.component('API').bars.every((bar) => bar.text?.endsWith('no data'))).toBe(true);
  });

  it('is a whole page without script: its title, description, icon and a way home', () => {
    const page = render(healthy());
    expect(page.html).not.toMatch(/<script|\sstyle="/);
    expect(page.document.title).toBe('Status | Tocsin');
    expect(page.document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'The live health of this Tocsin instance and its last 90 days.',
    );
    expect(page.document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/favicon.svg',
    );
    expect(page.document.querySelector('h1')?.textContent).toBe('Tocsin status');
    expect(page.document.querySelector('header a')?.getAttribute('href')).toBe('/');
    expect(page.document.querySelector('header img')?.getAttribute('alt')).toBe('Tocsin home');
    expect(page.document.querySelector('footer a[href="/"]')?.textContent).toBe('Tocsin home');
    expect(page.document.querySelector('meta[name="robots"]')).toBeNull();
    // Light or dark as the visitor's system is.
    expect(page.html).toContain('@media (prefers-color-scheme:dark)');
  });
});
