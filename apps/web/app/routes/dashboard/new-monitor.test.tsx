import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { monitorTypes } from '@tocsin/contract';
import { channelFixture, memberListFixture } from '@/test/alert-fixtures';
import { billingFixture } from '@/test/billing-fixtures';
import { bodyOf, deferred, jsonResponse, stubFetch } from '@/test/fetch-mock';
import {
  checkResult,
  groupsOf,
  listOf,
  monitorFixture,
  regionFixture,
} from '@/test/monitor-fixtures';
import { memberWithRole, renderRoutes } from '@/test/render-app';
import NewMonitorPage from './new-monitor';

const opsHook = channelFixture({ id: 'c1', name: 'Ops hook', kind: 'webhook', isDefault: true });
const teamMail = channelFixture({ id: 'c2', name: 'Team mail', kind: 'email' });

const NO_PING = 'the ping program is not installed (Debian/Ubuntu: apt-get install iputils-ping)';

/** The server's answer on which types it can run: all of them, but those given. */
function checkTypes(unavailable: Record<string, string> = {}) {
  return {
    items: monitorTypes.map((type) => ({
      type,
      available: !(type in unavailable),
      reason: unavailable[type] ?? null,
    })),
  };
}

function renderNew(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const fetch = stubFetch({
    'GET /api/v1/checks/types': () => jsonResponse(200, checkTypes()),
    'GET /api/v1/regions': () =>
      jsonResponse(200, { enabled: false, liveSeconds: 10, regions: [] }),
    'GET /api/v1/monitor-groups': () =>
      jsonResponse(200, groupsOf([{ id: 'g-pay', name: 'Payments' }])),
    'GET /api/v1/channels': () => jsonResponse(200, { items: [opsHook, teamMail] }),
    'GET /api/v1/members': () => jsonResponse(200, memberListFixture()),
    // The monitors already there, for the warning about a name in use.
    'GET /api/v1/monitors': (_init, url) =>
      jsonResponse(
        200,
        listOf(
          [monitorFixture({ id: 'm9', name: 'Shop' })].filter((m) =>
            m.name.toLowerCase().includes((url.searchParams.get('q') ?? '').toLowerCase()),
          ),
        ),
      ),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/dashboard/monitors/new', Component: NewMonitorPage },
      { path: '/dashboard', element: <h1>Monitors list</h1> },
      { path: '/dashboard/monitors/:id', element: <h1>Monitor page</h1> },
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
    expect(fetch).not.toHaveBeenCalledWith('/api/v1/monitors', expect.anything());

    // The first marked field has the keyboard; each message goes as its field is put right.
    await waitFor(() => expect(screen.getByLabelText('URL')).toHaveFocus());
    await user.clear(screen.getByLabelText('URL'));
    await user.type(screen.getByLabelText('URL'), 'https://shop.example.com');
    expect(screen.getByLabelText('URL')).not.toHaveAttribute('aria-invalid');
    expect(interval).toHaveAttribute('aria-invalid', 'true');
    await user.clear(interval);
    await user.type(interval, '60');
    expect(interval).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('files the new monitor in the group chosen beside its tags, or in none', async () => {
    const { fetch, user } = renderNew({
      'POST /api/v1/monitors': () =>
        jsonResponse(201, monitorFixture({ id: 'm1', name: 'Checkout', groupId: 'g-pay' })),
    });
    const group = screen.getByRole('combobox', { name: 'Group' });
    expect(group).toHaveValue('');
    await within(group).findByRole('option', { name: 'Payments' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No group', 'Payments']);
    await user.selectOptions(group, 'Payments');
    await user.type(screen.getByLabelText('Name'), 'Checkout');
    await user.type(screen.getByLabelText('URL'), 'https://shop.example.com/');
    await user.click(screen.getByRole('button', { name: 'Create monitor' }));
    await waitFor(() =>
      expect(bodyOf(fetch, '/api/v1/monitors')).toMatchObject({ groupId: 'g-pay' }),
    );
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
      groupId: null,
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

  it('sends the headers added under Advanced, then opens the new monitor with a toast', async () => {
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

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/monitors/m1'));
    expect(await screen.findByText('API created')).toBeInTheDocument();
    expect(screen.getByText('Its first check runs now.')).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/v1/monitors')).toMatchObject({
      headers: [{ name: 'Authorization', value: 'Bearer t0ken' }],
    });
  });

  it('starts with the workspace’s default channels ticked, and creates the monitor with the alerts chosen', async () => {
    const { fetch, user, router } = renderNew({
      'POST /api/v1/monitors': () => jsonResponse(201, monitorFixture({ id: 'm1', name: 'API' })),
    });
    const alerts = within(screen.getByRole('heading', { name: 'Alerts' }).closest('section')!);
    const hook = await alerts.findByRole('checkbox', { name: /Ops hook/ });
    expect(hook).toBeChecked();
    expect(alerts.getByRole('checkbox', { name: /Team mail/ })).not.toBeChecked();
    expect(alerts.getByRole('radio', { name: 'All members' })).toBeChecked();

    await user.type(screen.getByLabelText('Name'), 'API');
    await user.type(screen.getByLabelText('URL'), 'https://api.example.com/health');
    await user.click(alerts.getByRole('checkbox', { name: /Team mail/ }));
    await user.click(alerts.getByRole('radio', { name: 'Chosen members' }));
    await user.click(await alerts.findByRole('checkbox', { name: /Bob Stone/ }));
    await user.click(screen.getByRole('button', { name: 'Create monitor' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/monitors/m1'));
    expect(bodyOf(fetch, '/api/v1/monitors')).toMatchObject({
      name: 'API',
      alerts: {
        channelIds: ['c1', 'c2'],
        notifyMembers: false,
        memberIds: ['u2'],
        events: { down: true, recovery: true },
      },
    });
  });

  it('leaves the alerts to the server’s defaults when the channels could not be loaded', async () => {
    const { fetch, user, router } = renderNew({
      'GET /api/v1/channels': () => jsonResponse(500, { code: 'internal', message: 'Oops' }),
      'POST /api/v1/monitors': () => jsonResponse(201, monitorFixture({ id: 'm1', name: 'API' })),
    });
    expect(
      await screen.findByText(/the monitor will start with your default channels/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'API');
    await user.type(screen.getByLabelText('URL'), 'https://api.example.com/health');
    await user.click(screen.getByRole('button', { name: 'Create monitor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/monitors/m1'));
    expect(bodyOf(fetch, '/api/v1/monitors')).not.toHaveProperty('alerts');
  });

  it('refuses a name over the limit instead of cutting it, and names the tag that is too long', async () => {
    const { fetch, user } = renderNew();
    const name = 'N'.repeat(120);
    await user.click(screen.getByLabelText('Name'));
    await user.paste(name);
    expect(screen.getByLabelText('Name')).toHaveValue(name);
    await user.type(screen.getByLabelText('URL'), 'https://api.example.com/health');
    await user.type(screen.getByLabelText('Tags'), 'prod, a-tag-that-is-far-too-long-for-tocsin');
    await user.click(screen.getByRole('button', { name: 'Create monitor' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'The name is 120 characters long; the most is 100',
    );
    expect(screen.getByLabelText('Tags')).toHaveAccessibleDescription(
      expect.stringContaining(
        'The tag “a-tag-that-is-far-too-long-for-tocsin” is longer than 32 characters',
      ),
    );
    expect(fetch).not.toHaveBeenCalledWith('/api/v1/monitors', expect.anything());
  });

  it('warns, without refusing, when another monitor already has the name', async () => {
    const { user } = renderNew({
      'POST /api/v1/monitors': () => jsonResponse(201, monitorFixture({ id: 'm1', name: 'shop' })),
    });
    await user.type(screen.getByLabelText('Name'), 'shop');
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
        'Another monitor is already called “Shop”: a different name keeps their alerts apart.',
      ),
    );
    await user.type(screen.getByLabelText('Name'), ' front');
    await waitFor(() => expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription());
  });

  it('offers common intervals and timeouts that fill their fields, any other value typed in', async () => {
    const { fetch, user } = renderNew({
      'POST /api/v1/monitors': () => jsonResponse(201, monitorFixture({ id: 'm1', name: 'API' })),
    });
    await user.type(screen.getByLabelText('Name'), 'API');
    await user.type(screen.getByLabelText('URL'), 'https://api.example.com/health');
    const intervals = within(screen.getByRole('group', { name: 'Common intervals' }));
    expect(intervals.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '30 s',
      '1 min',
      '5 min',
      '15 min',
      '1 h',
    ]);
    await user.click(intervals.getByRole('button', { name: '5 min' }));
    expect(screen.getByLabelText('Check interval (seconds)')).toHaveValue(300);
    expect(intervals.getByRole('button', { name: '5 min' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const timeouts = within(screen.getByRole('group', { name: 'Common timeouts' }));
    await user.click(timeouts.getByRole('button', { name: '10 s' }));
    // A value of one's own: no preset reads as pressed.
    const interval = screen.getByLabelText('Check interval (seconds)');
    await user.clear(interval);
    await user.type(interval, '45');
    expect(intervals.queryByRole('button', { pressed: true })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create monitor' }));
    await waitFor(() =>
      expect(bodyOf(fetch, '/api/v1/monitors')).toMatchObject({
        intervalSeconds: 45,
        timeoutSeconds: 10,
      }),
    );
  });

  it('checks from the regions ticked, with the quorum chosen, and offers none on a single server', async () => {
    const { fetch, user, router } = renderNew({
      'GET /api/v1/regions': () =>
        jsonResponse(200, {
          enabled: true,
          liveSeconds: 10,
          regions: [
            regionFixture('ap', false),
            regionFixture('eu', true),
            regionFixture('us', true),
          ],
        }),
      'POST /api/v1/monitors': () => jsonResponse(201, monitorFixture({ id: 'm1', name: 'API' })),
    });
    await user.type(screen.getByLabelText('Name'), 'API');
    await user.type(screen.getByLabelText('URL'), 'https://api.example.com/health');
    const from = await screen.findByRole('group', { name: 'Check from' });
    expect(
      within(from).getByRole('checkbox', { name: 'ap (no probe running now)' }),
    ).not.toBeChecked();
    await user.click(within(from).getByRole('checkbox', { name: 'us' }));
    await user.click(within(from).getByRole('checkbox', { name: 'eu' }));
    await user.selectOptions(screen.getByLabelText('Down when'), 'Every region sees it fail');
    await user.click(screen.getByRole('button', { name: 'Create monitor' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/monitors/m1'));
    expect(bodyOf(fetch, '/api/v1/monitors')).toMatchObject({
      regions: ['eu', 'us'],
      quorum: 'all',
    });
  });

  it('has no region choice where the server checks everything itself', async () => {
    const { fetch } = renderNew();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/v1/regions', expect.anything()));
    expect(screen.queryByRole('group', { name: 'Check from' })).toBeNull();
    expect(screen.queryByLabelText('Down when')).toBeNull();
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

  it('shows a type this server cannot run disabled, with the reason in view', async () => {
    renderNew({
      'GET /api/v1/checks/types': () => jsonResponse(200, checkTypes({ ping: NO_PING })),
    });
    const reason = `Cannot run on this server: ${NO_PING}`;
    expect(await screen.findByText(reason)).toBeVisible();
    const ping = screen.getByRole('radio', { name: /Ping/ });
    expect(ping).toBeDisabled();
    expect(ping).toHaveAccessibleDescription(expect.stringContaining(reason));
    expect(screen.getByRole('radio', { name: /TCP port/ })).toBeEnabled();
    expect(screen.getAllByText(/Cannot run on this server/)).toHaveLength(1);
  });

  it('will not create a type found unavailable after it was picked, and says why under the types', async () => {
    const types = deferred<Response>();
    const { fetch, user } = renderNew({ 'GET /api/v1/checks/types': () => types.promise });
    await user.click(screen.getByRole('radio', { name: /Ping/ }));
    await user.type(screen.getByLabelText('Name'), 'Router');
    await user.type(screen.getByLabelText('Host'), '192.0.2.1');
    types.resolve(jsonResponse(200, checkTypes({ ping: NO_PING })));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Ping/ })).toBeDisabled());
    expect(screen.queryByRole('button', { name: 'Test now' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create monitor' }));
    const message = `Ping checks cannot run on this server: ${NO_PING}`;
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByRole('radio', { name: /Ping/ })).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalledWith('/api/v1/monitors', expect.anything());

    await user.click(screen.getByRole('radio', { name: /TCP port/ }));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a type under the types when the list could not be had', async () => {
    const message = `Ping checks cannot run on this server: ${NO_PING}`;
    const { user } = renderNew({
      'GET /api/v1/checks/types': () => jsonResponse(500, { code: 'internal', message: 'Oops' }),
      'POST /api/v1/monitors': () =>
        jsonResponse(400, {
          code: 'validation-failed',
          message,
          issues: [{ path: 'type', message }],
        }),
    });
    await user.click(screen.getByRole('radio', { name: /Ping/ }));
    await user.type(screen.getByLabelText('Name'), 'Router');
    await user.type(screen.getByLabelText('Host'), '192.0.2.1');
    await user.click(screen.getByRole('button', { name: 'Create monitor' }));

    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('radio', { name: /Ping/ })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
  });
});

describe('new monitor page for a viewer', () => {
  it('says their role cannot create monitors instead of showing the form', async () => {
    stubFetch({
      'GET /api/v1/checks/types': () => jsonResponse(200, checkTypes()),
      'GET /api/v1/regions': () =>
        jsonResponse(200, { enabled: false, liveSeconds: 10, regions: [] }),
      'GET /api/v1/monitor-groups': () => jsonResponse(200, groupsOf([])),
      'GET /api/v1/channels': () => jsonResponse(200, { items: [] }),
      'GET /api/v1/monitors': () => jsonResponse(200, listOf([])),
    });
    renderRoutes(
      [
        { path: '/dashboard/monitors/new', Component: NewMonitorPage },
        { path: '/dashboard', element: <h1>Monitors list</h1> },
      ],
      '/dashboard/monitors/new',
      { session: memberWithRole('viewer') },
    );
    expect(
      await screen.findByText(
        /Your role in this workspace can see its monitors but not create them/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create monitor/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to monitors' }));
    expect(await screen.findByRole('heading', { name: 'Monitors list' })).toBeInTheDocument();
  });
});
