import type { Delivery, PersonalTest } from '@tocsin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { channelFixture, deliveryFixture } from '@/test/alert-fixtures';
import { bodyOf, jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { checkResult } from '@/test/monitor-fixtures';
import { renderRoutes } from '@/test/render-app';
import TestingPage from './testing';

const slack = channelFixture({ id: 'c1', name: 'Slack #ops' });
const email = channelFixture({ id: 'c2', name: 'On-call email', kind: 'email' });

const queued = (target: string) =>
  deliveryFixture({
    id: 'd9',
    incidentId: null,
    target,
    event: 'test',
    status: 'pending',
    attempts: [],
    deliveredAt: null,
  });

const ownPaths: PersonalTest[] = [
  { path: 'email', target: 'ada@example.com', available: true, reason: null, fix: null },
  {
    path: 'push',
    target: null,
    available: false,
    reason: 'No browser is subscribed to push yet: turn on push in your notification settings.',
    fix: 'settings',
  },
  {
    path: 'sms',
    target: '+14155550123',
    available: false,
    reason:
      'This server has no SMS provider: an administrator must connect a Twilio or Vonage account to it.',
    fix: 'administrator',
  },
];

/** Answers the delivery's polls with each state in turn, then keeps the last. */
function renderTesting({
  channels = [slack, email],
  states = [] as Delivery[],
  handlers = {},
}: {
  channels?: (typeof slack)[];
  states?: Delivery[];
  handlers?: Parameters<typeof stubFetch>[0];
} = {}) {
  const fetch = stubFetch({
    'GET /api/v1/me/test-alerts': () => jsonResponse(200, { items: ownPaths }),
    'GET /api/v1/channels': () => jsonResponse(200, { items: channels }),
    'POST /api/v1/channels/c1/test': () => jsonResponse(202, queued('Slack #ops')),
    'POST /api/v1/channels/c2/test': () => jsonResponse(202, queued('On-call email')),
    'GET /api/v1/deliveries/d9': () =>
      jsonResponse(200, states.length > 1 ? states.shift() : states[0]),
    'POST /api/v1/checks/run': () =>
      jsonResponse(200, { ...checkResult, checkedAt: '2026-03-01T12:00:00.000Z' }),
    ...handlers,
  });
  renderRoutes([{ path: '/dashboard/testing', Component: TestingPage }], '/dashboard/testing');
  return fetch;
}

describe('alert testing page', () => {
  it('sends a test alert and follows it from queued to delivered', async () => {
    const sending = { ...queued('Slack #ops'), status: 'sending' as const };
    const delivered = deliveryFixture({
      id: 'd9',
      incidentId: null,
      event: 'test',
      target: 'Slack #ops',
      deliveredAt: '2026-03-01T12:00:01.000Z',
    });
    const fetch = renderTesting({ states: [sending, delivered] });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Alert testing', level: 1 })).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Channel' })).toHaveValue('c1');

    await user.click(screen.getByRole('button', { name: 'Send test alert' }));
    const progress = await screen.findByRole('region', { name: 'Test delivery' });
    expect(progress).toHaveTextContent('Test alert to Slack #ops');
    await waitFor(() =>
      expect(within(progress).getByRole('status')).toHaveTextContent('Sending now'),
    );
    await waitFor(
      () => expect(within(progress).getByRole('status')).toHaveTextContent(/^Delivered at/),
      { timeout: 3000 },
    );
    const steps = within(progress).getByRole('list', { name: 'Progress' });
    expect(within(steps).getByText('Delivered')).toHaveAttribute('aria-current', 'step');
    const [, attempt] = within(progress).getAllByRole('row');
    expect(attempt).toHaveTextContent('240 ms');
    expect(attempt).toHaveTextContent('200');
    expect(attempt).toHaveTextContent('Sent');
    expect(fetch.mock.calls.filter(([input]) => input === '/api/v1/channels/c1/test')).toHaveLength(
      1,
    );
  });

  it('shows why a test failed, attempt by attempt', async () => {
    const failed = deliveryFixture({
      id: 'd9',
      incidentId: null,
      kind: 'email',
      event: 'test',
      target: 'On-call email',
      status: 'failed',
      deliveredAt: null,
      lastError: 'SMTP 550: mailbox unavailable',
      attempts: [
        {
          at: '2026-03-01T12:00:01.000Z',
          durationMs: 1200,
          ok: false,
          retryable: true,
          statusCode: null,
          error: 'Connection to smtp.example.com timed out',
        },
        {
          at: '2026-03-01T12:00:31.000Z',
          durationMs: 300,
          ok: false,
          retryable: false,
          statusCode: 550,
          error: 'SMTP 550: mailbox unavailable',
        },
      ],
    });
    const fetch = renderTesting({ states: [failed] });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Channel' }), 'c2');
    await user.click(screen.getByRole('button', { name: 'Send test alert' }));

    const progress = await screen.findByRole('region', { name: 'Test delivery' });
    await waitFor(() =>
      expect(within(progress).getByRole('status')).toHaveTextContent(
        'Failed: SMTP 550: mailbox unavailable.',
      ),
    );
    const [, first, second] = within(progress).getAllByRole('row');
    expect(first).toHaveTextContent('Connection to smtp.example.com timed out');
    expect(first).toHaveTextContent('Yes');
    expect(second).toHaveTextContent('550');
    expect(second).toHaveTextContent('No');
    expect(within(progress).getByText('Failed', { selector: 'li' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(fetch.mock.calls.some(([input]) => input === '/api/v1/channels/c2/test')).toBe(true);
  });

  it('tests your own email through the outbox, and says plainly why push and SMS cannot be tested', async () => {
    const delivered = deliveryFixture({
      id: 'd9',
      incidentId: null,
      channelId: null,
      kind: 'email',
      event: 'test',
      target: 'Email to ada@example.com',
      deliveredAt: '2026-03-01T12:00:01.000Z',
    });
    const fetch = renderTesting({
      states: [delivered],
      handlers: {
        'POST /api/v1/me/test-alerts': () =>
          jsonResponse(202, { items: [queued('Email to ada@example.com')] }),
      },
    });
    const user = userEvent.setup();
    const own = await screen.findByRole('list', { name: 'Your own alerts' });
    const [mail, push, sms] = within(own).getAllByRole('listitem');

    expect(push).toHaveTextContent('Cannot be tested now: No browser is subscribed to push yet');
    expect(within(push!).getByRole('link', { name: 'Open your settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    expect(within(push!).queryByRole('button')).not.toBeInTheDocument();
    expect(sms).toHaveTextContent('Ask the administrator of this Tocsin server');
    expect(sms).not.toHaveTextContent(/TWILIO|SMS_PROVIDER/);
    expect(
      within(sms!).getByRole('link', { name: 'how an administrator sets up SMS' }),
    ).toHaveAttribute('href', '/documentation/self-hosting#sms-and-phone-calls');

    expect(mail).toHaveTextContent('ada@example.com');
    await user.click(within(mail!).getByRole('button', { name: 'Send test to your own email' }));
    const posted = fetch.mock.calls.find(
      ([input, init]) => input === '/api/v1/me/test-alerts' && init?.method === 'POST',
    );
    expect(jsonBody(posted?.[1])).toEqual({ path: 'email' });
    const progress = await within(mail!).findByRole('region', { name: 'Test delivery' });
    expect(progress).toHaveTextContent('Test alert to Email to ada@example.com');
    await waitFor(() =>
      expect(within(progress).getByRole('status')).toHaveTextContent(/^Delivered at/),
    );
  });

  it('shows the reason the server gives when a test of your own path is refused', async () => {
    const reason = 'Email alerts are turned off in your notification settings.';
    renderTesting({
      handlers: {
        'POST /api/v1/me/test-alerts': () =>
          jsonResponse(400, { code: 'validation-failed', message: reason }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send test to your own email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`The test was not sent: ${reason}`);
  });

  it('points to the notifications page when there is no channel', async () => {
    renderTesting({ channels: [] });
    expect(await screen.findByText(/You have no channels yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add a channel' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
    expect(screen.queryByRole('button', { name: 'Send test alert' })).not.toBeInTheDocument();
  });

  it('checks a URL now and shows the result', async () => {
    const fetch = renderTesting();
    const user = userEvent.setup();
    const url = await screen.findByRole('textbox', { name: 'URL' });
    await user.type(url, 'example.com');
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(/Enter an http:\/\/ or https:\/\/ URL/);

    await user.clear(url);
    await user.type(url, 'https://example.com/health');
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    const result = await screen.findByRole('region', { name: 'Check result' });
    expect(result).toHaveTextContent('Up');
    expect(result).toHaveTextContent('HTTP 200');
    expect(bodyOf(fetch, '/api/v1/checks/run')).toMatchObject({
      type: 'http',
      url: 'https://example.com/health',
      method: 'GET',
    });
    expect(url).not.toHaveAttribute('aria-invalid');
  });
});
