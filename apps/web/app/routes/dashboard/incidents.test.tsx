import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { incidentSummaryFixture } from '@/test/alert-fixtures';
import { jsonResponse, stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-app';
import IncidentsPage from './incidents';

const open = incidentSummaryFixture({
  id: 'inc2',
  monitorId: 'm2',
  monitorName: 'Checkout API',
  status: 'open',
  startedAt: '2026-03-01T11:50:00.000Z',
  resolvedAt: null,
  durationSeconds: 540,
  causeKind: 'http-status',
  causeMessage: 'Expected 2xx, got 503',
});
const acknowledged = incidentSummaryFixture({
  id: 'inc3',
  monitorName: 'Shop',
  status: 'open',
  startedAt: '2026-03-01T11:40:00.000Z',
  resolvedAt: null,
  acknowledgedAt: '2026-03-01T11:45:00.000Z',
  acknowledgedBy: 'Ada Lovelace',
  durationSeconds: 1200,
  causeMessage: 'Connection timed out after 10 s',
});
const resolved = incidentSummaryFixture({ id: 'inc1' });
const older = incidentSummaryFixture({
  id: 'inc0',
  monitorName: 'Blog',
  monitorId: 'm3',
  startedAt: '2026-02-10T08:00:00.000Z',
  inMaintenance: true,
  causeMessage: 'Connection refused',
});

function renderIncidents(path = '/dashboard/incidents') {
  const fetch = stubFetch({
    'GET /api/v1/incidents': (_init, url) => {
      const status = url.searchParams.get('status');
      if (url.searchParams.get('before')) return jsonResponse(200, { items: [older], next: null });
      if (status === 'open') return jsonResponse(200, { items: [open, acknowledged], next: null });
      if (status === 'resolved') return jsonResponse(200, { items: [], next: null });
      return jsonResponse(200, {
        items: [open, acknowledged, resolved],
        next: resolved.startedAt,
      });
    },
  });
  const view = renderRoutes([{ path: '/dashboard/incidents', Component: IncidentsPage }], path);
  const requested = () =>
    fetch.mock.calls
      .map(([input]) => new URL(input as string, 'http://localhost'))
      .filter((url) => url.pathname === '/api/v1/incidents')
      .map((url) => url.searchParams);
  return { ...view, fetch, requested };
}

const rows = () => within(screen.getByRole('table', { name: 'Incidents' })).getAllByRole('row');

describe('incidents page', () => {
  it('lists the incidents of every monitor with state, start, duration and cause', async () => {
    const { requested } = renderIncidents();
    expect(await screen.findByRole('heading', { name: 'Incidents', level: 1 })).toBeVisible();
    await screen.findByRole('table', { name: 'Incidents' });
    expect(requested()[0]?.get('status')).toBe('all');
    const [, first, second, third] = rows();

    expect(within(first!).getByRole('link', { name: 'Checkout API' })).toHaveAttribute(
      'href',
      '/dashboard/monitors/m2',
    );
    expect(first).toHaveTextContent('Open');
    expect(first).toHaveTextContent('9 min so far');
    expect(first).toHaveTextContent('Expected 2xx, got 503');
    const started = within(first!).getByText((_, node) => node?.tagName === 'TIME');
    expect(started).toHaveAttribute('dateTime', '2026-03-01T11:50:00.000Z');
    expect(started.getAttribute('title')).toBeTruthy();
    expect(
      within(first!).getByRole('link', { name: /^Details of the Checkout API/ }),
    ).toHaveAttribute('href', '/dashboard/incidents/inc2');

    expect(second).toHaveTextContent('Acknowledged');
    expect(third).toHaveTextContent('Resolved');
    expect(third).toHaveTextContent('12 min');
    expect(third).not.toHaveTextContent('so far');
    expect(third).toHaveTextContent('No answer within 30 s');
  });

  it('narrows the list with the Open / Resolved / All filter', async () => {
    const { requested, router } = renderIncidents();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Incidents' });
    const filter = screen.getByRole('radiogroup', { name: 'Show incidents' });
    expect(within(filter).getByRole('radio', { name: 'All' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(within(filter).getByRole('radio', { name: 'Open' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(router.state.location.search).toBe('?status=open');
    expect(requested().at(-1)?.get('status')).toBe('open');
    expect(screen.queryByText('No answer within 30 s')).not.toBeInTheDocument();

    await user.click(within(filter).getByRole('radio', { name: 'Resolved' }));
    expect(await screen.findByRole('heading', { name: 'No resolved incidents' })).toBeVisible();
    expect(requested().at(-1)?.get('status')).toBe('resolved');
  });

  it('loads older incidents from next', async () => {
    const { requested } = renderIncidents();
    await screen.findByRole('table', { name: 'Incidents' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(requested().at(-1)?.get('before')).toBe(resolved.startedAt);
    expect(rows()[4]).toHaveTextContent('Blog');
    expect(rows()[4]).toHaveTextContent('Resolved');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks for one monitor when the link from its page says so', async () => {
    const { requested } = renderIncidents('/dashboard/incidents?monitorId=m2&status=open');
    await screen.findByRole('table', { name: 'Incidents' });
    expect(requested()[0]?.get('monitorId')).toBe('m2');
    expect(requested()[0]?.get('status')).toBe('open');
    expect(screen.getByRole('link', { name: 'Show every monitor' })).toHaveAttribute(
      'href',
      '/dashboard/incidents?status=open',
    );
  });
});
