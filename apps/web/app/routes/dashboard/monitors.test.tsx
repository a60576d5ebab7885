import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MeResponse } from '@tocsin/contract';
import { channelFixture } from '@/test/alert-fixtures';
import { jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import {
  groupsOf,
  listOf,
  monitorFixture,
  regionFixture,
  regionResultFixture,
} from '@/test/monitor-fixtures';
import { memberWithRole, renderRoutes } from '@/test/render-app';
import MonitorsPage from './monitors';

const shop = monitorFixture({ id: 'm1', name: 'Shop', tags: ['prod'] });
const api = monitorFixture({
  id: 'm2',
  name: 'Public API',
  status: 'down',
  lastCheckedAt: null,
  lastResult: null,
  last24h: { uptimePercent: null, latency: null, slots: Array(24).fill(null) },
});

const noRegions = { enabled: false, liveSeconds: 10, regions: [] };

function renderList(
  items = [shop, api],
  path = '/dashboard',
  regions: object = noRegions,
  session?: MeResponse,
) {
  const bulkBodies: unknown[] = [];
  const fetch = stubFetch({
    'GET /api/v1/monitors': () => jsonResponse(200, listOf(items)),
    'GET /api/v1/regions': () => jsonResponse(200, regions),
    'GET /api/v1/monitor-groups': () => jsonResponse(200, groupsOf([])),
    'POST /api/v1/monitors/bulk': (init) => {
      bulkBodies.push(jsonBody(init));
      return jsonResponse(200, { affected: 2 });
    },
    'GET /api/v1/channels': () =>
      jsonResponse(200, {
        items: [
          channelFixture({ id: 'c1', name: 'Ops hook', kind: 'webhook' }),
          channelFixture({ id: 'c2', name: 'Team mail', kind: 'email' }),
        ],
      }),
    'POST /api/v1/monitors/bulk/alert-channels': (init) => {
      bulkBodies.push(jsonBody(init));
      return jsonResponse(200, { affected: 1 });
    },
  });
  const view = renderRoutes(
    [
      { path: '/dashboard', Component: MonitorsPage },
      { path: '/dashboard/monitors/new', element: <h1>New monitor page</h1> },
    ],
    path,
    { session },
  );
  /** The query strings of every list request so far. */
  const listRequests = () =>
    fetch.mock.calls
      .map(
        ([input]) =>
          new URL(
            typeof input === 'string' ? input : 'url' in input ? input.url : input.href,
            'http://localhost',
          ),
      )
      .filter((url) => url.pathname === '/api/v1/monitors')
      .map((url) => url.searchParams);
  return { ...view, fetch, bulkBodies, listRequests };
}

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('monitors list', () => {
  it('shows each monitor with its status, target, type, last check, response time and tags', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Monitors' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const shopRow = within(rows[1]!);
    expect(shopRow.getByRole('link', { name: 'Shop' })).toHaveAttribute(
      'href',
      '/dashboard/monitors/m1',
    );
    expect(shopRow.getByText('Up')).toBeInTheDocument();
    expect(shopRow.getByText('https://m1.example.com/')).toBeInTheDocument();
    expect(shopRow.getByText('HTTP(s)')).toBeInTheDocument();
    expect(shopRow.getByText('180 ms')).toBeInTheDocument();
    expect(shopRow.getByRole('button', { name: 'prod' })).toBeInTheDocument();
    const apiRow = within(rows[2]!);
    expect(apiRow.getByText('Down')).toBeInTheDocument();
    expect(apiRow.getByText('Never')).toBeInTheDocument();
  });

  it("shows each monitor's last 24 hours as an uptime bar and a response-time sparkline", async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Monitors' });
    expect(within(table).getByRole('columnheader', { name: 'Uptime (24 h)' })).toBeInTheDocument();
    const [, shopRow, apiRow] = within(table).getAllByRole('row');
    const bar = within(shopRow!).getByRole('img', { name: '24 h uptime 99.93%' });
    expect(bar.children).toHaveLength(24);
    expect(within(shopRow!).getByText('99.93%')).toBeInTheDocument();
    expect(
      within(shopRow!).getByRole('img', {
        name: 'Response time over 24 h: p50 186 ms, p95 241 ms',
      }),
    ).toBeInTheDocument();
    expect(
      within(apiRow!).getByRole('img', { name: '24 h uptime: no checks yet' }),
    ).toBeInTheDocument();
    expect(within(apiRow!).queryByRole('img', { name: /^Response time/ })).not.toBeInTheDocument();
    // A phone's compact row: status, name, target and the day's uptime in a line or two.
    const [shopCard] = within(screen.getByRole('list', { name: 'Monitors' })).getAllByRole(
      'listitem',
    );
    const card = within(shopCard!);
    expect(card.getByRole('link', { name: 'Shop' })).toHaveClass('truncate');
    expect(card.getByText('Up')).toBeInTheDocument();
    expect(card.getByText('https://m1.example.com/')).toHaveClass('truncate');
    expect(card.getByText('24 h uptime 99.93%')).toHaveClass('sr-only');
    expect(card.getByText('99.93%')).toBeInTheDocument();
  });

  it('says which regions saw the last check fail', async () => {
    const degraded = {
      ...shop,
      status: 'degraded' as const,
      lastResult: {
        ...shop.lastResult!,
        status: 'degraded' as const,
        regions: [
          regionResultFixture('ap', 'down'),
          regionResultFixture('eu', 'down'),
          regionResultFixture('us', 'up'),
        ],
      },
    };
    renderList([degraded]);
    const table = await screen.findByRole('table', { name: 'Monitors' });
    expect(within(table).getByText('Failing from ap, eu')).toBeInTheDocument();
  });

  it('says which region has no probe reporting, and that the others check its monitors', async () => {
    renderList([shop], '/dashboard', {
      enabled: true,
      liveSeconds: 10,
      regions: [regionFixture('eu', false), regionFixture('us', true)],
    });
    expect(
      await screen.findByText(
        'No probe is reporting from eu: monitors are checked from the other regions until it comes back.',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('explains monitors and offers to create one when there are none', async () => {
    const { router } = renderList([]);
    expect(await screen.findByRole('heading', { name: 'No monitors yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'New monitor' }));
    expect(router.state.location.pathname).toBe('/dashboard/monitors/new');
  });

  it('puts the search in ?q= once typing pauses and asks the server again', async () => {
    const { router, listRequests } = renderList();
    await screen.findByRole('table');
    await userEvent
      .setup()
      .type(screen.getByRole('searchbox', { name: 'Search monitors' }), 'shop');
    await waitFor(() => expect(search(router).get('q')).toBe('shop'));
    await waitFor(() => expect(listRequests().at(-1)?.get('q')).toBe('shop'));
    // Debounced: one request for the whole word, not one per letter.
    expect(listRequests().filter((params) => params.has('q'))).toHaveLength(1);
  });

  it('filters by status, type and tag through the URL', async () => {
    const user = userEvent.setup();
    const { router, listRequests } = renderList();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'down');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by type' }), 'tcp');
    const table = screen.getByRole('table');
    await user.click(within(table).getByRole('button', { name: 'prod' }));
    expect(Object.fromEntries(search(router))).toEqual({
      status: 'down',
      type: 'tcp',
      tag: 'prod',
    });
    await waitFor(() => {
      const last = listRequests().at(-1)!;
      expect([last.get('status'), last.get('type'), last.get('tag')]).toEqual([
        'down',
        'tcp',
        'prod',
      ]);
    });
  });

  it('opens with the worst first and a count of each status that filters the list when pressed', async () => {
    const user = userEvent.setup();
    const { router, listRequests } = renderList([api, shop]);
    const counts = await screen.findByRole('list', { name: 'Monitors by status' });
    const buttons = within(counts).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      '1Down',
      '0Degraded',
      '0In maintenance',
      '1Up',
      '0Paused',
    ]);
    const first = listRequests()[0]!;
    expect([first.get('sort'), first.get('order')]).toEqual(['status', 'asc']);
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(
      'Public API',
    );

    await user.click(within(counts).getByRole('button', { name: '1 Down' }));
    expect(search(router).get('status')).toBe('down');
    expect(within(counts).getByRole('button', { name: '1 Down' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(listRequests().at(-1)?.get('status')).toBe('down'));
    // Pressed again: every status.
    await user.click(within(counts).getByRole('button', { name: '1 Down' }));
    expect(search(router).has('status')).toBe(false);
  });

  it('sorts by a column header, and reverses on a second click', async () => {
    const user = userEvent.setup();
    const { router, listRequests } = renderList();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Name' }));
    expect(search(router).toString()).toBe('sort=name&order=asc');
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(table).getByRole('button', { name: 'Name' }));
    expect(search(router).get('order')).toBe('desc');
    await waitFor(() =>
      expect(listRequests().at(-1)?.toString()).toContain('sort=name&order=desc'),
    );
  });

  it('pauses the selected monitors in one request', async () => {
    const user = userEvent.setup();
    const { bulkBodies, listRequests } = renderList();
    const table = await screen.findByRole('table');
    await user.click(
      within(table).getByRole('checkbox', { name: 'Select all monitors on this page' }),
    );
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 monitors selected');
    const before = listRequests().length;
    await user.click(within(bar).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(bulkBodies).toEqual([{ action: 'pause', ids: ['m1', 'm2'] }]));
    await waitFor(() => expect(listRequests().length).toBeGreaterThan(before));
  });

  it('sets the alert channels of the selected monitors, replacing theirs when asked', async () => {
    const user = userEvent.setup();
    const { bulkBodies } = renderList();
    const table = await screen.findByRole('table');
    await user.click(
      within(table).getByRole('checkbox', { name: 'Select all monitors on this page' }),
    );
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Set alert channels' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Set alert channels of 2 monitors' }),
    );
    await user.click(await dialog.findByRole('button', { name: 'Add channels' }));
    expect(dialog.getByRole('group', { name: 'Channels' })).toHaveAccessibleDescription(
      'Choose at least one channel',
    );
    expect(bulkBodies).toEqual([]);

    await user.click(dialog.getByRole('checkbox', { name: /Team mail/ }));
    await user.click(
      dialog.getByRole('radio', { name: "Replace each monitor's channels with these" }),
    );
    await user.click(dialog.getByRole('button', { name: 'Replace channels' }));
    await waitFor(() =>
      expect(bulkBodies).toEqual([{ ids: ['m1', 'm2'], channelIds: ['c2'], mode: 'replace' }]),
    );
    expect(await screen.findByText('Alert channels set on 1 monitor')).toBeInTheDocument();
    expect(screen.getByText('1 monitor already had exactly these.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes the selected monitors only after confirming', async () => {
    const user = userEvent.setup();
    const { bulkBodies } = renderList();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('checkbox', { name: 'Select Public API' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 monitor?' });
    expect(bulkBodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete 1 monitor' }));
    await waitFor(() => expect(bulkBodies).toEqual([{ action: 'delete', ids: ['m2'] }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('monitors list by role', () => {
  it('shows a viewer every monitor but nothing to create, select or change', async () => {
    renderList([shop, api], '/dashboard', noRegions, memberWithRole('viewer'));
    const table = await screen.findByRole('table', { name: 'Monitors' });
    expect(within(table).getByRole('link', { name: 'Shop' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New monitor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Shop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Shop' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: 'Select all monitors on this page' }),
    ).not.toBeInTheDocument();
  });

  it('shows a viewer no group to create, rename or delete', async () => {
    renderList([shop], '/dashboard?view=groups', noRegions, memberWithRole('viewer'));
    expect(await screen.findByText(/No groups yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New group' })).not.toBeInTheDocument();
  });

  it('shows a viewer with no monitors yet no way to create one', async () => {
    renderList([], '/dashboard', noRegions, memberWithRole('viewer'));
    expect(await screen.findByRole('heading', { name: 'No monitors yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New monitor' })).not.toBeInTheDocument();
  });

  it('gives a member New monitor, the row actions and the bulk bar', async () => {
    const user = userEvent.setup();
    renderList([shop, api], '/dashboard', noRegions, memberWithRole('member'));
    await screen.findByRole('table', { name: 'Monitors' });
    expect(screen.getByRole('link', { name: 'New monitor' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Actions for Shop' }).length).toBeGreaterThan(0);
    await user.click(screen.getAllByRole('checkbox', { name: 'Select Shop' })[0]!);
    const bar = await screen.findByLabelText('Bulk actions');
    expect(within(bar).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });
});
