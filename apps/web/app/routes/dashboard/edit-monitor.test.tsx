import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { monitorTypes } from '@tocsin/contract';
import { jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { groupsOf, listOf, monitorFixture } from '@/test/monitor-fixtures';
import { renderRoutes } from '@/test/render-app';
import EditMonitorPage from './edit-monitor';

const allAvailable = {
  items: monitorTypes.map((type) => ({ type, available: true, reason: null })),
};

function renderEdit() {
  return renderRoutes(
    [
      { path: '/dashboard/monitors/:id/edit', Component: EditMonitorPage },
      { path: '/dashboard', element: <h1>Monitors list</h1> },
    ],
    '/dashboard/monitors/m1/edit',
  );
}

describe('edit monitor form', () => {
  it('starts from the saved settings and sends the change', async () => {
    const shop = monitorFixture({ id: 'm1', name: 'Shop', tags: ['prod', 'eu'], groupId: 'g-eu' });
    const fetch = stubFetch({
      'GET /api/v1/checks/types': () => jsonResponse(200, allAvailable),
      'GET /api/v1/monitor-groups': () => jsonResponse(200, groupsOf([{ id: 'g-eu', name: 'EU' }])),
      'GET /api/v1/monitors/m1': () => jsonResponse(200, shop),
      'GET /api/v1/monitors': () => jsonResponse(200, listOf([shop])),
      'PATCH /api/v1/monitors/m1': () => jsonResponse(200, { ...shop, name: 'Shop EU' }),
    });
    const { router } = renderEdit();
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Shop');
    expect(screen.getByLabelText('URL')).toHaveValue('https://m1.example.com/');
    expect(screen.getByLabelText('Tags')).toHaveValue('prod, eu');
    expect(screen.getByRole('combobox', { name: 'Group' })).toHaveValue('g-eu');
    expect(screen.queryByRole('radio', { name: /TCP port/ })).not.toBeInTheDocument();
    // Its own name is no other monitor's.
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([input]) => typeof input === 'string' && input.startsWith('/api/v1/monitors?'),
        ),
      ).toBe(true),
    );
    expect(name).not.toHaveAccessibleDescription();

    await user.clear(name);
    await user.type(name, 'Shop EU');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(jsonBody(patch?.[1])).toMatchObject({
      type: 'http',
      name: 'Shop EU',
      tags: ['prod', 'eu'],
      groupId: 'g-eu',
    });
  });

  it('says a ping monitor cannot run on this server and still saves its changes', async () => {
    const reason =
      'the ping program is not installed (Debian/Ubuntu: apt-get install iputils-ping)';
    const router = monitorFixture({
      id: 'm1',
      name: 'Router',
      type: 'ping',
      target: '192.0.2.1',
      config: {
        ...{ type: 'ping', name: 'Router', host: '192.0.2.1', packets: 3 },
        ...{ intervalSeconds: 60, timeoutSeconds: 30, confirmations: 2, tags: [] },
      },
    });
    const fetch = stubFetch({
      'GET /api/v1/checks/types': () =>
        jsonResponse(200, {
          items: allAvailable.items.map((t) =>
            t.type === 'ping' ? { ...t, available: false, reason } : t,
          ),
        }),
      'GET /api/v1/monitors/m1': () => jsonResponse(200, router),
      'GET /api/v1/monitors': () => jsonResponse(200, listOf([router])),
      'PATCH /api/v1/monitors/m1': () => jsonResponse(200, { ...router, name: 'Edge router' }),
    });
    const { router: navigation } = renderEdit();
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    expect(
      await screen.findByText(
        `Ping checks cannot run on this server: ${reason}. Changes are saved, but its checks fail until that is fixed.`,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Test now' })).not.toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Edge router');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(navigation.state.location.pathname).toBe('/dashboard'));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(jsonBody(patch?.[1])).toMatchObject({ type: 'ping', name: 'Edge router' });
  });
});
