import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LIST_VIEW_KEY } from '@/features/monitors/list-params';
import { COLLAPSED_GROUPS_KEY } from '@/features/monitors/use-collapsed-groups';
import { jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { groupsOf, listOf, monitorFixture } from '@/test/monitor-fixtures';
import { renderRoutes } from '@/test/render-app';
import MonitorsPage from './monitors';

// In the list's order, the worst first, as the server answers.
const checkout = monitorFixture({ id: 'm1', name: 'Checkout', status: 'down', groupId: 'g-pay' });
const refunds = monitorFixture({ id: 'm2', name: 'Refunds', groupId: 'g-pay' });
const blog = monitorFixture({ id: 'm3', name: 'Blog' });

const groups = groupsOf(
  [
    { id: 'g-pay', name: 'Payments', counts: { down: 1, up: 1 } },
    { id: 'g-search', name: 'Search' },
  ],
  { up: 1 },
);

function renderGrouped(path = '/dashboard?view=groups') {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = (method: string, answer: (init?: RequestInit) => Response) => {
    return (init: RequestInit | undefined, url: URL) => {
      sent.push({ method, path: url.pathname, body: jsonBody(init) });
      return answer(init);
    };
  };
  const lists: URL[] = [];
  stubFetch({
    'GET /api/v1/monitors': (_init, url) => {
      lists.push(url);
      return jsonResponse(200, listOf([checkout, refunds, blog]));
    },
    'GET /api/v1/regions': () =>
      jsonResponse(200, { enabled: false, liveSeconds: 10, regions: [] }),
    'GET /api/v1/monitor-groups': () => jsonResponse(200, groups),
    'POST /api/v1/monitor-groups': record('POST', (init) => {
      const { name } = jsonBody(init) as { name: string };
      return name.trim().toLowerCase() === 'payments'
        ? jsonResponse(409, {
            code: 'conflict',
            message: 'There is already a group called “Payments”; choose another name',
          })
        : jsonResponse(201, groupsOf([{ id: 'g-new', name }]).items[0]);
    }),
    'PATCH /api/v1/monitor-groups/g-search': record('PATCH', () =>
      jsonResponse(200, groupsOf([{ id: 'g-search', name: 'Search team' }]).items[0]),
    ),
    'DELETE /api/v1/monitor-groups/g-pay': record(
      'DELETE',
      () => new Response(null, { status: 204 }),
    ),
    'POST /api/v1/monitors/bulk': record('POST', () => jsonResponse(200, { affected: 1 })),
  });
  const view = renderRoutes([{ path: '/dashboard', Component: MonitorsPage }], path);
  return { ...view, sent, listRequests: () => lists };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('monitors list by group', () => {
  beforeEach(() => localStorage.clear());

  it('shows a section per group, A-Z, with its summary, then the monitors in no group', async () => {
    const { listRequests } = renderGrouped();
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(within(payments).getByRole('button', { name: /^Payments/ })).toHaveTextContent(
      'Payments1 down · 1 up',
    );
    const rows = within(within(payments).getByRole('table')).getAllByRole('row');
    // The worst first inside the group, as the list is sorted.
    expect(rows.slice(1).map((r) => within(r).getByRole('link').textContent)).toEqual([
      'Checkout',
      'Refunds',
    ]);
    expect(
      within(section('Search')).getByText(/No monitors in this group yet/),
    ).toBeInTheDocument();
    const ungrouped = within(section('No group')).getByRole('table', {
      name: 'Monitors in no group',
    });
    expect(within(ungrouped).getByRole('link', { name: 'Blog' })).toBeInTheDocument();
    const order = screen
      .getAllByRole('region')
      .map((r) => r.getAttribute('aria-label'))
      .filter((name) => ['Payments', 'Search', 'No group'].includes(name ?? ''));
    expect(order).toEqual(['Payments', 'Search', 'No group']);
    // Sections need a group's monitors together, so the page holds as many as it can.
    expect(listRequests().at(-1)?.searchParams.get('pageSize')).toBe('100');
  });

  it('folds a group away to its summary and remembers it in this browser', async () => {
    const user = userEvent.setup();
    const first = renderGrouped();
    const header = await screen.findByRole('button', { name: /^Payments/ });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(within(section('Payments')).queryByRole('table')).not.toBeInTheDocument();
    expect(header).toHaveTextContent('1 down · 1 up');
    expect(JSON.parse(localStorage.getItem(COLLAPSED_GROUPS_KEY)!)).toEqual(['g-pay']);
    first.unmount();

    renderGrouped();
    const again = await screen.findByRole('button', { name: /^Payments/ });
    expect(again).toHaveAttribute('aria-expanded', 'false');
    await user.click(again);
    expect(within(section('Payments')).getByRole('table')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(COLLAPSED_GROUPS_KEY)!)).toEqual([]);
  });

  it('leaves out the groups with nothing to show while a filter narrows the list', async () => {
    renderGrouped('/dashboard?view=groups&status=down');
    await screen.findByRole('region', { name: 'Payments' });
    expect(screen.queryByRole('region', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('switches between the plain list and the groups, and opens next time as chosen', async () => {
    const user = userEvent.setup();
    const first = renderGrouped('/dashboard');
    const views = await screen.findByRole('radiogroup', { name: 'Show monitors' });
    expect(screen.queryByRole('region', { name: 'Payments' })).not.toBeInTheDocument();
    await user.click(within(views).getByRole('radio', { name: 'By group' }));
    expect(first.router.state.location.search).toBe('?view=groups');
    expect(await screen.findByRole('region', { name: 'Payments' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by group' }), 'none');
    expect(new URLSearchParams(first.router.state.location.search).get('groupId')).toBe('none');
    first.unmount();

    renderGrouped('/dashboard');
    expect(await screen.findByRole('region', { name: 'Payments' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'List' }));
    expect(screen.queryByRole('region', { name: 'Payments' })).not.toBeInTheDocument();
    expect(localStorage.getItem(LIST_VIEW_KEY)).toBe('list');
  });

  it('creates a group, saying under the name when it is taken', async () => {
    const user = userEvent.setup();
    const { sent } = renderGrouped();
    await user.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(within(dialog).getByRole('textbox', { name: 'Group name' })).toHaveAccessibleDescription(
      'Enter a name for the group',
    );
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Group name' }), ' payments ');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: 'Group name' }),
      ).toHaveAccessibleDescription(
        'There is already a group called “Payments”; choose another name',
      ),
    );
    expect(sent.at(-1)).toMatchObject({ body: { name: 'payments' } });

    await user.clear(within(dialog).getByRole('textbox', { name: 'Group name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Group name' }), 'Frontend');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.at(-1)).toMatchObject({ method: 'POST', body: { name: 'Frontend' } });
  });

  it('renames a group from its menu', async () => {
    const user = userEvent.setup();
    const { sent } = renderGrouped();
    await user.click(await screen.findByRole('button', { name: 'Actions for the group Search' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Search' });
    const name = within(dialog).getByRole('textbox', { name: 'Group name' });
    expect(name).toHaveValue('Search');
    await user.type(name, ' team');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      { method: 'PATCH', path: '/api/v1/monitor-groups/g-search', body: { name: 'Search team' } },
    ]);
  });

  it('deletes a group only after saying its monitors stay', async () => {
    const user = userEvent.setup();
    const { sent } = renderGrouped();
    await user.click(await screen.findByRole('button', { name: 'Actions for the group Payments' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the group Payments?' });
    expect(dialog).toHaveTextContent('Its 2 monitors stay');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    await waitFor(() => expect(sent.map((s) => s.method)).toEqual(['DELETE']));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves the selected monitors to a group, or out of every group, from the bulk bar', async () => {
    const user = userEvent.setup();
    const { sent } = renderGrouped();
    const noGroup = await screen.findByRole('region', { name: 'No group' });
    await user.click(within(noGroup).getAllByRole('checkbox', { name: 'Select Blog' })[0]!);
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Move to group' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Search' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        method: 'POST',
        path: '/api/v1/monitors/bulk',
        body: { action: 'move', ids: ['m3'], groupId: 'g-search' },
      }),
    );

    const payments = section('Payments');
    await user.click(
      within(payments).getByRole('checkbox', { name: 'Select all monitors in Payments' }),
    );
    await user.click(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', {
        name: 'Move to group',
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'No group' }));
    await waitFor(() =>
      expect(sent.at(-1)?.body).toEqual({ action: 'move', ids: ['m1', 'm2'], groupId: null }),
    );
  });
});
