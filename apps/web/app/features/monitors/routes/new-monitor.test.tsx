import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { billingFixture } from '@/test/billing-fixtures';
import { bodyOf, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { checkResult, monitorFixture } from '@/test/monitor-fixtures';
import { renderRoutes } from '@/test/render-app';
import NewMonitorPage from './new-monitor';

function renderNew(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const fetch = stubFetch(handlers);
  const view = renderRoutes(
    [
      { path: '/dashboard/monitors/new', Component: NewMonitorPage },
      { path: '/dashboard', element: <h1>Monitors list</h1> },
    ],
    '/dashboard/monitors/new',
  );
  return { ...view, fetch, user: userEvent.setup() };
}

describe('new monitor form', () => {
  it('blocks an invalid URL and a 5 s interval with a message at each field, without calling the API', async () => {
    const { fetch, user } = renderNew();
    await user.type(screen.getByLabelText('Name'), 'Shop');
    await user.type(screen.getByLabelText('URL'), 'shop.example.com');
    const interval = screen.getByLabelText('Check interval (seconds)');
    await user.clear(interval);
    await user.type(interval, '5');
    await user.click(screen.getByRole('button', { name: 'Create monitor' }));

    expect(screen.getByLabelText('URL')).toHaveAccessibleDescription(
      'Enter an http:// or https:// URL',
    );
    expect(screen.getByLabelText('URL')).toHaveAttribute('aria-invalid', 'true');
    expect(interval).toHaveAccessibleDescription(expect.stringContaining('Must be at least 10'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a private address under the URL field', async () => {
    const refusal = 'The address 10.0.0.5 is private; Tocsin only checks public addresses';
    const { fetch, user } = renderNew({
      'POST /api/v1/monitors': () =>
        jsonResponse(400, {
          code: 'validation-failed',
          message: refusal,
          issues: [{ path: 'url', message: refusal }],
        }),
    });
    await user.type(screen.getByLabelText('Name'), 'Intranet');
    await user.type(screen.getByLabelText('URL'), 'http://10.0.0.5/');
    await user.click(screen.getByRole('button', { name: 'Create monitor' }));

    await waitFor(() => expect(screen.getByLabelText('URL')).toHaveAccessibleDescription(refusal));
    // The contract's defaults went with the request.
    expect(bodyOf(fetch, '/api/v1/monitors')).toMatchObject({
      type: 'http',
      name: 'Intranet',
      url: 'http://10.0.0.5/',
      intervalSeconds: 60,
      timeoutSeconds: 30,
      confirmations: 2,
      expectedStatus: ['2xx', '3xx'],
    });
  });

  it.each([
    [true, 'offers an upgrade'],
    [false, 'offers no upgrade on a self-hosted instance'],
  ])('shows a plan limit where it applies, and %s', async (enabled, _title) => {
    const message = enabled
      ? 'Your Free plan checks at most every 5 minutes. Upgrade your plan for more.'
      : 'This instance checks at most every 5 minutes. Ask the administrator of this instance to raise it.';
    const fieldMessage = message.split('. ')[0] + '.';
    const { user } = renderNew({
      'POST /api/v1/monitors': () =>
        jsonResponse(402, {
          code: 'plan-limit',
          message,
          issues: [{ path: 'intervalSeconds', message: fieldMessage }],
        }),
      'GET /api/v1/billing': () =>
        jsonResponse(200, billingFixture(enabled ? {} : { enabled: false, plan: 'self-hosted' })),
    });
    await user.type(screen.getByLabelText('Name'), 'Shop');
    await user.type(screen.getByLabelText('URL'), 'https://shop.example.com/');
    await user.click(screen.getByRole('button', { name: 'Create monitor' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByLabelText('Check interval (seconds)')).toHaveAccessibleDescription(
      expect.stringContaining(fieldMessage),
    );
    if (enabled) {
      expect(await within(alert).findByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
        'href',
        '/dashboard/billing',
      );
    } else {
      await waitFor(() =>
        expect(within(alert).queryByRole('link', { name: 'Upgrade your plan' })).toBeNull(),
      );
    }
  });

  it('shows a refused monitor count with an upgrade link', async () => {
    const message =
      'Your Free plan allows 5 active monitors, and 5 are running. Upgrade your plan for more.';
    const { user } = renderNew({
      'POST /api/v1/monitors': () => jsonResponse(402, { code: 'plan-limit', message }),
      'GET /api/v1/billing': () => jsonResponse(200, billingFixture()),
    });
    await user.type(screen.getByLabelText('Name'), 'Shop');
    await user.type(screen.getByLabelText('URL'), 'https://shop.example.com/');
    await user.click(screen.getByRole('button', { name: 'Create monitor' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );
  });

  it('sends the headers added under Advanced and returns to the list', async () => {
    const { fetch, user, router } = renderNew({
      'POST /api/v1/monitors': () => jsonResponse(201, monitorFixture({ id: 'm1', name: 'API' })),
    });
    await user.type(screen.getByLabelText('Name'), 'API');
    await user.type(screen.getByLabelText('URL'), 'https://api.example.com/health');
    await user.click(screen.getByRole('button', { name: /Advanced/ }));
    await user.click(screen.getByRole('button', { name: 'Add header' }));
    await user.type(screen.getByLabelText('Header 1 name'), 'Authorization');
    await user.type(screen.getByLabelText('Header 1 value'), 'Bearer t0ken');
    await user.click(screen.getByRole('button', { name: 'Create monitor' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(bodyOf(fetch, '/api/v1/monitors')).toMatchObject({
      headers: [{ name: 'Authorization', value: 'Bearer t0ken' }],
    });
  });

  it('tests the check now and shows its phase timings', async () => {
    const { fetch, user } = renderNew({
      'POST /api/v1/checks/run': () => jsonResponse(200, checkResult),
    });
    await user.type(screen.getByLabelText('URL'), 'https://shop.example.com/');
    await user.click(screen.getByRole('button', { name: 'Test now' }));

    const result = await screen.findByRole('region', { name: 'Test result' });
    expect(within(result).getByText('Up')).toBeInTheDocument();
    expect(within(result).getByText('HTTP 200')).toBeInTheDocument();
    const rows = Object.fromEntries(
      within(result)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(rows).toEqual({
      DNS: '12 ms',
      Connect: '25 ms',
      TLS: '40 ms',
      'Waiting (TTFB)': '80 ms',
      Transfer: '23 ms',
      Total: '180 ms',
    });
    expect(bodyOf(fetch, '/api/v1/checks/run')).toMatchObject({
      type: 'http',
      url: 'https://shop.example.com/',
    });
  });

  it('shows the push URL with curl examples after creating a heartbeat', async () => {
    const pushUrl = 'https://tocsin.example.com/api/v1/push/abc123';
    const { fetch, user } = renderNew({
      'POST /api/v1/monitors': () =>
        jsonResponse(
          201,
          monitorFixture({
            id: 'hb1',
            name: 'Nightly backup',
            type: 'heartbeat',
            target: 'heartbeat',
            pushUrl,
            config: {
              type: 'heartbeat',
              name: 'Nightly backup',
              intervalSeconds: 60,
              timeoutSeconds: 30,
              confirmations: 2,
              tags: [],
              periodSeconds: 86400,
              graceSeconds: 600,
            },
          }),
        ),
    });
    await user.click(screen.getByRole('radio', { name: /Heartbeat/ }));
    expect(screen.queryByRole('button', { name: 'Test now' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Nightly backup');
    await user.type(screen.getByLabelText('Expected every (seconds)'), '86400');
    await user.click(screen.getByRole('button', { name: 'Create monitor' }));

    expect(await screen.findByText(pushUrl)).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(`curl -fsS --retry 3 ${pushUrl}`))).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Copy URL' })).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/v1/monitors')).toMatchObject({
      type: 'heartbeat',
      periodSeconds: 86400,
      graceSeconds: 60,
    });
  });
});
