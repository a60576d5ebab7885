import { DEFAULT_ALERT_RULES, type AlertRules } from '@tocsin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { channelFixture } from '@/test/alert-fixtures';
import { jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-app';
import { AlertRulesForm } from './alert-rules-form';

const channels = [
  channelFixture({ id: 'c1', name: 'Slack #ops' }),
  channelFixture({ id: 'c2', name: 'On-call email', kind: 'email' }),
  channelFixture({ id: 'c3', name: 'PagerDuty database', kind: 'pagerduty', enabled: false }),
];

const savedRules: AlertRules = { ...DEFAULT_ALERT_RULES, channelIds: ['c1'] };

function renderForm({
  rules = savedRules,
  put = (body: unknown) => jsonResponse(200, body),
  certificates = true,
} = {}) {
  const fetch = stubFetch({
    'GET /api/v1/monitors/m1/alerts': () => jsonResponse(200, rules),
    'GET /api/v1/channels': () => jsonResponse(200, { items: channels }),
    'PUT /api/v1/monitors/m1/alerts': (init) => put(jsonBody(init)),
  });
  renderRoutes(
    [{ path: '/', element: <AlertRulesForm monitorId="m1" certificates={certificates} /> }],
    '/',
  );
  const puts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
  return { puts, user: userEvent.setup() };
}

const group = (name: string) => within(screen.getByRole('group', { name }));

describe('alert rules form', () => {
  it('starts from the saved rules', async () => {
    renderForm();
    const form = await screen.findByRole('form', { name: 'Alert rules' });
    const channelList = group('Channels');
    expect(channelList.getByRole('checkbox', { name: /Slack #ops/ })).toBeChecked();
    expect(channelList.getByRole('checkbox', { name: /On-call email/ })).not.toBeChecked();
    expect(channelList.getByRole('checkbox', { name: /PagerDuty database/ })).toHaveAccessibleName(
      /turned off/,
    );
    const members = within(form).getByRole('checkbox', {
      name: 'Notify workspace members directly',
    });
    expect(members).toBeChecked();
    expect(members).toHaveAccessibleDescription(/as their personal notification settings allow/);
    const events = group('Events');
    expect(events.getByRole('checkbox', { name: /^Down/ })).toBeChecked();
    expect(events.getByRole('checkbox', { name: /^Recovery/ })).toBeChecked();
    expect(events.getByRole('checkbox', { name: /^Degraded/ })).not.toBeChecked();
    expect(events.getByRole('checkbox', { name: 'Certificate expiring soon' })).toBeChecked();
    expect(events.getByLabelText('Days before the certificate expires')).toHaveValue(14);
    expect(group('Reminders').getByRole('checkbox')).not.toBeChecked();
    expect(screen.queryByLabelText('Remind every (minutes)')).not.toBeInTheDocument();
    expect(group('Escalation').getByRole('checkbox')).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Escalate to' })).not.toBeInTheDocument();
  });

  it('offers no certificate alert for a monitor whose checks see no certificate', async () => {
    renderForm({ certificates: false });
    await screen.findByRole('form', { name: 'Alert rules' });
    const events = group('Events');
    expect(events.getByRole('checkbox', { name: /^Down/ })).toBeChecked();
    expect(events.queryByRole('checkbox', { name: 'Certificate expiring soon' })).toBeNull();
    expect(screen.queryByLabelText('Days before the certificate expires')).toBeNull();
  });

  it('turns escalation on, asks for a channel to escalate to, then saves the rules', async () => {
    const { puts, user } = renderForm();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Escalate when nobody acknowledges' }),
    );
    expect(screen.getByLabelText('Escalate after (minutes)')).toHaveValue(15);
    const escalateTo = group('Escalate to');
    expect(escalateTo.getAllByRole('checkbox')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Save alert rules' }));
    expect(await screen.findByText('Choose at least one channel to escalate to')).toBeVisible();
    expect(escalateTo.getByRole('checkbox', { name: /On-call email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(puts()).toHaveLength(0);

    await user.click(escalateTo.getByRole('checkbox', { name: /On-call email/ }));
    const after = screen.getByLabelText('Escalate after (minutes)');
    await user.clear(after);
    await user.type(after, '10');
    await user.click(group('Reminders').getByRole('checkbox'));
    await user.click(group('Events').getByRole('checkbox', { name: 'Certificate expiring soon' }));
    await user.click(group('Channels').getByRole('checkbox', { name: /On-call email/ }));
    await user.click(screen.getByRole('button', { name: 'Save alert rules' }));

    expect(await screen.findByText('Alert rules saved.')).toBeVisible();
    expect(puts()).toHaveLength(1);
    expect(jsonBody(puts()[0]![1])).toEqual({
      channelIds: ['c1', 'c2'],
      notifyMembers: true,
      events: { down: true, recovery: true, degraded: false, certificateDays: null },
      reminderMinutes: 30,
      escalation: { afterMinutes: 10, channelIds: ['c2'] },
    });
  });

  it('explains a number out of range next to its field', async () => {
    const { puts, user } = renderForm();
    await screen.findByRole('group', { name: 'Reminders' });
    await user.click(group('Reminders').getByRole('checkbox'));
    const every = screen.getByLabelText('Remind every (minutes)');
    await user.clear(every);
    await user.type(every, '2');
    await user.click(screen.getByRole('button', { name: 'Save alert rules' }));
    await waitFor(() => expect(every).toHaveAttribute('aria-invalid', 'true'));
    expect(every).toHaveAccessibleDescription(/Enter a whole number of minutes from 5 to 1440/);
    expect(puts()).toHaveLength(0);
  });

  it('shows what the server refused, in place', async () => {
    const { user } = renderForm({
      put: () =>
        jsonResponse(400, {
          code: 'validation-failed',
          message: 'A chosen channel does not exist (it may have been deleted)',
          issues: [{ path: 'channelIds', message: 'Unknown channel c1' }],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Save alert rules' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The alert rules were not saved: A chosen channel does not exist',
    );
    expect(group('Channels').getByText('Unknown channel c1')).toBeVisible();
    expect(screen.queryByText('Alert rules saved.')).not.toBeInTheDocument();
  });
});
