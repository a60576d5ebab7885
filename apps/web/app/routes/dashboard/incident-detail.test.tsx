import type { IncidentDetail, MeResponse } from '@tocsin/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  deliveryFixture,
  incidentDetailFixture,
  incidentSummaryFixture,
} from '@/test/alert-fixtures';
import { FakeEventSource } from '@/test/fake-event-source';
import { jsonResponse, stubFetch } from '@/test/fetch-mock';
import { memberWithRole, renderRoutes } from '@/test/render-app';
import IncidentDetailPage from './incident-detail';

const timeline: IncidentDetail['timeline'] = [
  {
    id: 't1',
    at: '2026-03-01T11:50:00.000Z',
    kind: 'detected',
    text: 'A check failed: Expected 2xx, got 503.',
    deliveryId: null,
  },
  {
    id: 't2',
    at: '2026-03-01T11:50:30.000Z',
    kind: 'confirmed',
    text: 'Confirmed down after 2 failed checks.',
    deliveryId: null,
  },
  {
    id: 't3',
    at: '2026-03-01T11:50:31.000Z',
    kind: 'notification-sent',
    text: 'Alert sent to Slack #ops.',
    deliveryId: 'd1',
  },
  {
    id: 't4',
    at: '2026-03-01T11:50:40.000Z',
    kind: 'notification-retrying',
    text: 'Webhook to https://hooks.example.com failed (HTTP 502); retrying in 30 s.',
    deliveryId: 'd2',
  },
];

const slack = deliveryFixture({ id: 'd1' });
const webhook = deliveryFixture({
  id: 'd2',
  kind: 'webhook',
  target: 'Webhook to https://hooks.example.com',
  status: 'failed',
  deliveredAt: null,
  lastError: 'HTTP 400 from the receiver',
  attempts: [
    {
      at: '2026-03-01T11:50:31.000Z',
      durationMs: 812,
      ok: false,
      retryable: true,
      statusCode: 502,
      error: 'HTTP 502 Bad Gateway',
    },
    {
      at: '2026-03-01T11:51:01.000Z',
      durationMs: 95,
      ok: false,
      retryable: false,
      statusCode: 400,
      error: 'HTTP 400 from the receiver',
    },
  ],
});

const incident = incidentDetailFixture({
  id: 'inc1',
  // Out of order on purpose: the page shows them by time.
  timeline: [timeline[2]!, timeline[0]!, timeline[3]!, timeline[1]!],
  deliveries: [slack, webhook],
  cause: {
    ...incidentDetailFixture({ id: 'inc1' }).cause,
    details: { bodyExcerpt: '<h1>503 Service Unavailable</h1>' },
  },
});

const statusPost = {
  id: 'post1',
  pageId: 'p1',
  kind: 'incident',
  title: 'Checkout unavailable',
  impact: 'major',
  status: 'investigating',
  incidentId: 'inc1',
  scheduledStart: null,
  scheduledEnd: null,
  components: [{ id: 'c1', publicName: 'Checkout' }],
  updates: [
    {
      id: 'u1',
      status: 'investigating',
      body: 'We are investigating a problem with Checkout.',
      author: 'Ada Lovelace',
      createdAt: '2026-03-01T11:56:00.000Z',
    },
  ],
  createdAt: '2026-03-01T11:56:00.000Z',
  closedAt: null,
};

function renderDetail(answer?: () => Response, session?: MeResponse) {
  let current: IncidentDetail = incident;
  let posted = false;
  const fetch = stubFetch({
    'GET /api/v1/incidents/inc1/status-pages': () =>
      jsonResponse(200, {
        items: [
          {
            id: 'p1',
            name: 'Acme status',
            url: 'http://localhost:3000/s/acme',
            components: [{ id: 'c1', publicName: 'Checkout' }],
            posts: posted
              ? [
                  {
                    id: 'post1',
                    title: 'Checkout unavailable',
                    status: 'investigating',
                    closedAt: null,
                  },
                ]
              : [],
          },
        ],
      }),
    'POST /api/v1/status-pages/p1/posts/from-incident': () => {
      posted = true;
      return jsonResponse(201, statusPost);
    },
    'GET /api/v1/incidents/inc1': () => (answer ? answer() : jsonResponse(200, current)),
    'POST /api/v1/incidents/inc1/acknowledge': () => {
      current = {
        ...current,
        acknowledgedAt: '2026-03-01T11:55:00.000Z',
        acknowledgedBy: 'Ada Lovelace',
      };
      return jsonResponse(200, incidentSummaryFixture({ ...current }));
    },
  });
  const view = renderRoutes(
    [{ path: '/dashboard/incidents/:id', Component: IncidentDetailPage }],
    '/dashboard/incidents/inc1',
    { session },
  );
  const requests = (method: string, path: string) =>
    fetch.mock.calls.filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method &&
        new URL(input as string, 'http://localhost').pathname === path,
    );
  return {
    ...view,
    fetch,
    requests,
    set: (next: IncidentDetail) => {
      current = next;
    },
  };
}

