import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { monitorFixture } from '@/test/monitor-fixtures';
import { renderRoutes } from '@/test/render-app';
import EditMonitorPage from './edit-monitor';

describe('edit monitor form', () => {
  it('starts from the saved settings and sends the change', async () => {
    const shop = monitorFixture({ id: 'm1', name: 'Shop', tags: ['prod', 'eu'] });
    const fetch = stubFetch({
      'GET /api/v1/monitors/m1': () => jsonResponse(200, shop),
      'PATCH /api/v1/monitors/m1': () => jsonResponse(200, { ...shop, name: 'Shop EU' }),
    });
    const { router } = renderRoutes(
      [
        { path: '/dashboard/monitors/:id/edit', Component: EditMonitorPage },
        { path: '/dashboard', element: <h1>Monitors list</h1> },
      ],
      '/dashboard/monitors/m1/edit',
    );
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Shop');
    expect(screen.getByLabelText('URL')).toHaveValue('https://m1.example.com/');
    expect(screen.getByLabelText('Tags')).toHaveValue('prod, eu');
    expect(screen.queryByRole('radio', { name: /TCP port/ })).not.toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Shop EU');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(jsonBody(patch?.[1])).toMatchObject({
      type: 'http',
      name: 'Shop EU',
      tags: ['prod', 'eu'],
    });
  });
});
