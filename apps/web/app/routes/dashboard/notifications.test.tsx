import { channelKindInfo } from '@tocsin/contract';
import type { Channel, Delivery, MeResponse, Notification } from '@tocsin/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setDisplayTimeZone } from '@/lib/date-format';
import { channelFixture } from '@/test/alert-fixtures';
import { billingFixture } from '@/test/billing-fixtures';
import { jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { signedInUser } from '@/test/fixtures';
import { memberWithRole, renderRoutes } from '@/test/render-app';
import DashboardLayout from './layout';
import NotificationsPage from './notifications';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const shopDown: Notification = {
  id: 'n1',
  event: 'down',
  title: 'Shop is down',
  body: 'First failed check: connection refused.',
  incidentId: 'inc_1',
  monitorId: 'm1',
  read: false,
  createdAt: minutesAgo(5),
};
const testAlert: Notification = {
  id: 'n2',
  event: 'test',
  title: 'Test alert from Ops Slack',
  body: 'This is a test: your channel works.',
  incidentId: null,
  monitorId: null,
  read: false,
  createdAt: minutesAgo(90),
};
const apiUp: Notification = {
  id: 'n3',
  event: 'up',
  title: 'Public API is back up',
  body: 'It was down for 4 minutes.',
  incidentId: 'inc_0',
  monitorId: 'm2',
  read: true,
  createdAt: minutesAgo(60 * 26),
};

const opsSlack = channelFixture({
  id: 'c1',
  name: 'Ops Slack',
  lastDelivery: { status: 'delivered', at: minutesAgo(3), error: null },
});
const pager = channelFixture({
  id: 'c2',
  name: 'Night pager',
  kind: 'pagerduty',
  config: { severity: 'error' },
  secretsSet: ['routingKey'],
  lastDelivery: { status: 'failed', at: minutesAgo(120), error: 'PagerDuty refused the key' },
});

const kinds = {
  items: (
    [
      ['email', 'Email', 'Direct'],
      ['sms', 'SMS', 'Direct'],
      ['voice', 'Phone call', 'Direct'],
      ['slack', 'Slack', 'Chat'],
      ['pagerduty', 'PagerDuty', 'On-call'],
      ['webhook', 'Webhook', 'Developers'],
    ] as const
  ).map(([kind, label, group]) => ({
    kind,
    label,
    group,
    description: channelKindInfo[kind].description,
    available: kind !== 'sms' && kind !== 'voice',
    reason:
      kind === 'sms'
        ? 'SMS needs a provider account on this server.'
        : kind === 'voice'
          ? 'Phone calls need a Twilio account on this server.'
          : null,
  })),
};

function delivery(overrides: Partial<Delivery>): Delivery {
  return {
    id: 'd1',
    incidentId: null,
    channelId: 'c1',
    kind: 'slack',
    target: 'Slack: Ops Slack',
    event: 'test',
    status: 'pending',
    attempts: [],
    nextAttemptAt: null,
    deliveredAt: null,
    lastError: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

type Handlers = Parameters<typeof stubFetch>[0];

const urlOf = (input: RequestInfo | URL) =>
  new URL(
    typeof input === 'string' ? input : 'url' in input ? input.url : input.href,
    'http://localhost',
  );

function renderPage({
  notifications = [shopDown, testAlert, apiUp],
  channels = [opsSlack, pager],
  path = '/dashboard/notifications',
  handlers = {},
  session,
}: {
  notifications?: Notification[];
  channels?: Channel[];
  path?: string;
  handlers?: Handlers;
  /** Renders the page in the dashboard's layout, signed in as this person. */
  session?: MeResponse;
} = {}) {
  let inbox = notifications.map((n) => ({ ...n }));
  const unreadCount = () => inbox.filter((n) => !n.read).length;
  const fetch = stubFetch({
    'GET /api/v1/notifications': (_init, url) => {
      const unreadOnly = url.searchParams.get('filter') === 'unread';
      const items = inbox.filter((n) => !unreadOnly || !n.read);
      return jsonResponse(200, { items, unread: unreadCount(), next: null });
    },
    'GET /api/v1/notifications/unread-count': () => jsonResponse(200, { unread: unreadCount() }),
    'POST /api/v1/notifications/read': (init) => {
      const { ids } = jsonBody(init) as { ids: string[] };
      inbox = inbox.map((n) => (ids.includes(n.id) ? { ...n, read: true } : n));
      return jsonResponse(200, { unread: unreadCount() });
    },
    'POST /api/v1/notifications/read-all': () => {
      inbox = inbox.map((n) => ({ ...n, read: true }));
      return jsonResponse(200, { unread: 0 });
    },
    'GET /api/v1/channels': () => jsonResponse(200, { items: channels }),
    'GET /api/v1/channels/kinds': () => jsonResponse(200, kinds),
    // Without the layout, the page still reads the role of the signed-in person (an owner).
    'GET /api/v1/session': () => jsonResponse(200, { me: session ?? signedInUser }),
    ...handlers,
  });
  const pages = [
    { path: '/dashboard/notifications', Component: NotificationsPage },
    { path: '/dashboard/incidents/:id', element: <h1>Incident page</h1> },
  ];
  const view = renderRoutes(
    session ? [{ path: '/dashboard', Component: DashboardLayout, children: pages }] : pages,
    path,
  );
  const requests = (method: string, pathname: string) =>
    fetch.mock.calls
      .filter(([input, init]) => {
        const url = urlOf(input);
        return url.pathname === pathname && (init?.method ?? 'GET') === method;
      })
      .map(([input, init]) => ({
        url: urlOf(input),
        body: jsonBody(init),
      }));
  return { ...view, fetch, requests };
}

/** Ops Slack as the server keeps it: each PATCH changes what the list answers next. */
function slackThatSaves(): Handlers {
  let slack = opsSlack;
  return {
    'GET /api/v1/channels': () => jsonResponse(200, { items: [slack, pager] }),
    'PATCH /api/v1/channels/c1': (init) => {
      slack = { ...slack, ...(jsonBody(init) as Partial<Channel>) };
      return jsonResponse(200, slack);
    },
  };
}

async function openChannels() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Channels' }));
  return user;
}

async function openAddChannel(kind?: string) {
  const user = await openChannels();
  await user.click(await screen.findByRole('button', { name: 'Add channel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a channel' });
  const kindSelect = within(dialog).getByRole('combobox', { name: 'Kind' });
  // The kinds are known once the server said which are available.
  await waitFor(() =>
    expect(within(kindSelect).getByRole('option', { name: 'SMS (not available)' })).toBeDisabled(),
  );
  if (kind) await user.selectOptions(kindSelect, kind);
  return { user, dialog: within(dialog) };
}

describe('notifications inbox', () => {
  it('writes the exact time of each notification in the time zone chosen in settings', async () => {
    const at = '2026-11-26T13:03:00.000Z';
    renderPage({
      notifications: [{ ...shopDown, createdAt: at }],
      session: { ...signedInUser, profile: { ...signedInUser.profile, timeZone: 'Asia/Tokyo' } },
    });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    // 22:03 in Tokyo, whatever the locale's clock: "22:03:00" or "10:03:00 PM".
    expect(list.querySelector('time')).toHaveAttribute(
      'title',
      expect.stringMatching(/\b(22|10):03:00/),
    );
    act(() => setDisplayTimeZone(null));
  });

  it('lists notifications newest first, marks the unread ones and links to incidents', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Shop is down'),
      expect.stringContaining('Test alert from Ops Slack'),
      expect.stringContaining('Public API is back up'),
    ]);
    expect(within(items[0]!).getByText('Unread:')).toHaveClass('sr-only');
    expect(within(items[0]!).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard/incidents/inc_1',
    );
    expect(within(items[2]!).queryByText('Unread:')).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('yesterday')).toBeInTheDocument();
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inbox 2 unread' })).toBeInTheDocument();
  });

  it('marks everything read through the API and updates the count', async () => {
    const { requests } = renderPage();
    await screen.findByText('2 unread');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('All caught up')).toBeInTheDocument();
    expect(requests('POST', '/api/v1/notifications/read-all')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.queryByText('Unread:')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('marks one read when it is opened, and follows its incident link', async () => {
    const { requests, router } = renderPage();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const user = userEvent.setup();

    await user.click(within(list).getByRole('button', { name: /Test alert from Ops Slack/ }));
    await waitFor(() =>
      expect(requests('POST', '/api/v1/notifications/read')[0]?.body).toEqual({ ids: ['n2'] }),
    );
    expect(await screen.findByText('1 unread')).toBeInTheDocument();

    await user.click(within(list).getByRole('link', { name: /Shop is down/ }));
    expect(await screen.findByRole('heading', { name: 'Incident page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/incidents/inc_1');
    await waitFor(() =>
      expect(requests('POST', '/api/v1/notifications/read')[1]?.body).toEqual({ ids: ['n1'] }),
    );
  });

  it('shows only unread ones with the Unread filter, and says so when there are none', async () => {
    const { requests, router } = renderPage();
    await screen.findByRole('list', { name: 'Notifications' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() =>
      expect(requests('GET', '/api/v1/notifications').at(-1)?.url.searchParams.get('filter')).toBe(
        'unread',
      ),
    );
    expect(router.state.location.search).toBe('?filter=unread');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).queryByText('Public API is back up')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(
      await screen.findByRole('heading', { name: 'No unread notifications' }),
    ).toBeInTheDocument();
  });

  it('loads older notifications from the next cursor', async () => {
    const older: Notification = { ...apiUp, id: 'n9', title: 'Blog certificate expires soon' };
    const { requests } = renderPage({
      handlers: {
        'GET /api/v1/notifications': (_init, url) =>
          url.searchParams.get('before')
            ? jsonResponse(200, { items: [older], unread: 1, next: null })
            : jsonResponse(200, { items: [shopDown], unread: 1, next: shopDown.createdAt }),
      },
    });
    await screen.findByText('Shop is down');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Blog certificate expires soon')).toBeInTheDocument();
    expect(requests('GET', '/api/v1/notifications').at(-1)?.url.searchParams.get('before')).toBe(
      shopDown.createdAt,
    );
    expect(screen.getByText('Shop is down')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('explains what will appear when the inbox is empty', async () => {
    renderPage({ notifications: [] });
    expect(
      await screen.findByRole('heading', { name: 'No notifications yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/When a monitor goes down or recovers/)).toBeInTheDocument();
  });
});

describe('notification channels', () => {
  it('shows a member the channels without adding, testing, editing or deleting them', async () => {
    renderPage({
      channels: [opsSlack],
      handlers: {
        'GET /api/v1/session': () => jsonResponse(200, { me: memberWithRole('member') }),
      },
    });
    await openChannels();
    const list = await screen.findByRole('list', { name: 'Channels' });
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row!).getByRole('heading', { name: 'Ops Slack' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByText(/Only the owner or an admin of the workspace adds or changes/),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Add channel' })).not.toBeInTheDocument();
    for (const name of [/^Send test/, /^Edit/, /^Delete/]) {
      expect(within(row!).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(row!).getByRole('switch', { name: 'Ops Slack Enabled' })).toBeDisabled();
    // Alerting monitors is a member's to change.
    expect(within(row!).getByRole('button', { name: /^Add to all monitors/ })).toBeInTheDocument();
  });

  it('lists channels with their kind, state and last delivery', async () => {
    renderPage({ channels: [opsSlack, { ...pager, enabled: false }] });
    await openChannels();
    const list = await screen.findByRole('list', { name: 'Channels' });
    const [slackRow, pagerRow] = within(list).getAllByRole('listitem');
    expect(within(slackRow!).getByRole('heading', { name: 'Ops Slack' })).toBeInTheDocument();
    expect(within(slackRow!).getByText('Slack')).toBeInTheDocument();
    expect(within(slackRow!).getByText(/Last alert: delivered/)).toHaveTextContent(
      'Last alert: delivered 3 minutes ago',
    );
    expect(within(slackRow!).getByRole('switch', { name: 'Ops Slack Enabled' })).toBeChecked();
    expect(within(pagerRow!).getByText('PagerDuty')).toBeInTheDocument();
    expect(within(pagerRow!).getByText('Disabled')).toBeInTheDocument();
    expect(
      within(pagerRow!).getByRole('switch', { name: 'Night pager Enabled' }),
    ).not.toBeChecked();
    expect(within(pagerRow!).getByText(/Last alert: failed/)).toHaveTextContent(
      'Last alert: failed 2 hours ago: PagerDuty refused the key',
    );
  });

  it('builds the form from the kind: a secret URL for Slack, a secret key and a severity for PagerDuty', async () => {
    renderPage();
    const { user, dialog } = await openAddChannel();
    expect(
      within(screen.getByRole('dialog')).getByText(/SMS needs a provider account/),
    ).toBeVisible();
    expect(
      dialog.getByRole('link', { name: 'How an administrator sets up email, SMS, calls and push' }),
    ).toHaveAttribute('href', '/documentation/self-hosting#settings');

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Kind' }), 'slack');
    const webhook = dialog.getByLabelText('Webhook URL');
    expect(webhook).toHaveAttribute('type', 'password');
    expect(webhook).toHaveAttribute('placeholder', 'https://hooks.slack.com/services/…');
    expect(webhook).toHaveAccessibleDescription(
      'Slack: Apps → Incoming Webhooks → Add New Webhook to Workspace',
    );

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Kind' }), 'pagerduty');
    expect(dialog.queryByLabelText('Webhook URL')).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Integration key')).toHaveAttribute('type', 'password');
    const severity = dialog.getByRole('combobox', { name: 'Severity' });
    expect(severity).toHaveValue('critical');
    expect(
      within(severity)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['critical', 'error', 'warning', 'info']);
  });

  it('creates a PagerDuty channel with the values typed', async () => {
    const { requests } = renderPage({
      handlers: {
        'POST /api/v1/channels': (init) =>
          jsonResponse(201, channelFixture({ id: 'c3', name: 'x', ...(jsonBody(init) as object) })),
      },
    });
    const { user, dialog } = await openAddChannel('pagerduty');
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Database on-call');
    await user.type(dialog.getByLabelText('Integration key'), 'a'.repeat(32));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Severity' }), 'warning');
    await user.click(dialog.getByRole('button', { name: 'Add channel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('POST', '/api/v1/channels')[0]?.body).toEqual({
      kind: 'pagerduty',
      name: 'Database on-call',
      config: { routingKey: 'a'.repeat(32), severity: 'warning' },
      isDefault: false,
    });
  });

  it('makes a channel a default for new monitors, and marks it Default in the list', async () => {
    const { requests } = renderPage({ handlers: slackThatSaves() });
    const user = await openChannels();
    const list = await screen.findByRole('list', { name: 'Channels' });
    expect(within(list).queryByText('Default')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Ops Slack' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Ops Slack' }));
    const toggle = dialog.getByRole('checkbox', {
      name: 'Alert through this channel for every new monitor',
    });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      expect.stringContaining('Monitors you already have'),
    );
    await user.click(toggle);
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('PATCH', '/api/v1/channels/c1')[0]?.body).toEqual({ isDefault: true });
    const row = (await within(list).findByText('Default')).closest('li')!;
    expect(row).toHaveTextContent('Ops Slack');
  });

  it('adds a channel to all monitors after saying how many', async () => {
    const { requests } = renderPage({
      handlers: {
        'GET /api/v1/monitors': (_init, url) => {
          expect(url.searchParams.get('pageSize')).toBe('1');
          return jsonResponse(200, {
            items: [],
            counts: { pending: 0, up: 12, degraded: 0, down: 0, paused: 0, maintenance: 0 },
            total: 12,
            page: 1,
            pageSize: 1,
          });
        },
        'POST /api/v1/channels/c2/add-to-monitors': () => jsonResponse(200, { affected: 9 }),
      },
    });
    const user = await openChannels();
    await user.click(
      await screen.findByRole('button', { name: 'Add to all monitors (Night pager)' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Add Night pager to all 12 monitors?' }),
    );
    expect(dialog.getByText(/Monitors that already alert it stay as they are/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Add to 12 monitors' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('POST', '/api/v1/channels/c2/add-to-monitors')).toHaveLength(1);
    expect(await screen.findByText('Night pager added to 9 monitors')).toBeInTheDocument();
    expect(screen.getByText('3 monitors already alerted it.')).toBeInTheDocument();
  });

  it('shows client-side validation errors by their fields and sends nothing', async () => {
    const { requests } = renderPage();
    const { user, dialog } = await openAddChannel('slack');
    await user.type(dialog.getByLabelText('Webhook URL'), 'hooks.slack.com/services/T0');
    await user.click(dialog.getByRole('button', { name: 'Add channel' }));
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Give the channel a name',
    );
    const webhook = dialog.getByLabelText('Webhook URL');
    expect(webhook).toHaveAttribute('aria-invalid', 'true');
    expect(webhook).toHaveAccessibleDescription(
      expect.stringContaining('Enter an http:// or https:// URL'),
    );
    expect(requests('POST', '/api/v1/channels')).toHaveLength(0);
  });

  it("shows the server's issue beside the field it is about", async () => {
    const message = 'Alerts may only be sent to public addresses';
    renderPage({
      handlers: {
        'POST /api/v1/channels': () =>
          jsonResponse(400, {
            code: 'validation-failed',
            message,
            issues: [{ path: 'config.webhookUrl', message }],
          }),
      },
    });
    const { user, dialog } = await openAddChannel('slack');
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Ops Slack');
    await user.type(dialog.getByLabelText('Webhook URL'), 'https://10.0.0.5/hook');
    await user.click(dialog.getByRole('button', { name: 'Add channel' }));
    const webhook = dialog.getByLabelText('Webhook URL');
    await waitFor(() => expect(webhook).toHaveAttribute('aria-invalid', 'true'));
    expect(webhook).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByRole('dialog', { name: 'Add a channel' })).toBeInTheDocument();
  });

  it('shows a refused channel count with its message and an upgrade link', async () => {
    const message = 'Your Free plan allows 2 notification channels. Upgrade your plan for more.';
    renderPage({
      handlers: {
        'POST /api/v1/channels': () => jsonResponse(402, { code: 'plan-limit', message }),
        'GET /api/v1/billing': () => jsonResponse(200, billingFixture()),
      },
    });
    const { user, dialog } = await openAddChannel('slack');
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Ops Slack');
    await user.type(dialog.getByLabelText('Webhook URL'), 'https://hooks.slack.com/services/T0');
    await user.click(dialog.getByRole('button', { name: 'Add channel' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );
  });

  it('shows a new webhook signing secret once, with a copy button', async () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    renderPage({
      handlers: {
        'POST /api/v1/channels': () =>
          jsonResponse(201, {
            ...channelFixture({ id: 'c3', name: 'Deploy hook', kind: 'webhook' }),
            signingSecret: secret,
          }),
      },
    });
    const { user, dialog } = await openAddChannel('webhook');
    expect(dialog.getByLabelText('Signing secret (optional)')).toHaveAttribute('type', 'password');
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Deploy hook');
    await user.type(dialog.getByRole('textbox', { name: 'URL' }), 'https://example.com/hooks');
    await user.click(dialog.getByRole('button', { name: 'Add channel' }));

    const shown = await screen.findByRole('dialog', { name: 'Save the signing secret' });
    expect(within(shown).getByText(secret)).toBeInTheDocument();
    expect(shown).toHaveTextContent("it won't be shown again");
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(secret);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });

  it('sends a test and follows it until delivered, or until it fails with the reason', async () => {
    // Time runs as usual until the test moves it past the next poll.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const polls = { d1: 0, d2: 0 };
    renderPage({
      handlers: {
        'POST /api/v1/channels/c1/test': () => jsonResponse(202, delivery({ id: 'd1' })),
        'POST /api/v1/channels/c2/test': () =>
          jsonResponse(202, delivery({ id: 'd2', channelId: 'c2', kind: 'pagerduty' })),
        'GET /api/v1/deliveries/d1': () => {
          polls.d1 += 1;
          return jsonResponse(
            200,
            delivery({ id: 'd1', status: polls.d1 === 1 ? 'sending' : 'delivered' }),
          );
        },
        'GET /api/v1/deliveries/d2': () => {
          polls.d2 += 1;
          return jsonResponse(
            200,
            delivery({
              id: 'd2',
              status: 'failed',
              lastError: 'PagerDuty answered 400: invalid routing key',
            }),
          );
        },
      },
    });
    const user = await openChannels();
    const list = await screen.findByRole('list', { name: 'Channels' });
    const [slackRow, pagerRow] = within(list).getAllByRole('listitem');

    await user.click(within(slackRow!).getByRole('button', { name: 'Send test to Ops Slack' }));
    const slackStatus = within(slackRow!).getByRole('status');
    expect(
      await within(slackStatus).findByText('Test delivered', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    // Followed from the server until final: 'sending' first, then 'delivered'.
    expect(polls.d1).toBeGreaterThanOrEqual(2);

    await user.click(within(pagerRow!).getByRole('button', { name: 'Send test to Night pager' }));
    const pagerStatus = within(pagerRow!).getByRole('status');
    await waitFor(
      () =>
        expect(pagerStatus).toHaveTextContent(
          'Test failed: PagerDuty answered 400: invalid routing key',
        ),
      { timeout: 3000 },
    );
    // Final: no more polling.
    const after = polls.d2;
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(polls.d2).toBe(after);
  }, 15_000);

  it('edits a channel, sending only what changed and keeping blank secrets', async () => {
    const { requests } = renderPage({
      handlers: {
        'PATCH /api/v1/channels/c2': () => jsonResponse(200, pager),
      },
    });
    const user = await openChannels();
    await user.click(await screen.findByRole('button', { name: 'Edit Night pager' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Night pager' }));
    const key = dialog.getByLabelText('Integration key');
    expect(key).toHaveValue('');
    expect(key).toHaveAttribute('placeholder', 'Leave empty to keep the saved value');
    expect(dialog.getByRole('combobox', { name: 'Severity' })).toHaveValue('error');

    const name = dialog.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Night pager (DB)');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('PATCH', '/api/v1/channels/c2')[0]?.body).toEqual({
      name: 'Night pager (DB)',
    });

    await user.click(screen.getByRole('button', { name: 'Edit Night pager' }));
    const again = within(await screen.findByRole('dialog', { name: 'Edit Night pager' }));
    await user.selectOptions(again.getByRole('combobox', { name: 'Severity' }), 'critical');
    await user.click(again.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests('PATCH', '/api/v1/channels/c2')).toHaveLength(2));
    expect(requests('PATCH', '/api/v1/channels/c2')[1]?.body).toEqual({
      config: { severity: 'critical' },
    });
  });

  it('disables a channel with its switch', async () => {
    const { requests } = renderPage({ handlers: slackThatSaves() });
    const user = await openChannels();
    const toggle = await screen.findByRole('switch', { name: 'Ops Slack Enabled' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(requests('PATCH', '/api/v1/channels/c1')[0]?.body).toEqual({ enabled: false });
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
  });

  it('deletes a channel after confirming', async () => {
    let channels = [opsSlack, pager];
    const { requests } = renderPage({
      handlers: {
        'GET /api/v1/channels': () => jsonResponse(200, { items: channels }),
        'DELETE /api/v1/channels/c1': () => {
          channels = [pager];
          return jsonResponse(204, undefined);
        },
      },
    });
    const user = await openChannels();
    await user.click(await screen.findByRole('button', { name: 'Delete Ops Slack' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete Ops Slack?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete channel' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Ops Slack' })).not.toBeInTheDocument(),
    );
    expect(requests('DELETE', '/api/v1/channels/c1')).toHaveLength(1);
    const toast = (await screen.findByText('Channel deleted')).closest('li')!;
    expect(toast).toHaveAttribute('data-type', 'success');
    expect(within(toast).getByText('Ops Slack')).toBeInTheDocument();
  });
});