describe('incident detail page', () => {
  it('posts the incident to a status page that shows its monitor in one click, then links to it', async () => {
    const { requests } = renderDetail();
    const section = await screen.findByRole('region', { name: 'Post to status page' });
    const page = await within(section).findByRole('listitem', { name: 'Acme status' });
    expect(page).toHaveTextContent('Shown as Checkout');
    await userEvent
      .setup()
      .click(within(page).getByRole('button', { name: 'Post to Acme status' }));
    const link = await within(page).findByRole('link', { name: 'Checkout unavailable' });
    expect(link).toHaveAttribute('href', '/dashboard/status-pages/p1');
    expect(requests('POST', '/api/v1/status-pages/p1/posts/from-incident')).toHaveLength(1);
    expect(within(page).queryByRole('button', { name: 'Post to Acme status' })).toBeNull();
  });

  it('lists the status pages to a viewer without the button that posts', async () => {
    renderDetail(undefined, memberWithRole('viewer'));
    const section = await screen.findByRole('region', { name: 'Post to status page' });
    expect(await within(section).findByRole('listitem', { name: 'Acme status' })).toBeVisible();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('shows the monitor, the state and the times', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the monitor' })).toHaveAttribute(
      'href',
      '/dashboard/monitors/m1',
    );
    const facts = screen.getByRole('region', { name: 'Incident facts' });
    const fact = (label: string) => within(facts).getByText(label, { selector: 'dt' }).nextSibling;
    expect(fact('Status')).toHaveTextContent('Open');
    expect(fact('Resolved')).toHaveTextContent('Not yet: still down');
    expect(fact('Duration')).toHaveTextContent('9 min so far');
    expect(fact('Acknowledged')).toHaveTextContent('Not yet');
    expect(within(facts).getAllByText((_, node) => node?.tagName === 'TIME')).toHaveLength(2);
  });

  it('shows the cause with its status code, error kind and response excerpt', async () => {
    renderDetail();
    const cause = await screen.findByRole('region', { name: 'Cause' });
    expect(cause).toHaveTextContent('What went wrong: Unexpected status code');
    // In words, never the internal code.
    expect(cause).not.toHaveTextContent('http-status');
    expect(within(cause).getByRole('region', { name: 'Failed check' })).toHaveTextContent(
      'HTTP 503',
    );
    expect(cause).toHaveTextContent('Expected 2xx, got 503');
    expect(within(cause).getByText('Response excerpt').nextSibling).toHaveTextContent(
      '<h1>503 Service Unavailable</h1>',
    );
  });

  it('lists the timeline in time order', async () => {
    renderDetail();
    const list = await screen.findByRole('list', { name: 'Timeline' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(timeline.map((entry) => entry.text));
  });

  it('lists the deliveries and opens each one onto its attempts', async () => {
    renderDetail();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Deliveries' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Slack #ops');
    expect(first).toHaveTextContent('Down');
    expect(first).toHaveTextContent('Delivered');
    expect(second).toHaveTextContent('Webhook to https://hooks.example.com');
    expect(second).toHaveTextContent('Failed');

    const toggle = within(second!).getByRole('button', {
      name: '2 attempts to Webhook to https://hooks.example.com',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: /^Attempts to/ })).not.toBeInTheDocument();
    // A phone shows the same deliveries as cards.
    const cards = within(screen.getByRole('list', { name: 'Deliveries' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Slack #ops'),
      expect.stringContaining('Webhook to https://hooks.example.com'),
    ]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const attempts = within(table).getByRole('table', {
      name: 'Attempts to Webhook to https://hooks.example.com',
    });
    const [, try1, try2] = within(attempts).getAllByRole('row');
    expect(try1).toHaveTextContent('812 ms');
    expect(try1).toHaveTextContent('502');
    expect(try1).toHaveTextContent('HTTP 502 Bad Gateway');
    expect(within(try1!).getAllByRole('cell').at(-1)).toHaveTextContent('Yes');
    expect(try2).toHaveTextContent('HTTP 400 from the receiver');
    expect(within(try2!).getAllByRole('cell').at(-1)).toHaveTextContent('No');

    await user.click(toggle);
    expect(screen.queryByRole('table', { name: /^Attempts to/ })).not.toBeInTheDocument();
  });

  it('acknowledges the incident and shows who did', async () => {
    const { requests } = renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Acknowledge' }));
    await waitFor(() =>
      expect(requests('POST', '/api/v1/incidents/inc1/acknowledge')).toHaveLength(1),
    );
    const facts = screen.getByRole('region', { name: 'Incident facts' });
    await waitFor(() =>
      expect(
        within(facts).getByText('Acknowledged', { selector: 'dt' }).nextSibling,
      ).toHaveTextContent('By Ada Lovelace'),
    );
    expect(within(facts).getByText('Status', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'Acknowledged',
    );
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
  });

  it('refreshes when someone else acknowledges it', async () => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    const { set, requests } = renderDetail();
    await screen.findByRole('button', { name: 'Acknowledge' });
    set({
      ...incident,
      acknowledgedAt: '2026-03-01T11:56:00.000Z',
      acknowledgedBy: 'Grace Hopper',
    });
    act(() =>
      FakeEventSource.instances[0]!.emit('incident.acknowledged', {
        workspaceId: 'ws_1',
        incidentId: 'inc1',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: 'Incident facts' })).toHaveTextContent(
      'By Grace Hopper',
    );
    expect(requests('GET', '/api/v1/incidents/inc1')).toHaveLength(2);
  });

  it('says so when the incident does not exist', async () => {
    renderDetail(() => jsonResponse(404, { code: 'not-found', message: 'Incident not found' }));
    expect(
      await screen.findByRole('heading', { name: 'Incident not found', level: 1 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to incidents' })).toHaveAttribute(
      'href',
      '/dashboard/incidents',
    );
  });
});

describe('incident page for a viewer', () => {
  it('shows the open incident without Acknowledge', async () => {
    renderDetail(undefined, memberWithRole('viewer'));
    expect(await screen.findByText('Not yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
  });
});
